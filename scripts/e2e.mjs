// `npm run test:e2e`: Playwright journeys in Debian's Chromium against a fresh demo database.
// Skipped with a message when no Chromium is installed (`.ci/run` installs it).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
const chromium = candidates.find((candidate) => fs.existsSync(candidate));
if (!chromium) {
  process.stdout.write('e2e skipped: Chromium not found (apt-get install chromium, or set CHROMIUM_PATH)\n');
  process.exit(0);
}

const run = (command, args, env = {}) => {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

run('npm', ['run', 'build']);
run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)], {
  CHROMIUM_PATH: chromium,
});
