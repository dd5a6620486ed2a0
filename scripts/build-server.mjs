// Bundles the server's TypeScript (with the shared contract) into server/dist/main.mjs and the
// command-line tools beside it, so production starts on plain Node without a TypeScript loader
// (faster start, less memory).
// npm packages stay external and are loaded from node_modules as usual.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverPackage = JSON.parse(fs.readFileSync(path.join(root, 'server/package.json'), 'utf8'));
const external = Object.keys(serverPackage.dependencies).filter((name) => !name.startsWith('@zhihang/'));

/** Bundles into `outdir` (server/dist; a test bundles into a directory of its own). */
export async function buildServer(outdir = path.join(root, 'server/dist')) {
  await build({
    entryPoints: {
      main: path.join(root, 'server/src/main.ts'),
      'user-create': path.join(root, 'server/src/setup/cli/user-create.ts'),
      'data-import': path.join(root, 'server/src/setup/cli/data-import.ts'),
      // Uploaded student sheets are read in this worker (student-sheet-reader.ts).
      'student-sheet-worker': path.join(root, 'server/src/modules/students/student-sheet-worker.ts'),
      // The admission engine fits calibrations in this worker (admission-predict-fitter.ts).
      'calibration-worker': path.join(
        root,
        'server/src/modules/admission-engine/admission-predict-calibration-worker.ts',
      ),
      // 智能填报 and the whole-list simulation run in a pool of these (plan-making-pool.ts).
      'plan-making-worker': path.join(root, 'server/src/modules/plans/plan-making-worker.ts'),
    },
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    external: [...external, ...external.map((name) => `${name}/*`)],
    logLevel: 'warning',
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildServer();
  process.stdout.write('server bundled into server/dist\n');
}
