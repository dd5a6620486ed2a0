import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** The files imported so far, known by name; their rows hang off this id. */
export function createImportFilesRepository(db: Kysely<Database>) {
  return {
    /** The id of the file of this name, registered on its first import. */
    async idFor(fileName: string, kind: string): Promise<number> {
      const existing = await db
        .selectFrom('import_files')
        .select(['id', 'kind'])
        .where('file_name', '=', fileName)
        .executeTakeFirst();
      if (existing) {
        if (existing.kind !== kind)
          await db.updateTable('import_files').set({ kind }).where('id', '=', existing.id).execute();
        return existing.id;
      }
      const inserted = await db
        .insertInto('import_files')
        .values({ file_name: fileName, kind })
        .returning('id')
        .executeTakeFirstOrThrow();
      return inserted.id;
    },

    /**
     * What the import centre lists of the file: the rows it now holds, and when. An import from
     * outside the release makes the file the installation's own: no shipped release replaces it.
     */
    async noteImported(fileId: number, rowCount: number, importedAt: number): Promise<void> {
      await db
        .updateTable('import_files')
        .set({ row_count: rowCount, imported_at: importedAt, shipped_release: null })
        .where('id', '=', fileId)
        .execute();
    },

    /** The ids of the files of these names (files never imported are left out). */
    async idsNamed(fileNames: readonly string[]): Promise<number[]> {
      if (fileNames.length === 0) return [];
      const rows = await db.selectFrom('import_files').select('id').where('file_name', 'in', fileNames).execute();
      return rows.map((row) => row.id);
    },

    /** The shipped release of a reference file, null when none was loaded or an admin imported it. */
    async shippedRelease(fileName: string): Promise<{ id: number; release: string | null } | undefined> {
      const row = await db
        .selectFrom('import_files')
        .select(['id', 'shipped_release'])
        .where('file_name', '=', fileName)
        .executeTakeFirst();
      return row ? { id: row.id, release: row.shipped_release } : undefined;
    },

    async noteShippedRelease(fileId: number, release: string): Promise<void> {
      await db.updateTable('import_files').set({ shipped_release: release }).where('id', '=', fileId).execute();
    },
  };
}
