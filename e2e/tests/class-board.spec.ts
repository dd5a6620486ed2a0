import { expect, test, type Browser, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { E2E_ACCOUNTS } from '../global-setup.ts';
import { apiAs, loginThroughForm, TEACHER } from './session.ts';

/**
 * A head teacher's class of 50 江苏 物理类 seniors with scores and two without, made through the
 * API, in one journey: the board, bulk 智能填报 with its progress bar, statuses and red flags, a
 * collision flag between classmates, one print of all 50 final plans and their workbook, a plan of
 * another teacher's class reviewed from 待我审核; then one student's final plan signed off with a
 * row comment, confirmed by the student on a 390×844 phone and by a parent through the share link,
 * and changed afterwards: it drops back with the reason, on its panel and on the board.
 */
test.describe.configure({ mode: 'serial', timeout: 300_000 });

const CLASS = E2E_ACCOUNTS.classBoard;
/** Fifty seniors with a score, and two whose score is not entered yet. */
const SCORED = 50;
const CLASS_SIZE = SCORED + 2;
let page: Page;
let studentIds: number[] = [];

test.beforeAll(async ({ browser, request }) => {
  const demo = await apiAs(request, TEACHER.account, TEACHER.password);
  const seniors = await demo<{ list: Array<{ entryYear: number }> }>('/stuArchive/list', {
    page: 1,
    limit: 1,
    grade: 3,
  });
  const entryYear = seniors.list[0]!.entryYear;
  const call = await apiAs(request, CLASS.account, CLASS.password);
  // A retry starts the class again: the students an earlier try made are removed first.
  const earlier = await call<{ list: Array<{ id: number }> }>('/stuArchive/list', { page: 1, limit: 500 });
  if (earlier.list.length > 0)
    await call(
      '/stuArchive/delete',
      earlier.list.map((student) => student.id),
    );
  studentIds = [];
  for (let index = 0; index < CLASS_SIZE; index += 1) {
    const student = await call<{ id: number }>('/stuArchive/save', {
      name: `看板学生${String(index + 1).padStart(2, '0')}`,
      gender: (index % 2) + 1,
      entryYear,
      className: '高三(7)班',
      province: '320000',
    });
    studentIds.push(student.id);
    // Scores close together, so that the plans share groups.
    await call('/stuGuidance/update', {
      stuId: student.id,
      province: '320000',
      mainSubject: '0604',
      minorSubject1: '0606',
      minorSubject2: '0607',
      ...(index < SCORED ? { scoreTotal: 560 + (index % 7) * 3 } : {}),
    });
  }
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  page = await context.newPage();
  await page.goto('/edu/classBoard');
  await loginThroughForm(page, CLASS.account, CLASS.password);
  await expect(page).toHaveURL(/\/edu\/classBoard/);
});

test.afterAll(async () => {
  await page.context().close();
});

const table = () => page.getByTestId('class-board-table');

test('the board lists the class with 未建 and the missing scores flagged', async () => {
  // The first open in a fresh database simulates the school's final plans (the demo's) once.
  await expect(page.getByTestId('board-summary')).toContainText(`共 ${CLASS_SIZE} 名学生`, { timeout: 90_000 });
  await expect(table().getByTestId('board-status').first()).toHaveText('未建');
  // The students without a score are the class's last rows: the name search finds one.
  const search = page.getByRole('searchbox', { name: '搜索姓名' });
  await search.fill('看板学生52');
  await search.press('Enter');
  await expect(table().getByTestId('flag-noScore')).toHaveCount(1);
  await search.fill('');
  await expect(page.getByTestId('board-summary')).toContainText(`共 ${CLASS_SIZE} 名学生`);
});

test('bulk 智能填报 shows its progress and each student’s result', async () => {
  // Select every student: the header's checkbox selects all rows of the virtual table.
  await table().locator('thead input[type="checkbox"]').check();
  await expect(page.getByTestId('board-summary')).toContainText(`已选 ${CLASS_SIZE} 名`);
  await page.getByRole('button', { name: '批量智能填报' }).click();
  const dialog = page.getByTestId('intelligent-make-dialog');
  await expect(dialog).toBeVisible();
  const progress = page.getByTestId('bulk-make-progress');
  // A click that lands while the dialog is still opening (a loaded CI machine) is lost: click again
  // only while the dialog still offers the button and no progress has shown for a while.
  const start = page.getByRole('button', { name: '开始填报' });
  await expect(async () => {
    if (await start.isVisible()) await start.click({ timeout: 2000 });
    await expect(progress.getByRole('progressbar')).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 40_000 });
  await expect(progress.getByTestId('bulk-make-count')).toContainText(`/ ${CLASS_SIZE}`);
  await page.screenshot({ path: '../test-results/class-board-progress-1440.png' });
  await expect(progress.getByTestId('bulk-make-count')).toContainText(`${CLASS_SIZE} / ${CLASS_SIZE} · 已完成`, {
    timeout: 240_000,
  });
  // The students without a score failed with the reason.
  await expect(progress.getByText('失败').first()).toBeVisible();
  await page.locator('.ant-modal-footer').getByRole('button', { name: '关闭' }).click();
  await expect(progress).toBeHidden();
});

test('the board shows the plans’ statuses, P and flags, and a collision between classmates', async () => {
  await expect(table().getByTestId('board-status').filter({ hasText: '草稿' }).first()).toBeVisible({
    timeout: 60_000,
  });
  await expect(
    table()
      .getByText(/\d+\.\d%/)
      .first(),
  ).toBeVisible();
  // Sort by the red flags, most first: the collision flags are among them.
  await table().getByRole('columnheader', { name: '红旗' }).click();
  await table().getByRole('columnheader', { name: '红旗' }).click();
  await expect(table().getByTestId('flag-collision').first()).toContainText(/名同学位次高于你，同报 .+（计划 \d+ 人）/);
  await page.screenshot({ path: '../test-results/class-board-1440.png' });
  await page.locator('.ant-tabs').getByRole('tab', { name: '全校撞车' }).click();
  await expect(page.getByTestId('collision-table').locator('tr.ant-table-row').first()).toBeVisible();
  await page.screenshot({ path: '../test-results/class-board-collisions-1440.png' });
  await page.locator('.ant-tabs').getByRole('tab', { name: '班级看板' }).click();
});

test('bulk print makes one document with every final plan on its own pages', async () => {
  const print = await page.context().newPage();
  await print.goto(`/edu/pdf?final=1&stuIds=${studentIds.join(',')}`);
  await expect(print.locator('body[data-print-ready="1"]')).toBeAttached({ timeout: 60_000 });
  await expect(print.getByTestId('print-sheet')).toHaveCount(SCORED);
  await print.close();
});

test('导出最终方案 downloads one workbook: the summary, then each final plan in filling order', async () => {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: '导出最终方案' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('最终方案汇总.xlsx');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const rowsOf = (sheet: ExcelJS.Worksheet) => {
    const rows: string[][] = [];
    sheet.eachRow((row) => {
      rows.push(
        (row.values as unknown[]).slice(1).map((value) => (value === null || value === undefined ? '' : String(value))),
      );
    });
    return rows;
  };
  const [summary, ...plans] = workbook.worksheets;
  expect(summary!.name).toBe('汇总');
  const listed = rowsOf(summary!);
  expect(listed[0]).toEqual(['班级', '姓名', '最终方案', '标记为最终', '状态', '志愿数', '工作表']);
  expect(listed).toHaveLength(CLASS_SIZE + 1);
  expect(listed.filter((row) => row[6] === '无最终方案')).toHaveLength(CLASS_SIZE - SCORED);
  expect(plans).toHaveLength(SCORED);
  const first = rowsOf(plans[0]!);
  expect(first[0]!.slice(0, 3)).toEqual(['志愿', '院校代码', '专业组代码']);
  expect(first.length).toBeGreaterThan(1);
  expect(first[1]![0]).toBe('1');
});

test('待我审核 lists a plan of another teacher’s class named to this teacher, who reviews it there', async ({
  request,
}) => {
  // Another teacher's senior (the QR journey's teacher, whose class no count depends on) with a plan.
  const other = await apiAs(request, E2E_ACCOUNTS.qrBinding.account, E2E_ACCOUNTS.qrBinding.password);
  const demo = await apiAs(request, TEACHER.account, TEACHER.password);
  const seniors = await demo<{ list: Array<{ entryYear: number }> }>('/stuArchive/list', {
    page: 1,
    limit: 1,
    grade: 3,
  });
  const entryYear = seniors.list[0]!.entryYear;
  const student = await other<{ id: number }>('/stuArchive/save', {
    name: '待审学生',
    gender: 1,
    entryYear,
    className: '高三(9)班',
    province: '320000',
  });
  await other('/stuGuidance/update', {
    stuId: student.id,
    province: '320000',
    mainSubject: '0604',
    minorSubject1: '0606',
    minorSubject2: '0607',
    scoreTotal: 580,
  });
  const planName = `待审方案${Date.now() % 100_000}`;
  const plan = await other<{ id: number }>('/stuPlan/editOrCreatePlanWithName', { stuId: student.id, name: planName });
  await other('/stuPlan/intelligentMakeStuPlan', { stuId: student.id, planId: plan.id, slots: 10 });
  const reviewers = await other<Array<{ id: number; name: string }>>('/stuPlan/reviewers', {});
  const me = reviewers.find((reviewer) => reviewer.name === CLASS.name)!;
  await other('/stuPlan/setReviewer', { id: plan.id, reviewerId: me.id });

  await page.locator('.ant-tabs').getByRole('tab', { name: '待我审核' }).click();
  const row = page.getByTestId('review-queue').locator('tr.ant-table-row', { hasText: planName });
  await expect(row).toContainText('待审学生');
  await expect(row).toContainText('待审核');
  // Not the teacher's own student: the guidance page is not offered, the review is.
  await expect(row.getByRole('button', { name: '志愿指导' })).toHaveCount(0);
  await page.screenshot({ path: '../test-results/class-board-reviews-1440.png' });
  await row.getByRole('button', { name: '审核' }).click();
  const drawer = page.locator('.ant-drawer-content-wrapper');
  await expect(drawer.getByTestId('plan-review')).toBeVisible();
  await page.screenshot({ path: '../test-results/class-board-review-drawer-1440.png' });
  await drawer.getByRole('button', { name: '已审核' }).click();
  await expect(drawer.getByTestId('plan-stage')).toHaveText('教师已审核');
  await drawer.locator('.ant-drawer-close').click();
  await expect(row.locator('.ant-tag', { hasText: '已审核' }).last()).toBeVisible();
});

/** The first student's final plan, shared, with the student's phone account: reviewed and confirmed below. */
type Reviewed = {
  studentId: number;
  planId: number;
  planName: string;
  url: string;
  code: string;
  account: string;
  password: string;
};
let reviewed: Reviewed;
let guidance: Page;
const review = () => guidance.getByTestId('plan-review');
const phoneOf = (browser: Browser) =>
  browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'zh-CN' });

test('one student’s final plan is shared, commented on row by row and signed off in 报考方案', async ({ request }) => {
  const call = await apiAs(request, CLASS.account, CLASS.password);
  const studentId = studentIds[0]!;
  const plans = await call<Array<{ id: number; name: string }>>(`/stuPlan/getListByArchiveUserId/${studentId}`);
  // The plan bulk 智能填报 made: the board counts it as the final one until a plan is marked.
  expect(plans).toHaveLength(1);
  const plan = plans[0]!;
  const message = await call<{ url: string; accessCode: string }>('/stuPlan/sharePlan', { id: plan.id });
  const credentials = await call<{ account: string; password: string }>('/stuArchive/createAccount', { id: studentId });
  reviewed = {
    studentId,
    planId: plan.id,
    planName: plan.name,
    url: message.url,
    code: message.accessCode,
    ...credentials,
  };

  guidance = await page.context().newPage();
  await guidance.goto(`/edu/studentGuidance?stuId=${studentId}`);
  await guidance.getByRole('tab', { name: '报考方案' }).click();
  await guidance.getByRole('button', { name: '设为最终方案' }).click();
  await expect(guidance.getByTestId('plan-final')).toHaveText('最终方案');
  await expect(review().getByTestId('plan-stage')).toHaveText('已分享');

  await review().getByRole('combobox', { name: '志愿' }).click();
  await guidance.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: /^第 1 志愿/ }).click();
  await review().getByRole('textbox', { name: '批注' }).fill('第一志愿冲得偏高，再看看');
  await review().getByRole('button', { name: '添加批注' }).click();
  await expect(review().getByTestId('review-comments')).toContainText('第一志愿冲得偏高，再看看');

  await review().getByRole('button', { name: '已审核' }).click();
  await expect(review().getByTestId('plan-stage')).toHaveText('教师已审核');
  await expect(review().getByTestId('plan-reviewed-by')).toHaveText(
    new RegExp(`^审核：${CLASS.name} \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}$`),
  );
  await expect(review().getByTestId('review-event').first()).toContainText('审核：已审核');
  await review().scrollIntoViewIfNeeded();
  await guidance.screenshot({ path: '../test-results/class-review-signed-1440.png', fullPage: true });
});

test('the student confirms the signed-off plan on a 390×844 phone', async ({ browser, request }) => {
  const login = await request.post('/api/stuAccount/login', {
    data: { account: reviewed.account, password: reviewed.password },
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const phone = await phoneOf(browser);
  await phone.goto(`/mp-student/university?token=${token}`);
  await phone.getByRole('navigation').getByText('我的方案', { exact: true }).click();
  await phone.getByRole('button', { name: new RegExp(reviewed.planName) }).click();
  await expect(phone.getByTestId('plan-report').getByRole('heading', { name: reviewed.planName })).toBeVisible();
  await expect(phone.getByTestId('report-reviewed-by')).toContainText(`审核：${CLASS.name}`);
  await phone.getByRole('button', { name: '确认方案' }).click();
  await expect(phone.getByTestId('student-confirmed')).toHaveText(/^已确认（第 \d+ 版）$/);
  const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await phone.screenshot({ path: '../test-results/class-review-student-390.png', fullPage: true });
  await phone.close();
});

test('a parent opens the full link with its code, confirms with name and relationship, and asks a question', async ({
  browser,
}) => {
  expect(reviewed.url).toMatch(/^http:\/\/[^/]+\/stu\/enroll\/trace\/report\?shareId=/);
  const phone = await phoneOf(browser);
  await phone.goto(reviewed.url);
  await phone.getByRole('textbox', { name: '访问码' }).fill(reviewed.code);
  await phone.getByRole('button', { name: '查看方案' }).click();
  await expect(phone.getByTestId('plan-report').getByRole('heading', { name: reviewed.planName })).toBeVisible();
  await expect(phone.getByTestId('report-reviewed-by')).toContainText(`审核：${CLASS.name}`);

  const form = phone.getByTestId('parent-confirm');
  await form.getByRole('button', { name: '确认' }).click();
  await expect(form).toContainText('请输入姓名');
  await form.getByRole('textbox', { name: '您的姓名' }).fill('林妈妈');
  await form.getByRole('radio', { name: '母亲' }).click();
  await form.getByRole('button', { name: '确认' }).click();
  await expect(form.getByTestId('plan-confirmations')).toContainText('母亲 林**');
  await expect(form.getByTestId('plan-confirmations')).toContainText('学生 看板****');

  await form.getByRole('button', { name: '提问' }).click();
  await form.getByRole('textbox', { name: '想问老师的问题' }).fill('第三志愿的学费是多少？');
  await form.getByRole('button', { name: '发送问题' }).click();
  await expect(form).toContainText('问题已发送给老师');
  const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await phone.screenshot({ path: '../test-results/class-review-parent-390.png', fullPage: true });
  await phone.close();
});

test('the board shows the confirmations, and a change afterwards drops the plan back with the reason', async () => {
  // The board: the student's final plan at 教师已审核, with both confirmations recorded.
  const search = page.getByRole('searchbox', { name: '搜索姓名' });
  await page.bringToFront();
  await page.reload();
  await page.locator('.ant-tabs').getByRole('tab', { name: '班级看板' }).click();
  await search.fill('看板学生01');
  await search.press('Enter');
  // The board answers once it has simulated the school's changed final plans again.
  await expect(table().getByTestId('board-status')).toHaveText('教师已审核', { timeout: 60_000 });

  await guidance.bringToFront();
  await guidance.reload();
  await guidance.getByRole('tab', { name: '报考方案' }).click();
  await expect(review().getByTestId('parent-questions')).toContainText('林妈妈（母亲）：第三志愿的学费是多少？');
  const panel = guidance.getByRole('tabpanel');
  await panel.getByRole('button', { name: /解\s*锁/ }).click();
  await panel.getByRole('button', { name: '移除 6' }).click();
  await panel.getByRole('button', { name: /保\s*存/ }).click();
  await expect(panel.getByText('未保存', { exact: true })).toHaveCount(0);
  await expect(review().getByTestId('plan-stage')).toHaveText('已分享');
  await expect(review().getByTestId('plan-stage-note')).toHaveText(
    /^审核通过后方案又被修改（第 \d+ 版 → 第 \d+ 版），需重新审核$/,
  );
  const fallBack = review().getByTestId('review-event').first();
  await expect(fallBack).toContainText('方案修改后退回');
  await expect(fallBack).toContainText(/删除 .+（原第 6 志愿）/);
  await guidance.screenshot({ path: '../test-results/class-review-fall-back-1440.png', fullPage: true });
  await guidance.close();

  // Back on the board: the status fell back and the row is flagged as changed after its confirmation.
  await page.bringToFront();
  await page.reload();
  await search.fill('看板学生01');
  await search.press('Enter');
  await expect(table().getByTestId('board-status')).toHaveText('已分享', { timeout: 60_000 });
  await expect(table().getByTestId('flag-changedAfterConfirm')).toHaveCount(1);
  await page.screenshot({ path: '../test-results/class-review-board-1440.png' });
});
