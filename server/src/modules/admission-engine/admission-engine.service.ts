import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { createAdmissionEngineRepository, type UnitLevel } from './admission-engine.repository.ts';
import { buildProvinceTables, logCandidateShift } from './province-tables.ts';
import { buildUnitHistories, observedRank, unitKey } from './unit-history.ts';
import { forecastYear, type ForecastMethod, type YearForecast } from './year-forecast.ts';

/** Loads what was published before a year's filling and runs the pure engine on it. */
export function createAdmissionEngineService(db: Kysely<Database>) {
  const repository = createAdmissionEngineRepository(db);
  return {
    /** Forecasts for `targetYear` by each method, from outcomes before it and tables up to it. */
    async forecasts(
      level: UnitLevel,
      targetYear: number,
      methods: readonly ForecastMethod[],
      provinceCode?: string,
    ): Promise<YearForecast[]> {
      const [rows, tableRows] = await Promise.all([
        repository.outcomesKnownBefore(level, targetYear, provinceCode),
        repository.scoreTablesUpTo(targetYear, provinceCode),
      ]);
      const tables = buildProvinceTables(tableRows);
      const histories = buildUnitHistories(level, rows, tables);
      const shiftOf = (province: string, track: number) => (year: number) =>
        logCandidateShift(tables, province, track, year);
      return methods.map((method) => forecastYear(method, histories, targetYear, shiftOf));
    },

    /** Year `year`'s real minimum ranks per unit key, for grading only. */
    async actualRanks(level: UnitLevel, year: number, provinceCode?: string): Promise<Map<string, number>> {
      const [rows, tableRows] = await Promise.all([
        repository.outcomesToScore(level, year, provinceCode),
        repository.scoreTablesUpTo(year, provinceCode),
      ]);
      const tables = buildProvinceTables(tableRows);
      const actual = new Map<string, number>();
      for (const row of rows) {
        const observation = observedRank(row, tables);
        if (!observation) continue;
        const key = unitKey(level, row);
        actual.set(key, Math.max(actual.get(key) ?? 0, observation.rank));
      }
      return actual;
    },
  };
}
