import type { LoginResult } from '@zhihang/contract/auth/auth.schema';
import type {
  PlanDetail,
  PlanReport,
  PlanSaved,
  PlanShareMessage,
  PlanSummary,
} from '@zhihang/contract/plans/plan.schema';
import type { PlanConfirmResult, PlanWorkflow, ReviewQueueItem } from '@zhihang/contract/plans/plan-workflow.schema';
import type { StudentCredentials } from '@zhihang/contract/students/student-account.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importPlanFixtures } from './admission-fixtures.ts';
import { buildOrganization, buildStudent, buildUser, type BuiltUser } from './factories.ts';
import { callApi, countRows, createTestApp, expectCleanError, login, testDialects, type TestApp } from './test-app.ts';

const NOT_FOUND = '记录不存在';
const WRONG_LINK_OR_CODE = '链接或访问码不正确，请核对老师发来的访问码';

/**
 * Review, sign-off and confirmation: every stage a plan passes, the audit trail with who, when
 * and which version, the fall back with its reason when a settled plan changes, a parent link
 * that reaches its own plan only, and plans out of reach of other schools and other teachers.
 */
describe.each(testDialects())('plan review and confirmation on %s', (dialect) => {
  let t: TestApp;
  let colleague: BuiltUser;
  let otherSchoolTeacher: BuiltUser;
  const tokens = { teacher: '', colleague: '', otherSchool: '', student: '' };
  let studentId: number;
  let planId: number;
  let otherPlanId: number;
  let link: PlanShareMessage & { shareId: string; accessCode: string };
  const unit = new Map<string, number>();

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await importPlanFixtures(t);
    const org = await buildOrganization(t.db, { orgKey: 'default' });
    const otherOrg = await buildOrganization(t.db);
    const teacher = await buildUser(t.db, { orgId: org.id, role: 'teacher', name: '王老师' });
    colleague = await buildUser(t.db, { orgId: org.id, role: 'teacher', name: '赵老师' });
    otherSchoolTeacher = await buildUser(t.db, { orgId: otherOrg.id, role: 'teacher', name: '外校老师' });
    tokens.teacher = await login(t.app, teacher.account, teacher.password);
    tokens.colleague = await login(t.app, colleague.account, colleague.password);
    tokens.otherSchool = await login(t.app, otherSchoolTeacher.account, otherSchoolTeacher.password);
    ({ id: studentId } = await buildStudent(t.db, {
      orgId: org.id,
      teacherId: teacher.id,
      entryYear: 2023,
      name: '张三丰',
      province: '320000',
      mainSubject: '0604',
      minorSubject1: '0606',
      minorSubject2: '0607',
    }));
    expect(
      (
        await callApi(t.app, '/api/stuGuidance/update', {
          token: tokens.teacher,
          body: { stuId: studentId, scoreTotal: 590 },
        })
      ).body.code,
    ).toBe(0);
    const rows = await t.db
      .selectFrom('enrollment_plans')
      .select(['id', 'school_code', 'major_name'])
      .where('province_code', '=', '320000')
      .execute();
    for (const row of rows) unit.set(`${row.school_code}|${row.major_name}`, row.id);
    const account = await callApi<StudentCredentials>(t.app, '/api/stuArchive/createAccount', {
      token: tokens.teacher,
      body: { id: studentId },
    });
    const signedIn = await callApi<LoginResult>(t.app, '/api/stuAccount/login', {
      body: { account: account.body.data.account, password: account.body.data.password },
    });
    tokens.student = signedIn.body.data.token;
  }, 120_000);
  afterAll(() => t?.close());

  const call = <T>(url: string, token: string, body?: unknown) =>
    callApi<T>(t.app, `/api/stuPlan/${url}`, { token, body: body as object });
  const publicCall = <T>(url: string, body: object, remoteAddress = '10.2.0.1') =>
    callApi<T>(t.app, `/api/stuPlan/${url}`, { body, remoteAddress });
  const id = (key: string) => unit.get(key) as number;
  const peking = () => ({ majorIds: [id('10001|计算机科学与技术')], obeysAdjustment: true });
  const southeast = () => ({ majorIds: [id('10286|电子信息工程')], obeysAdjustment: true });
  const nanhang = () => ({ collegeCode: '10287', groupCode: '04', majorIds: [id('10287|数学与应用数学')] });
  const workflow = async (plan = planId, token = tokens.teacher) =>
    (await call<PlanWorkflow>(`events/${plan}`, token)).body.data;
  const summaries = async () =>
    (await call<PlanSummary[]>(`getListByArchiveUserId/${studentId}`, tokens.teacher)).body.data;
  const parent = { name: '张大山', relationship: '父亲' };

  it('starts as a draft and marks one final plan per student', async () => {
    const created = await call<PlanSummary>('editOrCreatePlanWithName', tokens.teacher, {
      stuId: studentId,
      name: '稳妥方案',
    });
    planId = created.body.data.id;
    expect(created.body.data).toMatchObject({ stage: 'draft', stageNote: '', isFinal: false });
    const saved = await call<PlanSaved>('update', tokens.teacher, {
      id: planId,
      rows: [peking(), southeast()],
      version: 1,
    });
    expect(saved.body.data.plan.version).toBe(2);
    otherPlanId = (
      await call<PlanSummary>('editOrCreatePlanWithName', tokens.teacher, { stuId: studentId, name: '冲刺方案' })
    ).body.data.id;

    expect((await call<PlanWorkflow>('markFinal', tokens.teacher, { id: otherPlanId })).body.data.isFinal).toBe(true);
    const marked = await call<PlanWorkflow>('markFinal', tokens.teacher, { id: planId });
    expect(marked.body.data).toMatchObject({ isFinal: true, stage: 'draft' });
    expect((await summaries()).map((plan) => [plan.id, plan.isFinal])).toEqual([
      [planId, true],
      [otherPlanId, false],
    ]);
    expect(marked.body.data.events.map((event) => [event.action, event.version, event.actorName])).toEqual([
      ['final', 2, '王老师'],
    ]);
  });

  it('is shared, then viewed once when the student opens it on the phone', async () => {
    const shared = await call<PlanShareMessage>('sharePlan', tokens.teacher, { id: planId });
    link = shared.body.data as typeof link;
    expect(link.url).toMatch(/^http:\/\/[^/]+\/stu\/enroll\/trace\/report\?shareId=/);
    expect((await workflow()).stage).toBe('shared');
    const read = await call<PlanReport>(`myPlan/${planId}`, tokens.student);
    expect(read.body.data).toMatchObject({ version: 2, confirmations: [], reviewerName: '' });
    await call<PlanReport>(`myPlan/${planId}`, tokens.student);
    const trail = await workflow();
    expect(trail.stage).toBe('viewed');
    expect(trail.events.map((event) => [event.action, event.actorKind, event.stage, event.version])).toEqual([
      ['final', 'teacher', 'draft', 2],
      ['share', 'teacher', 'shared', 2],
      ['view', 'student', 'viewed', 2],
    ]);
  });

  it('takes the student’s confirmation of the version shown, once, and refuses another version', async () => {
    const before = await countRows(t.db, 'plan_events');
    const stale = await call<PlanConfirmResult>('confirmMyPlan', tokens.student, { id: planId, version: 1 });
    expectCleanError(stale, 400, '老师已修改方案，请等老师重新分享后再确认');
    expect(await countRows(t.db, 'plan_events')).toBe(before);
    const confirmed = await call<PlanConfirmResult>('confirmMyPlan', tokens.student, { id: planId, version: 2 });
    expect(confirmed.body.data).toMatchObject({
      version: 2,
      confirmations: [{ kind: 'student', name: '张三丰', version: 2 }],
    });
    expectCleanError(
      await call('confirmMyPlan', tokens.student, { id: planId, version: 2 }),
      400,
      '你已确认过这一版方案',
    );
    expect(await workflow()).toMatchObject({ stage: 'student_confirmed', settledVersion: 2 });
    // A student account reaches only its own shared plans.
    expectCleanError(await call('confirmMyPlan', tokens.student, { id: otherPlanId, version: 1 }), 404, NOT_FOUND);
  });

  it('takes a parent’s confirmation and question through the link and its code only', async () => {
    const key = { shareId: link.shareId, code: link.accessCode };
    const confirmed = await publicCall<PlanConfirmResult>('reportConfirm', { ...key, version: 2, ...parent });
    expect(confirmed.body.data.confirmations.map((given) => [given.kind, given.name, given.relationship])).toEqual([
      ['student', '张**', ''],
      ['parent', '张**', '父亲'],
    ]);
    const asked = await publicCall('reportQuestion', { ...key, ...parent, question: '第二志愿能换成南航吗？' });
    expect(asked.body.code).toBe(0);
    const trail = await workflow();
    expect(trail.stage).toBe('parent_confirmed');
    expect(
      trail.events.slice(-2).map((event) => [event.action, event.actorKind, event.actorName, event.detail]),
    ).toEqual([
      ['parent_confirm', 'parent', '张大山', { relationship: '父亲' }],
      ['parent_question', 'parent', '张大山', { relationship: '父亲', question: '第二志愿能换成南航吗？' }],
    ]);
    const report = await publicCall<PlanReport>('report', key);
    expect(report.body.data.confirmations).toHaveLength(2);
    // A bad relationship or an empty name changes nothing.
    const before = await countRows(t.db, 'plan_events');
    expect(
      (await publicCall('reportConfirm', { ...key, version: 2, name: '张大山', relationship: '舅舅' })).body.code,
    ).toBe(400);
    expect((await publicCall('reportConfirm', { ...key, version: 2, name: ' ', relationship: '母亲' })).body.code).toBe(
      400,
    );
    expect(await countRows(t.db, 'plan_events')).toBe(before);
  });

  it('never lets a link’s code reach another plan', async () => {
    const other = (await call<PlanShareMessage>('sharePlan', tokens.teacher, { id: otherPlanId })).body
      .data as typeof link;
    const before = await countRows(t.db, 'plan_events');
    const crossed = [
      { shareId: other.shareId, code: link.accessCode },
      { shareId: link.shareId, code: other.accessCode },
    ].filter((key) => key.code !== (key.shareId === other.shareId ? other.accessCode : link.accessCode));
    for (const key of crossed) {
      expectCleanError(
        await publicCall('reportConfirm', { ...key, version: 1, ...parent }, '10.3.0.1'),
        404,
        WRONG_LINK_OR_CODE,
      );
      expectCleanError(
        await publicCall('reportQuestion', { ...key, ...parent, question: '？' }, '10.3.0.1'),
        404,
        WRONG_LINK_OR_CODE,
      );
    }
    expect(await countRows(t.db, 'plan_events')).toBe(before);
    // The body names no plan: an extra key is refused.
    const smuggled = await publicCall('reportConfirm', {
      shareId: link.shareId,
      code: link.accessCode,
      version: 2,
      ...parent,
      id: otherPlanId,
    });
    expect(smuggled.body.code).toBe(400);
    expect((await workflow(otherPlanId)).stage).toBe('shared');
  });

  it('keeps row comments and signs the plan off with the reviewer and date', async () => {
    const commented = await call<PlanWorkflow>('reviewComment', tokens.teacher, {
      id: planId,
      slot: 1,
      comment: '北大冲得太高，换一所',
    });
    expect(commented.body.data.events.at(-1)).toMatchObject({
      action: 'review_comment',
      stage: 'parent_confirmed',
      detail: { slot: 1, comment: '北大冲得太高，换一所' },
    });
    expect(commented.body.data.events.at(-1)?.detail.unit).toMatch(/北京大学/);
    expectCleanError(
      await call('reviewComment', tokens.teacher, { id: planId, slot: 9, comment: '？' }),
      400,
      '参数错误：方案没有第9志愿',
    );
    expect((await call('review', tokens.teacher, { id: planId, verdict: 'maybe' })).body.code).toBe(400);
    const passed = await call<PlanWorkflow>('review', tokens.teacher, { id: planId, verdict: 'pass', comment: '同意' });
    expect(passed.body.data).toMatchObject({ stage: 'reviewed', reviewerName: '王老师', settledVersion: 2 });
    expect(passed.body.data.reviewedAt).toBeGreaterThan(0);
    const summary = (await summaries()).find((plan) => plan.id === planId);
    expect(summary).toMatchObject({ stage: 'reviewed', reviewerName: '王老师' });
    const report = await publicCall<PlanReport>('report', { shareId: link.shareId, code: link.accessCode });
    expect(report.body.data.reviewerName).toBe('王老师');
  });

  it('falls back when the signed-off plan is changed, says why and lists what changed', async () => {
    expect((await call('unlockPlan', tokens.teacher, { id: planId })).body.code).toBe(0);
    const saved = await call<PlanSaved>('update', tokens.teacher, {
      id: planId,
      rows: [southeast(), nanhang()],
      version: 2,
    });
    expect(saved.body.data.plan).toMatchObject({
      version: 3,
      stage: 'shared',
      stageNote: '审核通过后方案又被修改（第 2 版 → 第 3 版），需重新审核',
      reviewedAt: null,
    });
    const fallBack = (await workflow()).events.at(-1);
    expect(fallBack).toMatchObject({ action: 'fall_back', version: 3, stage: 'shared', actorName: '王老师' });
    expect(fallBack?.detail).toMatchObject({ fromStage: 'reviewed', fromVersion: 2 });
    expect(fallBack?.detail.changes?.map((change) => [change.kind, change.from, change.to])).toEqual([
      ['moved', 2, 1],
      ['added', undefined, 2],
      ['removed', 1, undefined],
    ]);
    // A second save is no new fall back: the plan is no longer settled.
    await call('update', tokens.teacher, { id: planId, rows: [southeast(), nanhang(), peking()], version: 3 });
    expect((await workflow()).events.filter((event) => event.action === 'fall_back')).toHaveLength(1);
    // The link still shows version 2: the student cannot confirm it any more.
    expectCleanError(
      await call('confirmMyPlan', tokens.student, { id: planId, version: 2 }),
      400,
      '老师已修改方案，请等老师重新分享后再确认',
    );
  });

  it('asks for changes, refuses confirmations meanwhile, and is shared again for the new version', async () => {
    await call('reSavePlan', tokens.teacher, { id: planId });
    const changes = await call<PlanWorkflow>('review', tokens.teacher, {
      id: planId,
      verdict: 'changes',
      comment: '保底不够',
    });
    expect(changes.body.data.stage).toBe('needs_changes');
    expectCleanError(
      await call('confirmMyPlan', tokens.student, { id: planId, version: 4 }),
      400,
      '老师正在修改方案，请等老师重新分享后再确认',
    );
    await call('reSavePlan', tokens.teacher, { id: planId });
    expect((await workflow()).stage).toBe('shared');
    const confirmed = await call<PlanConfirmResult>('confirmMyPlan', tokens.student, { id: planId, version: 4 });
    expect(confirmed.body.data.confirmations).toEqual([expect.objectContaining({ kind: 'student', version: 4 })]);
    expect(await workflow()).toMatchObject({ stage: 'student_confirmed', settledVersion: 4, stageNote: '' });
  });

  it('falls a plan signed off before any share back to 草稿', async () => {
    const id = (
      await call<PlanSummary>('editOrCreatePlanWithName', tokens.teacher, { stuId: studentId, name: '未分享' })
    ).body.data.id;
    expect((await call<PlanWorkflow>('review', tokens.teacher, { id, verdict: 'pass' })).body.data.stage).toBe(
      'reviewed',
    );
    const saved = await call<PlanSaved>('update', tokens.teacher, { id, rows: [peking()], version: 1 });
    expect(saved.body.data.plan).toMatchObject({
      stage: 'draft',
      stageNote: '审核通过后方案又被修改（第 1 版 → 第 2 版），需重新审核',
    });
    expect((await workflow(id)).events.at(-1)?.detail.changes).toEqual([
      expect.objectContaining({ kind: 'added', to: 1 }),
    ]);
  });

  it('keeps the plan out of reach of other schools and of other teachers, unless named its reviewer', async () => {
    const before = await countRows(t.db, 'plan_events');
    for (const token of [tokens.otherSchool, tokens.colleague]) {
      expectCleanError(await call(`events/${planId}`, token), 404, NOT_FOUND);
      expectCleanError(await call('markFinal', token, { id: planId }), 404, NOT_FOUND);
      expectCleanError(await call('review', token, { id: planId, verdict: 'pass' }), 404, NOT_FOUND);
      expectCleanError(await call('reviewComment', token, { id: planId, slot: 1, comment: '？' }), 404, NOT_FOUND);
      expectCleanError(await call('setReviewer', token, { id: planId, reviewerId: colleague.id }), 404, NOT_FOUND);
    }
    expect((await call('review', tokens.student, { id: planId, verdict: 'pass' })).body.code).toBe(403);
    expectCleanError(
      await call('setReviewer', tokens.teacher, { id: planId, reviewerId: otherSchoolTeacher.id }),
      400,
      '参数错误：审核人须是本校的老师',
    );
    expect(await countRows(t.db, 'plan_events')).toBe(before);

    const named = await call<PlanWorkflow>('setReviewer', tokens.teacher, { id: planId, reviewerId: colleague.id });
    expect(named.body.data).toMatchObject({ reviewerId: colleague.id, reviewerName: '赵老师' });
    const reviewers = await call<Array<{ name: string }>>('reviewers', tokens.teacher);
    expect(reviewers.body.data.map((reviewer) => reviewer.name)).toEqual(expect.arrayContaining(['王老师', '赵老师']));
    expect(reviewers.body.data.map((reviewer) => reviewer.name)).not.toContain('外校老师');
    const signed = await call<PlanWorkflow>('review', tokens.colleague, { id: planId, verdict: 'pass' });
    expect(signed.body.data).toMatchObject({ stage: 'reviewed', reviewerName: '赵老师' });
    // The named reviewer reviews; the plan itself stays the teacher's.
    expectCleanError(await call('markFinal', tokens.colleague, { id: planId }), 404, NOT_FOUND);
    expectCleanError(await call(`events/${planId}`, tokens.otherSchool), 404, NOT_FOUND);
  });

  it('lists a reviewer the plans they are named to, lets them read and review those plans only, never another school’s', async () => {
    const queue = async (token: string) => (await call<ReviewQueueItem[]>('reviewQueue', token)).body.data;
    // The colleague signed planId off in the previous step.
    expect(await queue(tokens.colleague)).toEqual([
      expect.objectContaining({
        planId,
        planName: '稳妥方案',
        studentId,
        studentName: '张三丰',
        stage: 'reviewed',
        signedOff: true,
        inScope: false,
      }),
    ]);
    // A teacher who signed a plan off becomes its reviewer: their own plans, in their scope.
    const teachers = await queue(tokens.teacher);
    expect(teachers.map((item) => item.planId)).not.toContain(planId);
    expect(teachers.every((item) => item.inScope)).toBe(true);
    expect(await queue(tokens.otherSchool)).toEqual([]);

    // The named reviewer reads the plan with its rows, and names the unit of a comment.
    const read = await call<PlanDetail>(`info/${planId}`, tokens.colleague);
    expect(read.body.data).toMatchObject({ id: planId, stuId: studentId, student: { name: '张三丰' } });
    expect(read.body.data.rows.length).toBeGreaterThan(0);
    const commented = await call<PlanWorkflow>('reviewComment', tokens.colleague, {
      id: planId,
      slot: 1,
      comment: '可以',
    });
    const firstCollege = read.body.data.rows[0]!.collegeName;
    expect(firstCollege).not.toBe('');
    expect(commented.body.data.events.at(-1)?.detail.unit).toContain(firstCollege);
    // Nothing else of the student's: their other plan, plan list, record and archive stay out of reach.
    expectCleanError(await call(`info/${otherPlanId}`, tokens.colleague), 404, NOT_FOUND);
    expectCleanError(await call(`getListByArchiveUserId/${studentId}`, tokens.colleague), 404, NOT_FOUND);
    for (const url of [`/api/stuGuidance/info/${studentId}`, `/api/stuArchive/info/${studentId}`]) {
      expectCleanError(await callApi(t.app, url, { token: tokens.colleague }), 404, NOT_FOUND);
    }

    // Named to the second plan too: it waits for them, ahead of the one signed off.
    await call('setReviewer', tokens.teacher, { id: otherPlanId, reviewerId: colleague.id });
    expect((await queue(tokens.colleague)).map((item) => [item.planId, item.signedOff])).toEqual([
      [otherPlanId, false],
      [planId, true],
    ]);

    // A reviewer id of another school on a plan (never written by the API) opens nothing to that school.
    await t.db.updateTable('plans').set({ reviewer_id: otherSchoolTeacher.id }).where('id', '=', otherPlanId).execute();
    expect(await queue(tokens.otherSchool)).toEqual([]);
    expectCleanError(await call(`info/${otherPlanId}`, tokens.otherSchool), 404, NOT_FOUND);
    expectCleanError(await call('review', tokens.otherSchool, { id: otherPlanId, verdict: 'pass' }), 404, NOT_FOUND);
    expect((await queue(tokens.colleague)).map((item) => item.planId)).toEqual([planId]);
    expect((await callApi(t.app, '/api/stuPlan/reviewQueue', {})).body.code).toBe(401);
  });
});
