import type { Kysely } from 'kysely';

/**
 * Province filling rules carry the exam model of their year (3+3, 3+1+2, 文理), the title of the
 * document they come from and whether someone checked them against it: sources disagree, and the
 * plan pages say so.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('filling_rules')
    .addColumn('exam_model', 'varchar(16)', (column) => column.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('filling_rules')
    .addColumn('source_title', 'varchar(255)', (column) => column.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('filling_rules')
    .addColumn('verified', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
}
