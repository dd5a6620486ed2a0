import type { Kysely } from 'kysely';

/**
 * Wrong access codes per share link, from every address together. Not a windowed counter like
 * `rate_limit_buckets`: a link that took too many stays shut until the teacher issues a new code,
 * which clears its row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('share_link_attempts')
    .addColumn('share_id', 'varchar(64)', (column) => column.primaryKey())
    /** Wrong codes so far, plus the attempts being checked at this moment. */
    .addColumn('failures', 'integer', (column) => column.notNull())
    .addColumn('updated_at', 'bigint', (column) => column.notNull())
    .execute();
}
