import type { PlanDetail, PlanSaved, PlanSummary } from '@zhihang/contract/plans/plan.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importPlanFixtures } from './admission-fixtures.ts';
import { buildOrganization, buildStudent, buildUser } from './factories.ts';
import { callApi, createTestApp, expectCleanError, login, rowCounts, testDialects, type TestApp } from './test-app.ts';

const CONFLICT = 409;
const LOCKED = '方案已分享并锁定，请先解锁';
/** 2026-03-10 14:03 in China, the afternoon of the tests' day (their tokens still valid). */
const AFTERNOON = Date.UTC(2026, 2, 10, 6, 3);

/**
 * The lost-update check of /stuPlan/update: a plan carries the version of its rows, a save that
 * names an older one is refused with who changed the plan and when, a save without one is
 * accepted as before.
 */
describe.each(testDialects())('plan versions on %s', (dialect) => {
  let t: TestApp;
  const tokens = { teacher: '', orgAdmin: '', otherTeacher: '' };
  let studentId: number;
  let planId: number;
  const unit = new Map<string, number>();

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await importPlanFixtures(t);
    const org = await buildOrganization(t.db, { orgKey: 'default' });
    const otherOrg = await buildOrganization(t.db);
    const teacher = await buildUser(t.db, { orgId: org.id, role: 'teacher', name: '王老师' });
    const orgAdmin = await buildUser(t.db, { orgId: org.id, role: 'orgAdmin', name: '张老师' });
    const otherTeacher = await buildUser(t.db, { orgId: otherOrg.id, role: 'teacher' });
    tokens.teacher = await login(t.app, teacher.account, teacher.password);
    tokens.orgAdmin = await login(t.app, orgAdmin.account, orgAdmin.password);
    tokens.otherTeacher = await login(t.app, otherTeacher.account, otherTeacher.password);
    ({ id: studentId } = await buildStudent(t.db, {
      orgId: org.id,
      teacherId: teacher.id,
      entryYear: 2023,
      province: '320000',
      mainSubject: '0604',
      minorSubject1: '0606',
      minorSubject2: '0607',
    }));
    const scored = await callApi(t.app, '/api/stuGuidance/update', {
      token: tokens.teacher,
      body: { stuId: studentId, scoreTotal: 590 },
    });
    expect(scored.body.code).toBe(0);
    // The 江苏 units (the fixtures' 河北 plan book has schools of the same codes).
    const rows = await t.db
      .selectFrom('enrollment_plans')
      .select(['id', 'school_code', 'major_name'])
      .where('province_code', '=', '320000')
      .execute();
    for (const row of rows) unit.set(`${row.school_code}|${row.major_name}`, row.id);
  }, 120_000);
  afterAll(() => t?.close());

  const call = <T>(url: string, token: string, body?: unknown) =>
    callApi<T>(t.app, `/api/stuPlan/${url}`, { token, body: body as object });
  const id = (key: string) => unit.get(key) as number;
  const info = async (plan = planId) => (await call<PlanDetail>(`info/${plan}`, tokens.teacher)).body.data;
  const save = (rows: unknown[], version?: unknown, token = tokens.teacher) =>
    call<PlanSaved>('update', token, { id: planId, rows, ...(version === undefined ? {} : { version }) });
  /** Three groups (北大 01, 东南 03, 南航 04), read once the fixtures are in. */
  const peking = () => ({ majorIds: [id('10001|计算机科学与技术')], obeysAdjustment: true });
  const southeast = () => ({ majorIds: [id('10286|电子信息工程')], obeysAdjustment: true });
  const nanhang = () => ({ collegeCode: '10287', groupCode: '04', majorIds: [id('10287|数学与应用数学')] });
  const collegesOf = (plan: PlanDetail) => plan.rows.map((row) => row.collegeCode);

  it('carries the version of its rows in the summary and detail; saves move it on, a rename does not', async () => {
    const created = await call<PlanSummary>('editOrCreatePlanWithName', tokens.teacher, {
      stuId: studentId,
      name: '甲',
    });
    expect(created.body.data.version).toBe(1);
    planId = created.body.data.id;
    expect((await info()).version).toBe(1);

    const saved = await save([peking()], 1);
    expect(saved.body.msg).toBe('success');
    expect(saved.body.data.plan).toMatchObject({ version: 2, rowCount: 1 });
    const renamed = await call<PlanSummary>('editOrCreatePlanWithName', tokens.teacher, {
      id: planId,
      stuId: studentId,
      name: '稳妥方案',
    });
    expect(renamed.body.data).toMatchObject({ name: '稳妥方案', version: 2 });
    const list = await call<PlanSummary[]>(`getListByArchiveUserId/${studentId}`, tokens.teacher);
    expect(list.body.data.map((plan) => [plan.id, plan.version])).toEqual([[planId, 2]]);
  });

  it('refuses a save based on an older version with who changed the plan and when, writing nothing', async () => {
    // Two tabs open the plan at the same version; the 张老师 tab saves first, in the afternoon.
    const opened = (await info()).version;
    t.clock.set(AFTERNOON);
    try {
      const first = await save([southeast(), peking()], opened, tokens.orgAdmin);
      expect(first.body.code).toBe(0);
      expect(first.body.data.plan).toMatchObject({ version: opened + 1, updatedAt: AFTERNOON });

      t.clock.advance(60_000);
      const before = await rowCounts(t);
      const stale = await save([nanhang()], opened);
      expectCleanError(stale, CONFLICT, '方案已被 张老师 于 03-10 14:03 修改，请刷新后再保存');
      expect(await rowCounts(t)).toEqual(before);
      expect(collegesOf(await info())).toEqual(['10286', '10001']);
      expect((await info()).version).toBe(opened + 1);

      // 覆盖保存: the same rows again with the version the plan has now.
      const overwritten = await save([nanhang()], opened + 1);
      expect(overwritten.body.code).toBe(0);
      expect(overwritten.body.data.plan).toMatchObject({ version: opened + 2, rowCount: 1 });
      expect(collegesOf(overwritten.body.data.plan)).toEqual(['10287']);
    } finally {
      t.clock.reset();
    }
  });

  it('accepts a save without a version as older pages send it', async () => {
    const { version } = await info();
    const saved = await save([peking(), southeast()]);
    expect(saved.body.code).toBe(0);
    expect(saved.body.data.plan.version).toBe(version + 1);
    expect(collegesOf(saved.body.data.plan)).toEqual(['10001', '10286']);
  });

  it('moves the version on when 导入往年专业 or 智能填报 rewrite the rows', async () => {
    const { version } = await info();
    const old = await t.db.selectFrom('major_admissions').select('id').where('school_code', '=', '10286').execute();
    const imported = await call<PlanSaved>('importPlanOldMajorByIds', tokens.teacher, {
      id: planId,
      ids: old.map((row) => row.id),
    });
    expect(imported.body.code).toBe(0);
    expect(imported.body.data.plan.version).toBe(version + 1);
    const made = await call<PlanSaved>('intelligentMakeStuPlan', tokens.teacher, { stuId: studentId, planId });
    expect(made.body.code).toBe(0);
    expect(made.body.data.plan.version).toBe(version + 2);
    expectCleanError(await save([peking()], version + 1), CONFLICT, /^方案已被 王老师 于 03-10 10:00 修改/);
  });

  it('refuses a version that is not a positive integer, writing nothing', async () => {
    const before = await rowCounts(t);
    const { version } = await info();
    for (const bad of ['1', 0, -1, 1.5, null, true, [1]]) {
      expectCleanError(await save([peking()], bad), 400, /^参数错误：version/);
    }
    expect(await rowCounts(t)).toEqual(before);
    expect((await info()).version).toBe(version);
  });

  it('answers a locked plan with the lock, whatever the version, and another school’s plan as not found', async () => {
    const { version } = await info();
    expect((await call('sharePlan', tokens.teacher, { id: planId })).body.code).toBe(0);
    expect((await info()).version).toBe(version);
    expectCleanError(await save([peking()], version), 500, LOCKED);
    expectCleanError(await save([peking()], version - 1), 500, LOCKED);
    expect((await call('unlockPlan', tokens.teacher, { id: planId })).body.code).toBe(0);
    // Sharing and unlocking leave the rows as they were: an open tab still saves.
    expect((await save([peking()], version)).body.code).toBe(0);

    expectCleanError(await save([peking()], version + 1, tokens.otherTeacher), 404, '记录不存在');
    expect((await callApi(t.app, '/api/stuPlan/update', { body: { id: planId, rows: [], version: 1 } })).body).toEqual({
      code: 401,
      msg: 'invalid token',
      data: null,
    });
  });
});
