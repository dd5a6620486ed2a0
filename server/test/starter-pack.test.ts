import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { starterPackFiles } from '../src/db/seed/starter-pack.ts';

/** The committed starter pack: every file attributed, within its size budget, and reproducible. */
const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const packDir = path.join(repositoryRoot, 'data/starter');
const sharedData = path.resolve(repositoryRoot, '../shared/data');
const sharedDataAvailable = fs.existsSync(path.join(sharedData, 'SOURCES.md'));
const rebuildDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zhihang-starter-rebuild-'));
const execFileAsync = promisify(execFile);

/** Cells of the ATTRIBUTION.md table rows, keyed by the file named in backticks in the first cell. */
function attributionRows(markdown: string): Map<string, string[]> {
  const rows = new Map<string, string[]>();
  for (const line of markdown.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    const file = /^`([^`]+)`$/.exec(cells[1] ?? '')?.[1];
    if (line.startsWith('|') && file) rows.set(file, cells.slice(2, -1));
  }
  return rows;
}

describe('the starter data pack', () => {
  afterAll(() => fs.promises.rm(rebuildDir, { recursive: true, force: true }));

  const files = starterPackFiles(packDir);

  it('holds the pack files', () => {
    expect(files.length).toBeGreaterThanOrEqual(10);
    expect(files).toContain('universities/moe_regular_higher_schools_2025.csv.gz');
  });

  it('names a source and a licence for every pack file in ATTRIBUTION.md', () => {
    const rows = attributionRows(fs.readFileSync(path.join(packDir, 'ATTRIBUTION.md'), 'utf8'));
    const unattributed = files.filter((file) => {
      const [source = '', licence = ''] = rows.get(file) ?? [];
      return source.length < 10 || !/MIT|Apache-2\.0|Official publication/.test(licence);
    });
    expect(unattributed).toEqual([]);
  });

  it('stays within 15 MB', () => {
    const bytes = files.reduce((total, file) => total + fs.statSync(path.join(packDir, file)).size, 0);
    expect(bytes).toBeLessThan(15 * 1024 * 1024);
  });

  it.runIf(sharedDataAvailable)(
    'is what a rebuild from ../shared/data writes, byte for byte',
    async () => {
      await execFileAsync(process.execPath, ['scripts/build-starter-pack.mjs', sharedData, rebuildDir], {
        cwd: repositoryRoot,
      });
      expect(starterPackFiles(rebuildDir)).toEqual(files);
      const differing = files.filter(
        (file) => !fs.readFileSync(path.join(rebuildDir, file)).equals(fs.readFileSync(path.join(packDir, file))),
      );
      expect(differing).toEqual([]);
    },
    60_000,
  );
});
