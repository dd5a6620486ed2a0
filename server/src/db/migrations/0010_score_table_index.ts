import type { Kysely } from 'kysely';

/**
 * A student's rank reads the latest year of one track's 一分一段 tables, then the first table of
 * that year (category, sequence) and its rows: index exactly that order, so each is a seek instead
 * of a scan of the province's tables (the plans read it on every open).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('score_rank_rows_table_index')
    .on('score_rank_rows')
    .columns(['province_code', 'track_code', 'year', 'rank_category', 'table_seq'])
    .execute();
}
