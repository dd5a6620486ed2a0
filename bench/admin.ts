import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { envelopeOutcome, logParams, logTarget } from '../server/src/modules/sys-log/log-params.ts';
import { loggedAction } from '../server/src/modules/sys-log/logged-actions.ts';
import { startServer } from './server-process.ts';

/**
 * `npm run bench:admin -w bench`: the system log's budgets (docs/PERF.md) — the list with filters
 * over 1,000,000 rows, and what logging adds to a write request. Figures are printed and saved
 * to bench/results/admin.json; nothing is asserted.
 */
const PORT = Number(process.env.BENCH_PORT ?? 18_188);
const ROWS = Number(process.env.BENCH_LOG_ROWS ?? 1_000_000);
const SAMPLES = Number(process.env.BENCH_LIST_SAMPLES ?? 400);
const ADMIN = { account: 'admin', password: 'admin123' };
const DAY_MS = 86_400_000;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
const round = (value: number) => Math.round(value * 100) / 100;
const summary = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    p50Ms: round(percentile(sorted, 50)),
    p95Ms: round(percentile(sorted, 95)),
    p99Ms: round(percentile(sorted, 99)),
  };
};

const ACTIONS = [
  'login',
  'sys:config:update',
  'stu:archive:save',
  'stu:archive:update',
  'stu:plan:update',
  'stu:archive:export',
];

/** 180 days of rows over 40 accounts in two organisations, written straight into the file. */
function fillLog(file: string, now: number): void {
  const sqlite = new BetterSqlite3(file);
  sqlite.pragma('journal_mode = WAL');
  const insert = sqlite.prepare(
    `insert into sys_logs (org_id, user_id, account, action, path, target, params, result, message, duration_ms, address, created_at)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const start = now - 180 * DAY_MS;
  const fill = sqlite.transaction(() => {
    for (let n = 0; n < ROWS; n += 1) {
      const user = n % 40;
      const action = ACTIONS[n % ACTIONS.length] as string;
      insert.run(
        1 + (user % 2),
        user + 1,
        `user${user}`,
        action,
        `/${action.replace(/:/g, '/')}`,
        String(n % 5000),
        '{"paramKey":"x","paramValue":"y"}',
        n % 17 === 0 ? 1 : 0,
        n % 17 === 0 ? '账号或密码不正确' : '',
        (n % 50) + 3,
        '10.0.0.1',
        start + Math.floor((n / ROWS) * 180 * DAY_MS),
      );
    }
  });
  fill();
  sqlite.exec('analyze');
  sqlite.close();
}

/** The per-request work of the write-log hook (row assembled, parameters masked), without the server around it. */
function hookCost(): { p50Ms: number; p95Ms: number; p99Ms: number } {
  const body = { id: 12, paramKey: 'currentYear', paramValue: '2026', remark: '当前填报年份', password: 'x' };
  const payload = '{"code":0,"msg":"success","data":{"id":12,"paramKey":"currentYear","paramValue":"2026"}}';
  const pending: unknown[] = [];
  const samples: number[] = [];
  for (let n = 0; n < 20_000; n += 1) {
    const started = performance.now();
    const action = loggedAction('/sys/config/update', 'sys:config:update');
    const outcome = envelopeOutcome(payload);
    pending.push({ action, outcome, target: logTarget(undefined, body), params: logParams(body), at: Date.now() });
    if (pending.length > 200) pending.length = 0;
    samples.push(performance.now() - started);
  }
  return summary(samples.slice(2_000));
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zhihang-bench-admin-'));
  const env = { LOGIN_MAX_PER_ADDRESS: '100000' };
  // The first start creates and seeds the database; the rows go in while it is stopped.
  const first = await startServer({ port: PORT, dataDir, env });
  await first.stop();
  const fillStarted = performance.now();
  fillLog(path.join(dataDir, 'zhihang.db'), Date.now());
  console.log(`wrote ${ROWS} log rows in ${Math.round(performance.now() - fillStarted)} ms`);
  const server = await startServer({ port: PORT, dataDir, env });
  try {
    const post = async <T>(url: string, body: unknown, token?: string) => {
      const started = performance.now();
      const response = await fetch(`${server.baseUrl}/api${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'login-type': '0', ...(token ? { token } : {}) },
        body: JSON.stringify(body),
      });
      const envelope = (await response.json()) as { code: number; msg: string; data: T };
      if (envelope.code !== 0) throw new Error(`${url}: ${envelope.code} ${envelope.msg}`);
      return { data: envelope.data, ms: performance.now() - started };
    };
    const token = (await post<{ token: string }>('/sys/teacherLogin', ADMIN)).data.token;
    const now = Date.now();
    const filters: Array<Record<string, unknown>> = [
      {},
      { orgId: 1 },
      { orgId: 2, result: 1 },
      { action: 'stu:archive:export' },
      { orgId: 1, account: 'user12' },
      { account: 'user7', from: now - 30 * DAY_MS },
      { orgId: 1, action: 'login', result: 1, from: now - 7 * DAY_MS, to: now },
      { from: now - 90 * DAY_MS, to: now - 60 * DAY_MS },
    ];
    const total = (await post<{ totalCount: number }>('/sys/log/list', { limit: 1 }, token)).data.totalCount;
    const byFilter: Record<string, ReturnType<typeof summary>> = {};
    const all: number[] = [];
    for (const [index, filter] of filters.entries()) {
      const latencies: number[] = [];
      for (let sample = 0; sample < SAMPLES / filters.length; sample += 1) {
        latencies.push((await post('/sys/log/list', { page: 1 + (sample % 3), limit: 20, ...filter }, token)).ms);
      }
      all.push(...latencies);
      byFilter[JSON.stringify(filter)] = summary(latencies);
      console.log(`filter ${index + 1} ${JSON.stringify(filter)}: ${JSON.stringify(byFilter[JSON.stringify(filter)])}`);
    }
    const list = summary(all);
    console.log(`log list over ${total} rows, ${all.length} sequential requests: ${JSON.stringify(list)}`);
    // The database's share of those requests, as the SQL monitor timed each statement.
    const monitor = await post<{ statements: Array<{ sql: string; count: number; avgMs: number; maxMs: number }> }>(
      '/sys/sql/list',
      { orderBy: 'total', limit: 200 },
      token,
    );
    const logStatements = monitor.data.statements
      .filter((statement) => statement.sql.includes('from "sys_logs"') && statement.count >= 10)
      .map((statement) => ({
        sql: statement.sql.slice(0, 120),
        count: statement.count,
        avgMs: statement.avgMs,
        maxMs: statement.maxMs,
      }));
    for (const statement of logStatements) console.log(`  ${JSON.stringify(statement)}`);

    const writes: number[] = [];
    const entry = (
      await post<{ list: Array<{ id: number; paramKey: string; paramValue: string }> }>(
        '/sys/config/list',
        { limit: 1 },
        token,
      )
    ).data.list[0];
    if (!entry) throw new Error('no system parameter to update');
    for (let n = 0; n < 300; n += 1) {
      writes.push(
        (
          await post(
            '/sys/config/update',
            { id: entry.id, paramKey: entry.paramKey, paramValue: entry.paramValue, remark: `bench ${n}` },
            token,
          )
        ).ms,
      );
    }
    const write = summary(writes.slice(20));
    const hook = hookCost();
    console.log(`write request (/sys/config/update, logged) end to end: ${JSON.stringify(write)}`);
    console.log(`write-log hook's own work per request: ${JSON.stringify(hook)}`);

    const results = {
      measuredAt: new Date().toISOString(),
      machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, node: process.version, database: 'sqlite' },
      logRows: total,
      list,
      byFilter,
      logStatements,
      writeRequest: write,
      hookPerRequest: hook,
    };
    fs.mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
    fs.writeFileSync(path.join(import.meta.dirname, 'results/admin.json'), `${JSON.stringify(results, null, 2)}\n`);
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
