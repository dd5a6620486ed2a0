import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiAs, TEACHER } from './session.ts';

/** A shared plan on the phone: the public report behind its code, and the student's 我的方案. */
test.describe.configure({ mode: 'serial', timeout: 90_000 });

type Shared = { planName: string; link: string; code: string; account: string; password: string };
let shared: Shared;

/** A 高三 student of the demo teacher gets a 江苏 record, a filled plan, a share and an account. */
async function shareAPlan(request: APIRequestContext): Promise<Shared> {
  const call = await apiAs(request, TEACHER.account, TEACHER.password);
  const seniors = await call<{ list: Array<{ id: number; account: string | null }> }>('/stuArchive/list', {
    page: 1,
    limit: 200,
    grade: 3,
  });
  // An old demo senior of its own: the newest ones are made or taken by other journeys.
  const student = seniors.list.sort((a, b) => a.id - b.id)[22]!;
  await call('/stuGuidance/update', {
    stuId: student.id,
    province: '320000',
    scoreTotal: 575,
    mainSubject: '0604',
    minorSubject1: '0606',
    minorSubject2: '0607',
  });
  const planName = '手机查看方案';
  // A retried journey starts without the plan its first attempt made.
  const plans = await call<Array<{ id: number; name: string }>>(`/stuPlan/getListByArchiveUserId/${student.id}`);
  const left = plans.filter((item) => item.name === planName).map((item) => item.id);
  if (left.length > 0) await call('/stuPlan/delete', left);
  const plan = await call<{ id: number }>('/stuPlan/editOrCreatePlanWithName', { stuId: student.id, name: planName });
  await call('/stuPlan/intelligentMakeStuPlan', { stuId: student.id, planId: plan.id, slots: 12 });
  const message = await call<{ link: string; accessCode: string }>('/stuPlan/sharePlan', { id: plan.id });
  const credentials = await call<{ account: string; password: string }>(
    student.account ? '/stuArchive/resetPassword' : '/stuArchive/createAccount',
    { id: student.id },
  );
  return { planName, link: message.link, code: message.accessCode, ...credentials };
}

test.beforeAll(async ({ request }) => {
  shared = await shareAPlan(request);
});

test('the public report asks for the code, refuses a wrong one neutrally and shows the snapshot', async ({ page }) => {
  await page.goto(shared.link);
  await expect(page.getByText('请输入老师提供的访问码查看方案')).toBeVisible();
  await page.getByRole('textbox', { name: '访问码' }).fill('000000');
  await page.getByRole('button', { name: '查看方案' }).click();
  await expect(page.getByRole('alert')).toContainText('链接或访问码不正确，请核对老师发来的访问码');
  await expect(page.getByTestId('plan-report')).toHaveCount(0);

  await page.getByRole('button', { name: '重新输入访问码' }).click();
  await page.getByRole('textbox', { name: '访问码' }).fill(shared.code);
  await page.getByRole('button', { name: '查看方案' }).click();
  const report = page.getByTestId('plan-report');
  await expect(report.getByRole('heading', { name: shared.planName })).toBeVisible();
  await expect(report).toContainText('江苏省');
  await expect(report).toContainText('575');
  // Which plan book, table and outcome years the plan used (the year model).
  await expect(report.getByTestId('report-years')).toHaveText(/^计划 \d{4}.* · 位次 .* · 录取 /);
  // The student's name is masked on the public report (张*).
  await expect(report.getByText(/^\p{Script=Han}\*+$/u)).toBeVisible();
  await expect(report.locator('ol > li').filter({ has: page.locator('ol') })).toHaveCount(12);
  // Phone-first: nothing runs off the side at 390 px.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('a link without its share id says so instead of showing a plan', async ({ page }) => {
  await page.goto('/stu/enroll/trace/report');
  await expect(page.getByRole('alert')).toContainText('链接不完整，请使用老师发送的完整链接。');
});

test('the signed-in student finds the plan under 我的方案 and reads it', async ({ page, request }) => {
  const login = await request.post('/api/stuAccount/login', {
    data: { account: shared.account, password: shared.password },
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  await page.goto(`/mp-student/university?token=${token}`);
  await page.getByRole('navigation').getByText('我的方案', { exact: true }).click();
  await expect(page).toHaveURL(/\/mp-student\/myPlans/);
  await page.getByRole('button', { name: new RegExp(shared.planName) }).click();
  const report = page.getByTestId('plan-report');
  await expect(report.getByRole('heading', { name: shared.planName })).toBeVisible();
  await expect(report.locator('ol > li').filter({ has: page.locator('ol') })).toHaveCount(12);
});
