import type { PlanReport, PlanShareMessage, PlanSummary } from '@zhihang/contract/plans/plan.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importPlanFixtures } from './admission-fixtures.ts';
import { buildOrganization, buildStudent, buildUser } from './factories.ts';
import { callApi, createTestApp, expectCleanError, login, testDialects, type TestApp } from './test-app.ts';

const WRONG_LINK_OR_CODE = '链接或访问码不正确，请核对老师发来的访问码';
const LINK_ENDED = '分享链接已失效，请联系老师重新分享';
const CODE_LOCKED = '访问码输错次数过多，此链接已停用，请联系老师重新获取访问码';
const SCHOOL_HOST = 'school2.example.cn';

/**
 * The share link as a parent meets it: a full address on the school's own host, one answer to a
 * wrong link or a wrong code, and a link that stops taking codes after too many wrong ones.
 */
describe.each(testDialects())('plan sharing on %s', (dialect) => {
  let t: TestApp;
  let token = '';
  let studentId: number;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await importPlanFixtures(t);
    const org = await buildOrganization(t.db, { orgKey: 'school2' });
    const teacher = await buildUser(t.db, { orgId: org.id, role: 'teacher', name: '李老师' });
    token = await login(t.app, teacher.account, teacher.password);
    ({ id: studentId } = await buildStudent(t.db, {
      orgId: org.id,
      teacherId: teacher.id,
      entryYear: 2023,
      name: '李四',
      province: '320000',
      mainSubject: '0604',
      minorSubject1: '0606',
      minorSubject2: '0607',
    }));
    const saved = await callApi(t.app, '/api/stuGuidance/update', {
      token,
      body: { stuId: studentId, scoreTotal: 590 },
    });
    expect(saved.body.code).toBe(0);
  }, 120_000);
  afterAll(() => t?.close());

  const call = <T>(url: string, body: object) =>
    callApi<T>(t.app, `/api/stuPlan/${url}`, { token, body, headers: { host: SCHOOL_HOST } });
  const report = (shareId: string, code: string, remoteAddress: string) =>
    callApi<PlanReport>(t.app, '/api/stuPlan/report', { body: { shareId, code }, remoteAddress });
  /** A new plan of the student, shared: its link and code. */
  const sharedPlan = async (name: string) => {
    const created = await call<PlanSummary>('editOrCreatePlanWithName', { stuId: studentId, name });
    expect(created.body.code).toBe(0);
    const shared = await call<PlanShareMessage>('sharePlan', { id: created.body.data.id });
    expect(shared.body.code).toBe(0);
    return shared.body.data as PlanShareMessage & { shareId: string; accessCode: string };
  };
  const wrongCodeFor = (code: string, offset = 1) => String((Number(code) + offset) % 1_000_000).padStart(6, '0');

  it('gives the family a full address on the school’s own host, in the link and in the message', async () => {
    const shared = await sharedPlan('分享地址');
    const url = `http://${SCHOOL_HOST}/stu/enroll/trace/report?shareId=${shared.shareId}`;
    expect(shared.link).toBe(`/stu/enroll/trace/report?shareId=${shared.shareId}`);
    expect(shared.url).toBe(url);
    expect(shared.message).toBe(
      `李四同学的志愿方案「分享地址」已分享，请打开 ${url} 并输入访问码 ${shared.accessCode} 查看（2026-04-09 前有效）。`,
    );
    const shown = await call<PlanShareMessage>('getPlanShareMsg', { id: shared.planId });
    expect(shown.body.data).toMatchObject({ url, message: shared.message });
    const republished = await call<PlanShareMessage>('reSavePlan', { id: shared.planId });
    expect(republished.body.data.url).toBe(url);
  });

  it('answers an unknown link and a wrong code alike, and an ended link only to the right code', async () => {
    const shared = await sharedPlan('同一回答');
    const unknown = await report('no-such-link', shared.accessCode, '10.1.0.1');
    const wrong = await report(shared.shareId, wrongCodeFor(shared.accessCode), '10.1.0.2');
    expectCleanError(unknown, 404, WRONG_LINK_OR_CODE);
    expect(wrong.raw).toBe(unknown.raw);
    expect(wrong.status).toBe(unknown.status);

    await call('revokeShare', { id: shared.planId });
    expect((await report(shared.shareId, wrongCodeFor(shared.accessCode), '10.1.0.3')).raw).toBe(unknown.raw);
    expectCleanError(await report(shared.shareId, shared.accessCode, '10.1.0.4'), 410, LINK_ENDED);
  });

  it('stops a link after 20 wrong codes from as many addresses, the right code included, until a new code', async () => {
    const shared = await sharedPlan('逐个地址');
    const other = await sharedPlan('另一个链接');
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const wrong = wrongCodeFor(shared.accessCode, attempt + 1);
      expectCleanError(await report(shared.shareId, wrong, `10.2.0.${attempt + 1}`), 404, WRONG_LINK_OR_CODE);
    }
    expectCleanError(await report(shared.shareId, shared.accessCode, '10.2.1.1'), 423, CODE_LOCKED);
    expectCleanError(await report(shared.shareId, wrongCodeFor(shared.accessCode), '10.2.1.2'), 423, CODE_LOCKED);
    // Another link is counted on its own.
    expect((await report(other.shareId, other.accessCode, '10.2.1.3')).body.code).toBe(0);

    const shown = await call<PlanShareMessage>('getPlanShareMsg', { id: shared.planId });
    expect(shown.body.data).toMatchObject({ shareId: shared.shareId, accessCode: shared.accessCode, codeLocked: true });

    // Sharing again issues a new code on the same link; the old one stays wrong.
    const reissued = (await call<PlanShareMessage>('sharePlan', { id: shared.planId })).body.data;
    expect(reissued).toMatchObject({ shareId: shared.shareId, shared: true, codeLocked: false });
    expect(reissued.accessCode).toMatch(/^\d{6}$/);
    expect(reissued.accessCode).not.toBe(shared.accessCode);
    expect(reissued.message).toContain(`访问码 ${reissued.accessCode}`);
    expectCleanError(await report(shared.shareId, shared.accessCode, '10.2.2.1'), 404, WRONG_LINK_OR_CODE);
    const opened = await report(shared.shareId, reissued.accessCode as string, '10.2.2.2');
    expect(opened.body.data.plan.name).toBe('逐个地址');
  });

  it('counts wrong codes sent at once: no more than 20 are checked', async () => {
    const shared = await sharedPlan('同时猜测');
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, attempt) =>
        report(shared.shareId, wrongCodeFor(shared.accessCode, attempt + 1), `10.3.0.${attempt + 1}`),
      ),
    );
    const messages = answers.map((answer) => answer.body.msg);
    expect(messages.filter((msg) => msg === WRONG_LINK_OR_CODE)).toHaveLength(20);
    expect(messages.filter((msg) => msg === CODE_LOCKED)).toHaveLength(10);
    expectCleanError(await report(shared.shareId, shared.accessCode, '10.3.1.1'), 423, CODE_LOCKED);
  });

  it('keeps the code of a live link whose codes are still accepted when the plan is shared again', async () => {
    const shared = await sharedPlan('照常分享');
    await report(shared.shareId, wrongCodeFor(shared.accessCode), '10.4.0.1');
    const again = (await call<PlanShareMessage>('sharePlan', { id: shared.planId })).body.data;
    expect(again).toMatchObject({ shareId: shared.shareId, accessCode: shared.accessCode, codeLocked: false });
  });
});
