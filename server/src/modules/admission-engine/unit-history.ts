import type { CutoffObservation } from './cutoff-model.ts';
import type { OutcomeRow, UnitLevel } from './admission-engine.repository.ts';
import type { ProvinceTables } from './province-tables.ts';

/** A unit across years: its scope and its minimum ranks, newest matching by key. */
export type UnitHistory = {
  key: string;
  provinceCode: string;
  trackCode: number;
  batchCode: number;
  observations: CutoffObservation[];
};

const normalise = (text: string) => text.replace(/\s+/g, '').replace(/（/g, '(').replace(/）/g, ')');

/** Special admission types that are units of their own; every other spelling is ordinary admission. */
const SPECIAL_ADMISSION_TYPES = [
  '国家专项',
  '高校专项',
  '地方专项',
  '中外合作',
  '预科',
  '艺术',
  '体育',
  '民族班',
  '定向',
];

/**
 * The class of a published admission type: sources spell ordinary admission a dozen ways
 * ('', 普通类, 普通录取/普通, 一般统考生 …), which must not split one unit into several.
 */
export function admissionTypeClass(admissionType: string): string {
  return SPECIAL_ADMISSION_TYPES.find((special) => admissionType.includes(special)) ?? '';
}

/**
 * The identity of a unit from one year to the next: province, track, batch, school (its resolved
 * id, else its published name), admission type, then the group code or the major's name.
 * Group codes are renumbered in some provinces: such groups find no history here.
 */
export function unitKey(level: UnitLevel, row: OutcomeRow): string {
  const school = row.universityId !== null ? `u${row.universityId}` : `n${normalise(row.schoolName)}`;
  const scope = `${row.provinceCode}|${row.trackCode}|${row.batchCode}|${school}|${admissionTypeClass(row.admissionType)}`;
  if (level === 'university') return scope;
  if (level === 'group') return `${scope}|${normalise(row.groupCode)}`;
  return `${scope}|${normalise(row.groupCode)}|${normalise(row.majorName)}`;
}

/**
 * The row's minimum rank: as published, else derived from its minimum score with the year's table
 * here (the same way in every year, so a change is not an artefact of two derivations), else the
 * rank the importer derived.
 */
export function observedRank(row: OutcomeRow, tables: ProvinceTables): CutoffObservation | undefined {
  if (row.minRank !== null && row.minRank > 0 && !row.minRankDerived) {
    return { year: row.year, rank: row.minRank, derived: false };
  }
  const rank =
    row.minScore === null ? undefined : tables.rankOfScore(row.provinceCode, row.year, row.trackCode, row.minScore);
  if (rank !== undefined) return { year: row.year, rank, derived: true };
  return row.minRank !== null && row.minRank > 0 ? { year: row.year, rank: row.minRank, derived: true } : undefined;
}

/**
 * Histories of every unit in the rows. Two rows of one unit and year (two sources) keep the
 * larger rank: the lowest-placed student the unit admitted.
 */
export function buildUnitHistories(
  level: UnitLevel,
  rows: readonly OutcomeRow[],
  tables: ProvinceTables,
): Map<string, UnitHistory> {
  const histories = new Map<string, UnitHistory>();
  for (const row of rows) {
    const observation = observedRank(row, tables);
    if (!observation) continue;
    const key = unitKey(level, row);
    let history = histories.get(key);
    if (!history) {
      history = {
        key,
        provinceCode: row.provinceCode,
        trackCode: row.trackCode,
        batchCode: row.batchCode,
        observations: [],
      };
      histories.set(key, history);
    }
    const same = history.observations.find((entry) => entry.year === observation.year);
    if (!same) history.observations.push(observation);
    else if (observation.rank > same.rank) Object.assign(same, observation);
  }
  for (const history of histories.values()) history.observations.sort((left, right) => left.year - right.year);
  return histories;
}
