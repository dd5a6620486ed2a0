import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@zhihang/contract/http/envelope.schema';
import type { JobRun, ScheduledJob } from '@zhihang/contract/operations/schedule.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.ts';
import { createScheduler, type JobDefinition } from '../src/modules/schedule/scheduler.ts';
import { backupDatabase } from '../src/setup/scheduled-jobs.ts';
import { buildOrganization, buildUser } from './factories.ts';
import {
  callApi,
  createTestApp,
  expectCleanError,
  login,
  rowCounts,
  testDialects,
  TEST_START,
  type TestApp,
} from './test-app.ts';

const FORBIDDEN = '没有权限，请联系管理员授权';
const MINUTE_MS = 60_000;

describe.each(testDialects())('scheduled jobs on %s', (dialect) => {
  let t: TestApp;
  let platformToken: string;
  let orgAdminToken: string;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const org = await buildOrganization(t.db, { orgKey: 'default' });
    const platform = await buildUser(t.db, { orgId: org.id, role: 'admin' });
    const orgAdmin = await buildUser(t.db, { orgId: org.id, role: 'orgAdmin' });
    platformToken = await login(t.app, platform.account, platform.password);
    orgAdminToken = await login(t.app, orgAdmin.account, orgAdmin.password);
  });
  afterAll(() => t?.close());

  /** Two instances, each with its own connections to the one database, ticking on one clock. */
  async function twoInstances(job: Omit<JobDefinition, 'run'>, runs: string[], clock: () => number, workMs = 0) {
    const handles = [openDatabase(t.database.options), openDatabase(t.database.options)];
    const schedulers = handles.map((handle, index) =>
      createScheduler({
        db: handle.db,
        instance: `instance-${index + 1}`,
        now: clock,
        jobs: [
          {
            ...job,
            run: async () => {
              runs.push(`instance-${index + 1}`);
              if (workMs) await new Promise((resolve) => setTimeout(resolve, workMs));
              return 'ok';
            },
          },
        ],
      }),
    );
    await Promise.all(schedulers.map((scheduler) => scheduler.register()));
    return {
      schedulers,
      close: async () => {
        await Promise.all(schedulers.map((scheduler) => scheduler.stop()));
        await Promise.all(handles.map((handle) => handle.destroy()));
      },
    };
  }

  it('runs a job due every minute exactly once per minute over five minutes with two instances', async () => {
    let clock = TEST_START + 5_000;
    const runs: string[] = [];
    const { schedulers, close } = await twoInstances(
      { name: 'everyMinute', title: '每分钟', description: '', defaultCron: '* * * * *' },
      runs,
      () => clock,
      20,
    );
    try {
      // Both instances tick together every 7 s of the clock for five minutes and a bit.
      while (clock < TEST_START + 5 * MINUTE_MS + 30_000) {
        clock += 7_000;
        await Promise.all(schedulers.map((scheduler) => scheduler.tick()));
      }
    } finally {
      await close();
    }
    const rows = await t.db
      .selectFrom('schedule_job_runs')
      .selectAll()
      .where('job_name', '=', 'everyMinute')
      .orderBy('scheduled_for')
      .execute();
    expect(runs).toHaveLength(5);
    expect(rows.map((row) => Number(row.scheduled_for))).toEqual(
      [1, 2, 3, 4, 5].map((minute) => TEST_START + minute * MINUTE_MS),
    );
    expect(rows.every((row) => row.result === 0 && row.finished_at !== null)).toBe(true);
  });

  it('never runs a slot twice when two instances race on the real clock', async () => {
    const runs: string[] = [];
    const { schedulers, close } = await twoInstances(
      { name: 'everySecond', title: '每秒', description: '', defaultCron: '* * * * * *' },
      runs,
      Date.now,
    );
    for (const scheduler of schedulers) scheduler.start(25);
    await new Promise((resolve) => setTimeout(resolve, 3_300));
    await close();
    const rows = await t.db.selectFrom('schedule_job_runs').selectAll().where('job_name', '=', 'everySecond').execute();
    const slots = rows.map((row) => Number(row.scheduled_for));
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(new Set(slots).size).toBe(rows.length);
    expect(slots.every((slot) => slot % 1000 === 0)).toBe(true);
    expect(runs).toHaveLength(rows.length);
  });

  it('lists the jobs defined in code with their cron, and refuses them to an organisation administrator', async () => {
    const { body } = await callApi<ScheduledJob[]>(t.app, '/api/sys/schedule/list', { token: platformToken });
    expect(body.data.map((job) => job.jobName)).toEqual([
      'pruneTokens',
      'pruneLogs',
      'refreshKnowledgeCache',
      'remindOverdueEvaluations',
      'backupDatabase',
    ]);
    expect(body.data.find((job) => job.jobName === 'backupDatabase')).toMatchObject({ cron: '0 2 * * *', status: 0 });
    const refused = await callApi(t.app, '/api/sys/schedule/list', { token: orgAdminToken });
    expect(refused.body.msg).toBe(FORBIDDEN);
  });

  it('edits a cron, refusing a wrong one with nothing written', async () => {
    const before = await rowCounts(t.database);
    const bad = await callApi(t.app, '/api/sys/schedule/update', {
      token: platformToken,
      body: { jobName: 'pruneLogs', cron: '61 * * * *' },
    });
    expectCleanError(bad, 400, /超出 0-59/);
    const unknown = await callApi(t.app, '/api/sys/schedule/update', {
      token: platformToken,
      body: { jobName: 'dropEverything', cron: '0 3 * * *' },
    });
    expectCleanError(unknown, 404, '记录不存在');
    expect(await rowCounts(t.database)).toEqual(before);
    const ok = await callApi(t.app, '/api/sys/schedule/update', {
      token: platformToken,
      body: { jobName: 'pruneLogs', cron: '15 4 * * *' },
    });
    expect(ok.body.code).toBe(0);
    const { body } = await callApi<ScheduledJob[]>(t.app, '/api/sys/schedule/list', { token: platformToken });
    // 2026-03-10 10:00 in China: the next 04:15 is the following morning.
    expect(body.data.find((job) => job.jobName === 'pruneLogs')).toMatchObject({
      cron: '15 4 * * *',
      nextRunAt: Date.parse('2026-03-11T04:15:00+08:00'),
    });
  });

  it('pauses and resumes a job', async () => {
    const status = async () =>
      (await callApi<ScheduledJob[]>(t.app, '/api/sys/schedule/list', { token: platformToken })).body.data.find(
        (job) => job.jobName === 'pruneTokens',
      )?.status;
    await callApi(t.app, '/api/sys/schedule/pause', { token: platformToken, body: { jobName: 'pruneTokens' } });
    expect(await status()).toBe(1);
    await callApi(t.app, '/api/sys/schedule/resume', { token: platformToken, body: { jobName: 'pruneTokens' } });
    expect(await status()).toBe(0);
  });

  it('runs a job now and shows the run in its log', async () => {
    const started = await callApi<{ runId: number }>(t.app, '/api/sys/schedule/run', {
      token: platformToken,
      body: { jobName: 'pruneTokens' },
    });
    expect(started.body.code).toBe(0);
    let run: JobRun | undefined;
    for (let attempt = 0; attempt < 50 && run?.result !== 0; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      const { body } = await callApi<Page<JobRun>>(t.app, '/api/sys/scheduleLog/list', {
        token: platformToken,
        body: { jobName: 'pruneTokens' },
      });
      run = body.data.list.find((candidate) => candidate.id === started.body.data.runId);
    }
    expect(run).toMatchObject({
      jobName: 'pruneTokens',
      scheduledFor: 0,
      result: 0,
      message: '已清理过期令牌与限流计数',
    });
    expect(run?.finishedAt).not.toBeNull();
  });
});

describe('nightly backup', () => {
  it('copies the SQLite database and keeps the newest copies only', async () => {
    const t = await createTestApp('sqlite');
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'zhihang-backups-'));
    try {
      for (let day = 0; day < 4; day += 1) {
        const message = await backupDatabase(t.database, folder, { now: () => TEST_START + day * 86_400_000, keep: 3 });
        expect(message).toContain('已备份到');
      }
      const copies = fs.readdirSync(folder).sort();
      expect(copies).toEqual([
        'zhihang-20260311-100000.db',
        'zhihang-20260312-100000.db',
        'zhihang-20260313-100000.db',
      ]);
      const copy = openDatabase({ dialect: 'sqlite', filename: path.join(folder, copies[2] as string) });
      const roles = await copy.db.selectFrom('roles').select('role_code').execute();
      await copy.destroy();
      expect(roles.length).toBeGreaterThan(0);
    } finally {
      await t.close();
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});
