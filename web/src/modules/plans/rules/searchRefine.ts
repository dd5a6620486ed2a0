/**
 * Refinements of the 院校专业查询 results the server's search does not filter (tuition,
 * 中外合作, plan count), and the rank window that centres a search on the student. Pure.
 */

export type CooperationFilter = 'any' | 'only' | 'exclude';

export type SearchRefinement = {
  /** Highest yearly tuition in 元; null for any. */
  maxTuition: number | null;
  cooperation: CooperationFilter;
  /** Fewest places this year; null for any. */
  minPlanCount: number | null;
};

export const NO_REFINEMENT: SearchRefinement = { maxTuition: null, cooperation: 'any', minPlanCount: null };

type RefinableRow = { collegeName: string; major: string; tuition: string; majorPlanNum: number | null };

/** Yearly tuition in 元 from the published text (5000元/年, 6.8万元/年, 待定 → null). */
export function tuitionOf(text: string): number | null {
  const match = /(\d+(?:\.\d+)?)\s*(万)?/.exec(text.replace(/,/g, ''));
  if (!match) return null;
  const value = Number(match[1]) * (match[2] ? 10_000 : 1);
  return Number.isFinite(value) ? value : null;
}

/** 中外合作办学 units say so in the major or school name. */
export function isCooperation(row: { collegeName: string; major: string }): boolean {
  return /中外合作|合作办学|中外联合/.test(`${row.collegeName}${row.major}`);
}

export function refineRows<Row extends RefinableRow>(rows: readonly Row[], refinement: SearchRefinement): Row[] {
  return rows.filter((row) => {
    if (refinement.cooperation === 'only' && !isCooperation(row)) return false;
    if (refinement.cooperation === 'exclude' && isCooperation(row)) return false;
    if (refinement.maxTuition !== null) {
      const tuition = tuitionOf(row.tuition);
      if (tuition === null || tuition > refinement.maxTuition) return false;
    }
    if (refinement.minPlanCount !== null && (row.majorPlanNum ?? 0) < refinement.minPlanCount) return false;
    return true;
  });
}

/**
 * Ranks worth looking at for a student: from units about 30 % above them (the furthest 冲 the
 * tier rule reaches) to units admitting down to twice their rank (comfortable 保).
 */
export function rankWindowOf(studentRank: number): { rankMin: number; rankMax: number } {
  return { rankMin: Math.max(1, Math.floor(studentRank / 1.3)), rankMax: Math.ceil(studentRank * 2) };
}
