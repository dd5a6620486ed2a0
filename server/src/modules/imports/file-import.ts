import path from 'node:path';
import type { DataFinding } from '@zhihang/contract/imports/data-finding.schema';
import type { ImportFileReport } from '@zhihang/contract/imports/import-report.schema';
import type { DatabaseHandle } from '../../db/database.ts';
import { pathHints } from './column-mapping.ts';
import { DataSourceRegistry } from './data-sources.ts';
import { createImportFilesRepository } from './import-files.repository.ts';
import { ImportFileError } from './import-errors.ts';
import type { ImportKindDefinition, KindContext } from './import-kind.ts';
import type { ImportLookups } from './import-lookups.ts';
import { bumpKnowledgeVersion } from '../knowledge-cache/knowledge-version.ts';
import { createFindingsRepository } from './checks/findings.repository.ts';
import { fileReport } from './import-summary.ts';
import { KindDetectionError, matchForcedKind } from './kind-detection.ts';
import { SourceRow } from './source-row.ts';
import type { SqlRunner } from './sql-runner.ts';
import { openTabularFile, type ReaderLimits } from './tabular-file-reader.ts';
import { beginWrites, type WriteSession } from './write-slices.ts';

/** Thrown inside the file's transaction to undo it: the file had errors, or this is a dry run. */
class RollBack extends Error {}

const PROGRESS_EVERY_ROWS = 2000;
const MAX_WARNINGS = 20;
/** Findings listed in a file's report (all are stored and counted). */
const MAX_REPORTED_FINDINGS = 100;

type FileImportRequest = {
  database: DatabaseHandle;
  filePath: string;
  kind: ImportKindDefinition;
  lookups: ImportLookups;
  limits: ReaderLimits;
  dryRun: boolean;
  errorLimit: number;
  onProgress: (rowsRead: number, bytesRead: number) => void;
  /** How the file's writes are committed: in slices on a shared SQLite database (write-slices.ts). */
  writes: { sliced: boolean; runId: string };
  /** Throws (an ImportFileError) once the job is cancelled or past its memory bound. */
  checkBounds: () => void;
};

/**
 * One file, all or nothing: its rows are read as a stream and written in batches inside one
 * transaction (on a shared SQLite database, a chain of short ones with an undo journal), which is
 * rolled back if any row was rejected (reading goes on to report them all), the job was cancelled
 * or went past its bounds, or the run is a dry run.
 */
export async function importOneFile(request: FileImportRequest): Promise<ImportFileReport> {
  const { database, filePath, kind } = request;
  const started = Date.now();
  const report = fileReport(filePath, kind.id, 'imported');
  const fileName = path.basename(filePath);
  const hints = pathHints(filePath);
  const warnings = new Map<string, number>();
  const findings: DataFinding[] = [];
  let reader: Awaited<ReturnType<typeof openTabularFile>> | undefined;

  let session: WriteSession | undefined;
  try {
    session = await beginWrites(database, request.writes);
    const writes = session;
    request.lookups.use(writes.db);
    reader = await openTabularFile(filePath, request.limits);
    report.encoding = reader.encoding;
    const { mapping } = matchForcedKind(kind, reader.header, hints);
    if (mapping.ignoredHeaders.length > 0) {
      warnings.set(`未使用的列：${mapping.ignoredHeaders.slice(0, 12).join('、')}`, 1);
    }
    // The writers keep this runner: a new slice's transaction is put in it.
    const runner: SqlRunner = { db: writes.db, dialect: database.dialect };
    const breathe = async () => {
      if (!(await writes.breathe())) return;
      runner.db = writes.db;
      request.lookups.use(writes.db);
    };
    const fileId = await createImportFilesRepository(writes.db).idFor(fileName, kind.id);
    const context: KindContext = {
      runner,
      fileName,
      fileId,
      sources: new DataSourceRegistry(runner),
      hints,
      lookups: request.lookups,
      warn: (message) => warnings.set(message, (warnings.get(message) ?? 0) + 1),
      skip: () => {
        report.counts.skipped += 1;
      },
      finding: (finding) => {
        findings.push(finding);
      },
    };
    const handler = await kind.open(context);
    const headerWidth = reader.header.length;
    let failed = false;
    for await (const batch of reader.batches) {
      request.checkBounds();
      for (const tabular of batch) {
        report.counts.rows += 1;
        const row = new SourceRow(fileName, tabular.rowNumber, tabular.values, mapping, hints);
        const extra =
          tabular.values.length > headerWidth && tabular.values.slice(headerWidth).some((cell) => cell.trim() !== '');
        if (extra) row.fail('', `列数多于表头（${tabular.values.length} > ${headerWidth}），请检查引号`);
        else await handler.handle(row);
        if (!row.ok) {
          report.counts.rejected += 1;
          report.errorCount += row.errors.length;
          for (const error of row.errors) if (report.errors.length < request.errorLimit) report.errors.push(error);
          if (!failed) {
            failed = true;
            handler.stopWriting();
          }
        }
        if (report.counts.rows % PROGRESS_EVERY_ROWS === 0) request.onProgress(report.counts.rows, reader.bytesRead());
      }
      await breathe();
    }
    request.checkBounds();
    request.onProgress(report.counts.rows, reader.bytesRead());
    if (report.counts.rows === 0) throw new ImportFileError('文件没有数据行');
    const counts = await handler.finish();
    Object.assign(report.counts, counts);
    if (failed) throw new RollBack();
    await breathe();
    // After the rows are written: the checks read them beside the other years and sources.
    await kind.check?.(context);
    request.checkBounds();
    report.findings = findings.slice(0, MAX_REPORTED_FINDINGS);
    report.findingCount = findings.length;
    if (request.dryRun) throw new RollBack();
    await createFindingsRepository(writes.db).replaceFileFindings(fileId, findings, Date.now());
    await createImportFilesRepository(writes.db).noteImported(
      fileId,
      counts.inserted + counts.updated + counts.unchanged,
      Date.now(),
    );
    if (counts.inserted + counts.updated + counts.deleted > 0) await bumpKnowledgeVersion(writes.db);
    await writes.commit();
  } catch (error) {
    // Closing the reader first lets go of a file still being read while the writes are undone.
    reader?.close();
    await session?.rollBack();
    if (error instanceof RollBack) {
      report.status = request.dryRun && report.errorCount === 0 ? 'dry-run' : 'failed';
    } else {
      report.status = 'failed';
      const reason =
        error instanceof ImportFileError || error instanceof KindDetectionError
          ? error.message
          : `导入失败：${error instanceof Error ? error.message : String(error)}`;
      report.errors.unshift({
        file: fileName,
        row: 0,
        column: error instanceof ImportFileError ? error.column : '',
        reason,
      });
      report.errorCount += 1;
    }
  } finally {
    reader?.close();
  }
  if (report.status === 'failed') {
    // Nothing was written: say so in the counts rather than what would have been.
    Object.assign(report.counts, { inserted: 0, updated: 0, unchanged: 0, deleted: 0, skipped: 0 });
  }
  report.warnings = [...warnings]
    .slice(0, MAX_WARNINGS)
    .map(([message, times]) => (times > 1 ? `${message}（${times} 次）` : message));
  report.elapsedMs = Date.now() - started;
  return report;
}
