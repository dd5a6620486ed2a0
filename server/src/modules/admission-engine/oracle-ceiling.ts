import type { UnitLevel } from './admission-engine.repository.ts';
import { median } from './cutoff-model.ts';
import { isFirstReformedYear } from './gaokao-reform.ts';
import type { YearForecast } from './year-forecast.ts';

/** Last year's rank bands of the oracle's finer pools (the spreads' bands). */
const RANK_BANDS = [2_000, 10_000, 50_000];

const bandOf = (rank: number) => RANK_BANDS.filter((limit) => rank >= limit).length;

/** One level's ±10 % shares on the graded units, B0, the engine and the two oracles. */
export type OracleCeilingRow = {
  level: UnitLevel;
  year: number;
  units: number;
  lastYear: number;
  engine: number;
  /** Last year's line moved by its province × track × batch's real median log change of the year. */
  oraclePool: number;
  /** The same per pool and rank band of last year's rank. */
  oraclePoolBand: number;
};

/**
 * How close a centre of the form "last year's line × one factor per pool" could come if it knew the
 * year's real move, which nothing published before filling tells: the ceiling of every shift the
 * engine could learn. On the units `gradeForecasts` grades (both methods predicted them, outside a
 * province's first reformed year).
 */
export function oracleCeiling(
  level: UnitLevel,
  forecasts: readonly YearForecast[],
  actual: ReadonlyMap<string, number>,
): OracleCeilingRow {
  const engine = forecasts.find((forecast) => forecast.method === 'engine');
  const lastYear = forecasts.find((forecast) => forecast.method === 'last-year');
  const year = engine?.targetYear ?? lastYear?.targetYear ?? 0;
  const units: { pool: string; band: string; lastYear: number; engine: number; actual: number }[] = [];
  for (const [key, actualRank] of actual) {
    const fromEngine = engine?.forecasts.get(key);
    const fromLastYear = lastYear?.forecasts.get(key);
    if (!fromEngine || !fromLastYear || isFirstReformedYear(fromEngine.provinceCode, year)) continue;
    const pool = `${fromEngine.provinceCode}|${fromEngine.trackCode}|${fromEngine.batchCode}`;
    const lastYearRank = Math.exp(fromLastYear.logRank);
    units.push({
      pool,
      band: `${pool}|${bandOf(lastYearRank)}`,
      lastYear: lastYearRank,
      engine: Math.exp(fromEngine.logRank),
      actual: actualRank,
    });
  }
  const realMove = (poolOf: (unit: (typeof units)[number]) => string) => {
    const changes = new Map<string, number[]>();
    for (const unit of units) {
      const pool = poolOf(unit);
      changes.set(pool, [...(changes.get(pool) ?? []), Math.log(unit.actual / unit.lastYear)]);
    }
    return new Map([...changes].map(([pool, logs]) => [pool, median(logs)]));
  };
  const byPool = realMove((unit) => unit.pool);
  const byBand = realMove((unit) => unit.band);
  const within10 = (centre: (unit: (typeof units)[number]) => number) =>
    units.length === 0
      ? Number.NaN
      : units.filter((unit) => Math.abs(centre(unit) - unit.actual) / unit.actual <= 0.1).length / units.length;
  return {
    level,
    year,
    units: units.length,
    lastYear: within10((unit) => unit.lastYear),
    engine: within10((unit) => unit.engine),
    oraclePool: within10((unit) => unit.lastYear * Math.exp(byPool.get(unit.pool)!)),
    oraclePoolBand: within10((unit) => unit.lastYear * Math.exp(byBand.get(unit.band)!)),
  };
}

const percent = (share: number) => (Number.isFinite(share) ? `${(share * 100).toFixed(1)} %` : '—');

/** The ceiling rows as a Markdown table. */
export function oracleCeilingMarkdown(rows: readonly OracleCeilingRow[]): string {
  return [
    '| Level | Year | Units | B0 | Engine | Oracle: province × track × batch | Oracle: the same × rank band |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map(
      (row) =>
        `| ${row.level} | ${row.year} | ${row.units} | ${percent(row.lastYear)} | ${percent(row.engine)} | ` +
        `${percent(row.oraclePool)} | ${percent(row.oraclePoolBand)} |`,
    ),
  ].join('\n');
}
