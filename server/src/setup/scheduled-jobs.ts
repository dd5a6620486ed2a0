import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import type { AppConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { createRateLimitsRepository } from '../modules/auth/rate-limits.repository.ts';
import { createTokensRepository } from '../modules/auth/tokens.repository.ts';
import { remindOverdueEvaluations } from '../modules/evaluations/evaluation-reminders.ts';
import { bumpKnowledgeVersion } from '../modules/knowledge-cache/knowledge-version.ts';
import { createScheduleRepository } from '../modules/schedule/schedule.repository.ts';
import type { JobDefinition } from '../modules/schedule/scheduler.ts';
import type { SysLogService } from '../modules/sys-log/sys-log.service.ts';
import { SYS_LOG_RETENTION_DAYS } from '../modules/sys-log/sys-log.service.ts';

/** Nightly SQLite copies kept in `<dataDir>/backups`; older ones are removed. */
export const BACKUP_KEEP = 7;
const BACKUP_PREFIX = 'zhihang-';

function stamp(at: number): string {
  // Beijing time, so the names sort and read like the console's dates.
  return new Date(at + 8 * 3_600_000).toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');
}

/**
 * A consistent copy of the SQLite database (VACUUM INTO works while others read and write),
 * then the oldest copies beyond `keep` go. PostgreSQL installations back up with pg_dump.
 */
export async function backupDatabase(
  database: DatabaseHandle,
  backupDir: string,
  { now, keep = BACKUP_KEEP }: { now: () => number; keep?: number },
): Promise<string> {
  if (database.dialect !== 'sqlite') return 'PostgreSQL 数据库请用 pg_dump 备份（见 docs/OPERATIONS.md），本任务跳过';
  await fs.promises.mkdir(backupDir, { recursive: true });
  const file = path.join(backupDir, `${BACKUP_PREFIX}${stamp(now())}.db`);
  await fs.promises.rm(file, { force: true });
  await sql`vacuum into ${file}`.execute(database.db);
  const copies = (await fs.promises.readdir(backupDir))
    .filter((name) => name.startsWith(BACKUP_PREFIX) && name.endsWith('.db'))
    .sort();
  const removed = copies.slice(0, Math.max(0, copies.length - keep));
  for (const name of removed) await fs.promises.rm(path.join(backupDir, name), { force: true });
  const size = (await fs.promises.stat(file)).size;
  return `已备份到 ${path.basename(file)}（${(size / 1_048_576).toFixed(1)} MB），保留最近 ${keep} 份，删除 ${removed.length} 份`;
}

type Dependencies = {
  database: DatabaseHandle;
  config: Pick<AppConfig, 'dataDir' | 'loginLimits'>;
  logs: SysLogService;
  now: () => number;
};

/** The jobs of this version, registered by name; their crons are edited in the console. */
export function scheduledJobs({ database, config, logs, now }: Dependencies): JobDefinition[] {
  const { db } = database;
  return [
    {
      name: 'pruneTokens',
      title: '清理过期登录',
      description: '删除过期的登录令牌与旧的登录限流计数',
      defaultCron: '0 * * * *',
      run: async () => {
        const at = now();
        await createTokensRepository(db).deleteExpired(at);
        // A window is kept for a day, or longer when a configured limit counts over a longer window.
        const keptMs = Math.max(86_400_000, config.loginLimits.addressWindowMs, config.loginLimits.accountWindowMs);
        await createRateLimitsRepository(db).deleteOlderThan(at - keptMs);
        return '已清理过期令牌与限流计数';
      },
    },
    {
      name: 'pruneLogs',
      title: '清理旧日志',
      description: `删除 ${SYS_LOG_RETENTION_DAYS} 天前的系统日志与任务执行日志`,
      defaultCron: '30 3 * * *',
      run: async () => {
        const removed = await logs.prune(SYS_LOG_RETENTION_DAYS);
        const runs = await createScheduleRepository(db).deleteRunsBefore(now() - SYS_LOG_RETENTION_DAYS * 86_400_000);
        return `删除系统日志 ${removed} 条，执行日志 ${runs} 条`;
      },
    },
    {
      name: 'refreshKnowledgeCache',
      title: '刷新知识库缓存',
      description: '让每个实例的知识库缓存（院校、专业、职业列表等）按最新数据重建',
      defaultCron: '0 4 * * 1',
      run: async () => {
        await bumpKnowledgeVersion(db);
        return '已通知全部实例重建知识库缓存';
      },
    },
    {
      name: 'remindOverdueEvaluations',
      title: '测评逾期提醒',
      description: '提醒教师处理逾期未完成的学生测评',
      defaultCron: '0 8 * * *',
      run: async () => `已提醒逾期未完成的测评 ${(await remindOverdueEvaluations(db, now())).length} 项`,
    },
    {
      name: 'backupDatabase',
      title: '数据库备份',
      description: `SQLite 数据库每晚备份到数据目录的 backups 文件夹，保留最近 ${BACKUP_KEEP} 份`,
      defaultCron: '0 2 * * *',
      run: () => backupDatabase(database, path.join(config.dataDir, 'backups'), { now }),
    },
  ];
}
