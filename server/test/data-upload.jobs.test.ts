import type { ImportJob } from '@zhihang/contract/imports/import-job.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOrganization, buildUser, type BuiltUser } from './factories.ts';
import { contentCounts, csv } from './import-test-support.ts';
import { callApi, createTestApp, expectCleanError, login, testDialects, type TestApp } from './test-app.ts';

const UPLOAD = '/api/dataImport/upload';
/** Rows enough for an import of several seconds on either dialect: the writes beside it meet many of its slices. */
const LONG_FILE_ROWS = 100_000;
/** A file of high schools: every row is one written row and no check runs after them. */
function middleSchools(count: number): string {
  const rows: string[][] = [['name', 'province', 'city', 'district', 'address']];
  for (let index = 0; index < count; index += 1) {
    rows.push([`测试中学${index}`, '江苏', '南京市', '玄武区', `某路${index}号`]);
  }
  return csv(rows);
}

describe.each(testDialects())('data import jobs beside other writers on %s', (dialect) => {
  let t: TestApp;
  let adminToken: string;
  let teacher: BuiltUser;
  let teacherToken: string;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const org = await buildOrganization(t.db, { orgKey: 'default' });
    const admin = await buildUser(t.db, { orgId: org.id, role: 'admin' });
    teacher = await buildUser(t.db, { orgId: org.id, role: 'teacher' });
    adminToken = await login(t.app, admin.account, admin.password);
    teacherToken = await login(t.app, teacher.account, teacher.password);
  }, 60_000);
  afterAll(() => t?.close());

  const upload = (query: string, body: string) =>
    callApi<ImportJob>(t.app, `${UPLOAD}?${query}`, {
      token: adminToken,
      body,
      headers: { 'content-type': 'application/octet-stream' },
    });
  const status = async (id: string) =>
    (await callApi<ImportJob>(t.app, `/api/dataImport/status/${id}`, { token: adminToken })).body.data;
  const finished = async (id: string): Promise<ImportJob> => {
    const deadline = Date.now() + 120_000;
    for (;;) {
      const job = await status(id);
      if (job.state !== 'running') return job;
      if (Date.now() > deadline) throw new Error(`import ${id} still running`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  /** Waits until the job's process is reading rows (its progress has arrived). */
  const reading = async (id: string) => {
    const deadline = Date.now() + 60_000;
    while (!(await status(id)).progress) {
      if (Date.now() > deadline) throw new Error(`import ${id} never started reading`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  /**
   * Signs in and saves a student over and over while the job runs; every call must answer well
   * within SQLite's 5 s busy timeout, and not with 未知异常.
   */
  const writeWhileRunning = async (id: string) => {
    const outcomes: Array<{ code: number; ms: number; msg: string }> = [];
    let index = 0;
    while ((await status(id)).state === 'running') {
      const started = Date.now();
      const signIn = await callApi<{ token: string }>(t.app, '/api/sys/teacherLogin', {
        body: { account: teacher.account, password: teacher.password },
        headers: { 'login-type': '0' },
      });
      outcomes.push({ code: signIn.body.code, ms: Date.now() - started, msg: signIn.body.msg });
      const saveStarted = Date.now();
      const saved = await callApi(t.app, '/api/stuArchive/save', {
        token: teacherToken,
        body: { name: `并发学生${(index += 1)}`, gender: 1, entryYear: 2025 },
      });
      outcomes.push({ code: saved.body.code, ms: Date.now() - saveStarted, msg: saved.body.msg });
    }
    return outcomes;
  };

  it('lets sign-ins and student saves go on while an import and a dry run write', async () => {
    for (const dryRun of [false, true]) {
      const before = await contentCounts(t.database);
      const started = await upload(
        `fileName=lines.csv&kind=middle-school&dryRun=${dryRun ? 1 : 0}`,
        middleSchools(LONG_FILE_ROWS),
      );
      expect(started.body.code).toBe(0);
      const id = started.body.data.id;
      await reading(id);
      const outcomes = await writeWhileRunning(id);
      const job = await finished(id);
      expect(job.error).toBeNull();
      expect(job.summary?.totals).toMatchObject({ rows: LONG_FILE_ROWS, rejected: 0 });
      // The job ran long enough to meet them, and every one of them went through in time.
      expect(outcomes.length).toBeGreaterThanOrEqual(4);
      expect(outcomes.filter((outcome) => outcome.code !== 0)).toEqual([]);
      expect(Math.max(...outcomes.map((outcome) => outcome.ms))).toBeLessThan(4000);
      const after = await contentCounts(t.database);
      expect((after.middle_schools ?? 0) - (before.middle_schools ?? 0)).toBe(dryRun ? 0 : LONG_FILE_ROWS);
    }
  }, 240_000);

  it('cancels a running import: nothing of it is left, and the next upload is accepted', async () => {
    const before = await contentCounts(t.database);
    const started = await upload('fileName=cancel-me.csv&kind=middle-school', middleSchools(LONG_FILE_ROWS));
    const id = started.body.data.id;
    await reading(id);
    // Let it commit some rows first (slices on SQLite).
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect((await status(id)).state).toBe('running');

    const cancelled = await callApi<ImportJob>(t.app, '/api/dataImport/cancel', { token: adminToken, body: { id } });
    expect(cancelled.body.code).toBe(0);
    expect(cancelled.body.data).toMatchObject({ id, cancelling: true });
    const job = await finished(id);
    expect(job).toMatchObject({ state: 'cancelled', cancelling: false });
    expect(job.error).toContain('已取消');
    expect(await contentCounts(t.database)).toEqual(before);

    // A finished job cannot be cancelled; an unknown one is not found.
    expectCleanError(
      await callApi(t.app, '/api/dataImport/cancel', { token: adminToken, body: { id } }),
      500,
      '该数据导入已经结束，无需取消',
    );
    expectCleanError(
      await callApi(t.app, '/api/dataImport/cancel', { token: adminToken, body: { id: '0123456789abcdef' } }),
      404,
    );
    expectCleanError(await callApi(t.app, '/api/dataImport/cancel', { token: adminToken, body: { id: 12 } }), 400);
    expectCleanError(await callApi(t.app, '/api/dataImport/cancel', { token: teacherToken, body: { id } }), 403);

    const next = await finished((await upload('fileName=small.csv&kind=middle-school', middleSchools(3))).body.data.id);
    expect(next).toMatchObject({ state: 'finished', error: null });
    expect(next.summary?.totals).toMatchObject({ rows: 3, rejected: 0 });
  }, 240_000);
});

describe.each(testDialects())('a data import past its memory bound on %s', (dialect) => {
  let t: TestApp;
  let adminToken: string;

  beforeAll(async () => {
    // Less than the import process itself needs to start: the first rows are over the bound.
    t = await createTestApp(dialect, { env: { IMPORT_MAX_MEMORY_MB: '64' } });
    const org = await buildOrganization(t.db, { orgKey: 'default' });
    const admin = await buildUser(t.db, { orgId: org.id, role: 'admin' });
    adminToken = await login(t.app, admin.account, admin.password);
  }, 60_000);
  afterAll(() => t?.close());

  it('ends with a clear error and nothing written', async () => {
    const before = await contentCounts(t.database);
    const started = await callApi<ImportJob>(t.app, `${UPLOAD}?fileName=lines.csv&kind=middle-school`, {
      token: adminToken,
      body: middleSchools(2000),
      headers: { 'content-type': 'application/octet-stream' },
    });
    const id = started.body.data.id;
    let job: ImportJob;
    const deadline = Date.now() + 60_000;
    for (;;) {
      job = (await callApi<ImportJob>(t.app, `/api/dataImport/status/${id}`, { token: adminToken })).body.data;
      if (job.state !== 'running' || Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const reasons = [
      job.error ?? '',
      ...(job.summary?.files.flatMap((file) => file.errors.map((error) => error.reason)) ?? []),
    ];
    expect(reasons.join('\n')).toMatch(/内存.*超过上限 64 MB.*未写入任何数据/);
    expect(job.summary?.totals.inserted ?? 0).toBe(0);
    expect(await contentCounts(t.database)).toEqual(before);
  }, 120_000);
});
