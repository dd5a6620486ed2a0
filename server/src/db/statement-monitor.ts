import type { CompiledQuery, DatabaseConnection, Dialect, Driver, QueryResult } from 'kysely';

export type StatementTiming = { sql: string; ms: number; rows: number; failed: boolean };

/** Who hears of every statement the database runs; the SQL monitor listens. */
const listeners = new Set<(timing: StatementTiming) => void>();

export function onStatement(listener: (timing: StatementTiming) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function report(timing: StatementTiming): void {
  for (const listener of listeners) listener(timing);
}

function rowsOf(result: QueryResult<unknown>): number {
  if (result.rows.length) return result.rows.length;
  return Number(result.numAffectedRows ?? 0);
}

/** One proxy per connection: Kysely recognises a connection it already set up by identity. */
const proxies = new WeakMap<DatabaseConnection, DatabaseConnection>();

function timedConnection(connection: DatabaseConnection): DatabaseConnection {
  const known = proxies.get(connection);
  if (known) return known;
  const proxy = new Proxy(connection, {
    get(target, property, receiver) {
      if (property === 'executeQuery') {
        return async <R>(query: CompiledQuery): Promise<QueryResult<R>> => {
          const started = performance.now();
          try {
            const result = await target.executeQuery<R>(query);
            report({ sql: query.sql, ms: performance.now() - started, rows: rowsOf(result), failed: false });
            return result;
          } catch (error) {
            report({ sql: query.sql, ms: performance.now() - started, rows: 0, failed: true });
            throw error;
          }
        };
      }
      const value: unknown = Reflect.get(target, property, receiver);
      // Drivers keep private state on their connection: its own methods run on it, not the proxy.
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  proxies.set(connection, proxy);
  return proxy;
}

/**
 * The dialect with every statement timed: count, time and rows go to the listeners. Only
 * `executeQuery` is wrapped; streaming (the importer's big reads) is left alone.
 */
export function timedDialect(dialect: Dialect): Dialect {
  return new Proxy(dialect, {
    get(target, property, receiver) {
      if (property === 'createDriver') {
        return (): Driver => {
          const driver = target.createDriver();
          return new Proxy(driver, {
            get(inner, key, innerReceiver) {
              if (key === 'acquireConnection') {
                return async () => timedConnection(await inner.acquireConnection());
              }
              const value: unknown = Reflect.get(inner, key, innerReceiver);
              return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(inner) : value;
            },
          });
        };
      }
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
