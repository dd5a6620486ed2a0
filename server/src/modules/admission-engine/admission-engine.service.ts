import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { createAdmissionEngineRepository, type OutcomeRow, type UnitLevel } from './admission-engine.repository.ts';
import { buildProvinceTables, logCandidateShift, type ProvinceTables, type ShiftSource } from './province-tables.ts';
import {
  admissionTypeClass,
  schoolNameProgramme,
  batchTier,
  buildUnitHistories,
  isCallForVacancies,
  linkYears,
  observedRank,
  yearUnits,
  type YearUnit,
} from './unit-history.ts';
import { universityLineRows } from './unit-lines.ts';
import { forecastYear, type EngineSwitches, type ForecastMethod, type YearForecast } from './year-forecast.ts';

/** A year-Y unit with an outcome and the history it continues (null: no comparable history). */
export type UnitMatch = {
  key: string;
  provinceCode: string;
  rank: number;
  historyKey: string | null;
  /** Whether its scope (school, track, batch, programme) had units in the two years before. */
  scopeHadUnits: boolean;
};

/** Real ranks keyed by the history each unit continues; a group split in year Y keeps its larger rank. */
export function ranksByHistory(matches: readonly UnitMatch[]): Map<string, number> {
  const actual = new Map<string, number>();
  for (const unit of matches) {
    const key = unit.historyKey ?? `${unit.key}|unmatched`;
    actual.set(key, Math.max(actual.get(key) ?? 0, unit.rank));
  }
  return actual;
}

/** Loads what was published before a year's filling and runs the pure engine on it. */
export function createAdmissionEngineService(db: Kysely<Database>) {
  const repository = createAdmissionEngineRepository(db);

  /**
   * A level's rows as the engine's units: a university's line of a year is the province's or the
   * school's published line, else the minimum over its groups or majors of the batch (`unit-lines.ts`).
   */
  async function levelRows(
    level: UnitLevel,
    read: (level: UnitLevel) => Promise<OutcomeRow[]>,
    tables: ProvinceTables,
  ): Promise<OutcomeRow[]> {
    if (level !== 'university') return read(level);
    const [university, group, major] = await Promise.all([read('university'), read('group'), read('major')]);
    return universityLineRows(
      { university, group, major },
      tables,
      admissionTypeClass,
      schoolNameProgramme,
      observedRank,
      isCallForVacancies,
      batchTier,
    );
  }

  async function knownBefore(level: UnitLevel, targetYear: number, provinceCode?: string) {
    const [tableRows, controlLines, groupMajors] = await Promise.all([
      repository.scoreTablesUpTo(targetYear, provinceCode),
      repository.controlLinesUpTo(targetYear, provinceCode),
      level === 'group' ? repository.groupMajorsKnownBefore(targetYear, provinceCode) : Promise.resolve([]),
    ]);
    const tables = buildProvinceTables(tableRows, controlLines);
    const rows = await levelRows(
      level,
      (each) => repository.outcomesKnownBefore(each, targetYear, provinceCode),
      tables,
    );
    return { rows, tables, groupMajors, histories: buildUnitHistories(level, rows, tables, groupMajors) };
  }

  /**
   * Year `year`'s units with an outcome, each matched to the history it continues (the same
   * matching as between earlier years), for grading and the match report only.
   */
  async function unitMatches(level: UnitLevel, year: number, provinceCode?: string): Promise<UnitMatch[]> {
    const known = await knownBefore(level, year, provinceCode);
    const [rows, groupMajors] = await Promise.all([
      levelRows(level, (each) => repository.outcomesToScore(each, year, provinceCode), known.tables),
      level === 'group' ? repository.groupMajorsOfYear(year, provinceCode) : Promise.resolve([]),
    ]);
    const earlier = yearUnits(level, known.rows, known.tables, known.groupMajors);
    const current = yearUnits(level, rows, known.tables, groupMajors);
    const links = linkYears(level, current, earlier);
    const recentScopes = new Set(earlier.filter((unit) => unit.year >= year - 2).map((unit) => unit.scope));
    const historyKeyOf = (unit: YearUnit | undefined) =>
      unit && known.histories.get(unit.key)?.observations.at(-1)?.year === unit.year ? unit.key : null;
    return current.map((unit) => ({
      key: unit.key,
      provinceCode: unit.provinceCode,
      rank: unit.observation.rank,
      historyKey: historyKeyOf(links.get(unit.id)),
      scopeHadUnits: recentScopes.has(unit.scope),
    }));
  }

  return {
    unitMatches,

    /** The rows naming each unit known before `targetYear` (a university's as its line, `levelRows`). */
    async rowsKnownBefore(level: UnitLevel, targetYear: number, provinceCode?: string) {
      const { rows, tables } = await knownBefore(level, targetYear, provinceCode);
      return { rows, tables };
    },

    /** Forecasts for `targetYear` by each method, from outcomes before it and tables up to it. */
    async forecasts(
      level: UnitLevel,
      targetYear: number,
      methods: readonly ForecastMethod[],
      provinceCode?: string,
      variant: { shiftSource?: ShiftSource } & EngineSwitches = {},
    ): Promise<YearForecast[]> {
      const { tables, histories } = await knownBefore(level, targetYear, provinceCode);
      const shiftOf = (province: string, track: number) => (year: number) =>
        logCandidateShift(tables, province, track, year, variant.shiftSource);
      return methods.map((method) => forecastYear(method, histories, targetYear, shiftOf, variant));
    },

    /**
     * Year `year`'s real minimum ranks keyed by the history each unit continues (by its own key
     * where it continues none), for grading only.
     */
    async actualRanks(level: UnitLevel, year: number, provinceCode?: string): Promise<Map<string, number>> {
      return ranksByHistory(await unitMatches(level, year, provinceCode));
    },
  };
}
