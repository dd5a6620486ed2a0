import type { StatementStat } from '@zhihang/contract/operations/sql-monitor.schema';
import type { StatementTiming } from '../../db/statement-monitor.ts';
import { normaliseSql } from './sql-normaliser.ts';

/** Above this many shapes, new ones are not counted: a flood of ad-hoc texts cannot grow memory. */
const MAX_SHAPES = 5000;

type Entry = { count: number; totalMs: number; maxMs: number; rows: number; failures: number };

/** Count, time and rows per statement shape since start or the last reset, for one instance. */
export function createStatementStats(now: () => number = Date.now) {
  let entries = new Map<string, Entry>();
  let since = now();
  return {
    record(timing: StatementTiming): void {
      const shape = normaliseSql(timing.sql);
      let entry = entries.get(shape);
      if (!entry) {
        if (entries.size >= MAX_SHAPES) return;
        entry = { count: 0, totalMs: 0, maxMs: 0, rows: 0, failures: 0 };
        entries.set(shape, entry);
      }
      entry.count += 1;
      entry.totalMs += timing.ms;
      entry.maxMs = Math.max(entry.maxMs, timing.ms);
      entry.rows += timing.rows;
      if (timing.failed) entry.failures += 1;
    },

    top(orderBy: 'total' | 'count' | 'max' | 'avg', limit: number): StatementStat[] {
      const list = [...entries].map(([sql, entry]) => ({
        sql,
        count: entry.count,
        totalMs: Math.round(entry.totalMs * 100) / 100,
        maxMs: Math.round(entry.maxMs * 100) / 100,
        avgMs: Math.round((entry.totalMs / entry.count) * 100) / 100,
        rows: entry.rows,
        failures: entry.failures,
      }));
      const key = { total: 'totalMs', count: 'count', max: 'maxMs', avg: 'avgMs' } as const;
      return list.sort((a, b) => b[key[orderBy]] - a[key[orderBy]]).slice(0, limit);
    },

    get since(): number {
      return since;
    },

    get distinct(): number {
      return entries.size;
    },

    reset(): void {
      entries = new Map();
      since = now();
    },
  };
}

export type StatementStats = ReturnType<typeof createStatementStats>;
