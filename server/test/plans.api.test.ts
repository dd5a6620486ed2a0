import type { LoginResult } from '@zhihang/contract/auth/auth.schema';
import type { StudentNumber } from '@zhihang/contract/dashboard/dashboard.schema';
import type {
  MyPlan,
  PlanChart,
  PlanDetail,
  PlanDiff,
  PlanImportResult,
  PlanReport,
  PlanSaved,
  PlanShareMessage,
  PlanSummary,
} from '@zhihang/contract/plans/plan.schema';
import { planComparedRowSchema, planDiffSchema, planSummarySchema } from '@zhihang/contract/plans/plan.schema';
import type { StudentCredentials } from '@zhihang/contract/students/student-account.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOrganization, buildStudent, buildUser, type BuiltUser } from './factories.ts';
import { importPlanFixtures } from './admission-fixtures.ts';
import { callApi, createTestApp, expectCleanError, login, rowCounts, testDialects, type TestApp } from './test-app.ts';

const NOT_FOUND = '记录不存在';
const LOCKED = '方案已分享并锁定，请先解锁';
const SHARE_INVALID = '链接或访问码不正确，请核对老师发来的访问码';
const SHARE_ENDED = '分享链接已失效，请联系老师重新分享';
const DAY = 86_400_000;

const PLAN_ROUTES = [
  'editOrCreatePlanWithName',
  'delete',
  'update',
  'getPlanShareMsg',
  'sharePlan',
  'unlockPlan',
  'reSavePlan',
  'revokeShare',
  'diffPlan',
  'compareUnits',
  'importPlanOldMajorByIds',
  'intelligentMakeStuPlan',
  'getListByArchiveUserId/1',
  'getSelectedNumByArchiveId/1',
  'getPlanNumByUserId/1',
  'getPlanListWithChart/1',
  'info/1',
  'getPlanListWithOldYearMajorNum/1',
  'getPlanWithSelectedMajor',
  'getMultiplePlanWithSelectedMajor',
  'getPlanWithSelectedMajorByIds',
  'myPlans',
  'myPlan/1',
];

describe.each(testDialects())('plans API on %s', (dialect) => {
  let t: TestApp;
  let teacher: BuiltUser;
  const tokens = { teacher: '', colleague: '', orgAdmin: '', otherTeacher: '' };
  let studentId: number;
  let hebeiStudentId: number;
  let bareStudentId: number;
  /** Enrollment-plan ids by "school|major" (江苏), "hb|school|major" (河北). */
  const unit = new Map<string, number>();
  let planId: number;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await importPlanFixtures(t);
    const org = await buildOrganization(t.db, { orgKey: 'default' });
    const otherOrg = await buildOrganization(t.db);
    teacher = await buildUser(t.db, { orgId: org.id, role: 'teacher', name: '王老师' });
    const colleague = await buildUser(t.db, { orgId: org.id, role: 'teacher' });
    const orgAdmin = await buildUser(t.db, { orgId: org.id, role: 'orgAdmin' });
    const otherTeacher = await buildUser(t.db, { orgId: otherOrg.id, role: 'teacher' });
    tokens.teacher = await login(t.app, teacher.account, teacher.password);
    tokens.colleague = await login(t.app, colleague.account, colleague.password);
    tokens.orgAdmin = await login(t.app, orgAdmin.account, orgAdmin.password);
    tokens.otherTeacher = await login(t.app, otherTeacher.account, otherTeacher.password);
    const subjects = { mainSubject: '0604', minorSubject1: '0606', minorSubject2: '0607' };
    ({ id: studentId } = await buildStudent(t.db, {
      orgId: org.id,
      teacherId: teacher.id,
      entryYear: 2023,
      name: '张三丰',
      province: '320000',
      ...subjects,
    }));
    ({ id: hebeiStudentId } = await buildStudent(t.db, {
      orgId: org.id,
      teacherId: teacher.id,
      entryYear: 2023,
      province: '130000',
      ...subjects,
    }));
    ({ id: bareStudentId } = await buildStudent(t.db, { orgId: org.id, teacherId: teacher.id, entryYear: 2023 }));
    for (const [id, score] of [
      [studentId, 590],
      [hebeiStudentId, 600],
    ] as const) {
      const saved = await callApi(t.app, '/api/stuGuidance/update', {
        token: tokens.teacher,
        body: { stuId: id, scoreTotal: score },
      });
      expect(saved.body.code).toBe(0);
    }
    const rows = await t.db
      .selectFrom('enrollment_plans')
      .select(['id', 'province_code', 'school_code', 'major_name'])
      .execute();
    for (const row of rows) {
      unit.set(`${row.province_code === '130000' ? 'hb|' : ''}${row.school_code}|${row.major_name}`, row.id);
    }
  }, 120_000);
  afterAll(() => t?.close());

  const call = <T>(url: string, token: string, body?: unknown) =>
    callApi<T>(t.app, `/api/stuPlan/${url}`, { token, body: body as object });
  const id = (key: string) => unit.get(key) as number;
  const create = (name: string, stuId = studentId, token = tokens.teacher) =>
    call<PlanSummary>('editOrCreatePlanWithName', token, { stuId, name });
  const update = (plan: number, rows: unknown[], token = tokens.teacher) =>
    call<PlanSaved>('update', token, { id: plan, rows });
  const report = (shareId: string, code: string, remoteAddress = '10.0.0.1') =>
    callApi<PlanReport>(t.app, '/api/stuPlan/report', { body: { shareId, code }, remoteAddress });
  /** Three groups: 北大 01 (冲), 东南 03 (稳), 南航 04 (保). */
  const threeGroups = () => [
    { majorIds: [id('10001|计算机科学与技术'), id('10001|数学与应用数学')], obeysAdjustment: true },
    { majorIds: [id('10286|电子信息工程')], obeysAdjustment: true },
    { collegeCode: '10287', groupCode: '04', majorIds: [id('10287|数学与应用数学')], obeysAdjustment: false },
  ];

  it('refuses every call without a token, and the public report answers without one', async () => {
    for (const url of PLAN_ROUTES) {
      expect((await callApi(t.app, `/api/stuPlan/${url}`, { body: {} })).body).toEqual({
        code: 401,
        msg: 'invalid token',
        data: null,
      });
    }
    expectCleanError(await report('nothing', '000000'), 404, SHARE_INVALID);
  });

  it('asks for 选科 first, then creates a plan in the province’s mode and year; names are unique per student', async () => {
    expectCleanError(await create('方案一', bareStudentId), 500, '请先在 “学科选择” 中完成选科');
    const { body } = await create('方案一');
    expect(body.data).toMatchObject({
      stuId: studentId,
      name: '方案一',
      provinceCode: '320000',
      year: 2026,
      trackCode: 15,
      trackName: '物理类',
      batchCode: 3,
      batchName: '本科批',
      fillingMode: '院校专业组',
      status: 'editing',
      shared: false,
      rowCount: 0,
      createdBy: teacher.id,
    });
    planId = body.data.id;
    expectCleanError(await create('方案一'), 500, '该学生已有同名方案');
    const renamed = await call<PlanSummary>('editOrCreatePlanWithName', tokens.teacher, {
      id: planId,
      stuId: studentId,
      name: '稳妥方案',
    });
    expect(renamed.body.data.name).toBe('稳妥方案');
    const hebei = await create('河北方案', hebeiStudentId);
    expect(hebei.body.data).toMatchObject({ provinceCode: '130000', fillingMode: '专业+院校', batchName: '本科批' });
  });

  it('saves the ordered groups with each unit’s data, history and tier, and returns the warnings', async () => {
    const { body } = await update(planId, threeGroups());
    expect(body.code).toBe(0);
    const { plan, warnings } = body.data;
    expect(plan.rule).toMatchObject({ volunteerCount: 40, majorsPerGroup: 6, fillingMode: '院校专业组' });
    expect(plan.student).toMatchObject({ name: '张三丰', scoreTotal: 590, rank: 1100, rankBest: 1001 });
    expect(plan.rows.map((row) => [row.slot, row.collegeCode, row.groupCode, row.tier])).toEqual([
      [1, '10001', '01', '冲'],
      [2, '10286', '03', '稳'],
      [3, '10287', '04', '保'],
    ]);
    const [peking] = plan.rows;
    // 2025 from the major admissions (790), the group's line the weaker major's (900, published with the plan).
    expect(peking?.majors.map((major) => [major.majorName, major.history[0]?.minRank, major.tier])).toEqual([
      ['计算机科学与技术', 790, '冲'],
      ['数学与应用数学', 900, '冲'],
    ]);
    expect(peking).toMatchObject({
      planCount: 8,
      referenceRank: 900,
      subjectFit: { fits: true },
      collegeName: '北京大学',
    });
    expect(plan.tierCounts).toEqual({ reach: 1, match: 1, safe: 1, unknown: 0 });
    expect(plan.selectedIds).toEqual([
      id('10001|计算机科学与技术'),
      id('10001|数学与应用数学'),
      id('10286|电子信息工程'),
      id('10287|数学与应用数学'),
    ]);
    expect(warnings.map((warning) => warning.code)).toEqual(['no-adjustment']);
    expect(warnings[0]?.slot).toBe(3);
  });

  it('refuses a group the student’s 选科 excludes, too many majors and too many groups, writing nothing', async () => {
    const before = await rowCounts(t);
    const excluded = await update(planId, [...threeGroups(), { majorIds: [id('10288|法学')], obeysAdjustment: true }]);
    expectCleanError(excluded, 400, /第4志愿（南京理工大学 05组）的选科要求与学生选科不符：需选考政治/);
    const seven = [...Array(7).keys()].map((index) => id(`10300|工科专业${index + 1}`));
    expectCleanError(
      await update(planId, [{ majorIds: seven, obeysAdjustment: true }]),
      400,
      /填了7个专业，江苏省2026年本科批每个志愿最多6个专业/,
    );
    const many = [...Array(41).keys()].map((index) => ({
      majorIds: [id(`${20001 + index}|工商管理`)],
      obeysAdjustment: true,
    }));
    expectCleanError(await update(planId, many), 400, '江苏省2026年本科批最多可填40个院校专业组，本方案填了41个');
    expect((await update(planId, many.slice(0, 40))).body.code).toBe(0);
    await update(planId, threeGroups());
    const after = await rowCounts(t);
    expect(after.plans).toBe(before.plans);
    expect((await call<PlanDetail>(`info/${planId}`, tokens.teacher)).body.data.rowCount).toBe(3);
  });

  it('refuses malformed bodies and units of another plan scope in the envelope, writing nothing', async () => {
    const before = await rowCounts(t);
    expectCleanError(await call('update', tokens.teacher, { id: planId, rows: 'x' }), 400, /^参数错误：rows/);
    expectCleanError(await call('update', tokens.teacher, { id: planId, rows: [], extra: 1 }), 400, /extra/);
    expectCleanError(
      await call('update', tokens.teacher, { id: planId, rows: [{ majorIds: [-1] }] }),
      400,
      /^参数错误：rows\.0\.majorIds\.0/,
    );
    expectCleanError(await update(planId, [{ majorIds: [id('hb|10055|数学与应用数学')] }]), 400, /不是本方案/);
    expectCleanError(await update(planId, [{ majorIds: [99999999] }]), 400, /招生计划 99999999 不存在/);
    expectCleanError(
      await call('editOrCreatePlanWithName', tokens.teacher, { stuId: studentId, name: '' }),
      400,
      /^参数错误：name/,
    );
    expectCleanError(await call('delete', tokens.teacher, { id: planId }), 400, /^参数错误/);
    expectCleanError(
      await call('sharePlan', tokens.teacher, { id: planId, expireDays: 0 }),
      400,
      /^参数错误：expireDays/,
    );
    expect(await rowCounts(t)).toEqual(before);
  });

  it('saves 专业+院校 slots for 河北 and refuses a second major in a slot', async () => {
    const plan = (await call<PlanSummary[]>(`getListByArchiveUserId/${hebeiStudentId}`, tokens.teacher)).body.data[0]!;
    const { body } = await update(plan.id, [
      { enrollmentPlanId: id('hb|10055|数学与应用数学') },
      { enrollmentPlanId: id('hb|10001|计算机科学与技术') },
    ]);
    expect(body.data.plan.rule).toMatchObject({ volunteerCount: 96, fillingMode: '专业+院校' });
    expect(body.data.plan.rows.map((row) => [row.unitKey, row.majors.length])).toEqual([
      [`e:${id('hb|10055|数学与应用数学')}`, 1],
      [`e:${id('hb|10001|计算机科学与技术')}`, 1],
    ]);
    expectCleanError(
      await update(plan.id, [
        { enrollmentPlanId: id('hb|10055|数学与应用数学'), majorIds: [id('10001|计算机科学与技术')] },
      ]),
      400,
      /专业\+院校模式每个志愿只填一个专业/,
    );
  });

  it('reads another teacher’s or another school’s plan as not found; an org admin sees it', async () => {
    const before = await rowCounts(t);
    for (const token of [tokens.colleague, tokens.otherTeacher]) {
      expectCleanError(await call(`info/${planId}`, token), 404, NOT_FOUND);
      expectCleanError(await update(planId, [], token), 404, NOT_FOUND);
      expectCleanError(await call('delete', token, [planId]), 404, NOT_FOUND);
      expectCleanError(await call('sharePlan', token, { id: planId }), 404, NOT_FOUND);
      expectCleanError(await call(`getListByArchiveUserId/${studentId}`, token), 404, NOT_FOUND);
      expectCleanError(await create('别人的方案', studentId, token), 404, NOT_FOUND);
    }
    expect(await rowCounts(t)).toEqual(before);
    expect((await call<PlanDetail>(`info/${planId}`, tokens.orgAdmin)).body.data.rowCount).toBe(3);
  });

  it('compares two plans with the spec’s statuses', async () => {
    const second = (await create('对比方案')).body.data.id;
    const [peking, southeast] = threeGroups();
    await update(second, [southeast, peking, { majorIds: [id('10284|软件工程')], obeysAdjustment: true }]);
    const { body } = await call<PlanDiff>('diffPlan', tokens.teacher, { planId, otherPlanId: second });
    expect(body.data.current.rows.map((row) => [row.collegeCode, row.status, row.otherSlot])).toEqual([
      ['10001', 2, 2],
      ['10286', 2, 1],
      ['10287', 3, null],
    ]);
    expect(body.data.other.counts).toEqual({ samePosition: 0, otherPosition: 2, absent: 1 });
    const same = await call<PlanDiff>('diffPlan', tokens.teacher, { planId, otherPlanId: planId });
    expect(same.body.data.current.counts).toEqual({ samePosition: 3, otherPosition: 0, absent: 0 });
  });

  it('compares plans of two provinces and modes with each side’s rows as the plan itself opens them', async () => {
    // The comparison reads both plans' units and history together: each side must still get its own.
    const hebeiPlan = (await call<PlanSummary[]>(`getListByArchiveUserId/${hebeiStudentId}`, tokens.teacher)).body
      .data[0]!;
    const { body } = await call<PlanDiff>('diffPlan', tokens.teacher, { planId, otherPlanId: hebeiPlan.id });
    expect(body.code).toBe(0);
    // Each plan opened alone, and both together as the list of several plans reads them.
    const alone = async (id: number) => (await call<PlanDetail>(`info/${id}`, tokens.teacher)).body.data;
    const opened = [await alone(planId), await alone(hebeiPlan.id)];
    const together = await call<PlanDetail[]>('getMultiplePlanWithSelectedMajor', tokens.teacher, {
      planIds: [planId, hebeiPlan.id],
    });
    expect(together.body.data).toEqual(opened);
    // A compared row is the plan's row cut to what a comparison shows (zod drops the other keys).
    const comparedRowOf = planComparedRowSchema.omit({ status: true, otherSlot: true });
    for (const [side, detail] of [
      [body.data.current, opened[0]!],
      [body.data.other, opened[1]!],
    ] as const) {
      // The summary and the rows, without the comparison's own fields.
      expect(side.plan).toEqual(planSummarySchema.parse(detail));
      expect(side.rows.map((row) => comparedRowOf.parse(row))).toEqual(
        detail.rows.map((row) => comparedRowOf.parse(row)),
      );
      expect(side.rows.every((row) => row.status === 3)).toBe(true);
    }
    // The tiers come with the rows (the 江苏 plan's units have last year's ranks).
    expect(body.data.current.rows.some((row) => row.tier !== null && row.referenceRank !== null)).toBe(true);
    // The answer holds exactly the contract's keys: nothing the schema would drop.
    expect(planDiffSchema.parse(body.data)).toEqual(body.data);
    expect(body.data.current.plan).toMatchObject({ provinceName: '江苏省', fillingMode: '院校专业组' });
    expect(body.data.other.plan).toMatchObject({ provinceName: '河北省', fillingMode: '专业+院校' });
    expect(body.data.other.rows.map((row) => row.collegeName)).toEqual(['南开大学', '北京大学']);
  });

  it('shares, locks, unlocks, republishes, revokes and expires a link the public report follows', async () => {
    const shared = await call<PlanShareMessage>('sharePlan', tokens.teacher, { id: planId });
    const { shareId, accessCode, link } = shared.body.data;
    expect(shared.body.data).toMatchObject({ shared: true, revoked: false, expiresAt: t.clock.now() + 30 * DAY });
    expect(link).toBe(`/stu/enroll/trace/report?shareId=${shareId}`);
    expect(accessCode).toMatch(/^\d{6}$/);
    expect(shared.body.data.message).toContain(accessCode as string);
    expect((await call<PlanShareMessage>('getPlanShareMsg', tokens.teacher, { id: planId })).body.data.shareId).toBe(
      shareId,
    );

    expectCleanError(await update(planId, threeGroups().slice(0, 1)), 500, LOCKED);
    expectCleanError(
      await call('editOrCreatePlanWithName', tokens.teacher, { id: planId, stuId: studentId, name: 'x' }),
      500,
      LOCKED,
    );
    const opened = await report(shareId as string, accessCode as string);
    expect(opened.body.data.plan).toMatchObject({ name: '稳妥方案', rowCount: 3, status: 'locked' });
    expect(opened.body.data.plan.student.name).toBe('张**');
    expect(opened.body.data.teacherName).toBe('王老师');
    expect(opened.raw).not.toContain('张三丰');
    // docs/API.md: the snapshot without internal ids, the plan's own included.
    for (const internal of ['id', 'stuId', 'createdBy', 'updatedBy']) {
      expect(opened.body.data.plan).not.toHaveProperty(internal);
    }
    expectCleanError(
      await report(shareId as string, '000000' === accessCode ? '111111' : '000000'),
      404,
      SHARE_INVALID,
    );

    await call('unlockPlan', tokens.teacher, { id: planId });
    expect((await update(planId, threeGroups().slice(0, 2))).body.code).toBe(0);
    expect((await report(shareId as string, accessCode as string)).body.data.plan.rowCount).toBe(3);
    const republished = await call<PlanShareMessage>('reSavePlan', tokens.teacher, { id: planId });
    expect(republished.body.data).toMatchObject({ shareId, accessCode });
    expect((await report(shareId as string, accessCode as string)).body.data.plan.rowCount).toBe(2);
    expectCleanError(await update(planId, threeGroups()), 500, LOCKED);

    await call('revokeShare', tokens.teacher, { id: planId });
    expectCleanError(await report(shareId as string, accessCode as string), 410, SHARE_ENDED);
    expect((await update(planId, threeGroups())).body.code).toBe(0);
    const again = (await call<PlanShareMessage>('sharePlan', tokens.teacher, { id: planId, expireDays: 2 })).body.data;
    expect(again.shareId).not.toBe(shareId);
    expect((await report(again.shareId as string, again.accessCode as string)).body.data.plan.rowCount).toBe(3);
    t.clock.advance(2 * DAY);
    expectCleanError(await report(again.shareId as string, again.accessCode as string), 410, SHARE_ENDED);
    t.clock.reset();
  });

  it('stops an address after ten wrong codes, even with the right one', async () => {
    const { shareId, accessCode } = (await call<PlanShareMessage>('getPlanShareMsg', tokens.teacher, { id: planId }))
      .body.data;
    const wrong = accessCode === '999999' ? '999998' : '999999';
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expectCleanError(await report(shareId as string, wrong, '10.9.9.9'), 404, SHARE_INVALID);
    }
    expect((await report(shareId as string, accessCode as string, '10.9.9.9')).status).toBe(429);
    expect((await report(shareId as string, accessCode as string, '10.9.9.8')).body.code).toBe(0);
  });

  it('lets a signed-in student read their own shared plans only', async () => {
    const account = await callApi<StudentCredentials>(t.app, '/api/stuArchive/createAccount', {
      token: tokens.teacher,
      body: { id: studentId },
    });
    const signedIn = await callApi<LoginResult>(t.app, '/api/stuAccount/login', {
      body: { account: account.body.data.account, password: account.body.data.password },
    });
    const token = signedIn.body.data.token;
    const mine = await call<MyPlan[]>('myPlans', token);
    expect(mine.body.data.map((plan) => [plan.id, plan.name])).toEqual([[planId, '稳妥方案']]);
    const read = await call<PlanReport>(`myPlan/${planId}`, token);
    expect(read.body.data.plan.student.name).toBe('张三丰');
    const hebeiPlan = (await call<PlanSummary[]>(`getListByArchiveUserId/${hebeiStudentId}`, tokens.teacher)).body
      .data[0]!;
    await call('sharePlan', tokens.teacher, { id: hebeiPlan.id });
    expectCleanError(await call(`myPlan/${hebeiPlan.id}`, token), 404, NOT_FOUND);
    expect((await call(`info/${planId}`, token)).body.code).toBe(403);
  });

  it('fills a plan 冲/稳/保 from the rank gap within the 选科 and the limits, the same way every time', async () => {
    const fresh = (await create('智能方案')).body.data.id;
    const first = await call<PlanSaved>('intelligentMakeStuPlan', tokens.teacher, { stuId: studentId, planId: fresh });
    expect(first.body.code).toBe(0);
    const rows = first.body.data.plan.rows;
    expect(rows.length).toBeLessThanOrEqual(40);
    expect(rows.some((row) => row.collegeCode === '10288')).toBe(false);
    expect(rows.every((row) => row.majors.length <= 6 && row.subjectFit.fits)).toBe(true);
    expect(new Set(rows.map((row) => row.tier))).toEqual(new Set(['冲', '稳', '保']));
    expect(rows.at(-1)?.tier).toBe('保');
    const second = await call<PlanSaved>('intelligentMakeStuPlan', tokens.teacher, { stuId: studentId, planId: fresh });
    expect(second.body.data.plan.selectedIds).toEqual(first.body.data.plan.selectedIds);
    expectCleanError(
      await call('intelligentMakeStuPlan', tokens.teacher, { stuId: hebeiStudentId, planId: fresh }),
      404,
      NOT_FOUND,
    );
  });

  it('maps last year’s majors onto this year’s units by school, name and 选科, and reports the rest', async () => {
    const fresh = (await create('往年方案')).body.data.id;
    const old = await t.db
      .selectFrom('major_admissions')
      .select(['id', 'major_name'])
      .where('school_code', '=', '10286')
      .execute();
    const ids = old.map((row) => row.id);
    const { body } = await call<PlanImportResult>('importPlanOldMajorByIds', tokens.teacher, { id: fresh, ids });
    expect(body.code).toBe(0);
    const byName = new Map(old.map((row) => [row.id, row.major_name]));
    expect(body.data.matched.map((match) => [byName.get(match.oldId), match.enrollmentPlanId])).toEqual([
      ['电子信息工程', id('10286|电子信息工程')],
    ]);
    expect(body.data.unmatched.map((row) => [row.majorName, row.reason]).sort()).toEqual([
      ['建筑学', '今年该校未招收该专业'],
      ['电子信息工程（中外合作办学）', '今年该校未招收该专业'],
    ]);
    expect(body.data.plan.rows.map((row) => row.collegeCode)).toEqual(['10286']);
  });

  it('answers the student’s lists, counts, chart and the opened plan', async () => {
    const list = (await call<PlanSummary[]>(`getListByArchiveUserId/${studentId}`, tokens.teacher)).body.data;
    expect(list.map((plan) => plan.name)).toEqual(['稳妥方案', '对比方案', '智能方案', '往年方案']);
    expect((await call<number>(`getPlanNumByUserId/${studentId}`, tokens.teacher)).body.data).toBe(4);
    const selected = await call<{ selectedNum: number; planNum: number }>(
      `getSelectedNumByArchiveId/${studentId}`,
      tokens.teacher,
    );
    expect(selected.body.data).toMatchObject({ selectedNum: 0, planNum: 4 });
    const chart = (await call<PlanChart[]>(`getPlanListWithChart/${studentId}`, tokens.teacher)).body.data[0]!;
    expect(chart).toMatchObject({
      id: planId,
      studentRank: 1100,
      tierCounts: { reach: 1, match: 1, safe: 1, unknown: 0 },
    });
    expect(chart.ladder.map((step) => [step.slot, step.referenceRank, step.tier])).toEqual([
      [1, 900, '冲'],
      // 东南 03: its 电子信息工程 had 1,190 in the 2025 admissions (the 中外合作 line is another major).
      [2, 1190, '稳'],
      [3, 1500, '保'],
    ]);
    const withOld = (
      await call<Array<{ id: number; oldYearMajorNum: number }>>(
        `getPlanListWithOldYearMajorNum/${studentId}`,
        tokens.teacher,
      )
    ).body.data;
    expect(withOld.find((plan) => plan.id === planId)?.oldYearMajorNum).toBe(4);
    const opened = await call<PlanDetail>('getPlanWithSelectedMajor', tokens.teacher, {
      stuId: studentId,
      planId,
      updateOpened: 1,
    });
    expect(opened.body.data.id).toBe(planId);
    const record = await callApi<{ guiPlanId: number; guiPlanType: string }>(
      t.app,
      `/api/stuGuidance/info/${studentId}`,
      { token: tokens.teacher },
    );
    expect(record.body.data).toMatchObject({ guiPlanId: planId, guiPlanType: '院校专业组' });
    const several = await call<PlanDetail[]>('getMultiplePlanWithSelectedMajor', tokens.teacher, {
      planIds: [planId, list[1]!.id],
    });
    expect(several.body.data.map((plan) => plan.id)).toEqual([planId, list[1]!.id]);
    const byIds = await call<PlanDetail[]>('getPlanWithSelectedMajorByIds', tokens.teacher, {
      stuId: studentId,
      planIds: [planId],
    });
    expect(byIds.body.data[0]?.rowCount).toBe(3);
    expectCleanError(
      await call('getPlanWithSelectedMajorByIds', tokens.teacher, { stuId: hebeiStudentId, planIds: [planId] }),
      404,
      NOT_FOUND,
    );
    expectCleanError(
      await call('getPlanWithSelectedMajor', tokens.teacher, { stuId: hebeiStudentId, planId, updateOpened: 0 }),
      404,
      NOT_FOUND,
    );
  });

  it('ranks the student in the table of their 高考 year, as the guidance page does', async () => {
    const setYear = (examYear: number | null) =>
      callApi(t.app, '/api/stuGuidance/update', { token: tokens.teacher, body: { stuId: studentId, examYear } });
    const rankOf = async () =>
      (
        await call<PlanDetail>('getPlanWithSelectedMajor', tokens.teacher, {
          stuId: studentId,
          planId,
          updateOpened: 0,
        })
      ).body.data.student;
    try {
      expect((await setYear(2024)).body.code).toBe(0);
      // 2024's table is one point harder: 590 ranks 1,101–1,200 there.
      expect(await rankOf()).toMatchObject({ rank: 1200, rankBest: 1101 });
      expect((await setYear(2022)).body.code).toBe(0);
      expect(await rankOf()).toMatchObject({ rank: null, rankBest: null });
    } finally {
      expect((await setYear(null)).body.code).toBe(0);
    }
    expect(await rankOf()).toMatchObject({ rank: 1100, rankBest: 1001 });
  });

  it('counts students with a plan as served on the dashboard', async () => {
    const { body } = await callApi<StudentNumber>(t.app, '/api/dashboard/studentNumber', { token: tokens.teacher });
    expect(body.data).toMatchObject({ allNumber: 3, serviceNumber: 2 });
  });

  it('deletes all or nothing and forgets the opened plan', async () => {
    const list = (await call<PlanSummary[]>(`getListByArchiveUserId/${studentId}`, tokens.teacher)).body.data;
    const before = await rowCounts(t);
    expectCleanError(await call('delete', tokens.teacher, [planId, 99999999]), 404, NOT_FOUND);
    expect(await rowCounts(t)).toEqual(before);
    expect((await call('delete', tokens.teacher, [planId, list[1]!.id])).body.code).toBe(0);
    expect((await call<number>(`getPlanNumByUserId/${studentId}`, tokens.teacher)).body.data).toBe(2);
    const rows = await t.db.selectFrom('plan_rows').select('id').where('plan_id', '=', planId).execute();
    expect(rows).toEqual([]);
    const record = await callApi<{ guiPlanId: number | null }>(t.app, `/api/stuGuidance/info/${studentId}`, {
      token: tokens.teacher,
    });
    expect(record.body.data.guiPlanId).toBeNull();
  });
});
