import type { SysLogEntry, SysLogFilter, SysLogListBody } from '@zhihang/contract/operations/sys-log.schema';
import type { FileContent } from '@zhihang/contract/students/student.schema';
import type { Page } from '@zhihang/contract/http/envelope.schema';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { isPlatformAdmin, type AuthContext } from '../../http/auth-context.ts';
import { paginate } from '../../http/paging.ts';
import { createSysLogRepository, type LogScope } from './sys-log.repository.ts';
import type { SysLogWriter } from './sys-log-writer.ts';

/** How long log rows are kept unless the prune job is told otherwise. */
export const SYS_LOG_RETENTION_DAYS = 180;
const DAY_MS = 86_400_000;
export const SYS_LOG_EXPORT_MAX_ROWS = 10_000;
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const EXPORT_COLUMNS: Array<{ header: string; width: number; cell: (entry: SysLogEntry) => string | number }> = [
  { header: '时间', width: 20, cell: (entry) => chinaTime(entry.createdAt) },
  { header: '机构ID', width: 8, cell: (entry) => entry.orgId },
  { header: '账号', width: 16, cell: (entry) => entry.account },
  { header: '操作', width: 24, cell: (entry) => entry.action },
  { header: '接口', width: 30, cell: (entry) => entry.path },
  { header: '对象', width: 12, cell: (entry) => entry.target },
  { header: '参数', width: 60, cell: (entry) => entry.params },
  { header: '结果', width: 8, cell: (entry) => (entry.result === 0 ? '成功' : '失败') },
  { header: '说明', width: 30, cell: (entry) => entry.message },
  { header: '耗时(ms)', width: 10, cell: (entry) => entry.durationMs },
  { header: 'IP地址', width: 16, cell: (entry) => entry.address },
];

/** Beijing time as text, the way the console shows it. */
function chinaTime(at: number): string {
  return new Date(at + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}

/** Organisation administrators read their organisation's rows; platform administrators any. */
function scopeOf(auth: AuthContext, filter: SysLogFilter): LogScope {
  if (!isPlatformAdmin(auth)) return { orgId: auth.orgId };
  return filter.orgId ? { orgId: filter.orgId } : { orgId: 'all' };
}

export function createSysLogService({
  db,
  writer,
  now = Date.now,
}: {
  db: Kysely<Database>;
  writer: SysLogWriter;
  now?: () => number;
}) {
  const logs = createSysLogRepository(db);
  return {
    async list(auth: AuthContext, body: SysLogListBody): Promise<Page<SysLogEntry>> {
      // Rows still waiting in this instance's buffer belong in the answer.
      await writer.flush();
      return paginate(body, (window) => logs.list(scopeOf(auth, body), body, window));
    },

    async export(auth: AuthContext, filter: SysLogFilter): Promise<FileContent> {
      await writer.flush();
      const rows = await logs.listAll(scopeOf(auth, filter), filter, SYS_LOG_EXPORT_MAX_ROWS);
      const excel = (await import('exceljs')).default;
      const workbook = new excel.Workbook();
      workbook.creator = '志航';
      const sheet = workbook.addWorksheet('系统日志');
      sheet.columns = EXPORT_COLUMNS.map((column) => ({ header: column.header, width: column.width }));
      sheet.getRow(1).font = { bold: true };
      for (const entry of rows) sheet.addRow(EXPORT_COLUMNS.map((column) => column.cell(entry)));
      const content = Buffer.from(await workbook.xlsx.writeBuffer());
      return {
        fileName: `系统日志_${chinaTime(now()).slice(0, 10)}.xlsx`,
        contentType: XLSX_TYPE,
        content: content.toString('base64'),
      };
    },

    /** Drops rows older than the retention; the scheduled prune job calls it. */
    async prune(retentionDays = SYS_LOG_RETENTION_DAYS): Promise<number> {
      await writer.flush();
      return logs.deleteOlderThan(now() - retentionDays * DAY_MS);
    },
  };
}

export type SysLogService = ReturnType<typeof createSysLogService>;
