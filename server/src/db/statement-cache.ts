import type BetterSqlite3 from 'better-sqlite3';
import { LRUCache } from 'lru-cache';

/** Distinct statements a connection keeps compiled: the server's queries are a few hundred shapes. */
export const STATEMENT_CACHE_SIZE = 512;

/**
 * The embedded database with its statements kept compiled. Kysely prepares every statement again
 * on each call, and compiling one that names 200 ids costs as much as running it. The same SQL
 * text gets the same compiled statement back, unless that statement is still being iterated (a
 * streamed read): then it gets a new one. SQLite recompiles a kept statement by itself after a
 * schema change.
 */
export function withStatementCache(
  sqlite: BetterSqlite3.Database,
  size: number = STATEMENT_CACHE_SIZE,
): BetterSqlite3.Database {
  const statements = new LRUCache<string, BetterSqlite3.Statement>({ max: size });
  const prepare = (source: string): BetterSqlite3.Statement => {
    const kept = statements.get(source);
    if (kept && !kept.busy) return kept;
    const statement = sqlite.prepare(source);
    statements.set(source, statement);
    return statement;
  };
  return new Proxy(sqlite, {
    get(target, property, receiver) {
      if (property === 'prepare') return prepare;
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
