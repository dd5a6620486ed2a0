// `npm start`: builds the web app and bundles the server when their sources are newer than the
// last build, then runs the server in this process (so SIGTERM reaches it directly and it can
// finish in-flight requests).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = path.join(root, 'web/dist/index.html');
const sources = ['web/src', 'web/public', 'web/index.html', 'web/vite.config.ts', 'contract/src'];
const serverBundle = path.join(root, 'server/dist/main.mjs');
const serverSources = ['server/src', 'contract/src', 'server/package.json'];

function newestModification(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestModification(path.join(target, entry)));
  return newest;
}

const isStale = (output, inputs) => {
  const builtAt = fs.existsSync(output) ? fs.statSync(output).mtimeMs : 0;
  return builtAt < Math.max(...inputs.map((input) => newestModification(path.join(root, input))));
};
const run = (command, args) => {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (isStale(builtIndex, sources) && process.env.SKIP_WEB_BUILD !== '1') {
  process.stdout.write('正在构建前端页面…\n');
  run('npm', ['run', 'build']);
}
if (isStale(serverBundle, serverSources)) run(process.execPath, ['scripts/build-server.mjs']);

await import(pathToFileURL(serverBundle).href);
