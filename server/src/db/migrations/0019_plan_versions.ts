import type { Kysely } from 'kysely';

/**
 * The version of a plan's rows: every save of them moves it on by one, and a save based on an
 * older version is refused instead of silently replacing the newer rows (two tabs, two
 * teachers, two app instances). Existing plans start at 1.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('plans')
    .addColumn('version', 'integer', (column) => column.notNull().defaultTo(1))
    .execute();
}
