import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { openGuidanceWithEmptyPlan, panel, planRows, type StudentRow } from './guidance-student.ts';
import { apiAs, TEACHER } from './session.ts';

/**
 * A plan of three 院校专业组 exported to Excel (the file read back in filling order), the three
 * groups compared side by side, 导入往年专业 adding a major of an earlier year, and groups no plan
 * holds picked in 院校专业查询 and compared from there.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

type SearchRow = { id: number; collegeCode: string; groupCode: string; history: unknown[] };
type ComparedRow = {
  collegeName: string;
  groupCode: string;
  planCount: number | null;
  subjectSelection: string;
  majors: Array<{ majorName: string }>;
  groupContents: { majors: Array<{ name: string }> } | null;
  history: Array<{ year: number; minScore: number | null; minRank: number | null }>;
};
type PlanInfo = {
  id: number;
  rows: Array<{ slot: number; collegeCode: string; groupCode: string; majors: Array<{ majorCode: string }> }>;
};

const PLAN_NAME = '导出对比方案';
const shot = (name: string) => path.resolve(import.meta.dirname, '../../test-results', name);
let student: StudentRow;
let page: Page;
let plan: PlanInfo;

test.beforeAll(async ({ browser, request }) => {
  ({ student, page } = await openGuidanceWithEmptyPlan(browser, request, {
    senior: 11,
    scoreTotal: 560,
    planName: PLAN_NAME,
  }));
  const call = await apiAs(request, TEACHER.account, TEACHER.password);
  const search = await call<{ list: SearchRow[] }>('/enEnrollmentMajor/getEnrollmentMajorList', {
    page: 1,
    limit: 100,
    provinceCode: '320000',
    subjects: ['0604', '0606', '0607'],
    subjectKnown: true,
  });
  const groups = new Map<string, number>();
  for (const row of search.list) {
    const key = `${row.collegeCode}|${row.groupCode}`;
    if (row.history.length && !groups.has(key) && groups.size < 3) groups.set(key, row.id);
  }
  expect(groups.size).toBe(3);
  const plans = await call<Array<{ id: number; name: string }>>(`/stuPlan/getListByArchiveUserId/${student.id}`);
  const planId = plans.find((item) => item.name === PLAN_NAME)!.id;
  await call('/stuPlan/update', {
    id: planId,
    rows: [...groups.values()].map((id) => ({ majorIds: [id], obeysAdjustment: true })),
  });
  plan = await call<PlanInfo>(`/stuPlan/info/${planId}`);
  await page.reload();
  await page.getByRole('tab', { name: '报考方案' }).click();
  await expect(planRows(page)).toHaveCount(3);
});

test.afterAll(async () => {
  await page.context().close();
});

test('导出 Excel downloads the plan in filling order: slot, 院校代码, 专业组代码, the majors’ codes, 服从调剂', async () => {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    panel(page).getByRole('button', { name: '导出 Excel' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`_${PLAN_NAME}_志愿表\\.xlsx$`));
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const rows: string[][] = [];
  workbook.worksheets[0]!.eachRow((row) => {
    rows.push(
      (row.values as unknown[]).slice(1).map((value) => (value === null || value === undefined ? '' : String(value))),
    );
  });
  expect(rows[0]!.slice(0, 4)).toEqual(['志愿', '院校代码', '专业组代码', '专业1代码']);
  const majorsPerGroup = rows[0]!.filter((header) => /^专业\d+代码$/.test(header)).length;
  expect(rows[0]![3 + majorsPerGroup]).toBe('服从调剂');
  expect(rows.slice(1).map((row) => [row[0], row[1], row[2], row[3], row[3 + majorsPerGroup]])).toEqual(
    plan.rows.map((row) => [String(row.slot), row.collegeCode, row.groupCode, row.majors[0]!.majorCode, '是']),
  );
});

test('志愿对比 shows the three groups side by side with their lines', async () => {
  await panel(page).getByRole('button', { name: '志愿对比' }).click();
  const table = page.getByTestId('unit-compare');
  await expect(table.getByTestId('unit-compare-column')).toHaveCount(3);
  for (const [index, row] of plan.rows.entries()) {
    await expect(table.getByTestId('unit-compare-column').nth(index)).toContainText(`第${row.slot}志愿`);
  }
  // The newest year's line of each group: score / rank, with whose line it is.
  const newest = table.locator('tbody tr').first();
  await expect(newest.locator('th')).toContainText(/\d{4}年 最低分 \/ 位次/);
  await expect(newest.locator('td')).toHaveCount(3);
  for (const cell of await newest.locator('td').all()) await expect(cell).toContainText(/\d+ \/ [\d,]+/);
  await expect(table.locator('tbody tr', { hasText: '录取概率' }).locator('td')).toHaveCount(3);
  await page.screenshot({ path: shot('plan-unit-compare.png') });
  await page.keyboard.press('Escape');
  await expect(table).toBeHidden();
});

test('导入往年专业 adds an earlier year’s major and lists what was added and what was not', async () => {
  await panel(page).getByRole('button', { name: '导入往年专业' }).click();
  const dialog = page.getByTestId('import-old-majors');
  const school = dialog.getByRole('combobox', { name: '院校' });
  const firstMajor = dialog.locator('.ant-table-tbody tr.ant-table-row').first();
  // The school list re-renders as the search's answer arrives, and a click on the option it just
  // replaced is lost with the list left open: pick again until the school's majors are listed.
  await expect(async () => {
    if ((await school.getAttribute('aria-expanded')) !== 'true') await school.click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click({ timeout: 2_000 });
    await expect(firstMajor).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  await firstMajor.getByRole('checkbox').check();
  await page.getByRole('button', { name: '导入所选（1）' }).click();
  await expect(dialog.getByText(/已加入方案（\d）/)).toBeVisible();
  await expect(dialog.getByText(/未能对应（\d）/)).toBeVisible();
  await page.screenshot({ path: shot('plan-import-old-majors.png') });
});

test('院校专业查询 sets groups no plan holds side by side: 2–5 picked, a sixth refused, each with its lines, places, majors, 选科 and chance', async () => {
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('import-old-majors')).toBeHidden();
  await page.getByRole('tab', { name: '院校专业查询' }).click();
  const rows = panel(page).locator('tbody tr.ant-table-row');
  await expect(rows.first()).toBeVisible();
  const compare = panel(page).getByRole('button', { name: /对比 \(\d\)$/ });
  await expect(compare).toHaveText('对比 (0)');
  await expect(compare).toBeDisabled();

  // Rows of six different groups that are not in the plan, and the page each is on.
  const goToPage = async (number: number) => {
    await panel(page).locator(`.ant-pagination-item-${number}`).click();
    await expect(panel(page).locator('.ant-pagination-item-active')).toHaveText(String(number));
    await expect(panel(page).locator('.ant-table .ant-spin-spinning')).toHaveCount(0);
  };
  const picks: Array<{ page: number; college: string; group: string }> = [];
  const seen = new Set<string>();
  for (let number = 1; picks.length < 6; number += 1) {
    await goToPage(number);
    for (const row of await rows.all()) {
      const college = (await row.locator('td').nth(0).locator('strong').textContent()) ?? '';
      const group = ((await row.locator('td').nth(1).textContent()) ?? '').trim();
      const key = `${college}|${group}`;
      if (seen.has(key) || !(await row.getByRole('button', { name: '加入方案' }).count())) continue;
      seen.add(key);
      picks.push({ page: number, college, group });
      if (picks.length === 6) break;
    }
  }
  // A pick's checkbox on its own page (the picks survive paging).
  const pickAt = async (index: number) => {
    const pick = picks[index]!;
    await goToPage(pick.page);
    await rows
      .filter({ has: page.locator('td:nth-child(1)').getByText(pick.college, { exact: true }) })
      .filter({ has: page.locator('td:nth-child(2)', { hasText: new RegExp(`^${pick.group}$`) }) })
      .first()
      .getByRole('checkbox')
      .click();
  };
  await pickAt(0);
  await expect(compare).toHaveText('对比 (1)');
  await expect(compare).toBeDisabled();
  for (const index of [1, 2, 3, 4]) await pickAt(index);
  await expect(compare).toHaveText('对比 (5)');
  await pickAt(5);
  await expect(page.getByText('最多对比 5 个志愿单位，请先取消一个')).toBeVisible();
  await expect(compare).toHaveText('对比 (5)');

  // Five columns on a 1280-wide screen: the drawer stays inside it and clear of the sidebar (210 px
  // wide, drawn above drawers); the table scrolls within it.
  await page.setViewportSize({ width: 1280, height: 800 });
  await compare.click();
  const table = page.getByTestId('unit-compare');
  await expect(table.getByTestId('unit-compare-column')).toHaveCount(5);
  const drawer = page.locator('.ant-drawer-content-wrapper');
  // The drawer slides in from the right: measured once it stops.
  let lastX = Number.NaN;
  await expect
    .poll(async () => {
      const x = (await drawer.boundingBox())?.x;
      const still = x === lastX;
      lastX = x ?? Number.NaN;
      return still;
    })
    .toBe(true);
  const box = (await drawer.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(210);
  expect(box.x + box.width).toBeLessThanOrEqual(1280);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
  await page.screenshot({ path: shot('search-unit-compare-1280.png') });
  await page.keyboard.press('Escape');
  await expect(table).toBeHidden();
  await page.setViewportSize({ width: 1440, height: 900 });

  // Two unticked: the three left are compared as the server reads them for the student.
  await pickAt(1);
  await pickAt(3);
  await expect(compare).toHaveText('对比 (3)');
  const answered = page.waitForResponse((response) => response.url().endsWith('/stuPlan/compareUnits'));
  await compare.click();
  const answer = (await (await answered).json()) as { code: number; data: { rows: ComparedRow[] } };
  expect(answer.code).toBe(0);
  const compared = answer.data.rows;
  expect(compared.map((row) => `${row.collegeName}|${row.groupCode}`)).toEqual(
    [picks[0]!, picks[2]!, picks[4]!].map((pick) => `${pick.college}|${pick.group}`),
  );
  const columns = table.getByTestId('unit-compare-column');
  await expect(columns).toHaveText(compared.map((row) => `${row.collegeName} ${row.groupCode}组`));
  const cells = (label: string | RegExp) =>
    table.locator('tbody tr', { has: page.locator('th', { hasText: label }) }).locator('td');
  await expect(cells('今年计划数')).toHaveText(compared.map((row) => String(row.planCount ?? '—')));
  await expect(cells('选科')).toHaveText(compared.map((row) => new RegExp(`^${row.subjectSelection || '—'}`)));
  for (const [index, row] of compared.entries()) {
    const majors = row.groupContents?.majors.map((major) => major.name) ?? row.majors.map((major) => major.majorName);
    expect(majors.length).toBeGreaterThan(0);
    await expect(cells('专业').nth(index).locator('li')).toHaveText(majors);
    await expect(cells('录取概率').nth(index)).toHaveText(/\d+%|<1%|>99%|数据不足/);
  }
  // Each year's line where the unit has one, else 数据不足 with the reason: never a dropped column.
  const years = [...new Set(compared.flatMap((row) => row.history.map((entry) => entry.year)))].sort((a, b) => b - a);
  expect(years.length).toBeGreaterThan(0);
  for (const year of years.slice(0, 3)) {
    for (const [index, row] of compared.entries()) {
      const entry = row.history.find((item) => item.year === year);
      const cell = cells(`${year}年 最低分 / 位次`).nth(index);
      if (!entry) {
        await expect(cell).toContainText(`数据不足未找到${year}年该志愿单位、组内专业或院校的录取线`);
      } else {
        const rank = entry.minRank === null ? '—' : entry.minRank.toLocaleString('en-US');
        await expect(cell).toContainText(`${entry.minScore ?? '—'} / ${rank}`);
      }
    }
  }
  await page.screenshot({ path: shot('search-unit-compare.png') });
  await page.keyboard.press('Escape');
  await expect(table).toBeHidden();
});
