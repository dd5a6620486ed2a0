import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import type { ImportFileReport, ImportSummary } from '@zhihang/contract/imports/import-report.schema';
import type { Kysely } from 'kysely';
import { IMPORT_DATABASE_ENV, type ImportChildMessage } from '../../modules/imports/import-child-messages.ts';
import { importProcessCommand } from '../cli/import-process.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

export type StartLog = (line: string) => void;

/** A database no school and no import has filled yet: the only one the pack is loaded into. */
export async function isFreshKnowledgeBase(db: Kysely<Database>): Promise<boolean> {
  const organization = await db.selectFrom('organizations').select('id').limit(1).executeTakeFirst();
  if (organization) return false;
  const university = await db.selectFrom('universities').select('id').limit(1).executeTakeFirst();
  return university === undefined;
}

/** The pack's gzipped files, relative to its folder, in name order. */
export function starterPackFiles(packDir: string): string[] {
  if (!fs.existsSync(packDir)) return [];
  return fs
    .readdirSync(packDir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.gz'))
    .map((name) => name.split(path.sep).join('/'))
    .sort();
}

/**
 * Imports the open starter data pack (data/starter/) through the ordinary importer. Each file is
 * unpacked first under its original name (`…csv.gz` → `…csv`, folders kept for their province
 * hints), because the importer knows a file by its name: a school that later imports the full
 * official file of the same name replaces the pack's rows instead of adding a second copy.
 * The import runs in the CLI's own process, as an upload does, so the server does not keep the
 * import's memory for the rest of its life.
 */
export async function importStarterPack(
  database: DatabaseHandle,
  packDir: string,
  log: StartLog,
): Promise<ImportSummary | undefined> {
  const files = starterPackFiles(packDir);
  if (files.length === 0) {
    log(`未找到开放数据包（${packDir}），跳过`);
    return undefined;
  }
  const workDir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'zhihang-starter-'));
  try {
    for (const file of files) {
      const target = path.join(workDir, file.slice(0, -'.gz'.length));
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      await pipeline(fs.createReadStream(path.join(packDir, file)), zlib.createGunzip(), fs.createWriteStream(target));
    }
    log(`正在导入开放数据包：${files.length} 个文件…`);
    let done = 0;
    const summary = await importInChildProcess(database, workDir, (report) => {
      done += 1;
      log(`  [${done}/${files.length}] ${describeFile(report, workDir)}`);
    });
    const seconds = (summary.elapsedMs / 1000).toFixed(1);
    const failed = summary.failedFiles > 0 ? `，${summary.failedFiles} 个文件失败` : '';
    const join = summary.planHistoryMs
      ? `（其中招生计划历年关联 ${(summary.planHistoryMs / 1000).toFixed(1)} 秒）`
      : '';
    log(`开放数据包导入完成：${summary.totals.inserted.toLocaleString('en-US')} 行，${seconds} 秒${join}${failed}`);
    return summary;
  } finally {
    await fs.promises.rm(workDir, { recursive: true, force: true });
  }
}

/** Runs the bundled (or, from the sources, the tsx) import CLI on the folder; answers its summary. */
function importInChildProcess(
  database: DatabaseHandle,
  folder: string,
  onFileDone: (report: ImportFileReport) => void,
): Promise<ImportSummary> {
  const { modulePath, execArgv } = importProcessCommand();
  const child = fork(modulePath, [folder, '--ipc'], {
    execArgv,
    env: { ...process.env, [IMPORT_DATABASE_ENV]: JSON.stringify(database.options), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  let stderr = '';
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-2000);
  });
  let summary: ImportSummary | undefined;
  child.on('message', (message: ImportChildMessage) => {
    if (message.type === 'file') onFileDone(message.report);
    else if (message.type === 'summary') summary = message.summary;
  });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    // After 'close' every message has arrived. Exit code 1 with a summary means a file was
    // rejected: the run itself finished.
    child.on('close', (code, signal) => {
      if (summary) resolve(summary);
      else {
        const lastLine = stderr.trim().split('\n').at(-1) ?? '';
        reject(new Error(`开放数据包导入中断（${signal ?? code}）${lastLine ? `：${lastLine}` : ''}`));
      }
    });
  });
}

function describeFile(report: ImportFileReport, workDir: string): string {
  const name = path.relative(workDir, report.file) || report.file;
  const seconds = (report.elapsedMs / 1000).toFixed(1);
  if (report.status === 'imported') {
    return `${name} (${report.kind}) ${report.counts.rows.toLocaleString('en-US')} 行 ${seconds} 秒`;
  }
  const reason = report.errors[0]?.reason ?? report.warnings[0] ?? '';
  return `${name} ${report.status === 'unrecognised' ? '未识别' : '失败'} ${reason}`.trim();
}
