import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiAs, loginThroughForm, TEACHER } from './session.ts';

/**
 * Review and confirmation of one plan: the teacher marks it final, comments on a row and signs
 * it off; the student confirms it on a 390×844 phone; a parent opens the full link with its code,
 * sees the sign-off and confirms with name and relationship, and asks a question; a change
 * after all that drops the plan back to 已分享 with the reason on the teacher's panel.
 */
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const PLAN_NAME = '审核确认方案';
type Shared = { studentId: number; url: string; code: string; account: string; password: string };
let shared: Shared;
let teacher: Page;

const phoneOf = (browser: Browser) =>
  browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'zh-CN' });
const review = () => teacher.getByTestId('plan-review');

test.beforeAll(async ({ browser, request }) => {
  const call = await apiAs(request, TEACHER.account, TEACHER.password);
  const seniors = await call<{ list: Array<{ entryYear: number }> }>('/stuArchive/list', {
    page: 1,
    limit: 1,
    grade: 3,
  });
  const student = await call<{ id: number }>('/stuArchive/save', {
    name: '林审核',
    gender: 1,
    entryYear: seniors.list[0]!.entryYear,
    className: '高三(2)班',
    province: '320000',
  });
  await call('/stuGuidance/update', {
    stuId: student.id,
    province: '320000',
    scoreTotal: 578,
    mainSubject: '0604',
    minorSubject1: '0606',
    minorSubject2: '0607',
  });
  const plan = await call<{ id: number }>('/stuPlan/editOrCreatePlanWithName', { stuId: student.id, name: PLAN_NAME });
  await call('/stuPlan/intelligentMakeStuPlan', { stuId: student.id, planId: plan.id, slots: 6 });
  const message = await call<{ url: string; accessCode: string }>('/stuPlan/sharePlan', { id: plan.id });
  const credentials = await call<{ account: string; password: string }>('/stuArchive/createAccount', {
    id: student.id,
  });
  shared = { studentId: student.id, url: message.url, code: message.accessCode, ...credentials };

  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  teacher = await context.newPage();
  await teacher.goto(`/edu/studentGuidance?stuId=${student.id}`);
  await loginThroughForm(teacher, TEACHER.account, TEACHER.password);
  await teacher.getByRole('tab', { name: '报考方案' }).click();
  await expect(teacher.getByRole('tabpanel').getByText(`${PLAN_NAME}（6）`)).toBeVisible();
});

test.afterAll(async () => {
  await teacher.context().close();
});

test('the teacher marks the plan final, comments on a row and signs it off', async () => {
  await teacher.getByRole('button', { name: '设为最终方案' }).click();
  await expect(teacher.getByTestId('plan-final')).toHaveText('最终方案');
  await expect(review().getByTestId('plan-stage')).toHaveText('已分享');

  await review().getByRole('combobox', { name: '志愿' }).click();
  await teacher.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: /^第 1 志愿/ }).click();
  await review().getByRole('textbox', { name: '批注' }).fill('第一志愿冲得偏高，再看看');
  await review().getByRole('button', { name: '添加批注' }).click();
  await expect(review().getByTestId('review-comments')).toContainText('第一志愿冲得偏高，再看看');

  await review().getByRole('button', { name: '已审核' }).click();
  await expect(review().getByTestId('plan-stage')).toHaveText('教师已审核');
  await expect(review().getByTestId('plan-reviewed-by')).toHaveText(/^审核：王老师 \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  const trail = review().getByTestId('review-event');
  await expect(trail.first()).toContainText('审核：已审核');
  await expect(trail.first()).toContainText('第 2 版');
  await review().scrollIntoViewIfNeeded();
  await teacher.screenshot({ path: test.info().outputPath('teacher-review.png'), fullPage: true });
});

test('the student confirms the shared plan on the phone', async ({ browser, request }) => {
  const login = await request.post('/api/stuAccount/login', {
    data: { account: shared.account, password: shared.password },
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const phone = await phoneOf(browser);
  await phone.goto(`/mp-student/university?token=${token}`);
  await phone.getByRole('navigation').getByText('我的方案', { exact: true }).click();
  await phone.getByRole('button', { name: new RegExp(PLAN_NAME) }).click();
  await expect(phone.getByTestId('plan-report').getByRole('heading', { name: PLAN_NAME })).toBeVisible();
  await expect(phone.getByTestId('report-reviewed-by')).toContainText('审核：王老师');

  await phone.getByRole('button', { name: '确认方案' }).click();
  await expect(phone.getByTestId('student-confirmed')).toHaveText('已确认（第 2 版）');
  await expect(phone.getByRole('button', { name: '确认方案' })).toHaveCount(0);
  const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await phone.screenshot({ path: test.info().outputPath('student-confirmed.png'), fullPage: true });
  await phone.close();
});

test('a parent confirms through the link with name and relationship, and asks a question', async ({ browser }) => {
  expect(shared.url).toMatch(/^http:\/\/[^/]+\/stu\/enroll\/trace\/report\?shareId=/);
  const phone = await phoneOf(browser);
  await phone.goto(shared.url);
  await phone.getByRole('textbox', { name: '访问码' }).fill(shared.code);
  await phone.getByRole('button', { name: '查看方案' }).click();
  await expect(phone.getByTestId('plan-report').getByRole('heading', { name: PLAN_NAME })).toBeVisible();
  await expect(phone.getByTestId('report-reviewed-by')).toContainText('审核：王老师');

  const form = phone.getByTestId('parent-confirm');
  await form.getByRole('button', { name: '确认' }).click();
  await expect(form).toContainText('请输入姓名');
  await form.getByRole('textbox', { name: '您的姓名' }).fill('林妈妈');
  await form.getByRole('radio', { name: '母亲' }).click();
  await form.getByRole('button', { name: '确认' }).click();
  await expect(form.getByTestId('plan-confirmations')).toContainText('母亲 林**');
  await expect(form.getByTestId('plan-confirmations')).toContainText('学生 林**');

  await form.getByRole('button', { name: '提问' }).click();
  await form.getByRole('textbox', { name: '想问老师的问题' }).fill('第三志愿的学费是多少？');
  await form.getByRole('button', { name: '发送问题' }).click();
  await expect(form).toContainText('问题已发送给老师');
  const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await phone.screenshot({ path: test.info().outputPath('parent-confirmed.png'), fullPage: true });
  await phone.close();
});

test('a change after the confirmations drops the plan back with the reason shown', async () => {
  await teacher.reload();
  await teacher.getByRole('tab', { name: '报考方案' }).click();
  await expect(review().getByTestId('parent-questions')).toContainText('林妈妈（母亲）：第三志愿的学费是多少？');
  await expect(review().getByTestId('plan-stage')).toHaveText('教师已审核');

  const panel = teacher.getByRole('tabpanel');
  await panel.getByRole('button', { name: /解\s*锁/ }).click();
  await panel.getByRole('button', { name: '移除 6' }).click();
  await panel.getByRole('button', { name: /保\s*存/ }).click();
  await expect(panel.getByText('未保存', { exact: true })).toHaveCount(0);

  await expect(review().getByTestId('plan-stage')).toHaveText('已分享');
  await expect(review().getByTestId('plan-stage-note')).toHaveText(
    '审核通过后方案又被修改（第 2 版 → 第 3 版），需重新审核',
  );
  const fallBack = review().getByTestId('review-event').first();
  await expect(fallBack).toContainText('方案修改后退回');
  await expect(fallBack).toContainText('第 3 版');
  await expect(fallBack).toContainText(/删除 .+（原第 6 志愿）/);
  await review().scrollIntoViewIfNeeded();
  await teacher.screenshot({ path: test.info().outputPath('teacher-fall-back.png'), fullPage: true });
});
