import type { DataFinding } from '@zhihang/contract/imports/data-finding.schema';
import type { ImportKindId } from '@zhihang/contract/imports/import-kinds';
import type { FieldSpec, PathHints } from './column-mapping.ts';
import type { DataSourceRegistry, RowSource } from './data-sources.ts';
import { DatasetWriter, type WriteCounts } from './dataset-writer.ts';
import type { ImportLookups } from './import-lookups.ts';
import type { ImportTouch } from './import-touch.ts';
import type { SourceRow } from './source-row.ts';
import type { SqlRunner } from './sql-runner.ts';

/** What a kind's handler may use while one file is imported (inside that file's transaction). */
export type KindContext = {
  runner: SqlRunner;
  /** Base name of the file, and the import_files row its rows are stored under. */
  fileName: string;
  fileId: number;
  sources: DataSourceRegistry;
  hints: PathHints;
  lookups: ImportLookups;
  /** A note for the report that does not stop the import; repeated notes are counted once each. */
  warn: (message: string) => void;
  /** Counts a row left out for a documented reason (e.g. its university is not in the list). */
  skip: () => void;
  /** Records what a check found in this file; the file's findings replace its earlier ones. */
  finding: (finding: DataFinding) => void;
};

export type KindHandler = {
  /** Reads one row; problems go to row.fail(), which rejects the row and, at the end, the file. */
  handle: (row: SourceRow) => Promise<void>;
  /** Called at the first rejected row: keep validating, stop writing. */
  stopWriting: () => void;
  finish: () => Promise<WriteCounts>;
};

export type ImportKindDefinition = {
  id: ImportKindId;
  fields: readonly FieldSpec[];
  touches: readonly ImportTouch[];
  open: (context: KindContext) => Promise<KindHandler>;
  /**
   * Checks the file's rows as written, against the other years and sources, inside the file's
   * transaction: it may correct or exclude rows of this file and reports through context.finding.
   * Runs on every import of the file, so a correction is decided again from the published values.
   */
  check?: (context: KindContext) => Promise<void>;
};

export type DatasetRecord = { rowKey: string; values: Record<string, unknown>; source?: RowSource };

/**
 * A handler for the common case: every row becomes at most one row of one table, keyed within
 * its file. `map` returns null for a row it rejected or skipped.
 */
export async function openDatasetHandler(
  context: KindContext,
  table: string,
  columns: readonly string[],
  map: (row: SourceRow) => Promise<DatasetRecord | null> | DatasetRecord | null,
  options: { scope?: 'file' | 'global'; deleteStale?: boolean } = {},
): Promise<KindHandler> {
  const writer = new DatasetWriter(context.runner, table, columns, {
    fileId: context.fileId,
    sources: context.sources,
    scope: options.scope ?? 'file',
    deleteStale: options.deleteStale ?? true,
  });
  await writer.load();
  return {
    handle: async (row) => {
      const record = await map(row);
      if (!record || !row.ok) return;
      await writeRecord(writer, columns, record, row);
    },
    stopWriting: () => writer.stopWriting(),
    finish: () => writer.finish(),
  };
}

/** Writes one record; a key already seen in this file is the row's error. */
export async function writeRecord(
  writer: DatasetWriter,
  columns: readonly string[],
  record: DatasetRecord,
  row: SourceRow,
): Promise<void> {
  const outcome = await writer.write(
    record.rowKey,
    columns.map((column) => record.values[column] ?? null),
    row.rowNumber,
    record.source,
  );
  if (typeof outcome === 'object') {
    row.fail('', `与第 ${outcome.duplicateOfRow} 行重复（同一记录：${record.rowKey}）`);
  }
}

export function sumCounts(counts: WriteCounts[]): WriteCounts {
  return counts.reduce(
    (total, next) => ({
      inserted: total.inserted + next.inserted,
      updated: total.updated + next.updated,
      unchanged: total.unchanged + next.unchanged,
      deleted: total.deleted + next.deleted,
    }),
    { inserted: 0, updated: 0, unchanged: 0, deleted: 0 },
  );
}
