import { sql, type Kysely } from 'kysely';

/**
 * Plan search filters and sorts on the score (or rank) a row was admitted with, this year's when
 * known, else last year's: index exactly that expression, so a score band in a province-year
 * reads only its rows. Group totals of a result page look plans up by school within a year.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Parenthesised expressions are accepted by SQLite and required by PostgreSQL.
  await sql`create index enrollment_plans_low_score_index
    on enrollment_plans (province_code, year, (coalesce(min_score, prev_min_score)))`.execute(db);
  await sql`create index enrollment_plans_low_rank_index
    on enrollment_plans (province_code, year, (coalesce(min_rank, prev_min_rank)))`.execute(db);
  await db.schema
    .createIndex('enrollment_plans_group_index')
    .on('enrollment_plans')
    .columns(['province_code', 'school_code', 'year', 'group_code'])
    .execute();
}
