import { sql, type Kysely } from 'kysely';
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

/** A school with this many units or more, all printed with one lowest rank, printed the school's line. */
export const SCHOOL_FIGURE_UNITS = 3;

type PlanScope = {
  province_code: string;
  year: number;
  track_code: number;
  batch_code: number;
  school_code: string;
};

const scopeKey = (row: PlanScope) =>
  `${row.province_code}|${row.year}|${row.track_code}|${row.batch_code}|${row.school_code}`;

/**
 * The plan scopes (province, year, track, batch, school) whose file printed one last-year rank
 * beside every unit of the school, three or more: a compilation that copied the school's lowest
 * line onto each major (山东 2025–2026: 北京大学's 13 majors all "138"). That figure is the
 * school's, and a row reads it so ('university'), not as its own unit's line.
 */
async function schoolFigureScopes(db: Kysely<Database>, plans: readonly PlanScope[]): Promise<Set<string>> {
  const schools = [...new Set(plans.map((plan) => plan.school_code).filter(Boolean))];
  if (schools.length === 0) return new Set();
  const rows = await db
    .selectFrom('enrollment_plans')
    .select(['province_code', 'year', 'track_code', 'batch_code', 'school_code'])
    .select((eb) => [
      eb.fn.countAll<number>().as('rows'),
      eb.fn.count<number>('prev_min_rank').as('ranked'),
      eb.fn.min('prev_min_rank').as('lowest'),
      eb.fn.max('prev_min_rank').as('highest'),
      sql<number>`count(distinct group_code || '|' || major_name)`.as('units'),
    ])
    .where('check_excluded', '=', 0)
    .where('school_code', 'in', schools)
    .where('province_code', 'in', [...new Set(plans.map((plan) => plan.province_code))])
    .where('year', 'in', [...new Set(plans.map((plan) => plan.year))])
    .groupBy(['province_code', 'year', 'track_code', 'batch_code', 'school_code'])
    .execute();
  return new Set(
    rows
      .filter(
        (row) =>
          Number(row.units) >= SCHOOL_FIGURE_UNITS &&
          Number(row.ranked) === Number(row.rows) &&
          row.lowest !== null &&
          Number(row.lowest) === Number(row.highest),
      )
      .map(scopeKey),
  );
}

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
          .select([
            'id',
            'province_code',
            'year',
            'track_code',
            'batch_code',
            'school_code',
            'prev_min_score',
            'prev_min_rank',
            'prev_plan_count',
          ])
          .where('id', 'in', ids)
          .execute();
        const schoolFigures = await schoolFigureScopes(
          db,
          plans.filter((plan) => plan.prev_min_rank !== null),
        );
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
              level: schoolFigures.has(scopeKey(plan)) ? 'university' : 'published',
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
