import { sql, type Kysely } from 'kysely';

/**
 * Universities and majors are facts written by us or imported, but the demo data gives some of
 * them generated figures (employment rates, destinations, employers, gender ratios). This flag
 * says so, so the detail APIs can report `dataSource: "demo"` and pages label them 演示数据.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['universities', 'majors']) {
    await db.schema
      .alterTable(table)
      .addColumn('demo_figures', 'integer', (column) => column.notNull().defaultTo(0))
      .execute();
  }
  // Demo data loaded before this migration: its generated texts say 演示数据.
  await sql`update universities set demo_figures = 1 where employment_summary like '演示数据%'`.execute(db);
  await sql`update majors set demo_figures = 1 where major_intro like '%为演示数据。</p>'`.execute(db);
}
