// `npm run data:import -- …`: the importer from the server bundle, on plain Node (a TypeScript
// loader would add ~150 MB to a run that already holds a large file's lookups in memory).
import { pathToFileURL } from 'node:url';
import { serverBundleEntry } from './server-bundle.mjs';

await import(pathToFileURL(serverBundleEntry('data-import')).href);
