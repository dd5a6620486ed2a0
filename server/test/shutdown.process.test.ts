import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import BetterSqlite3 from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

type Server = {
  child: ChildProcess;
  port: number;
  output: () => string;
  waitForOutput: (pattern: RegExp) => Promise<void>;
  exited: Promise<number | null>;
};

/** Starts `node --import tsx server/src/main.ts` on a free port with its own SQLite data dir. */
async function startServer(dataDir: string): Promise<Server> {
  const environment: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    NODE_ENV: 'development',
    LOG_LEVEL: 'info',
  };
  delete environment.DATABASE_URL;
  delete environment.TEST_DATABASE_URL;
  delete environment.NODE_OPTIONS;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: repositoryRoot,
    env: environment,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const listeners = new Set<() => void>();
  const collect = (chunk: Buffer) => {
    output += chunk.toString('utf8');
    for (const listener of listeners) listener();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

  const waitForOutput = (pattern: RegExp) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (pattern.test(output)) {
          listeners.delete(check);
          resolve();
        }
      };
      listeners.add(check);
      void exited.then((code) => reject(new Error(`server exited with ${code} before ${pattern}:\n${output}`)));
      check();
    });

  await waitForOutput(/志航已启动: http:\/\/127\.0\.0\.1:\d+/);
  const port = Number(/志航已启动: http:\/\/127\.0\.0\.1:(\d+)/.exec(output)?.[1]);
  return { child, port, output: () => output, waitForOutput, exited };
}

type Reply = {
  status: number;
  connection: string | undefined;
  body: { code: number; msg: string; data: { token?: string } | null };
};

/** Keep-alive like a browser: an open connection must not hold the process after SIGTERM. */
const keepAliveAgent = () => new http.Agent({ keepAlive: true });

function post(port: number, urlPath: string, agent: http.Agent): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, method: 'POST', path: urlPath, agent }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          connection: response.headers.connection,
          body: JSON.parse(text) as Reply['body'],
        }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

/** A login whose body is sent in two parts, so the request is provably in flight in between. */
function startLogin(port: number, agent: http.Agent) {
  const payload = JSON.stringify({ account: 'teacher', password: 'teacher123' });
  const request = http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/api/sys/teacherLogin',
    agent,
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), 'login-type': '0' },
  });
  const reply = new Promise<Reply>((resolve, reject) => {
    request.on('error', reject);
    request.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          connection: response.headers.connection,
          body: JSON.parse(text) as Reply['body'],
        }),
      );
    });
  });
  request.write(payload.slice(0, 10));
  return { finish: () => request.end(payload.slice(10)), reply };
}

function countRows(databaseFile: string): Record<string, number> {
  const sqlite = new BetterSqlite3(databaseFile, { readonly: true });
  try {
    const tables = ['organizations', 'users', 'students', 'sys_config', 'roles'];
    return Object.fromEntries(
      tables.map((table) => [
        table,
        (sqlite.prepare(`SELECT COUNT(*) AS total FROM ${table}`).get() as { total: number }).total,
      ]),
    );
  } finally {
    sqlite.close();
  }
}

describe('the server process', () => {
  let dataDir: string;
  const started: ChildProcess[] = [];

  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zhihang-process-'));
  });
  // A process started from source on a new data directory migrates and seeds before it listens:
  // on a busy two-core machine that alone has taken most of 30 s. The tests time nothing.
  const PROCESS_TEST_TIMEOUT_MS = 90_000;
  afterAll(() => {
    for (const child of started) if (child.exitCode === null) child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    'finishes an in-flight login on SIGTERM, then exits with code 0',
    async () => {
      const server = await startServer(dataDir);
      started.push(server.child);
      const idle = await post(server.port, '/api/health', keepAliveAgent());
      expect(idle.connection).toBe('keep-alive');
      const login = startLogin(server.port, keepAliveAgent());
      // The server has routed the request (and logged it) but still waits for the rest of the body.
      await server.waitForOutput(/teacherLogin[^\n]*incoming request/);
      server.child.kill('SIGTERM');
      await server.waitForOutput(/shutting down/);
      login.finish();

      const reply = await login.reply;
      expect(reply.status).toBe(200);
      expect(reply.body.code).toBe(0);
      expect(reply.body.data?.token).toMatch(/^[0-9a-f]{64}$/);
      expect(reply.connection).toBe('close');
      expect(await server.exited).toBe(0);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );

  it(
    'does not duplicate the demo data when started again on the same data directory',
    async () => {
      const databaseFile = path.join(dataDir, 'zhihang.db');
      const startAndStop = async () => {
        const server = await startServer(dataDir);
        started.push(server.child);
        const health = await post(server.port, '/api/health', keepAliveAgent());
        expect(health.body).toMatchObject({ code: 0, data: { status: 'ok', database: 'sqlite' } });
        server.child.kill('SIGTERM');
        expect(await server.exited).toBe(0);
      };
      if (!fs.existsSync(databaseFile)) await startAndStop();

      const before = countRows(databaseFile);
      expect(before).toEqual({
        organizations: 2,
        users: 3,
        students: 42 + 38 + 45 + 12 + 10 + 15,
        sys_config: 6,
        roles: 4,
      });
      await startAndStop();
      expect(countRows(databaseFile)).toEqual(before);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});
