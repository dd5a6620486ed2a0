import { sql, type Kysely } from 'kysely';

/**
 * What the import centre lists of each loaded data source: its years and licence (on
 * data_sources), and for each imported file the source it was declared with, how many rows it
 * holds and when it was last imported. Files imported before this migration keep those empty
 * (shown as unknown) until they are imported again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Years as written, e.g. `2024–2026` or `2025`; empty when unknown.
  await db.schema
    .alterTable('data_sources')
    .addColumn('years', 'varchar(64)', (column) => column.notNull().defaultTo(''))
    .execute();
  // Licence as the source states it, e.g. `MIT`, `Apache-2.0`, `官方公开发布`; empty when unknown.
  await db.schema
    .alterTable('data_sources')
    .addColumn('licence', 'varchar(255)', (column) => column.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('import_files')
    .addColumn('data_source_id', 'integer', (column) => column.references('data_sources.id'))
    .execute();
  await db.schema.alterTable('import_files').addColumn('row_count', 'integer').execute();
  await db.schema.alterTable('import_files').addColumn('imported_at', 'bigint').execute();
  await keepMiniProgramOfOrg37(db);
}

/**
 * The mini-program code was organisation 37's by a rule in code; it is now the organisation's
 * stored setting. Organisation 37 keeps it unless its settings were already saved.
 */
export async function keepMiniProgramOfOrg37(db: Kysely<unknown>): Promise<void> {
  await sql`update organizations set allowed_apps = '1' where id = 37 and allowed_apps = ''`.execute(db);
}
