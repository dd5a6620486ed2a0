import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiAs, loginThroughForm, TEACHER } from './session.ts';

/**
 * The 高考 year of the guidance record and the server-side filters of 院校专业查询: a teacher
 * ranks a demo student in another year's table (or is told the year has none), filters the
 * search by tuition and plan count, and reads each unit's last three years and its admission
 * chance.
 */
test.describe.configure({ mode: 'serial', timeout: 180_000 });

type StudentRow = { id: number; name: string };
type Rank = { year: number | null; tableYear: number | null; tableYears: number[] };

let student: StudentRow;
let page: Page;
const warnings: string[] = [];

const activeTab = (current: Page) => current.getByRole('tabpanel');
const resultRows = (current: Page) => activeTab(current).locator('tbody tr.ant-table-row');
const totalText = (current: Page) => activeTab(current).getByText(/^共 \d+ 条$/);

async function openTab(current: Page, name: string) {
  await current.getByRole('tab', { name }).click();
  await expect(current.getByRole('tab', { name, selected: true })).toBeVisible();
}

async function chooseOption(current: Page, select: Locator, option: string) {
  await select.click();
  await current.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click();
}

/** The number in a cell's text ("5000元/年" → 5000); NaN when it has none. */
const numberIn = (text: string) => Number(/\d+/.exec(text)?.[0] ?? Number.NaN);

/**
 * The result count once it has held for a moment: the table keeps the last answer's count on
 * screen while the next search is asked.
 */
async function settledTotal(current: Page): Promise<number> {
  let last = Number.NaN;
  await expect
    .poll(
      async () => {
        const now = numberIn((await totalText(current).textContent()) ?? '');
        const held = now === last;
        last = now;
        return held;
      },
      { intervals: [750], timeout: 20_000 },
    )
    .toBe(true);
  return last;
}

test.beforeAll(async ({ browser, request }) => {
  const call = await apiAs(request, TEACHER.account, TEACHER.password);
  // An old demo senior of its own: the newest ones are made or taken by other journeys.
  const seniors = await call<{ list: StudentRow[] }>('/stuArchive/list', { page: 1, limit: 200, grade: 3 });
  student = seniors.list.sort((a, b) => a.id - b.id)[21]!;
  await call('/stuGuidance/update', {
    stuId: student.id,
    province: '320000',
    scoreTotal: 560,
    addScore: 0,
    mainSubject: '0604',
    minorSubject1: '0606',
    minorSubject2: '0609',
    examYear: null,
  });
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });
  await page.goto(`/login?redirect=${encodeURIComponent(`/edu/studentGuidance?stuId=${student.id}`)}`);
  await loginThroughForm(page, TEACHER.account, TEACHER.password);
  await expect(page).toHaveURL(new RegExp(`studentGuidance\\?stuId=${student.id}`));
});

test.afterAll(async ({ request }) => {
  const call = await apiAs(request, TEACHER.account, TEACHER.password);
  await call('/stuGuidance/update', { stuId: student.id, examYear: null });
  await page.context().close();
});

test('the teacher ranks the student in another 高考 year, and is told which table a year without one uses', async ({
  request,
}) => {
  const call = await apiAs(request, TEACHER.account, TEACHER.password);
  const rank = await call<Rank>(`/stuGuidance/rank/${student.id}`);
  const [latest, earlier] = rank.tableYears;
  // The default 高考 year is the school's 当前填报年份; without its own table the latest one ranks.
  expect(rank.tableYear).toBe(latest);
  await openTab(page, '成绩与位次');
  const year = page.getByRole('combobox', { name: '高考年份' });
  await expect(page.locator('.ant-select', { has: year })).toContainText(`${rank.year} 年`);

  await chooseOption(page, year, `${latest! + 1} 年（暂无一分一段表）`);
  await page.getByRole('button', { name: '保存成绩' }).click();
  await expect(page.getByTestId('rank-notice')).toContainText(
    `暂无 ${latest! + 1} 年一分一段表，位次按 ${latest} 年表换算`,
  );
  await expect(page.getByTestId('rank-interval')).toHaveText(/^第 [\d,]+( – [\d,]+)? 名$/);
  await expect(page.getByTestId('year-model')).toContainText(`位次 ${latest} 表`);

  await chooseOption(page, page.getByRole('combobox', { name: '高考年份' }), `${earlier} 年`);
  await page.getByRole('button', { name: '保存成绩' }).click();
  await expect(page.getByTestId('rank-interval')).toHaveText(/^第 [\d,]+( – [\d,]+)? 名$/);
  await expect(activeTab(page).getByText(`${earlier}年物理类 560分`)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('score-tab.png') });
});

test('the search filters tuition and plan count on the server and shows three years per unit', async () => {
  await openTab(page, '院校专业查询');
  await expect(totalText(page)).toBeVisible();
  // The whole list, not the window around the student's rank (on by default): the count read
  // is the answer to that search, not the window's count still shown while it is asked.
  const searched = page.waitForResponse((response) =>
    response.url().endsWith('/enEnrollmentMajor/getEnrollmentMajorList'),
  );
  const window = page.getByRole('switch', { name: '只看冲稳保范围' });
  await window.click();
  await expect(window).not.toBeChecked();
  await searched;
  const before = await settledTotal(page);
  expect(before).toBeGreaterThan(20);

  const tuition = page.getByRole('spinbutton', { name: '学费上限（元/年）' });
  await tuition.fill('5000');
  await tuition.press('Enter');
  await expect.poll(async () => numberIn((await totalText(page).textContent()) ?? '')).toBeLessThan(before);
  const cheap = numberIn((await totalText(page).textContent()) ?? '');
  for (const text of await resultRows(page).locator('td:nth-child(3)').allTextContents()) {
    expect(numberIn(text.split('·').at(-1) ?? '')).toBeLessThanOrEqual(5000);
  }

  const places = page.getByRole('spinbutton', { name: '计划数至少' });
  await places.fill('6');
  await places.press('Enter');
  await expect.poll(async () => numberIn((await totalText(page).textContent()) ?? '')).toBeLessThan(cheap);
  for (const text of await resultRows(page).locator('td:nth-child(5)').allTextContents()) {
    expect(Number(text)).toBeGreaterThanOrEqual(6);
  }

  // Each row: up to three earlier years; ranks converted from a score carry 估.
  const derived = activeTab(page).getByTestId('derived-rank').first();
  await expect(derived).toHaveText('估');
  await derived.hover();
  await expect(page.getByRole('tooltip', { name: '由最低分按一分一段表换算' })).toBeVisible();
  await expect(resultRows(page).first().locator('td:nth-child(6)')).toContainText(/20\d\d/);
  await page.screenshot({ path: test.info().outputPath('search-tab.png') });

  await chooseOption(page, page.getByRole('combobox', { name: '中外合作' }), '只看中外合作');
  // The demo data has none: the server answers an empty page.
  await expect(resultRows(page)).toHaveCount(0);
});

test('every visible row shows the engine’s admission chance, or 数据不足 in grey', async () => {
  await chooseOption(page, page.getByRole('combobox', { name: '中外合作' }), '不限');
  await expect(resultRows(page).first()).toBeVisible();
  const rows = await resultRows(page).count();
  expect(rows).toBeGreaterThan(0);
  const cells = activeTab(page).getByTestId('unit-prediction');
  await expect(cells).toHaveCount(rows);
  for (const text of await cells.allTextContents()) {
    expect(text).toMatch(/^(([冲稳保])?(<1|>99|\d{1,3})%可信度 [高中低]|数据不足)$/);
  }

  // A row with a number explains it: the predicted line, its 80 % interval and why.
  const predicted = cells.filter({ hasText: '%' }).first();
  if ((await predicted.count()) > 0) {
    await predicted.hover();
    const tooltip = page.getByRole('tooltip').filter({ hasText: '80% 区间' });
    await expect(tooltip).toBeVisible();
    await expect(tooltip).toContainText(/预测最低位次 [\d,]+/);
    await expect(tooltip).toContainText(/80% 区间 [\d,]+ – [\d,]+/);
  }
  await page.screenshot({ path: test.info().outputPath('search-probabilities.png') });
});

test('the tabs use no deprecated antd props', async () => {
  expect(warnings.filter((text) => /deprecated/i.test(text))).toEqual([]);
});
