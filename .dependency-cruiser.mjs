/**
 * The layers of server/src, from the top:
 *   root     app.ts, main.ts, composition.ts, operations.ts: wire everything together;
 *   setup    setup/ (seed, prepare, scheduled jobs, CLI): imports modules and the shared layer;
 *   modules  modules/<name>/: import other modules (no cycle between them) and the shared layer;
 *   shared   everything else (db/, http/, lib/, config.ts): imports nothing above it.
 * Type-only imports count like any other, and so do tests beside the code.
 */
const ROOT = '^server/src/(app|main|composition|operations)[.]ts$';
const SETUP = '^server/src/setup/';
const MODULES = '^server/src/modules/';

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'shared-imports-upward',
      comment: 'The shared layer (db, http, lib, config) imports neither modules, setup nor the root.',
      severity: 'error',
      from: { path: '^server/src/', pathNot: [ROOT, SETUP, MODULES] },
      to: { path: [ROOT, SETUP, MODULES] },
    },
    {
      name: 'module-imports-setup-or-root',
      comment:
        'A module imports other modules and the shared layer, never setup or the root: data a module reads belongs with the module.',
      severity: 'error',
      from: { path: MODULES },
      to: { path: [ROOT, SETUP] },
    },
    {
      name: 'setup-imports-root',
      comment: 'Setup imports modules and the shared layer, never the root.',
      severity: 'error',
      from: { path: SETUP },
      to: { path: ROOT },
    },
    {
      name: 'module-cycle',
      comment:
        'No cycle between modules (or folders of one): move the shared piece down (lib/, or the lower module), or declare the type where it is used.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^server/src/modules/' },
      to: { circular: true },
    },
    {
      name: 'file-cycle',
      comment: 'No cycle between files either, within a module or across layers.',
      severity: 'error',
      from: { path: '^server/src/' },
      to: { circular: true },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    includeOnly: '^server/src/',
    doNotFollow: { path: 'node_modules' },
  },
};
