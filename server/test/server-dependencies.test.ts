import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** Where the server's packages are used: its code, the build and start scripts, the benchmarks. */
const USING_FOLDERS = ['server/src', 'scripts', 'bench'];

function sourceFiles(folder: string): string[] {
  return fs
    .readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|mjs|js)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe('server dependencies', () => {
  it('lists only packages some file imports or loads', () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(root, 'server/package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    const sources = USING_FOLDERS.flatMap(sourceFiles).map((file) => fs.readFileSync(file, 'utf8'));
    // A module specifier in quotes, bare or with a subpath: `from 'pg'`, `import('exceljs')`, `'tsx'`.
    const named = (name: string) => sources.some((text) => new RegExp(`['"]${name}(/[^'"]*)?['"]`).test(text));
    expect(Object.keys(manifest.dependencies).filter((name) => !named(name))).toEqual([]);
  });
});
