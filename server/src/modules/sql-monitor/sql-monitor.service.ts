import type { SqlMonitor, SqlMonitorBody, StatementStat } from '@zhihang/contract/operations/sql-monitor.schema';
import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { normaliseSql } from './sql-normaliser.ts';
import type { StatementStats } from './statement-stats.ts';

type PgRow = { query: string; calls: number; total: number; max: number; rows: number };

/**
 * SQL监控: this instance's statements, and on PostgreSQL the pg_stat_statements view when the
 * extension is installed. It only reads counters: nothing here runs a statement someone sends.
 */
export function createSqlMonitorService({
  db,
  dialect,
  stats,
  instance,
}: {
  db: Kysely<Database>;
  dialect: DialectName;
  stats: StatementStats;
  instance: string;
}) {
  const fromPostgres = async (body: SqlMonitorBody): Promise<SqlMonitor['pgStatStatements']> => {
    if (dialect !== 'postgres') {
      return { available: false, note: 'SQLite 没有 pg_stat_statements，以下仅为本实例的统计', statements: [] };
    }
    const { rows: installed } = await sql<{ present: boolean }>`
      select exists (select 1 from pg_extension where extname = 'pg_stat_statements') as present
    `.execute(db);
    if (!installed[0]?.present) {
      return {
        available: false,
        note: '未安装 pg_stat_statements 扩展（CREATE EXTENSION pg_stat_statements，并在 shared_preload_libraries 中加载）',
        statements: [],
      };
    }
    const order = { total: sql`total_exec_time`, count: sql`calls`, max: sql`max_exec_time`, avg: sql`mean_exec_time` }[
      body.orderBy
    ];
    try {
      const { rows } = await sql<PgRow>`
        select query, calls, total_exec_time as total, max_exec_time as max, rows
        from pg_stat_statements
        where dbid = (select oid from pg_database where datname = current_database())
        order by ${order} desc
        limit ${body.limit}
      `.execute(db);
      const statements: StatementStat[] = rows.map((row) => ({
        sql: normaliseSql(row.query),
        count: Number(row.calls),
        totalMs: Math.round(Number(row.total) * 100) / 100,
        maxMs: Math.round(Number(row.max) * 100) / 100,
        avgMs: Math.round((Number(row.total) / Math.max(1, Number(row.calls))) * 100) / 100,
        rows: Number(row.rows),
        failures: 0,
      }));
      return { available: true, note: '全部实例自 PostgreSQL 统计重置以来', statements };
    } catch (error) {
      // Installed but not preloaded: the view exists and refuses to be read.
      const reason = error instanceof Error ? error.message : String(error);
      return { available: false, note: `pg_stat_statements 不可用：${reason.slice(0, 200)}`, statements: [] };
    }
  };

  return {
    async overview(body: SqlMonitorBody): Promise<SqlMonitor> {
      return {
        instance,
        dialect,
        since: stats.since,
        distinct: stats.distinct,
        statements: stats.top(body.orderBy, body.limit),
        pgStatStatements: await fromPostgres(body),
      };
    },

    reset(): void {
      stats.reset();
    },
  };
}

export type SqlMonitorService = ReturnType<typeof createSqlMonitorService>;
