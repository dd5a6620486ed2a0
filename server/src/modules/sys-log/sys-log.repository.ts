import { SYS_LOG_COUNT_CAP, type SysLogEntry, type SysLogFilter } from '@zhihang/contract/operations/sys-log.schema';
import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { PageWindow } from '../../http/paging.ts';

export type SysLogRow = {
  orgId: number;
  userId: number | null;
  account: string;
  action: string;
  path: string;
  target: string;
  params: string;
  result: number;
  message: string;
  durationMs: number;
  address: string;
  createdAt: number;
};

/** Which organisation's rows a caller reads: one, or every one (platform administrators). */
export type LogScope = { orgId: number } | { orgId: 'all' };

type LogQuery = SelectQueryBuilder<Database, 'sys_logs', object>;

function filtered(query: LogQuery, scope: LogScope, filter: SysLogFilter): LogQuery {
  let next = query;
  if (scope.orgId !== 'all') next = next.where('org_id', '=', scope.orgId);
  if (filter.from !== undefined) next = next.where('created_at', '>=', filter.from);
  if (filter.to !== undefined) next = next.where('created_at', '<', filter.to);
  if (filter.account) next = next.where('account', '=', filter.account);
  if (filter.action) next = next.where('action', '=', filter.action);
  if (filter.result !== undefined) next = next.where('result', '=', filter.result);
  return next;
}

export function createSysLogRepository(db: Kysely<Database>) {
  const toEntry = (row: {
    id: number;
    org_id: number;
    user_id: number | null;
    account: string;
    action: string;
    path: string;
    target: string;
    params: string;
    result: number;
    message: string;
    duration_ms: number;
    address: string;
    created_at: number;
  }): SysLogEntry => ({
    id: row.id,
    orgId: row.org_id,
    userId: row.user_id,
    account: row.account,
    action: row.action,
    path: row.path,
    target: row.target,
    params: row.params,
    result: row.result,
    message: row.message,
    durationMs: row.duration_ms,
    address: row.address,
    createdAt: Number(row.created_at),
  });

  return {
    async insertMany(rows: SysLogRow[]): Promise<void> {
      if (!rows.length) return;
      await db
        .insertInto('sys_logs')
        .values(
          rows.map((row) => ({
            org_id: row.orgId,
            user_id: row.userId,
            account: row.account,
            action: row.action,
            path: row.path,
            target: row.target,
            params: row.params,
            result: row.result,
            message: row.message,
            duration_ms: row.durationMs,
            address: row.address,
            created_at: row.createdAt,
          })),
        )
        .execute();
    },

    async list(
      scope: LogScope,
      filter: SysLogFilter,
      window: PageWindow,
    ): Promise<{ total: number; rows: SysLogEntry[] }> {
      const base = filtered(db.selectFrom('sys_logs'), scope, filter);
      const [rows, count] = await Promise.all([
        base
          .selectAll()
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(window.limit)
          .offset(window.offset)
          .execute(),
        // Counting a million rows would cost more than the page itself: the count stops past the cap.
        db
          .selectFrom(
            base
              .select('id')
              .limit(SYS_LOG_COUNT_CAP + 1)
              .as('capped'),
          )
          .select((eb) => eb.fn.countAll<number>().as('total'))
          .executeTakeFirstOrThrow(),
      ]);
      return { total: Number(count.total), rows: rows.map(toEntry) };
    },

    async listAll(scope: LogScope, filter: SysLogFilter, max: number): Promise<SysLogEntry[]> {
      const rows = await filtered(db.selectFrom('sys_logs'), scope, filter)
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(max)
        .execute();
      return rows.map(toEntry);
    },

    /** Removes rows older than the cut-off; answers how many went. */
    async deleteOlderThan(cutoff: number): Promise<number> {
      const result = await db.deleteFrom('sys_logs').where('created_at', '<', cutoff).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type SysLogRepository = ReturnType<typeof createSysLogRepository>;
