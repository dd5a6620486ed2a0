import path from 'node:path';
import { parseArgs } from 'node:util';
import cliProgress from 'cli-progress';
import { IMPORT_KIND_IDS, type ImportKindId } from '@zhihang/contract/imports/import-kinds';
import { loadConfig } from '../../config.ts';
import { databaseOptionsFromConfig, openDatabase, type DatabaseOptions } from '../../db/database.ts';
import { migrateToLatest } from '../../db/migrator.ts';
import { seedReferenceData } from '../seed/reference-data.ts';
import { seedFillingRules } from '../seed/seed-filling-rules.ts';
import { rejoinPlanHistoryOnNewRelease } from '../seed/rejoin-plan-history.ts';
import { DEFAULT_MAX_FILE_BYTES, DEFAULT_MAX_MEMORY_BYTES, runImport } from '../../modules/imports/import-engine.ts';
import { IMPORT_DATABASE_ENV, type ImportChildMessage } from '../../modules/imports/import-child-messages.ts';
import { formatFileReport, formatSummary } from '../../modules/imports/import-report-format.ts';

/** Progress messages to the server at most this often. */
const PROGRESS_INTERVAL_MS = 250;

const USAGE = `用法: npm run data:import -- <文件或目录>… [--kind 类型] [--dry-run] [--max-size MB] [--max-memory MB] [--json]
  类型: ${IMPORT_KIND_IDS.join(', ')}
  数据库: DATABASE_URL（PostgreSQL）或 DATA_DIR 下的 SQLite；详见 docs/DATA-IMPORT.md`;

function fail(message: string): never {
  process.stderr.write(`${message}\n${USAGE}\n`);
  process.exit(2);
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      kind: { type: 'string' },
      'dry-run': { type: 'boolean', default: false },
      'max-size': { type: 'string' },
      'max-memory': { type: 'string' },
      // The server's job id: the name of the run's writes in the SQLite undo journal.
      'run-id': { type: 'string' },
      json: { type: 'boolean', default: false },
      // Set by the server when it runs an uploaded file: progress and reports go over IPC.
      ipc: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
    strict: true,
  });
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  if (positionals.length === 0) fail('请给出要导入的文件或目录');
  const kind = values.kind as ImportKindId | undefined;
  if (kind && !IMPORT_KIND_IDS.includes(kind)) fail(`未知的类型 ${kind}`);
  const maxSizeMb = values['max-size'] ? Number(values['max-size']) : undefined;
  if (maxSizeMb !== undefined && !(maxSizeMb > 0)) fail('--max-size 须为正数（MB）');
  const maxMemoryMb = values['max-memory'] ? Number(values['max-memory']) : undefined;
  if (maxMemoryMb !== undefined && !(maxMemoryMb > 0)) fail('--max-memory 须为正数（MB）');
  const runId = values['run-id'];
  if (runId !== undefined && !/^[\w-]{1,64}$/.test(runId)) fail('--run-id 只能含字母、数字、- 和 _');

  const send =
    values.ipc && process.send
      ? (message: ImportChildMessage) =>
          new Promise<void>((resolve) => {
            process.send?.(message, undefined, undefined, () => resolve());
          })
      : undefined;
  // Cancelled (SIGTERM, Ctrl-C) or started by a server that has gone: the file being written
  // stops at its next rows and is undone, the files after it are not started.
  const cancel = new AbortController();
  const abandoned = () => cancel.abort();
  if (send) process.on('disconnect', abandoned);
  process.once('SIGTERM', abandoned);
  process.once('SIGINT', abandoned);
  let lastProgressAt = 0;
  const config = loadConfig();
  // The server names its own database when it runs an upload (a test schema, say).
  const database = openDatabase(
    process.env[IMPORT_DATABASE_ENV]
      ? (JSON.parse(process.env[IMPORT_DATABASE_ENV]) as DatabaseOptions)
      : databaseOptionsFromConfig(config),
  );
  // stderr carries progress and per-file lines, so `--json` output on stdout stays parseable.
  const log = (line: string) => process.stderr.write(`${line}\n`);
  // A multi-bar (with one bar) can print lines above itself while it runs.
  const bars = process.stderr.isTTY
    ? new cliProgress.MultiBar(
        {
          format: '{bar} {percentage}% | {fileIndex}/{fileCount} {file} | {rows} 行 | 剩余 {eta_formatted}',
          hideCursor: true,
          clearOnComplete: true,
        },
        cliProgress.Presets.shades_classic,
      )
    : undefined;
  let bar: cliProgress.SingleBar | undefined;
  try {
    await migrateToLatest(database);
    await seedReferenceData(database.db);
    if (!values['dry-run'] && !values.ipc) {
      // As the server's start does: the join of the files below reads each province's batches from
      // the shipped filling rules, which a database the server never opened does not have yet. (An
      // upload the server runs here is on the database its start prepared.)
      const rulesChanged = await seedFillingRules(database);
      await rejoinPlanHistoryOnNewRelease(database, log, { rulesChanged });
    }
    const summary = await runImport(
      database,
      positionals.map((entry) => path.resolve(entry)),
      {
        kind,
        dryRun: values['dry-run'],
        maxFileBytes: maxSizeMb ? maxSizeMb * 1024 * 1024 : DEFAULT_MAX_FILE_BYTES,
        maxMemoryBytes: maxMemoryMb ? maxMemoryMb * 1024 * 1024 : DEFAULT_MAX_MEMORY_BYTES,
        runId,
        signal: cancel.signal,
        onProgress: (progress) => {
          const at = Date.now();
          if (send && at - lastProgressAt >= PROGRESS_INTERVAL_MS) {
            lastProgressAt = at;
            void send({ type: 'progress', progress });
          }
          if (!bars) return;
          const payload = {
            file: path.basename(progress.file),
            fileIndex: progress.fileIndex,
            fileCount: progress.fileCount,
            rows: progress.rowsRead.toLocaleString('en-US'),
          };
          bar ??= bars.create(Math.max(1, progress.runBytesTotal), 0, payload);
          bar.update(progress.runBytesDone, payload);
        },
        onFileDone: (report) => {
          void send?.({ type: 'file', report });
          const lines = formatFileReport(report);
          if (bars) bars.log(`${lines.join('\n')}\n`);
          else for (const line of lines) log(line);
        },
      },
    );
    bars?.stop();
    await send?.({ type: 'summary', summary });
    for (const line of formatSummary(summary)) log(line);
    log(`  峰值内存 ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`);
    if (values.json) {
      const usage = process.resourceUsage();
      const measures = {
        maxRssBytes: usage.maxRSS * 1024,
        cpuMs: Math.round((usage.userCPUTime + usage.systemCPUTime) / 1000),
      };
      process.stdout.write(`${JSON.stringify({ ...summary, ...measures })}\n`);
    }
    process.exitCode = cancel.signal.aborted ? 3 : summary.failedFiles > 0 ? 1 : 0;
  } finally {
    bars?.stop();
    await database.destroy();
    process.off('SIGTERM', abandoned);
    process.off('SIGINT', abandoned);
    // The IPC channel would keep the process alive after the work is done.
    if (send) {
      process.off('disconnect', abandoned);
      if (process.connected) process.disconnect?.();
    }
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`导入中止：${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
