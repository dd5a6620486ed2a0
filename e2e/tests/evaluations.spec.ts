import { devices, expect, test, type Browser, type Page } from '@playwright/test';
import { apiAs, loginThroughForm, TEACHER } from './session.ts';

/**
 * Student evaluations end to end: a teacher assigns the Holland and the personality-type
 * inventories to a class; one student of it takes both on a 390×844 phone (closing the page half
 * way and resuming), reads the report; the teacher reads it at 1440×900, follows the class in
 * 学生测评, sees the distribution in 数据分析 and prints the report.
 */
test.describe.configure({ mode: 'serial', timeout: 240_000 });

type StudentRow = { id: number; name: string; className: string; studentNo: string; account: string | null };

declare global {
  interface Window {
    /** Addresses of the frames that asked to print (the dialog itself is replaced in the test). */
    printedUrls?: string[];
  }
}

const shot = (name: string) => test.info().outputPath(`${name}.png`);

let student: StudentRow;
let credentials: { account: string; password: string };
let holResultId = 0;

async function teacherPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  await context.addInitScript(() => {
    window.print = () => {
      const top = window.top ?? window;
      top.printedUrls = [...(top.printedUrls ?? []), window.location.href];
    };
  });
  const page = await context.newPage();
  await page.goto('/login');
  await loginThroughForm(page, TEACHER.account, TEACHER.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  return page;
}

async function phonePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    ...devices['Pixel 7'],
    viewport: { width: 390, height: 844 },
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
  });
  const page = await context.newPage();
  const login = await page.request.post('/api/stuAccount/login', { data: credentials });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  await page.goto(`/mp-student/university?token=${token}`);
  return page;
}

/** Answers items `from`…`to`: each tap saves the answer and the next item follows by itself. */
async function answerItems(page: Page, from: number, to: number, total: number): Promise<void> {
  for (let number = from; number <= to; number += 1) {
    await expect(page.getByTestId('item-progress')).toHaveText(`第 ${number} / ${total} 题`);
    // A varied, deliberate-looking pattern: never the same answer throughout.
    const option = page
      .getByRole('radiogroup')
      .getByRole('radio')
      .nth((number * 7) % 5);
    await option.click();
    if (number === total) await expect(option).toHaveAttribute('aria-checked', 'true');
    else await expect(page.getByTestId('item-progress')).toHaveText(`第 ${number + 1} / ${total} 题`);
  }
}

test.beforeAll(async ({ request }, testInfo) => {
  const call = await apiAs(request, TEACHER.account, TEACHER.password);
  const juniors = (await call<{ list: StudentRow[] }>('/stuArchive/list', { page: 1, limit: 200, grade: 1 })).list;
  juniors.sort((a, b) => a.id - b.id);
  // A retried or repeated file takes another class: the class an earlier attempt assigned keeps
  // its assignments, finished ones included.
  const classes = [...new Set(juniors.map((row) => row.className))];
  const className = classes[(testInfo.retry + testInfo.repeatEachIndex) % classes.length];
  student = juniors.find((row) => row.className === className)!;
  // A retried file meets the account its first attempt opened: a new password then.
  credentials = await call<{ account: string; password: string }>(
    student.account ? '/stuArchive/resetPassword' : '/stuArchive/createAccount',
    { id: student.id },
  );
});

test('the teacher assigns hol and mbti to a class from 学生测评', async ({ browser }) => {
  const page = await teacherPage(browser);
  // The dashboard's 学生测评 card leads to the page.
  await page
    .getByRole('navigation', { name: '常用功能' })
    .getByRole('link', { name: /学生测评/ })
    .click();
  await expect(page).toHaveURL(/\/edu\/studentEvaluation$/);
  await expect(page.getByRole('heading', { name: '学生测评' })).toBeVisible();

  await page.getByRole('button', { name: /布置测评/ }).click();
  const dialog = page.getByRole('dialog', { name: '布置测评' });
  await dialog.getByRole('checkbox', { name: /霍兰德/ }).check();
  await dialog.getByRole('checkbox', { name: /性格类型/ }).check();
  // The grade is chosen with Enter once its option shows as the active one: a click on the option
  // while the opening list still rendered was once taken as a hover only, and the list stayed open.
  const gradeField = dialog.getByLabel('年级', { exact: true });
  await gradeField.click();
  await expect(
    page.locator('.ant-select-dropdown:visible .ant-select-item-option-active', { hasText: /^高一$/ }),
  ).toBeVisible();
  await gradeField.press('Enter');
  // The grade's list lies over the class field until it has closed; a click meanwhile never lands.
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  await expect(dialog.getByTitle('高一', { exact: true })).toBeVisible();
  // The list of classes is virtual: typed, the student's class is among the options shown. It is
  // chosen with Enter once shown: the grade's classes arrive while the list is open, and a click
  // aimed at the option as the list grew and moved could land beside it.
  const classField = dialog.getByLabel('班级', { exact: true });
  await classField.click();
  await classField.fill(student.className);
  await expect(
    page.locator('.ant-select-dropdown:visible .ant-select-item-option-active', {
      hasText: new RegExp(`^${student.className}$`),
    }),
  ).toBeVisible();
  await classField.press('Enter');
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  await expect(dialog.getByTitle(student.className, { exact: true })).toBeVisible();
  await page.screenshot({ path: shot('assign-dialog-1440') });
  await dialog.getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(page.getByText(/已布置 \d+ 项测评/)).toBeVisible();
  await expect(dialog).toBeHidden();

  const filters = page.getByRole('form', { name: '查询' });
  await filters.getByLabel('班级', { exact: true }).fill(student.className);
  await filters.getByLabel('学生', { exact: true }).fill(student.name);
  await filters.getByRole('button', { name: /查\s*询/ }).click();
  const rows = page.locator('.ant-table-tbody tr.ant-table-row', { hasText: student.name });
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: '霍兰德' })).toContainText('未开始');
  await expect(rows.filter({ hasText: '性格类型' })).toContainText('未开始');
  await page.context().close();
});

test('the student takes both on the phone, resuming after closing the page, and reads the report', async ({
  browser,
}) => {
  let page = await phonePage(browser);
  await page.getByRole('navigation').getByText('测评', { exact: true }).click();
  await expect(page).toHaveURL(/\/mp-student\/evaluations$/);
  const holCard = page.getByRole('button', { name: /霍兰德职业兴趣测评/ });
  await expect(holCard).toContainText('未开始');
  await expect(page.getByRole('button', { name: /性格类型测评/ })).toBeVisible();
  await page.screenshot({ path: shot('phone-my-evaluations-390') });

  await holCard.click();
  await expect(page.getByRole('heading', { name: '开始之前' })).toBeVisible();
  await page.screenshot({ path: shot('phone-intro-390') });
  await page.getByRole('button', { name: '我知道了，开始' }).click();
  await answerItems(page, 1, 20, 52);
  await expect(page.getByText('已答 20 题')).toBeVisible();
  // The language switch shows the same item in English, and back.
  await page.getByRole('group', { name: '作答语言' }).getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('radio', { name: 'Strongly like' })).toBeVisible();
  await page.screenshot({ path: shot('phone-item-english-390') });
  await page.getByRole('group', { name: '作答语言' }).getByRole('button', { name: '中文' }).click();
  // Back shows the answer given before.
  await page.getByRole('button', { name: '上一题' }).click();
  await expect(page.getByTestId('item-progress')).toHaveText('第 20 / 52 题');
  await expect(page.getByRole('radio', { checked: true })).toHaveCount(1);
  await page.getByRole('button', { name: '下一题' }).click();
  await page.screenshot({ path: shot('phone-item-390') });

  // Closing the page half way: the server kept the answers, the phone the position.
  const context = page.context();
  await page.close();
  page = await context.newPage();
  await page.goto('/mp-student/evaluations');
  await expect(page.getByRole('button', { name: /霍兰德职业兴趣测评/ })).toContainText('作答中');
  await page.getByRole('button', { name: /霍兰德职业兴趣测评/ }).click();
  await expect(page.getByTestId('item-progress')).toHaveText('第 21 / 52 题');
  await expect(page.getByText('已答 20 题')).toBeVisible();
  await answerItems(page, 21, 52, 52);

  await page.getByRole('button', { name: '提交', exact: true }).click();
  await expect(page.getByText('提交后不能再修改答案，确定提交吗？')).toBeVisible();
  await page.screenshot({ path: shot('phone-submit-confirm-390') });
  await page.getByRole('dialog').getByRole('button', { name: '提交' }).click();
  await expect(page).toHaveURL(/\/mp-student\/evaluationReport\?resultId=\d+/);
  holResultId = Number(new URL(page.url()).searchParams.get('resultId'));
  const report = page.getByTestId('evaluation-report');
  await expect(report.getByRole('heading', { level: 1 })).toHaveText(/^[RIASEC]{3}$/);
  await expect(report.getByRole('img', { name: '各维度得分' })).toBeVisible();
  await expect(report.getByRole('heading', { name: '匹配的专业方向' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: shot('phone-report-390'), fullPage: true });

  // The finished one opens its report; the other is taken in one go.
  await page.goto('/mp-student/evaluations');
  await expect(page.getByRole('button', { name: /霍兰德职业兴趣测评/ })).toContainText('已完成');
  await page.getByRole('button', { name: /性格类型测评/ }).click();
  await page.getByRole('button', { name: '我知道了，开始' }).click();
  await answerItems(page, 1, 52, 52);
  await page.getByRole('button', { name: '提交', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: '提交' }).click();
  await expect(page).toHaveURL(/\/mp-student\/evaluationReport\?resultId=\d+/);
  await expect(page.getByTestId('evaluation-report').getByRole('heading', { level: 1 })).toHaveText(
    /^[EI][SN][TF][JP]$/,
  );
  await page.screenshot({ path: shot('phone-report-mbti-390'), fullPage: true });
  await context.close();
});

test('the teacher reads the report, follows the class, sees the analysis and prints', async ({ browser }) => {
  const page = await teacherPage(browser);
  await page.goto('/edu/studentEvaluation');
  const filters = page.getByRole('form', { name: '查询' });
  await filters.getByLabel('班级', { exact: true }).fill(student.className);
  await filters.getByRole('button', { name: /查\s*询/ }).click();
  // The whole class: two assignments a student, the one who took them finished.
  await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toContainText(student.className);
  await expect(page.getByText(/^共 \d+ 条$/)).not.toHaveText('共 0 条');
  await page.screenshot({ path: shot('student-evaluation-class-1440') });
  await filters.getByLabel('学生', { exact: true }).fill(student.name);
  await filters.getByRole('button', { name: /查\s*询/ }).click();
  const rows = page.locator('.ant-table-tbody tr.ant-table-row', { hasText: student.name });
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: '霍兰德' })).toContainText('已完成');
  await expect(rows.filter({ hasText: '性格类型' })).toContainText('已完成');
  await page.screenshot({ path: shot('student-evaluation-1440') });
  const exported = page.waitForEvent('download');
  await page.getByRole('button', { name: /导出 Excel/ }).click();
  expect((await exported).suggestedFilename()).toMatch(/^学生测评_\d{4}-\d{2}-\d{2}\.xlsx$/);

  await rows.filter({ hasText: '霍兰德' }).getByRole('link', { name: '查看报告' }).click();
  await expect(page).toHaveURL(new RegExp(`/edu/evaluateDetail\\?id=${holResultId}$`));
  const report = page.getByTestId('evaluation-report');
  await expect(report).toContainText(student.name);
  await expect(report.getByText(/^[RIASEC]{3}$/)).toBeVisible();
  await expect(report.getByRole('heading', { name: '匹配的专业方向' })).toBeVisible();
  await expect(report.getByRole('img', { name: new RegExp(student.name) })).toBeVisible();
  await page.screenshot({ path: shot('evaluate-detail-1440'), fullPage: true });

  await page.getByRole('button', { name: /打印报告/ }).click();
  await expect
    .poll(() => page.evaluate(() => window.printedUrls ?? []))
    .toEqual([expect.stringContaining(`/edu/evaluatePrint?ids=${holResultId}`)]);

  await page.goto('/edu/analyse');
  await expect(page.getByRole('heading', { name: '数据分析' })).toBeVisible();
  await expect(page.getByRole('img', { name: '霍兰德代码分布' })).toBeVisible();
  await expect(page.getByRole('img', { name: '性格类型分布' })).toBeVisible();
  await expect(page.getByText('预警名单', { exact: true })).toBeVisible();
  const image = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出图片 霍兰德代码分布' }).click();
  expect((await image).suggestedFilename()).toBe('霍兰德代码分布.png');
  await page.screenshot({ path: shot('analyse-1440'), fullPage: true });

  const print = await page.context().newPage();
  await print.goto(`/edu/evaluatePrint?ids=${holResultId}`);
  await expect(print.locator('body[data-print-ready="1"]')).toBeAttached();
  await expect(print.getByTestId('evaluation-print-sheet')).toHaveCount(1);
  await print.emulateMedia({ media: 'print' });
  await print.screenshot({ path: shot('print-1440'), fullPage: true });
  await page.context().close();
});

test('the console pages fit a 390×844 screen', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'zh-CN' });
  const page = await context.newPage();
  await page.goto('/login');
  await loginThroughForm(page, TEACHER.account, TEACHER.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  for (const [path, name] of [
    ['/edu/studentEvaluation', 'student-evaluation-390'],
    [`/edu/evaluateDetail?id=${holResultId}`, 'evaluate-detail-390'],
    ['/edu/analyse', 'analyse-390'],
    ['/test', 'test-preview-390'],
  ] as const) {
    await page.goto(path);
    await expect(page.locator('.ant-skeleton')).toHaveCount(0);
    await page.waitForTimeout(600);
    await page.screenshot({ path: shot(name), fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/test');
  await expect(page.getByTestId('instrument-preview')).toContainText('霍兰德职业兴趣测评');
  await page.getByRole('button', { name: '我知道了，开始' }).click();
  await expect(page.getByText('第 1 / 52 题')).toBeVisible();
  await page.screenshot({ path: shot('test-preview-1440') });
  await context.close();
});
