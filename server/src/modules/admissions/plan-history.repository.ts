import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { HISTORY_YEARS } from './plan-history-join.ts';

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

/** Reads of the history joined to enrollment plan rows (written by plan-history-refresh.repository.ts). */
export function createPlanHistoryRepository(db: Kysely<Database>) {
  return {
    /**
     * The joined history of each plan row, newest year first: the three latest years before the
     * exam year (before the row's own year when none is given); where the join found nothing for
     * the year before the row's, the figures the plan file published with the row (prev_* columns).
     */
    async historyOf(planIds: number[], examYear?: number): Promise<Map<number, PlanHistoryYear[]>> {
      const history = new Map<number, PlanHistoryYear[]>();
      for (let start = 0; start < planIds.length; start += 500) {
        const ids = planIds.slice(start, start + 500);
        const plans = await db
          .selectFrom('enrollment_plans')
          .select(['id', 'year', 'prev_min_score', 'prev_min_rank', 'prev_plan_count'])
          .where('id', 'in', ids)
          .execute();
        const joined = await db
          .selectFrom('enrollment_plan_history')
          .select(['plan_id', 'year', 'level', 'min_score', 'min_rank', 'min_rank_derived', 'plan_count'])
          .where('plan_id', 'in', ids)
          .orderBy('plan_id')
          .orderBy('year', 'desc')
          .execute();
        for (const plan of plans) history.set(plan.id, []);
        for (const row of joined) {
          history.get(row.plan_id)?.push({
            year: row.year,
            level: row.level as PlanHistoryYear['level'],
            minScore: row.min_score,
            minRank: row.min_rank,
            minRankDerived: row.min_rank_derived,
            planCount: row.plan_count,
          });
        }
        for (const plan of plans) {
          const before = examYear ?? plan.year;
          const years = (history.get(plan.id) as PlanHistoryYear[]).filter((entry) => entry.year < before);
          const published =
            plan.prev_min_score !== null || plan.prev_min_rank !== null || plan.prev_plan_count !== null;
          if (published && plan.year - 1 < before && !years.some((entry) => entry.year === plan.year - 1)) {
            years.push({
              year: plan.year - 1,
              level: 'published',
              minScore: plan.prev_min_score,
              minRank: plan.prev_min_rank,
              minRankDerived: 0,
              planCount: plan.prev_plan_count,
            });
            years.sort((left, right) => right.year - left.year);
          }
          history.set(plan.id, years.slice(0, HISTORY_YEARS));
        }
      }
      return history;
    },
  };
}
