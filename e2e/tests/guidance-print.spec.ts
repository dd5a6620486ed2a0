import { expect, test, type Page } from '@playwright/test';
import { apiAs, loginThroughForm, TEACHER } from './session.ts';

/**
 * Batch print from 学生管理: two selected students print through the hidden frame as one
 * document, one student per page run (a 志愿确认单 each, starting on a page of its own).
 */
test.describe.configure({ timeout: 120_000 });

type StudentRow = { id: number; name: string; studentNo: string; className: string };

declare global {
  interface Window {
    /** Addresses of the frames that asked to print (the dialog itself is replaced in the test). */
    printedUrls?: string[];
  }
}

/** Pages of a PDF the browser printed, counted from its page objects. */
async function pdfPages(page: Page): Promise<number> {
  const pdf = (await page.pdf({ format: 'A4', printBackground: true })).toString('latin1');
  return (pdf.match(/\/Type\s*\/Page[^s]/g) ?? []).length;
}

async function openPrint(page: Page, query: string): Promise<void> {
  await page.goto(`/edu/pdf?${query}`);
  await expect(page.locator('body[data-print-ready="1"]')).toBeAttached();
}

test('two students selected in 学生管理 print with one student per page run', async ({ browser, request }) => {
  const call = await apiAs(request, TEACHER.account, TEACHER.password);
  const seniors = (await call<{ list: StudentRow[] }>('/stuArchive/list', { page: 1, limit: 200, grade: 3 })).list;
  // The oldest demo seniors, one per journey: newer ones are other journeys' or made by them.
  seniors.sort((a, b) => a.id - b.id);
  const first = seniors[2]!;
  const second = seniors.find((item) => item.className === first.className && item.id !== first.id)!;
  for (const [student, slots] of [
    [first, 24],
    [second, 8],
  ] as const) {
    await call('/stuGuidance/update', {
      stuId: student.id,
      province: '320000',
      scoreTotal: 570,
      mainSubject: '0604',
      minorSubject1: '0606',
      minorSubject2: '0607',
    });
    const plan = await call<{ id: number }>('/stuPlan/editOrCreatePlanWithName', {
      stuId: student.id,
      name: '打印方案',
    });
    await call('/stuGuidance/update', { stuId: student.id, guiPlanId: plan.id });
    await call('/stuPlan/intelligentMakeStuPlan', { stuId: student.id, planId: plan.id, slots });
  }

  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  // Each frame's print() records its address on the console page instead of opening a dialog.
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
  await page.getByRole('banner').getByText('学生管理', { exact: true }).click();
  await expect(page).toHaveURL(/\/edu\/studentManage$/);

  const filters = page.getByRole('form', { name: '查询' });
  await filters.getByLabel('年级', { exact: true }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '高三' }).click();
  await filters.getByLabel('班级', { exact: true }).fill(first.className);
  await filters.getByRole('button', { name: /查\s*询/ }).click();
  for (const student of [first, second]) {
    const row = page.locator('.ant-table-tbody tr', { hasText: student.studentNo });
    await row.getByRole('checkbox').check();
    await expect(row.getByRole('checkbox')).toBeChecked();
  }

  await page.getByRole('button', { name: '批量打印方案' }).click();
  // The hidden frame loads the print page and prints it once it says it is ready.
  await expect.poll(() => page.evaluate(() => window.printedUrls ?? []), { timeout: 30_000 }).toHaveLength(1);
  const [printed] = await page.evaluate(() => window.printedUrls ?? []);
  const printedIds = new URL(printed!).searchParams.get('stuIds')?.split(',').map(Number).sort();
  expect(printedIds).toEqual([first.id, second.id].sort());

  // The same document: one 志愿确认单 per student, each starting a new page.
  const print = await context.newPage();
  await openPrint(print, new URL(printed!).search.slice(1));
  const sheets = print.getByTestId('print-sheet');
  await expect(sheets).toHaveCount(2);
  for (const student of [first, second]) {
    await expect(sheets.filter({ hasText: student.name }).first()).toBeVisible();
  }
  await print.emulateMedia({ media: 'print' });
  expect(await sheets.evaluateAll((nodes) => nodes.map((node) => getComputedStyle(node).breakBefore))).toEqual([
    'page',
    'page',
  ]);
  const together = await pdfPages(print);

  // Each student printed alone: the batch is exactly their pages, none shared.
  let alone = 0;
  for (const student of [first, second]) {
    await openPrint(print, `stuIds=${student.id}`);
    const pages = await pdfPages(print);
    expect(pages).toBeGreaterThanOrEqual(1);
    alone += pages;
  }
  expect(together).toBe(alone);
  expect(together).toBeGreaterThanOrEqual(3);
  await context.close();
});
