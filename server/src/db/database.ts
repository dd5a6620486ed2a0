import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';
import { withStatementCache } from './statement-cache.ts';
import { timedDialect } from './statement-monitor.ts';

export type DialectName = 'sqlite' | 'postgres';

export type DatabaseHandle = {
  db: Kysely<Database>;
  dialect: DialectName;
  /** How it was opened: another process (the importer) opens the same database from it. */
  options: DatabaseOptions;
  destroy: () => Promise<void>;
};

export type DatabaseOptions =
  | {
      dialect: 'sqlite';
      filename: string;
      /** A connection that only reads (a worker thread's, beside the server's one writer). */
      readonly?: boolean;
    }
  | { dialect: 'postgres'; connectionString: string; searchPath?: string; maxConnections?: number };

// int8 (COUNT(*), bigint timestamps) arrives from pg as a string; our values fit in a double.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

/**
 * Pages each embedded connection keeps in memory: 32 MB instead of SQLite's 2 MB, so that the
 * plan rows and histories a province's teachers read stay in the connection (a 200-unit read
 * takes about a third less). It grows only as pages are read.
 */
const PAGE_CACHE = 'cache_size = -32768';

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.dialect === 'sqlite') {
    if (options.filename !== ':memory:') {
      fs.mkdirSync(path.dirname(options.filename), { recursive: true });
    }
    if (options.readonly) {
      // The writer has put the file in WAL mode: this reader sees each commit, and waits for none.
      const sqlite = new BetterSqlite3(options.filename, { readonly: true, fileMustExist: true });
      sqlite.pragma('busy_timeout = 5000');
      sqlite.pragma(PAGE_CACHE);
      const db = new Kysely<Database>({
        dialect: timedDialect(new SqliteDialect({ database: withStatementCache(sqlite) })),
      });
      return { db, dialect: 'sqlite', options, destroy: () => db.destroy() };
    }
    const sqlite = new BetterSqlite3(options.filename);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    sqlite.pragma('synchronous = NORMAL');
    sqlite.pragma(PAGE_CACHE);
    const db = new Kysely<Database>({
      dialect: timedDialect(new SqliteDialect({ database: withStatementCache(sqlite) })),
    });
    return { db, dialect: 'sqlite', options, destroy: () => db.destroy() };
  }
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.maxConnections ?? 10,
    ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
  });
  const db = new Kysely<Database>({ dialect: timedDialect(new PostgresDialect({ pool })) });
  return { db, dialect: 'postgres', options, destroy: () => db.destroy() };
}

export function databaseOptionsFromConfig(config: {
  databaseUrl: string | undefined;
  dataDir: string;
}): DatabaseOptions {
  return config.databaseUrl
    ? { dialect: 'postgres', connectionString: config.databaseUrl }
    : { dialect: 'sqlite', filename: path.join(config.dataDir, 'zhihang.db') };
}
