import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Envelope } from '@zhihang/contract/http/envelope.schema';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { expect } from 'vitest';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import type { LogStream } from '../src/http/request-logging.ts';
import { loadConfig, type AppConfig } from '../src/config.ts';
import { openDatabase, type DatabaseHandle, type DialectName } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrator.ts';
import type { Database } from '../src/db/schema.ts';
import { seedReferenceData } from '../src/setup/seed/reference-data.ts';

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL points at one. */
export function testDialects(): DialectName[] {
  return process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
}

/** 2026-03-10 10:00 in China: school year 2025, 高考 on 2026-06-07 is 89 days away. */
export const TEST_START = Date.UTC(2026, 2, 10, 2, 0, 0);

export type TestClock = {
  now: () => number;
  set: (at: number) => void;
  advance: (ms: number) => void;
  reset: () => void;
};

function createClock(start: number): TestClock {
  let current = start;
  return {
    now: () => current,
    set: (at) => {
      current = at;
    },
    advance: (ms) => {
      current += ms;
    },
    reset: () => {
      current = start;
    },
  };
}

export type TestApp = {
  app: FastifyInstance;
  /** The open database (its options let another process open the same one). */
  database: DatabaseHandle;
  db: Kysely<Database>;
  dialect: DialectName;
  config: AppConfig;
  clock: TestClock;
  /** The pauses slowed logins asked for, in ms; nothing really waits. */
  pauses: number[];
  close: () => Promise<void>;
};

type TestAppOptions = {
  /** Extra environment for loadConfig, e.g. small login limits or a WEB_DIST. */
  env?: Record<string, string>;
  /** Receives the app's log lines (at LOG_LEVEL, silent unless env says otherwise). */
  logStream?: LogStream;
};

/** Generous login limits so ordinary tests never hit them; rate-limit tests pass small ones. */
const TEST_ENVIRONMENT = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  LOGIN_MAX_PER_ADDRESS: '10000',
  LOGIN_MAX_FAILURES_PER_ACCOUNT: '10000',
  LOGIN_SLOWDOWN_AFTER_FAILURES: '10000',
  // Tests build their own small worlds; the open starter data pack is for real first starts.
  STARTER_DATA: '0',
};

/** An empty database of its own: a temp-file SQLite, or a fresh schema on the PostgreSQL server. */
export async function openTestDatabase(
  dialect: DialectName,
): Promise<{ database: DatabaseHandle; dispose: () => Promise<void> }> {
  if (dialect === 'sqlite') {
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'zhihang-test-'));
    const database = openDatabase({ dialect: 'sqlite', filename: path.join(directory, 'test.db') });
    return { database, dispose: () => fs.promises.rm(directory, { recursive: true, force: true }) };
  }
  const connectionString = process.env.TEST_DATABASE_URL;
  if (!connectionString) throw new Error('TEST_DATABASE_URL is not set');
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE SCHEMA ${schema}`);
  const database = openDatabase({ dialect: 'postgres', connectionString, searchPath: schema, maxConnections: 4 });
  return { database, dispose: () => admin(`DROP SCHEMA ${schema} CASCADE`) };
}

/**
 * A fresh database (temp-file SQLite or a throwaway PostgreSQL schema) with migrations and
 * reference data but no organisations or users: tests build those with the factories.
 */
export async function createTestApp(dialect: DialectName, options: TestAppOptions = {}): Promise<TestApp> {
  const { database, dispose } = await openTestDatabase(dialect);
  // Uploads and other files of this app go to a folder of its own.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zhihang-test-data-'));
  const release = async () => {
    await database.destroy();
    await dispose();
    await fs.promises.rm(dataDir, { recursive: true, force: true });
  };
  try {
    await migrateToLatest(database);
    await seedReferenceData(database.db);
    const config = loadConfig({
      ...TEST_ENVIRONMENT,
      WEB_DIST: path.join(os.tmpdir(), 'zhihang-no-web-build'),
      DATA_DIR: dataDir,
      ...options.env,
    });
    const clock = createClock(TEST_START);
    const pauses: number[] = [];
    const app = await buildApp({
      config,
      database,
      logger: Boolean(options.logStream),
      logStream: options.logStream,
      now: clock.now,
      sleep: recordingSleep(pauses),
    });
    await app.ready();
    return {
      app,
      database,
      db: database.db,
      dialect,
      config,
      clock,
      pauses,
      close: async () => {
        await app.close();
        await release();
      },
    };
  } catch (error) {
    await release();
    throw error;
  }
}

function recordingSleep(pauses: number[]): (ms: number) => Promise<void> {
  return (ms) => {
    pauses.push(ms);
    return Promise.resolve();
  };
}

/**
 * A second app instance on the test app's database, with its own connections, as behind a load
 * balancer; it shares the clock, configuration and recorded pauses of the first.
 */
export async function openAnotherInstance(t: TestApp): Promise<{ app: FastifyInstance; close: () => Promise<void> }> {
  const database = openDatabase(t.database.options);
  const app = await buildApp({
    config: t.config,
    database,
    logger: false,
    now: t.clock.now,
    sleep: recordingSleep(t.pauses),
  });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await database.destroy();
    },
  };
}

export type ApiResponse<T> = {
  status: number;
  headers: Record<string, unknown>;
  body: Envelope<T>;
  raw: string;
};

type CallOptions = {
  token?: string;
  body?: InjectOptions['payload'];
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  remoteAddress?: string;
};

/** One API call through app.inject; POST by default, the token in the `token` header. */
export async function callApi<T = unknown>(
  app: FastifyInstance,
  url: string,
  options: CallOptions = {},
): Promise<ApiResponse<T>> {
  const response = await app.inject({
    method: options.method ?? 'POST',
    url,
    headers: { ...(options.token ? { token: options.token } : {}), ...options.headers },
    ...(options.body !== undefined ? { payload: options.body } : {}),
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
  return {
    status: response.statusCode,
    headers: response.headers,
    body: response.json<Envelope<T>>(),
    raw: response.body,
  };
}

/** Logs in through the API and returns the token; fails loudly with the server's message. */
export async function login(app: FastifyInstance, account: string, password: string): Promise<string> {
  const { body } = await callApi<{ token: string }>(app, '/api/sys/teacherLogin', {
    body: { account, password },
    headers: { 'login-type': '0' },
  });
  if (body.code !== 0) throw new Error(`login of ${account} failed: ${body.code} ${body.msg}`);
  return body.data.token;
}

/** The audit trail records refused requests too: "nothing written" is about the other tables. */
const AUDIT_TABLES = new Set(['sys_logs']);

/** The tables of the connection's own database or schema, read from the catalogue. */
async function tableNames({ db, dialect }: Pick<DatabaseHandle, 'db' | 'dialect'>): Promise<string[]> {
  const query =
    dialect === 'postgres'
      ? sql<{ name: string }>`select tablename as name from pg_tables where schemaname = current_schema()`
      : sql<{ name: string }>`select name from sqlite_master where type = 'table' and substr(name, 1, 7) != 'sqlite_'`;
  const { rows } = await query.execute(db);
  return rows
    .map((row) => row.name)
    .filter((name) => !name.startsWith('kysely_') && !AUDIT_TABLES.has(name))
    .sort();
}

export async function countRows(db: Kysely<Database>, table: keyof Database): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** Row counts of every table in one query, to prove a refused request wrote nothing. */
export async function rowCounts(handle: Pick<DatabaseHandle, 'db' | 'dialect'>): Promise<Record<string, number>> {
  const counts = sql.join(
    (await tableNames(handle)).map(
      (table) => sql`select ${sql.lit(table)} as name, count(*) as total from ${sql.table(table)}`,
    ),
    sql` union all `,
  );
  const { rows } = await sql<{ name: string; total: number | string }>`${counts}`.execute(handle.db);
  return Object.fromEntries(rows.map((row) => [row.name, Number(row.total)]));
}

/** Error envelopes carry exactly code, msg and data: no stack, no error class names. */
export function expectCleanError(response: ApiResponse<unknown>, code: number, msg?: string | RegExp): void {
  expect(Object.keys(response.body).sort()).toEqual(['code', 'data', 'msg']);
  expect(response.body.code).toBe(code);
  if (typeof msg === 'string') expect(response.body.msg).toBe(msg);
  else if (msg) expect(response.body.msg).toMatch(msg);
  expect(response.body.data).toBeNull();
  expect(response.raw).not.toMatch(/stack|Error:|\bat .+:\d+:\d+/);
}
