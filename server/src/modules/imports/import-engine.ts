import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { ImportKindId } from '@zhihang/contract/imports/import-kinds';
import type { ImportFileReport, ImportProgress, ImportSummary } from '@zhihang/contract/imports/import-report.schema';
import { sql } from 'kysely';
import { openDatabase, type DatabaseHandle } from '../../db/database.ts';
import { createImportFilesRepository } from './import-files.repository.ts';
import { recordJoinFindings } from './join-findings.ts';
import { createAdmissionsService } from '../admissions/admissions.service.ts';
import { pathHints } from './column-mapping.ts';
import { ImportFileError, NotTabularError } from './import-errors.ts';
import type { ImportKindDefinition } from './import-kind.ts';
import type { ImportTouch } from './import-touch.ts';
import { IMPORT_KIND_DEFINITIONS, importKindDefinition, kindOrder } from './import-kind-registry.ts';
import { ImportLookups } from './import-lookups.ts';
import { fileReport, refreshDerivedData, summarize } from './import-summary.ts';
import { importOneFile } from './file-import.ts';
import { detectKind, KindDetectionError, matchForcedKind } from './kind-detection.ts';
import { openTabularFile, tabularFormatOf, type ReaderLimits } from './tabular-file-reader.ts';

export type ImportOptions = {
  /** Import every file as this kind instead of detecting it from the headers. */
  kind?: ImportKindId;
  /** Validate and count everything, then roll back. */
  dryRun?: boolean;
  maxFileBytes?: number;
  /** Errors kept per file in the report (all are counted). */
  errorLimit?: number;
  onProgress?: (progress: ImportProgress) => void;
  onFileDone?: (report: ImportFileReport) => void;
  /** The job's name in the SQLite undo journal, so whoever ends the job can undo it. */
  runId?: string;
  /** The importing process's resident memory past which a file stops, writing nothing. */
  maxMemoryBytes?: number;
  /** Aborted: the file being imported stops at its next batch of rows and writes nothing. */
  signal?: AbortSignal;
};

export const DEFAULT_MAX_FILE_BYTES = 200 * 1024 * 1024;
/** The full open data import peaks at ~350 MB; a job past this is running away. */
export const DEFAULT_MAX_MEMORY_BYTES = 1024 * 1024 * 1024;

const megabytes = (bytes: number) => Math.round(bytes / 1024 / 1024);

type PlannedFile = { filePath: string; size: number; kind: ImportKindDefinition | null; problem?: ImportFileReport };

/** Every importable file under the paths, directories walked in name order. */
export async function listImportFiles(inputPaths: string[]): Promise<Array<{ filePath: string; explicit: boolean }>> {
  const files: Array<{ filePath: string; explicit: boolean }> = [];
  async function walk(directory: string): Promise<void> {
    const entries = (await fs.promises.readdir(directory, { withFileTypes: true })).sort((left, right) =>
      left.name.localeCompare(right.name),
    );
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const full = path.join(directory, entry.name);
      if (entry.isDirectory()) await walk(full);
      else if (entry.isFile() && tabularFormatOf(full)) files.push({ filePath: full, explicit: false });
    }
  }
  for (const inputPath of inputPaths) {
    const stat = await fs.promises.stat(inputPath).catch(() => undefined);
    if (!stat) throw new ImportFileError(`找不到文件或目录：${inputPath}`);
    if (stat.isDirectory()) await walk(inputPath);
    else files.push({ filePath: inputPath, explicit: true });
  }
  return files;
}

/**
 * Reads each file's header to find its kind, then imports the files in dependency order
 * (universities and majors before the rows that refer to them), each all or nothing: a file with
 * any rejected row, or stopped by a cancel or its memory bound, writes nothing; the others are
 * unaffected.
 */
export async function runImport(
  database: DatabaseHandle,
  inputPaths: string[],
  options: ImportOptions = {},
): Promise<ImportSummary> {
  const started = Date.now();
  const limits: ReaderLimits = {
    maxFileBytes: options.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES,
    maxExpandedBytes: Math.max(options.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES, 64 * 1024 * 1024) * 20,
  };
  const forcedKind = options.kind ? importKindDefinition(options.kind) : undefined;
  const planned: PlannedFile[] = [];
  for (const { filePath, explicit } of await listImportFiles(inputPaths)) {
    planned.push(await planFile(filePath, explicit, forcedKind, limits));
  }
  const reports: ImportFileReport[] = planned.flatMap((file) => (file.problem ? [file.problem] : []));
  for (const report of reports) options.onFileDone?.(report);

  // A dry run on the embedded database works on a private copy: nothing of the real one is locked.
  const copy = options.dryRun ? await privateSqliteCopy(database) : undefined;
  const target = copy?.database ?? database;
  const restoreCache = await enlargeSqliteCache(target);
  try {
    return await importPlanned(target, planned, reports, options, limits, started);
  } finally {
    await restoreCache();
    await copy?.remove();
  }
}

/** The bounds every file of a run is held to, checked between batches of rows. */
function boundsChecker(options: ImportOptions): () => void {
  const maxMemoryBytes = options.maxMemoryBytes ?? DEFAULT_MAX_MEMORY_BYTES;
  return () => {
    if (options.signal?.aborted) throw new ImportFileError('导入已取消，未写入任何数据');
    const used = process.memoryUsage.rss();
    if (used > maxMemoryBytes) {
      throw new ImportFileError(
        `导入占用内存 ${megabytes(used)} MB，超过上限 ${megabytes(maxMemoryBytes)} MB，已停止，未写入任何数据；请把文件拆成几个较小的文件再导入`,
      );
    }
  };
}

/**
 * A dry run writes and rolls back (the checks read the file's rows beside the others). On a shared
 * SQLite file that would hold the one write lock for the whole file, so the run works on a copy
 * taken by VACUUM INTO (a read: other writers go on) beside the database, removed afterwards.
 */
async function privateSqliteCopy(
  database: DatabaseHandle,
): Promise<{ database: DatabaseHandle; remove: () => Promise<void> } | undefined> {
  if (database.options.dialect !== 'sqlite' || database.options.filename === ':memory:') return undefined;
  const copyPath = `${database.options.filename}.dry-run-${randomBytes(6).toString('hex')}`;
  const removeFiles = () =>
    Promise.all(
      ['', '-wal', '-shm', '-journal'].map((suffix) => fs.promises.rm(`${copyPath}${suffix}`, { force: true })),
    );
  await sql.raw(`VACUUM INTO '${copyPath.replace(/'/g, "''")}'`).execute(database.db);
  try {
    const copy = openDatabase({ dialect: 'sqlite', filename: copyPath });
    return {
      database: copy,
      remove: async () => {
        await copy.destroy();
        await removeFiles();
      },
    };
  } catch (error) {
    await removeFiles();
    throw error;
  }
}

/**
 * SQLite's page cache defaults to 2 MB; index inserts of a 70k-row file spill it constantly.
 * 32 MB for the run made the full import ~25% faster; the previous size is restored after.
 */
async function enlargeSqliteCache(database: DatabaseHandle): Promise<() => Promise<void>> {
  if (database.dialect !== 'sqlite') return async () => undefined;
  const { rows } = await sql<{ cache_size: number }>`PRAGMA cache_size`.execute(database.db);
  const previous = Number(rows[0]?.cache_size ?? -2000);
  await sql`PRAGMA cache_size = -32768`.execute(database.db);
  return async () => {
    await sql.raw(`PRAGMA cache_size = ${previous}`).execute(database.db);
  };
}

async function importPlanned(
  database: DatabaseHandle,
  planned: PlannedFile[],
  reports: ImportFileReport[],
  options: ImportOptions,
  limits: ReaderLimits,
  started: number,
): Promise<ImportSummary> {
  const runnable = planned
    .filter((file) => file.kind && !file.problem)
    .sort(
      (left, right) =>
        kindOrder((left.kind as ImportKindDefinition).id) - kindOrder((right.kind as ImportKindDefinition).id) ||
        left.filePath.localeCompare(right.filePath),
    );
  const lookups = new ImportLookups(database.db);
  const checkBounds = boundsChecker(options);
  // Only the shared embedded database is written in slices; a dry run's copy is the run's own.
  const writes = {
    sliced: database.dialect === 'sqlite' && !options.dryRun,
    runId: options.runId ?? randomBytes(8).toString('hex'),
  };
  const runBytesTotal = runnable.reduce((total, file) => total + file.size, 0);
  let runBytesDone = 0;
  const committedTouches = new Set<ImportTouch>();
  // Files whose plan or admission rows changed: their provinces' plan history is joined again.
  const admissionFiles: string[] = [];
  let fillingRulesChanged = false;
  for (const [index, file] of runnable.entries()) {
    const kind = file.kind as ImportKindDefinition;
    const report = await importOneFile({
      database,
      filePath: file.filePath,
      kind,
      lookups,
      limits,
      dryRun: options.dryRun ?? false,
      errorLimit: options.errorLimit ?? 100,
      writes,
      checkBounds,
      onProgress: (rowsRead, bytesRead) =>
        options.onProgress?.({
          file: file.filePath,
          fileIndex: index + 1,
          fileCount: runnable.length,
          kind: kind.id,
          rowsRead,
          bytesRead,
          bytesTotal: file.size,
          runBytesDone: runBytesDone + Math.min(bytesRead, file.size),
          runBytesTotal,
        }),
    });
    runBytesDone += file.size;
    lookups.use(database.db);
    lookups.invalidate(kind.touches);
    if (report.status === 'imported') for (const touch of kind.touches) committedTouches.add(touch);
    const changed = report.counts.inserted + report.counts.updated + report.counts.deleted > 0;
    const admissions = kind.touches.includes('enrollment-plans') || kind.touches.includes('admission-history');
    if (report.status === 'imported' && changed && admissions) admissionFiles.push(path.basename(file.filePath));
    // The join reads each province's batches from the filling rules: new rules rejoin every province.
    if (report.status === 'imported' && changed && kind.id === 'filling-rule') fillingRulesChanged = true;
    reports.push(report);
    options.onFileDone?.(report);
  }
  let planCoverage: ImportSummary['planCoverage'];
  let planHistoryMs = 0;
  if (!options.dryRun && (admissionFiles.length > 0 || fillingRulesChanged)) {
    const joinStarted = Date.now();
    const scope = fillingRulesChanged
      ? ({ all: true } as const)
      : { fileIds: await createImportFilesRepository(database.db).idsNamed(admissionFiles) };
    planCoverage = await createAdmissionsService({ db: database.db, recordJoinFindings }).refreshPlanHistory(scope);
    planHistoryMs = Date.now() - joinStarted;
  }
  // After the join: the version bump there tells the caches about its changes too.
  if (!options.dryRun && committedTouches.size > 0) await refreshDerivedData(database, committedTouches);
  const summary = summarize(reports, options.dryRun ?? false, Date.now() - started);
  if (planCoverage) Object.assign(summary, { planCoverage, planHistoryMs });
  return summary;
}

async function planFile(
  filePath: string,
  explicit: boolean,
  forcedKind: ImportKindDefinition | undefined,
  limits: ReaderLimits,
): Promise<PlannedFile> {
  const size = (await fs.promises.stat(filePath)).size;
  let reader;
  try {
    reader = await openTabularFile(filePath, limits);
    const hints = pathHints(filePath);
    const match = forcedKind
      ? matchForcedKind(forcedKind, reader.header, hints)
      : detectKind(IMPORT_KIND_DEFINITIONS, reader.header, hints);
    return { filePath, size, kind: match.kind };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const unrecognised =
      !explicit && ((error instanceof KindDetectionError && error.unrecognised) || error instanceof NotTabularError);
    const report = fileReport(filePath, forcedKind?.id ?? null, unrecognised ? 'unrecognised' : 'failed');
    report.encoding = reader?.encoding ?? null;
    if (unrecognised) report.warnings.push(reason);
    else {
      report.errors.push({ file: path.basename(filePath), row: 0, column: '', reason });
      report.errorCount = 1;
    }
    return { filePath, size, kind: null, problem: report };
  } finally {
    reader?.close();
  }
}
