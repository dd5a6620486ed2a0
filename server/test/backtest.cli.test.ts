import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasAdmissionOutcomes } from '../src/setup/cli/backtest-data.ts';
import { migrateToLatest } from '../src/db/migrator.ts';
import { importPlanFixtures } from './admission-fixtures.ts';
import { createTestApp, openTestDatabase, testDialects } from './test-app.ts';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

type Run = { code: number | null; stdout: string; stderr: string };

/** `npm run backtest -- …` as a person runs it, on the SQLite database of `dataDir`. */
function runBacktest(dataDir: string, args: string[]): Promise<Run> {
  const environment: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  delete environment.DATABASE_URL;
  delete environment.NODE_OPTIONS;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/setup/cli/backtest.ts', ...args], {
    cwd: repositoryRoot,
    env: environment,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

describe('npm run backtest on an empty database', () => {
  let dataDir: string;

  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zhihang-backtest-'));
  });
  afterAll(() => fs.promises.rm(dataDir, { recursive: true, force: true }));

  it.each([
    ['the backtest', ['--year', '2025', '--doc', '']],
    ['the plan replay', ['--plans', '--year', '2025', '--doc', '']],
  ])('says what to import first for %s, without a stack trace', { timeout: 60_000 }, async (_name, args) => {
    const run = await runBacktest(dataDir, args);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('数据库中还没有录取数据');
    expect(run.stderr).toContain('npm run data:import -- ../shared/data');
    expect(run.stderr).not.toMatch(/no such table|Error:|\bat .+:\d+:\d+/);
    expect(run.stdout).toBe('');
  });
});

describe.each(testDialects())('admission outcomes for the backtest on %s', (dialect) => {
  it('are missing from an empty and from a merely migrated database', async () => {
    const { database, dispose } = await openTestDatabase(dialect);
    try {
      expect(await hasAdmissionOutcomes(database)).toBe(false);
      await migrateToLatest(database);
      expect(await hasAdmissionOutcomes(database)).toBe(false);
    } finally {
      await database.destroy();
      await dispose();
    }
  });

  it('are there once admission records are imported', { timeout: 120_000 }, async () => {
    const t = await createTestApp(dialect);
    try {
      await importPlanFixtures(t);
      expect(await hasAdmissionOutcomes(t.database)).toBe(true);
    } finally {
      await t.close();
    }
  });
});
