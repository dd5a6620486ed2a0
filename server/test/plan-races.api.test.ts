import type {
  PlanDetail,
  PlanReport,
  PlanSaved,
  PlanShareMessage,
  PlanSummary,
} from '@zhihang/contract/plans/plan.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importPlanFixtures } from './admission-fixtures.ts';
import { buildOrganization, buildStudent, buildUser } from './factories.ts';
import { callApi, createTestApp, login, testDialects, type ApiResponse, type TestApp } from './test-app.ts';

const outcomesOf = (responses: Array<ApiResponse<unknown>>) =>
  responses.map((response) => `${response.body.code} ${response.body.msg}`).sort();

/**
 * Calls on one plan at the same moment, as two tabs or two app instances send them: every one
 * answers in the envelope, none with 未知异常 or 数据已存在, and the plan ends in one consistent state.
 * (SQLite runs them one after another; PostgreSQL really at once.)
 */
describe.each(testDialects())('concurrent plan calls on %s', (dialect) => {
  let t: TestApp;
  let token: string;
  let studentId: number;
  const unit = new Map<string, number>();

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await importPlanFixtures(t);
    const org = await buildOrganization(t.db, { orgKey: 'default' });
    const teacher = await buildUser(t.db, { orgId: org.id, role: 'teacher', name: '王老师' });
    token = await login(t.app, teacher.account, teacher.password);
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
      token,
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

  const call = <T>(url: string, body?: unknown) =>
    callApi<T>(t.app, `/api/stuPlan/${url}`, { token, body: body as object });
  const id = (key: string) => unit.get(key) as number;
  const create = async (name: string) =>
    (await call<PlanSummary>('editOrCreatePlanWithName', { stuId: studentId, name })).body.data.id;
  const info = async (planId: number) => (await call<PlanDetail>(`info/${planId}`)).body.data;
  /** Ten different row lists: the first n of ten groups of 工商管理, n = 1…10. */
  const rowLists = Array.from(
    { length: 10 },
    (_, index) => () =>
      Array.from({ length: index + 1 }, (__, slot) => ({
        majorIds: [id(`${20001 + slot}|工商管理`)],
        obeysAdjustment: true,
      })),
  );

  it('answers six shares of one plan at once with one link and code, and that link opens the report', async () => {
    const planId = await create('分享方案');
    expect((await call('update', { id: planId, rows: rowLists[2]!() })).body.code).toBe(0);
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => call<PlanShareMessage>('sharePlan', { id: planId })),
    );
    expect(outcomesOf(responses)).toEqual(Array.from({ length: 6 }, () => '0 success'));
    const links = new Set(
      responses.map((response) => `${response.body.data.shareId} ${response.body.data.accessCode}`),
    );
    expect(links.size).toBe(1);
    const { shareId, accessCode } = responses[0]!.body.data;
    const stored = await t.db.selectFrom('plans').select(['share_id', 'share_code']).where('id', '=', planId).execute();
    expect(stored).toEqual([{ share_id: shareId, share_code: accessCode }]);
    const report = await callApi<PlanReport>(t.app, '/api/stuPlan/report', {
      body: { shareId, code: accessCode },
      remoteAddress: '10.1.1.1',
    });
    expect(report.body.code).toBe(0);
    expect(report.body.data.plan).toMatchObject({ name: '分享方案', rowCount: 3 });
  });

  it('saves ten different row lists sent at once without a version, one after another, none refused', async () => {
    const planId = await create('并发保存');
    const { version } = await info(planId);
    const responses = await Promise.all(
      rowLists.map((rows) => call<PlanSaved>('update', { id: planId, rows: rows() })),
    );
    expect(outcomesOf(responses)).toEqual(Array.from({ length: 10 }, () => '0 success'));
    // The plan holds one of the lists whole, in slots 1…n, never a mix of two.
    const saved = await info(planId);
    expect(saved.version).toBe(version + 10);
    const sent = rowLists[saved.rowCount - 1]!().map((row) => row.majorIds[0]);
    expect(saved.selectedIds).toEqual(sent);
    expect(saved.rows.map((row) => row.slot)).toEqual(sent.map((_, index) => index + 1));
  });

  it('saves one of ten saves of the same version sent at once, and answers the nine others with the conflict', async () => {
    const planId = await create('同版本并发');
    const { version } = await info(planId);
    const responses = await Promise.all(
      rowLists.map((rows) => call<PlanSaved>('update', { id: planId, rows: rows(), version })),
    );
    expect(outcomesOf(responses)).toEqual([
      '0 success',
      ...Array.from({ length: 9 }, () => '409 方案已被 王老师 于 03-10 10:00 修改，请刷新后再保存'),
    ]);
    const winner = responses.find((response) => response.body.code === 0)!.body.data.plan;
    const saved = await info(planId);
    expect(saved).toMatchObject({ version: version + 1, rowCount: winner.rowCount, selectedIds: winner.selectedIds });
  });
});
