import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** What the calibration warm-up reads: which province-years have plans to predict. */
export function createPredictWarmUpRepository(db: Kysely<Database>) {
  return {
    /** Each province's latest plan year and its count of plan rows, the provinces with the most rows first. */
    async latestPlanYears(): Promise<Array<{ provinceCode: string; year: number; rows: number }>> {
      const rows = await db
        .selectFrom('enrollment_plans')
        .select((eb) => ['province_code', eb.fn.max('year').as('year'), eb.fn.countAll().as('rows')])
        .groupBy('province_code')
        .execute();
      return rows
        .map((row) => ({ provinceCode: row.province_code, year: Number(row.year), rows: Number(row.rows) }))
        .sort((left, right) => right.rows - left.rows);
    },
  };
}
