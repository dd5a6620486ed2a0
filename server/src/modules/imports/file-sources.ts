import path from 'node:path';
import type { DataSourceItem } from '@zhihang/contract/imports/data-source.schema';
import { IMPORT_KIND_IDS, type ImportKindId } from '@zhihang/contract/imports/import-kinds';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** What a file was declared to come from (the starter pack's attribution, an upload's form). */
export type FileSource = {
  name: string;
  /** The attribution as written (may hold the web address). */
  attribution: string;
  /** `open-data` for the pack, `upload` for a file an administrator sent. */
  quality: string;
  years: string;
  licence: string;
};

const YEAR_TOKEN = /(?:^|[^\d])((?:19|20)\d{2})(?=[^\d]|$)/g;

/** Years a file's name states: `…_2024_2026.csv` → `2024–2026`, `…_2025.csv` → `2025`. */
export function yearsFromFileName(fileName: string): string {
  const years = [...path.basename(fileName).matchAll(YEAR_TOKEN)].map((match) => Number(match[1]));
  if (years.length === 0) return '';
  const first = Math.min(...years);
  const last = Math.max(...years);
  return first === last ? String(first) : `${first}–${last}`;
}

/** The first web address of an attribution, else the GitHub page of the first `owner/repo` it names. */
export function sourceUrlOf(attribution: string): string {
  const web = /https?:\/\/[^\s,;，；)）`]+/.exec(attribution);
  if (web) return web[0];
  const repository = /`([\w.-]+\/[\w.-]+)`/.exec(attribution);
  return repository ? `https://github.com/${repository[1]}` : '';
}

const isKind = (kind: string): kind is ImportKindId => (IMPORT_KIND_IDS as readonly string[]).includes(kind);

/** Data sources of imported files: declared here, listed by the import centre. */
export function createFileSourcesRepository(db: Kysely<Database>) {
  return {
    /**
     * Records the source of an imported file (by its name, as the importer knows files). The
     * source row is shared by files declared with the same name, attribution and quality; its
     * years and licence are the last declaration's. Answers false when no such file is imported.
     */
    async declare(fileName: string, source: FileSource): Promise<boolean> {
      const file = await db
        .selectFrom('import_files')
        .select('id')
        .where('file_name', '=', path.basename(fileName))
        .executeTakeFirst();
      if (!file) return false;
      const key = { source_id: source.name, source_url: source.attribution, source_quality: source.quality };
      const existing = await db
        .selectFrom('data_sources')
        .select('id')
        .where('source_id', '=', key.source_id)
        .where('source_url', '=', key.source_url)
        .where('source_quality', '=', key.source_quality)
        .executeTakeFirst();
      const notes = { years: source.years, licence: source.licence };
      const sourceId = existing
        ? existing.id
        : (
            await db
              .insertInto('data_sources')
              .values({ ...key, ...notes })
              .returning('id')
              .executeTakeFirstOrThrow()
          ).id;
      if (existing) await db.updateTable('data_sources').set(notes).where('id', '=', existing.id).execute();
      await db.updateTable('import_files').set({ data_source_id: sourceId }).where('id', '=', file.id).execute();
      return true;
    },

    /** Every imported file with its source; the most recently imported first. */
    async list(): Promise<DataSourceItem[]> {
      const rows = await db
        .selectFrom('import_files as f')
        .leftJoin('data_sources as s', 's.id', 'f.data_source_id')
        .select([
          'f.file_name',
          'f.kind',
          'f.row_count',
          'f.imported_at',
          's.source_id',
          's.source_url',
          's.years',
          's.licence',
        ])
        .orderBy('f.file_name')
        .execute();
      return rows
        .map((row) => ({
          fileName: row.file_name,
          kind: isKind(row.kind) ? row.kind : null,
          sourceName: row.source_id ?? '',
          attribution: row.source_url ?? '',
          sourceUrl: sourceUrlOf(row.source_url ?? ''),
          years: row.years || yearsFromFileName(row.file_name),
          licence: row.licence ?? '',
          rowCount: row.row_count === null ? null : Number(row.row_count),
          importedAt: row.imported_at === null ? null : Number(row.imported_at),
        }))
        .sort((a, b) => (b.importedAt ?? 0) - (a.importedAt ?? 0));
    },
  };
}

export type FileSourcesRepository = ReturnType<typeof createFileSourcesRepository>;
