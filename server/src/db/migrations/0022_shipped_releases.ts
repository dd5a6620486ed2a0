import { sql, type Kysely } from 'kysely';

/** Marks an import_files row that an installation seeded before releases were recorded. */
export const RELEASE_BEFORE_RECORDING = 'before-0022';

/**
 * Which release of a shipped reference file (the filling rules) an installation loaded, so that a
 * new release's rules replace an older release's on the next start. An admin's own import of the
 * file clears it: from then on the installation keeps the admin's rules. The reference rules
 * loaded before this migration are marked as an unrecorded release, and the next start loads this
 * release's.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('import_files').addColumn('shipped_release', 'varchar(64)').execute();
  await sql`
    update import_files set shipped_release = ${RELEASE_BEFORE_RECORDING}
    where file_name = 'filling-rules.csv' and imported_at is null`.execute(db);
}
