import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Envelope, Page } from '@zhihang/contract/http/envelope.schema';
import type { ImportJob } from '@zhihang/contract/imports/import-job.schema';
import type { PlanDetail, PlanSaved, PlanSummary } from '@zhihang/contract/plans/plan.schema';
import type { UniversityListItem } from '@zhihang/contract/universities/university.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importPlanFixtures } from './admission-fixtures.ts';
import { buildOrganization, buildStudent, buildUser, type BuiltUser } from './factories.ts';
import { csv, UNIVERSITY_HEADER } from './import-test-support.ts';
import { createTestApp, type TestApp } from './test-app.ts';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The knowledge cache reads the data fingerprint at most once a second (docs/API.md). */
const CACHE_CHECK_MS = 1000;
const LOGIN_FAILURES_ALLOWED = 5;
const STALE_SAVE = /^方案已被 王老师 于 \d\d-\d\d \d\d:\d\d 修改，请刷新后再保存$/;

type Instance = {
  name: string;
  child: ChildProcess;
  baseUrl: string;
  exited: Promise<number | null>;
  output: () => string;
};

/**
 * A real server (`node --import tsx server/src/main.ts`, in production mode, scheduled jobs
 * ticking) on the test's PostgreSQL schema, as a load balancer's instance would run it.
 */
async function startInstance(name: string, databaseUrl: string): Promise<Instance> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `zhihang-${name}-`));
  const environment: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    STARTER_DATA: '0',
    LOGIN_MAX_PER_ADDRESS: '1000',
    LOGIN_MAX_FAILURES_PER_ACCOUNT: String(LOGIN_FAILURES_ALLOWED),
    LOGIN_SLOWDOWN_AFTER_FAILURES: '1000',
  };
  delete environment.TEST_DATABASE_URL;
  delete environment.NODE_OPTIONS;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: repositoryRoot,
    env: environment,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      resolve(code);
    }),
  );
  const started = /志航已启动: http:\/\/127\.0\.0\.1:(\d+)/;
  const deadline = Date.now() + 45_000;
  while (!started.test(output)) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}:\n${output}`);
    if (Date.now() > deadline) throw new Error(`${name} did not start:\n${output}`);
    await sleep(100);
  }
  const port = Number(started.exec(output)?.[1]);
  return { name, child, baseUrl: `http://127.0.0.1:${port}/api`, exited, output: () => output };
}

async function stopInstance(instance: Instance): Promise<void> {
  if (instance.child.exitCode !== null) return;
  instance.child.kill('SIGTERM');
  const code = await Promise.race([instance.exited, sleep(10_000).then(() => 'timeout' as const)]);
  if (code === 'timeout') {
    instance.child.kill('SIGKILL');
    await instance.exited;
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

type Reply<T> = { status: number; body: Envelope<T> };

async function call<T = unknown>(
  instance: Instance,
  urlPath: string,
  options: { token?: string; body?: unknown; raw?: string } = {},
): Promise<Reply<T>> {
  const response = await fetch(`${instance.baseUrl}${urlPath}`, {
    method: 'POST',
    headers: {
      'login-type': '0',
      ...(options.token ? { token: options.token } : {}),
      'content-type': options.raw === undefined ? 'application/json' : 'application/octet-stream',
    },
    body: options.raw ?? JSON.stringify(options.body ?? {}),
  });
  return { status: response.status, body: (await response.json()) as Envelope<T> };
}

async function login(instance: Instance, user: Pick<BuiltUser, 'account'>, password: string) {
  return call<{ token: string }>(instance, '/sys/teacherLogin', { body: { account: user.account, password } });
}

async function signIn(instance: Instance, user: BuiltUser): Promise<string> {
  const { body } = await login(instance, user, user.password);
  if (body.code !== 0) throw new Error(`login of ${user.account} on ${instance.name}: ${body.code} ${body.msg}`);
  return body.data.token;
}

/** The 高考 candidates of the current school year entered high school two years before it began. */
function graduatingEntryYear(at = new Date()): number {
  const chinaTime = new Date(at.getTime() + 8 * 3_600_000);
  const schoolYear = chinaTime.getUTCMonth() >= 8 ? chinaTime.getUTCFullYear() : chinaTime.getUTCFullYear() - 1;
  return schoolYear - 2;
}

/**
 * Two server processes behind one imaginary load balancer, on one PostgreSQL schema: what one
 * writes (a sign-in, a sign-out, login failures, a job's slot, an import, a plan's version) the
 * other honours. PostgreSQL only: SQLite is one process's embedded database.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('two server instances on one PostgreSQL', () => {
  let t: TestApp;
  let a: Instance;
  let b: Instance;
  let admin: BuiltUser;
  let teacher: BuiltUser;
  let guessed: BuiltUser;
  let studentId: number;
  const unit = new Map<string, number>();

  beforeAll(async () => {
    // The database is prepared here (migrations, reference data, a school, a small plan book);
    // the instances then start on it as a deployment's would, both at once.
    t = await createTestApp('postgres');
    await importPlanFixtures(t);
    const org = await buildOrganization(t.db, { orgKey: 'default' });
    admin = await buildUser(t.db, { orgId: org.id, role: 'admin' });
    teacher = await buildUser(t.db, { orgId: org.id, role: 'teacher', name: '王老师' });
    guessed = await buildUser(t.db, { orgId: org.id, role: 'teacher' });
    ({ id: studentId } = await buildStudent(t.db, {
      orgId: org.id,
      teacherId: teacher.id,
      entryYear: graduatingEntryYear(),
      province: '320000',
      mainSubject: '0604',
      minorSubject1: '0606',
      minorSubject2: '0607',
    }));
    const rows = await t.db
      .selectFrom('enrollment_plans')
      .select(['id', 'school_code', 'major_name'])
      .where('province_code', '=', '320000')
      .execute();
    for (const row of rows) unit.set(`${row.school_code}|${row.major_name}`, row.id);

    // DATABASE_URL names the test's schema as libpq does: options=-c search_path=….
    const { options } = t.database;
    if (options.dialect !== 'postgres' || !options.searchPath) throw new Error('expected a PostgreSQL schema');
    const url = new URL(options.connectionString);
    url.searchParams.set('options', `-c search_path=${options.searchPath}`);
    [a, b] = await Promise.all([startInstance('a', url.toString()), startInstance('b', url.toString())]);
  }, 90_000);

  afterAll(async () => {
    await Promise.all([a, b].filter(Boolean).map(stopInstance));
    await t?.close();
  }, 30_000);

  it('honours on one instance a token issued by the other, and a sign-out on one ends it on both', async () => {
    const token = await signIn(a, teacher);
    const onB = await call<{ name: string }>(b, '/sys/user/info', { token });
    expect(onB.body).toMatchObject({ code: 0, data: { name: '王老师' } });

    const signedOut = await call(b, '/sys/logout', { token });
    expect(signedOut.body.code).toBe(0);
    for (const instance of [a, b]) {
      const after = await call(instance, '/sys/user/info', { token });
      expect(after.body, instance.name).toEqual({ code: 401, msg: 'token失效，请重新登录', data: null });
    }
  });

  it('counts wrong passwords sent to both instances as one count', async () => {
    // Five wrong guesses alternate between the instances: each is an ordinary wrong password.
    for (let attempt = 0; attempt < LOGIN_FAILURES_ALLOWED; attempt += 1) {
      const reply = await login(attempt % 2 === 0 ? a : b, guessed, 'wrong-password');
      expect(reply.body, `attempt ${attempt + 1}`).toMatchObject({ code: 500, msg: '账号或密码不正确' });
    }
    // The sixth is refused on either instance, even with the right password.
    for (const [instance, password] of [
      [b, 'wrong-password'],
      [a, guessed.password],
    ] as const) {
      const refused = await login(instance, guessed, password);
      expect(refused.status, instance.name).toBe(429);
      expect(refused.body).toEqual({ code: 429, msg: '登录尝试过于频繁，请15分钟后再试', data: null });
    }
  });

  it('runs each slot of a scheduled job once, on one of the two', async () => {
    const token = await signIn(a, admin);
    const job = 'remindOverdueEvaluations';
    const runsOfJob = () =>
      t.db
        .selectFrom('schedule_job_runs')
        .select(['scheduled_for', 'instance', 'result'])
        .where('job_name', '=', job)
        .where('scheduled_for', '>', 0)
        .execute();
    // Every second, while both instances tick each second and race for each slot.
    const everySecond = { jobName: job, cron: '* * * * * *' };
    expect((await call(a, '/sys/schedule/update', { token, body: everySecond })).body.code).toBe(0);
    const deadline = Date.now() + 15_000;
    while ((await runsOfJob()).length < 4 && Date.now() < deadline) await sleep(250);
    expect((await call(b, '/sys/schedule/pause', { token, body: { jobName: job } })).body.code).toBe(0);
    // A run that started before the pause ends within it.
    await sleep(1000);

    const runs = await runsOfJob();
    expect(runs.length).toBeGreaterThanOrEqual(4);
    const slots = runs.map((run) => Number(run.scheduled_for));
    expect(new Set(slots).size).toBe(slots.length);
    for (const slot of slots) expect(slot % 1000).toBe(0);
    expect(runs.every((run) => Number(run.result) === 0)).toBe(true);
    // The runs were made by these two processes (an instance's name carries its pid).
    const pids = [a.child.pid, b.child.pid].map(String);
    for (const run of runs) expect(pids).toContain(run.instance.split(':').at(-2));
  }, 30_000);

  it('serves on the other instance what an import through one wrote, within the cache’s check interval', async () => {
    const [adminToken, teacherToken] = [await signIn(a, admin), await signIn(b, teacher)];
    const list = async () =>
      (
        await call<Page<UniversityListItem>>(b, '/bduniversityyif/list', {
          token: teacherToken,
          body: { page: 1, limit: 5000 },
        })
      ).body.data.list.map((item) => item.collegeName);
    const name = '志航测试学院';
    // B has built its cached list before the import.
    expect(await list()).not.toContain(name);

    const file = csv([
      UNIVERSITY_HEADER,
      ['1', name, '4132019999', '江苏省教育厅', '江苏省', '南京市', '本科', '公办', '', '0', '0', '0', ''],
    ]);
    const started = await call<ImportJob>(a, '/dataImport/upload?fileName=universities.csv', {
      token: adminToken,
      raw: file,
    });
    expect(started.body).toMatchObject({ code: 0, data: { state: 'running' } });
    let job = started.body.data;
    const deadline = Date.now() + 30_000;
    while (job.state === 'running') {
      if (Date.now() > deadline) throw new Error('import still running');
      await sleep(100);
      job = (await call<ImportJob>(a, `/dataImport/status/${job.id}`, { token: adminToken })).body.data;
    }
    expect(job).toMatchObject({ state: 'finished', error: null, summary: { totals: { inserted: 1, rejected: 0 } } });

    const finishedAt = Date.now();
    while (!(await list()).includes(name)) {
      expect(Date.now() - finishedAt).toBeLessThan(CACHE_CHECK_MS + 1000);
      await sleep(50);
    }
  }, 45_000);

  it('never loses a plan update across the instances: a stale or concurrent save gets the version conflict', async () => {
    const [onA, onB] = [await signIn(a, teacher), await signIn(b, teacher)];
    const id = (key: string) => unit.get(key) as number;
    const row = (key: string) => ({ majorIds: [id(key)], obeysAdjustment: true });
    const peking = row('10001|计算机科学与技术');
    const southeast = row('10286|电子信息工程');
    const nanjing = row('10284|软件工程');
    const planCall = <T>(instance: Instance, url: string, token: string, body?: unknown) =>
      call<T>(instance, `/stuPlan/${url}`, { token, body });
    const colleges = (plan: PlanDetail) => plan.rows.map((planRow) => planRow.collegeCode);

    const scored = await call(a, '/stuGuidance/update', { token: onA, body: { stuId: studentId, scoreTotal: 590 } });
    expect(scored.body.code).toBe(0);
    const created = await planCall<PlanSummary>(a, 'editOrCreatePlanWithName', onA, { stuId: studentId, name: '甲' });
    expect(created.body).toMatchObject({ code: 0, data: { version: 1 } });
    const planId = created.body.data.id;
    const save = (instance: Instance, token: string, rows: unknown[], version: number) =>
      planCall<PlanSaved>(instance, 'update', token, { id: planId, rows, version });
    const info = async (instance: Instance, token: string) =>
      (await planCall<PlanDetail>(instance, `info/${planId}`, token)).body.data;

    // Saved on A, opened and saved on B: B sees A's rows and version.
    expect((await save(a, onA, [peking], 1)).body.code).toBe(0);
    const openedOnB = await info(b, onB);
    expect({ version: openedOnB.version, colleges: colleges(openedOnB) }).toEqual({ version: 2, colleges: ['10001'] });
    expect((await save(b, onB, [peking, southeast], 2)).body.data.plan.version).toBe(3);

    // A's tab still shows version 2: its save is refused with who saved and when, B's rows stay.
    const stale = await save(a, onA, [nanjing], 2);
    expect(stale.body).toMatchObject({ code: 409, data: null });
    expect(stale.body.msg).toMatch(STALE_SAVE);
    expect(colleges(await info(a, onA))).toEqual(['10001', '10286']);

    // Both instances save the same version at the same moment: one wins, the other hears so.
    let version = 3;
    for (let round = 0; round < 4; round += 1) {
      const [fromA, fromB] = await Promise.all([
        save(a, onA, [nanjing], version),
        save(b, onB, [southeast, peking], version),
      ]);
      const codes = [fromA.body.code, fromB.body.code];
      expect(codes.sort(), `round ${round + 1}`).toEqual([0, 409]);
      const loser = fromA.body.code === 409 ? fromA : fromB;
      expect(loser.body.msg).toMatch(STALE_SAVE);
      const winnerRows = fromA.body.code === 0 ? ['10284'] : ['10286', '10001'];
      version += 1;
      for (const [instance, token] of [
        [a, onA],
        [b, onB],
      ] as const) {
        const now = await info(instance, token);
        expect({ version: now.version, colleges: colleges(now) }).toEqual({ version, colleges: winnerRows });
      }
    }
  }, 30_000);
});
