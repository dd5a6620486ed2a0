import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { openGuidanceWithEmptyPlan, panel, planRows, type StudentRow } from './guidance-student.ts';
import { apiAs, TEACHER } from './session.ts';

/**
 * A plan of three 院校专业组 exported to Excel (the file read back in filling order), the three
 * groups compared side by side, and 导入往年专业 adding a major of an earlier year.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

type SearchRow = { id: number; collegeCode: string; groupCode: string; history: unknown[] };
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
  await dialog.getByRole('combobox', { name: '院校' }).click();
  await page.locator('.ant-select-item-option').first().click();
  const firstMajor = dialog.locator('.ant-table-tbody tr.ant-table-row').first();
  await expect(firstMajor).toBeVisible();
  await firstMajor.getByRole('checkbox').check();
  await page.getByRole('button', { name: '导入所选（1）' }).click();
  await expect(dialog.getByText(/已加入方案（\d）/)).toBeVisible();
  await expect(dialog.getByText(/未能对应（\d）/)).toBeVisible();
  await page.screenshot({ path: shot('plan-import-old-majors.png') });
});
