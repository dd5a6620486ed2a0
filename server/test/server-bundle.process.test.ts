import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MakingTask } from '../src/modules/plans/plan-making-worker.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The worker files the server's modules start from the bundle: `new URL('./name.mjs', import.meta.url)`. */
function bundledWorkerNames(): string[] {
  const names = new Set<string>();
  for (const entry of fs.readdirSync(path.join(root, 'server/src'), { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.ts')) continue;
    const text = fs.readFileSync(path.join(entry.parentPath, entry.name), 'utf8');
    for (const match of text.matchAll(/new URL\('\.\/([\w-]+)\.mjs', import\.meta\.url\)/g)) names.add(match[1]!);
  }
  return [...names].sort();
}

describe('the server bundle', () => {
  let outdir = '';
  beforeAll(async () => {
    // Inside server/dist, so the bundle finds the server's packages as the real one does.
    fs.mkdirSync(path.join(root, 'server/dist'), { recursive: true });
    outdir = fs.mkdtempSync(path.join(root, 'server/dist/test-bundle-'));
    const { buildServer } = (await import(pathToFileURL(path.join(root, 'scripts/build-server.mjs')).href)) as {
      buildServer: (outdir: string) => Promise<void>;
    };
    await buildServer(outdir);
  }, 120_000);
  afterAll(() => fs.rmSync(outdir, { recursive: true, force: true }));

  it('holds every worker a module starts: the sheet reader, the calibration fitter, the making pool', () => {
    const names = bundledWorkerNames();
    expect(names).toEqual(['calibration-worker', 'plan-making-worker', 'student-sheet-worker']);
    for (const name of names) expect(fs.existsSync(path.join(outdir, `${name}.mjs`)), name).toBe(true);
  });

  it('runs a making task in the bundled worker, on plain Node', async () => {
    const pool = new Piscina<MakingTask, { admitted: number; slots: unknown[] }>({
      filename: pathToFileURL(path.join(outdir, 'plan-making-worker.mjs')).href,
      maxThreads: 1,
      minThreads: 0,
    });
    try {
      const answer = await pool.run({
        kind: 'simulate',
        slots: [{ slot: 1, kind: 'unit', id: 1, cutoff: { logRank: Math.log(2_000), scale: 0.1 } }],
        options: { studentRank: 1_000, draws: 1_000, seed: 1 },
      });
      expect(answer.slots).toHaveLength(1);
      expect(answer.admitted).toBeGreaterThan(0.9);
    } finally {
      await pool.close();
    }
  });
});
