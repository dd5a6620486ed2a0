import type { CreateTableBuilder, Kysely } from 'kysely';

/** Column groups of the imported-data tables (migration 0002); `$call` keeps each table one chain. */
export type AnyTable = CreateTableBuilder<string, string>;

/** Which file an imported row came from, its natural key and content hash there, and its provenance. */
export function withImportSource(table: AnyTable): AnyTable {
  return table
    .addColumn('file_id', 'integer', (column) => column.notNull().references('import_files.id'))
    .addColumn('row_key', 'varchar(255)', (column) => column.notNull())
    .addColumn('row_hash', 'varchar(32)', (column) => column.notNull())
    .addColumn('data_source_id', 'integer', (column) => column.references('data_sources.id'));
}

/** The natural key of a row inside its file is unique. */
export async function uniqueSourceKey(db: Kysely<unknown>, table: string): Promise<void> {
  await db.schema.createIndex(`${table}_file_key_unique`).on(table).columns(['file_id', 'row_key']).unique().execute();
}
