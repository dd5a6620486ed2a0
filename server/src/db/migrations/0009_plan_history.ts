import type { Kysely } from 'kysely';

const BATCH_TABLES = ['enrollment_plans', 'major_admissions', 'group_admissions', 'university_admissions'] as const;

/**
 * Plan rows' history: each current-year plan row joined to its unit's admissions in the three
 * years before (major, 院校专业组 or school level, said per row), written by the join that runs
 * after every import. Plan and admission rows also get the province's batch their published
 * batch name maps to, with a flag where the published name was a document title.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('enrollment_plan_history')
    .addColumn('plan_id', 'integer', (column) => column.notNull().references('enrollment_plans.id').onDelete('cascade'))
    .addColumn('year', 'integer', (column) => column.notNull())
    /** 'major' | 'group' | 'university': the level of the admission row the figures come from. */
    .addColumn('level', 'varchar(16)', (column) => column.notNull())
    .addColumn('min_score', 'double precision')
    .addColumn('min_rank', 'double precision')
    .addColumn('min_rank_derived', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('plan_count', 'integer')
    .addColumn('source_table', 'varchar(32)', (column) => column.notNull())
    .addColumn('source_id', 'integer', (column) => column.notNull())
    // 1 on the year-before row whose figures the plan row's prev_* columns were filled from.
    .addColumn('fills_previous', 'integer', (column) => column.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('enrollment_plan_history_pk', ['plan_id', 'year'])
    .execute();

  for (const table of BATCH_TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn('province_batch', 'varchar(128)', (column) => column.notNull().defaultTo(''))
      .execute();
    await db.schema
      .alterTable(table)
      .addColumn('batch_from_title', 'integer', (column) => column.notNull().defaultTo(0))
      .execute();
    // The normalisation updates the rows of one published batch name of a province-year at a time.
    await db.schema
      .createIndex(`${table}_batch_name_index`)
      .on(table)
      .columns(['province_code', 'year', 'batch_name'])
      .execute();
  }
}
