import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** One year of a plan row's unit in the admissions history. */
export type PlanHistoryYear = {
  year: number;
  /** The level the figures are of: the major itself, its 院校专业组, the school, or the plan file's own columns. */
  level: 'major' | 'group' | 'university' | 'published';
  minScore: number | null;
  minRank: number | null;
  /** 1 when the rank was converted from the score, not published. */
  minRankDerived: number;
  planCount: number | null;
};

/** Reads of the history joined to enrollment plan rows. */
export function createPlanHistoryRepository(db: Kysely<Database>) {
  return {
    /** The year-before figures a plan file published with its rows (prev_* columns). */
    async publishedPrevious(planIds: number[]): Promise<Map<number, PlanHistoryYear[]>> {
      const history = new Map<number, PlanHistoryYear[]>();
      for (let start = 0; start < planIds.length; start += 500) {
        const rows = await db
          .selectFrom('enrollment_plans')
          .select(['id', 'year', 'prev_min_score', 'prev_min_rank', 'prev_plan_count'])
          .where('id', 'in', planIds.slice(start, start + 500))
          .execute();
        for (const row of rows) {
          const known = row.prev_min_score !== null || row.prev_min_rank !== null || row.prev_plan_count !== null;
          history.set(
            row.id,
            known
              ? [
                  {
                    year: row.year - 1,
                    level: 'published',
                    minScore: row.prev_min_score,
                    minRank: row.prev_min_rank,
                    minRankDerived: 0,
                    planCount: row.prev_plan_count,
                  },
                ]
              : [],
          );
        }
      }
      return history;
    },
  };
}
