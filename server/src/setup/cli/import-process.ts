import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The CLI importer as a separate process: the server's event loop and memory stay free while a
 * large file is parsed, and both run exactly the same engine. From the TypeScript sources it
 * runs under tsx; from the bundle, the bundled CLI next to the server.
 */
export function importProcessCommand(): { modulePath: string; execArgv: string[] } {
  const here = fileURLToPath(import.meta.url);
  if (here.endsWith('.ts')) {
    return { modulePath: path.join(path.dirname(here), 'data-import.ts'), execArgv: ['--import', 'tsx'] };
  }
  return { modulePath: path.join(path.dirname(here), 'data-import.mjs'), execArgv: [] };
}
