import { spawn } from 'node:child_process';
import Database from 'better-sqlite3';
import { repositoryRoot } from './server-process.ts';

export type ImportFigures = { wallMs: number; rows: number; failedFiles: number; maxRssMb: number; cpuMs: number };

/** `npm run data:import -- <dataPath> --json` into an empty SQLite database under `dataDir`. */
export function importRealData(dataPath: string, dataDir: string): Promise<ImportFigures> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/data-import.mjs', dataPath, '--json'], {
      cwd: repositoryRoot,
      env: { ...process.env, DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    let stdout = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      const line = stdout.trim().split('\n').at(-1);
      if (!line) return reject(new Error(`import printed no summary (exit ${code})`));
      const summary = JSON.parse(line) as {
        totals: { rows: number };
        failedFiles: number;
        maxRssBytes: number;
        cpuMs: number;
      };
      resolve({
        wallMs: Math.round(performance.now() - started),
        rows: summary.totals.rows,
        failedFiles: summary.failedFiles,
        maxRssMb: Math.round(summary.maxRssBytes / 1024 / 1024),
        cpuMs: summary.cpuMs,
      });
    });
  });
}

/** The province-year with the most enrollment-plan rows. */
export function largestPlanScope(databaseFile: string): { provinceCode: string; year: number; total: number } {
  const database = new Database(databaseFile, { readonly: true });
  try {
    return database
      .prepare(
        `select province_code as provinceCode, year, count(*) as total from enrollment_plans
         group by province_code, year order by total desc limit 1`,
      )
      .get() as { provinceCode: string; year: number; total: number };
  } finally {
    database.close();
  }
}

/** The value at a fraction of sorted timings, to two decimals. */
export function percentile(sorted: readonly number[], fraction: number): number {
  return Math.round((sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0) * 100) / 100;
}

/** p50 / p95 / p99 of some timings in ms. */
export function latencies(timings: readonly number[]) {
  const sorted = [...timings].sort((a, b) => a - b);
  return { p50Ms: percentile(sorted, 0.5), p95Ms: percentile(sorted, 0.95), p99Ms: percentile(sorted, 0.99) };
}

/** A province's latest plan year and track, with its count of plan rows that have a ranked history. */
export type Scope = { provinceCode: string; year: number; trackCode: number; units: number };

/** Each province's latest plan year, per track, most plan rows with a ranked history first. */
export function rankedPlanScopes(databaseFile: string): Scope[] {
  const database = new Database(databaseFile, { readonly: true });
  try {
    return database
      .prepare(
        `select e.province_code as provinceCode, e.year, e.track_code as trackCode, count(*) as units
         from enrollment_plans e
         where e.year = (select max(year) from enrollment_plans l where l.province_code = e.province_code)
           and exists (select 1 from enrollment_plan_history h where h.plan_id = e.id and h.min_rank > 0)
         group by e.province_code, e.year, e.track_code
         order by units desc`,
      )
      .all() as Scope[];
  } finally {
    database.close();
  }
}
