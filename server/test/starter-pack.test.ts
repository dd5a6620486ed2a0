import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { prepareDatabase } from '../src/setup/prepare.ts';
import { starterPackFiles } from '../src/setup/seed/starter-pack.ts';
import { countRows, openTestDatabase, TEST_START, testDialects } from './test-app.ts';

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

describe.each(testDialects())('the first start with a small pack on %s', (dialect) => {
  const disposers: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const dispose of disposers.splice(0)) await dispose();
  });

  /** A pack of the MOE file's header and first two institutions, and one file with a rejected row. */
  function smallPack(): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zhihang-small-pack-'));
    disposers.push(() => fs.promises.rm(dir, { recursive: true, force: true }));
    const moe = zlib
      .gunzipSync(fs.readFileSync(path.join(packDir, 'universities/moe_regular_higher_schools_2025.csv.gz')))
      .toString('utf8')
      .split('\n');
    fs.mkdirSync(path.join(dir, 'universities'));
    const write = (name: string, lines: string[]) =>
      fs.writeFileSync(path.join(dir, 'universities', name), zlib.gzipSync(`${lines.join('\n')}\n`));
    write('moe_regular_higher_schools_2025.csv.gz', moe.slice(0, 3));
    // The same header, a row without its required name: the whole file is rolled back.
    write('broken_list.csv.gz', [moe[0] as string, (moe[3] as string).replace(/^(\d+),[^,]+,/, '$1,,')]);
    return dir;
  }

  async function open() {
    const { database, dispose } = await openTestDatabase(dialect);
    disposers.push(async () => {
      await database.destroy();
      await dispose();
    });
    return database;
  }

  it('imports the pack in production too, names a failed file and goes on, and never imports twice', async () => {
    const database = await open();
    const packDirectory = smallPack();
    const log: string[] = [];
    const production = { nodeEnv: 'production' as const, starterDataDir: packDirectory };
    expect(await prepareDatabase(database, production, TEST_START, (line) => log.push(line))).toEqual({
      demoCreated: false,
    });
    const names = await database.db.selectFrom('universities').select('college_name').orderBy('college_code').execute();
    expect(names).toHaveLength(2);
    expect(log.some((line) => line.includes('broken_list.csv') && line.includes('失败'))).toBe(true);
    expect(log.at(-1)).toMatch(/1 个文件失败/);
    expect(await countRows(database.db, 'organizations')).toBe(1);
    expect(await countRows(database.db, 'users')).toBe(0);
    const logged = log.length;
    await prepareDatabase(database, production, TEST_START, (line) => log.push(line));
    expect(log).toHaveLength(logged);
    expect(await countRows(database.db, 'universities')).toBe(2);
  });

  it('imports nothing with STARTER_DATA=0', async () => {
    expect(loadConfig({}).starterDataDir).toBe(packDir);
    expect(() => loadConfig({ STARTER_DATA: 'yes' })).toThrow(/STARTER_DATA/);
    const config = loadConfig({ STARTER_DATA: '0', NODE_ENV: 'production' });
    expect(config.starterDataDir).toBeUndefined();
    const database = await open();
    const log: string[] = [];
    await prepareDatabase(database, config, TEST_START, (line) => log.push(line));
    expect(log).toEqual([]);
    expect(await countRows(database.db, 'universities')).toBe(0);
    expect(await countRows(database.db, 'organizations')).toBe(1);
  });

  it('starts without the pack when its folder is missing, and says so', async () => {
    const database = await open();
    const log: string[] = [];
    const missing = path.join(os.tmpdir(), 'zhihang-no-starter-pack');
    await prepareDatabase(database, { nodeEnv: 'production', starterDataDir: missing }, TEST_START, (line) =>
      log.push(line),
    );
    expect(log).toEqual([`未找到开放数据包（${missing}），跳过`]);
    expect(await countRows(database.db, 'universities')).toBe(0);
    expect(await countRows(database.db, 'organizations')).toBe(1);
  });
});
