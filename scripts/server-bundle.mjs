// The bundled server (server/dist) is rebuilt when its sources are newer than the last build;
// `npm start` and `npm run data:import` both run from it on plain Node.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverSources = ['server/src', 'contract/src', 'server/package.json', 'scripts/build-server.mjs'];

export function newestModification(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestModification(path.join(target, entry)));
  return newest;
}

export function isStale(output, inputs) {
  const builtAt = fs.existsSync(output) ? fs.statSync(output).mtimeMs : 0;
  return builtAt < Math.max(...inputs.map((input) => newestModification(path.join(root, input))));
}

/** The path of a bundled entry (main, data-import, user-create), built first when stale. */
export function serverBundleEntry(name) {
  const entry = path.join(root, `server/dist/${name}.mjs`);
  const oldest = ['main', 'data-import', 'user-create'].map((each) => path.join(root, `server/dist/${each}.mjs`));
  if (oldest.some((output) => isStale(output, serverSources))) {
    const result = spawnSync(process.execPath, ['scripts/build-server.mjs'], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
  return entry;
}
