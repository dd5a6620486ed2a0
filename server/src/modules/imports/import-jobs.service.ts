import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Transform, type Readable } from 'node:stream';
import { ERROR } from '@zhihang/contract/http/error-codes';
import type { DataSourceItem } from '@zhihang/contract/imports/data-source.schema';
import type { ImportJob, ImportUploadQuery } from '@zhihang/contract/imports/import-job.schema';
import type { DatabaseHandle } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { createFileSourcesRepository, yearsFromFileName, type FileSource } from './file-sources.ts';
import { IMPORT_DATABASE_ENV, type ImportChildMessage } from './import-child-messages.ts';
import { undoImportRun } from './import-undo-journal.ts';

/** Finished jobs kept for status queries. */
const KEPT_JOBS = 20;
/** Last lines of the import process's stderr kept to explain a crash. */
const STDERR_TAIL_CHARS = 2000;
/** A cancelled import process that has not stopped by then is killed. */
const CANCEL_GRACE_MS = 10_000;
/** V8's heap may grow this far past the job's bound before the process dies (the bound is checked between rows). */
const HEAP_HEADROOM_MB = 256;

export const CANCELLED_MESSAGE = '已取消：导入在完成前被管理员停止，未写入任何数据';

type ImportJobsOptions = {
  database: DatabaseHandle;
  /** Uploaded files wait here while they are imported, one folder per job. */
  uploadDir: string;
  maxUploadBytes: number;
  /** Resident memory of the import process past which a job stops with nothing written. */
  maxMemoryBytes: number;
  /** How to start the data-import CLI as a child process (setup/cli/import-process.ts). */
  importCommand: { modulePath: string; execArgv: string[] };
  now?: () => number;
};

/** A file name safe to use as the last part of a path, keeping its words and extension. */
function safeFileName(fileName: string): string {
  return path.basename(fileName.replace(/\\/g, '/')).replace(/[^\p{L}\p{N}._()\- ]/gu, '_');
}

/** The source an upload declares, when its form gave any of it; the file name stands in for its name. */
function declaredSource(query: ImportUploadQuery, fileName: string): FileSource | undefined {
  const { sourceName = '', sourceUrl = '', years = '', licence = '' } = query;
  if (!sourceName && !sourceUrl && !years && !licence) return undefined;
  return {
    name: sourceName || fileName,
    attribution: sourceUrl,
    quality: 'upload',
    years: years.replace(/-/g, '–') || yearsFromFileName(fileName),
    licence,
  };
}

/** Copies the stream to a file, failing with 413 beyond the limit (the file is removed then). */
async function saveUpload(body: Readable, filePath: string, maxBytes: number): Promise<number> {
  let bytes = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      if (bytes > maxBytes) done(new AppError(ERROR.bodyTooLarge, 413));
      else done(null, chunk);
    },
  });
  try {
    await pipeline(body, counter, fs.createWriteStream(filePath));
  } catch (error) {
    await fs.promises.rm(filePath, { force: true });
    throw error;
  }
  return bytes;
}

/**
 * Data-file uploads for the knowledge base, imported one at a time. Jobs live in memory: the
 * status of a job survives until the server restarts, the imported data survives for good.
 */
export function createImportJobsService({
  database,
  uploadDir,
  maxUploadBytes,
  maxMemoryBytes,
  importCommand,
  now = Date.now,
}: ImportJobsOptions) {
  const jobs = new Map<string, ImportJob>();
  const jobProcesses = new Map<string, { process: ChildProcess; ended: Promise<void> }>();
  let running: string | null = null;
  let child: ChildProcess | null = null;
  const maxMemoryMb = Math.max(1, Math.floor(maxMemoryBytes / 1024 / 1024));

  /**
   * What an import process that did not finish left on the embedded database (killed, crashed,
   * out of memory): its undo journal is replayed. PostgreSQL rolled its transaction back already.
   */
  const undoLeftovers = async (runId: string) => {
    if (database.dialect === 'sqlite') await undoImportRun(database.db, runId);
  };

  const forget = () => {
    const finished = [...jobs.values()].filter((job) => job.state !== 'running');
    for (const job of finished.slice(0, Math.max(0, finished.length - KEPT_JOBS))) jobs.delete(job.id);
  };

  /** Before the job reads as finished, the imported files get the source the upload declared. */
  const noteSources = async (job: ImportJob, source: FileSource | undefined) => {
    if (!source || job.dryRun || !job.summary) return;
    const sources = createFileSourcesRepository(database.db);
    for (const report of job.summary.files) {
      if (report.status === 'imported') await sources.declare(report.file, source);
    }
  };

  const finish = (job: ImportJob, error: string | null) => {
    job.finishedAt = now();
    job.state = job.cancelling ? 'cancelled' : error ? 'failed' : 'finished';
    job.error = job.cancelling ? CANCELLED_MESSAGE : error;
    job.cancelling = false;
    running = null;
    forget();
  };

  /** Why the process ended without a summary, in words an administrator can act on. */
  const crashReason = (code: number | null, signal: NodeJS.Signals | null, stderr: string) => {
    if (/heap out of memory|Allocation failed/i.test(stderr)) {
      return `导入占用内存超过上限 ${maxMemoryMb} MB，已停止，未写入任何数据；请把文件拆成几个较小的文件再导入`;
    }
    const reason = signal ? `导入进程被终止（${signal}）` : `导入进程异常退出（${code}）`;
    const lastLine = stderr.trim().split('\n').at(-1) ?? '';
    return [reason, lastLine].filter(Boolean).join('：');
  };

  const runImportProcess = (job: ImportJob, filePath: string, folder: string, source: FileSource | undefined) => {
    const { modulePath, execArgv } = importCommand;
    const args = [filePath, '--ipc', '--max-size', String(Math.ceil(maxUploadBytes / 1024 / 1024))];
    args.push('--max-memory', String(maxMemoryMb), '--run-id', job.id);
    if (job.kind) args.push('--kind', job.kind);
    if (job.dryRun) args.push('--dry-run');
    const importProcess = fork(modulePath, args, {
      // The bound is checked between rows; a runaway inside one step meets the heap limit instead.
      execArgv: [...execArgv, `--max-old-space-size=${maxMemoryMb + HEAP_HEADROOM_MB}`],
      env: { ...process.env, [IMPORT_DATABASE_ENV]: JSON.stringify(database.options), LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    child = importProcess;
    let stderr = '';
    importProcess.stderr?.setEncoding('utf8');
    importProcess.stderr?.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-STDERR_TAIL_CHARS);
    });
    importProcess.on('message', (message: ImportChildMessage) => {
      if (message.type === 'progress') job.progress = message.progress;
      else if (message.type === 'file') job.files.push(message.report);
      else if (message.type === 'summary') job.summary = message.summary;
    });
    // The uploaded file is gone before the job reads as finished or failed.
    const removeUpload = () => fs.promises.rm(folder, { recursive: true, force: true }).catch(() => undefined);
    importProcess.on('error', (error) => {
      void removeUpload().then(() => {
        if (job.state === 'running') finish(job, `导入进程无法启动：${error.message}`);
      });
    });
    const ended = new Promise<void>((resolve) => importProcess.once('exit', () => resolve()));
    jobProcesses.set(job.id, { process: importProcess, ended });
    importProcess.on('exit', (code, signal) => {
      child = null;
      void removeUpload().then(async () => {
        if (job.state !== 'running') return;
        try {
          await undoLeftovers(job.id);
        } catch (error) {
          finish(job, `未能撤销未完成的导入：${error instanceof Error ? error.message : String(error)}`);
          return;
        } finally {
          jobProcesses.delete(job.id);
        }
        // Exit code 1 with a summary means some files were rejected: the job itself finished.
        if (!job.summary || job.cancelling) {
          finish(job, crashReason(code, signal, stderr));
          return;
        }
        try {
          await noteSources(job, source);
          finish(job, null);
        } catch (error) {
          finish(job, `数据源未记录：${error instanceof Error ? error.message : String(error)}`);
        }
      });
    });
  };

  return {
    /** Refuses a second upload while one runs, before its body is read. */
    assertIdle(): void {
      if (running) throw new AppError(ERROR.importBusy);
    },

    /** Saves the uploaded body and starts importing it; answers at once with the job. */
    async start(body: Readable, query: ImportUploadQuery, startedBy: number): Promise<ImportJob> {
      if (running) throw new AppError(ERROR.importBusy);
      const id = randomBytes(8).toString('hex');
      running = id;
      const folder = path.join(uploadDir, id);
      const fileName = safeFileName(query.fileName);
      const filePath = path.join(folder, fileName);
      let bytes: number;
      try {
        await fs.promises.mkdir(folder, { recursive: true });
        bytes = await saveUpload(body, filePath, maxUploadBytes);
        if (bytes === 0) throw new AppError(ERROR.uploadEmpty);
      } catch (error) {
        running = null;
        await fs.promises.rm(folder, { recursive: true, force: true });
        throw error;
      }
      const job: ImportJob = {
        id,
        fileName,
        bytes,
        kind: query.kind ?? null,
        dryRun: query.dryRun,
        state: 'running',
        startedAt: now(),
        finishedAt: null,
        startedBy,
        progress: null,
        files: [],
        summary: null,
        error: null,
        cancelling: false,
      };
      jobs.set(id, job);
      runImportProcess(job, filePath, folder, declaredSource(query, fileName));
      return job;
    },

    get(id: string): ImportJob {
      const job = jobs.get(id);
      if (!job) throw new AppError(ERROR.recordNotFound);
      return job;
    },

    /**
     * Stops a running job: its process undoes the file it was writing (then is killed if it has
     * not stopped within the grace time, and the server undoes it); the job ends as cancelled and
     * the next upload is accepted. Files it finished before stay imported, as after any stop.
     */
    async cancel(id: string): Promise<ImportJob> {
      const job = jobs.get(id);
      if (!job) throw new AppError(ERROR.recordNotFound);
      const entry = jobProcesses.get(id);
      if (job.state !== 'running' || !entry) throw new AppError(ERROR.importNotRunning);
      if (!job.cancelling) {
        job.cancelling = true;
        entry.process.kill('SIGTERM');
        const killer = setTimeout(() => entry.process.kill('SIGKILL'), CANCEL_GRACE_MS);
        void entry.ended.then(() => clearTimeout(killer));
      }
      return job;
    },

    /**
     * On shutdown: stops a running import. The file it was writing is rolled back or undone; files
     * it finished stay imported.
     */
    async stop(): Promise<void> {
      const running = child;
      if (!running) return;
      const id = [...jobProcesses].find(([, entry]) => entry.process === running)?.[0];
      await new Promise<void>((resolve) => {
        running.once('exit', () => resolve());
        running.kill('SIGTERM');
      });
      // The exit handler undoes too, but the database closes right after this.
      if (id) await undoLeftovers(id);
    },

    /** The imported files with their sources, years, licences and row counts. */
    sources(): Promise<DataSourceItem[]> {
      return createFileSourcesRepository(database.db).list();
    },

    /** Newest first (the map keeps the order they started in). */
    list(): ImportJob[] {
      return [...jobs.values()].reverse();
    },
  };
}

export type ImportJobsService = ReturnType<typeof createImportJobsService>;
