// `npm start`: builds the web app and bundles the server when their sources are newer than the
// last build, then runs the server in this process (so SIGTERM reaches it directly and it can
// finish in-flight requests).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { isStale, root, serverBundleEntry } from './server-bundle.mjs';

// The student document is written last (web/package.json builds the console first).
const builtIndex = path.join(root, 'web/dist/mobile.html');
const sources = [
  'web/src',
  'web/public',
  'web/build',
  'web/index.html',
  'web/mobile.html',
  'web/vite.config.ts',
  'web/vite.mobile.config.ts',
  'contract/src',
];

if (isStale(builtIndex, sources) && process.env.SKIP_WEB_BUILD !== '1') {
  process.stdout.write('正在构建前端页面…\n');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
const serverBundle = serverBundleEntry('main');

await import(pathToFileURL(serverBundle).href);
