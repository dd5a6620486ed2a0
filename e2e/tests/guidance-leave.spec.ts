import { expect, test, type Page } from '@playwright/test';
import { apiAs, loginThroughForm, TEACHER } from './session.ts';

/**
 * Spec §2's leave guard on /edu/studentGuidance: with an unsaved plan, closing the page's tag,
 * following a menu link and unloading the browser tab all ask first; cancel keeps the draft,
 * leaving drops it and the saved plan stays as it was.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const QUESTION = '检测到数据还未保存，此时离开会导致数据丢失，是否离开?';

type StudentRow = { id: number; name: string };
type PlanSummary = { id: number; name: string; rowCount: number };

let student: StudentRow;
let savedRows: number;
let page: Page;

const planRows = (current: Page) => current.getByRole('tabpanel').locator('tr[data-slot]');
const guidanceTag = (current: Page) => current.getByRole('tab', { name: '规划指导' });
const question = (current: Page) => current.locator('.ant-modal-confirm').filter({ hasText: QUESTION });

/** Opens the student's plan in the workspace, as saved. */
async function openPlan(current: Page) {
  await current.goto(`/edu/studentGuidance?stuId=${student.id}`);
  await current.getByRole('tab', { name: '报考方案' }).click();
  await expect(planRows(current)).toHaveCount(savedRows);
  await expect(current.getByText('未保存', { exact: true })).toHaveCount(0);
}

/** Removes the first slot without saving. */
async function makeUnsaved(current: Page) {
  await current.getByRole('button', { name: '移除 1', exact: true }).click();
  await expect(current.getByText('未保存', { exact: true })).toBeVisible();
  await expect(planRows(current)).toHaveCount(savedRows - 1);
}

test.beforeAll(async ({ browser, request }) => {
  const call = await apiAs(request, TEACHER.account, TEACHER.password);
  const seniors = await call<{ list: StudentRow[] }>('/stuArchive/list', { page: 1, limit: 200, grade: 3 });
  // The oldest demo seniors, one per journey: newer ones are other journeys' or made by them.
  student = seniors.list.sort((a, b) => a.id - b.id)[1]!;
  await call('/stuGuidance/update', {
    stuId: student.id,
    province: '320000',
    scoreTotal: 560,
    mainSubject: '0604',
    minorSubject1: '0606',
    minorSubject2: '0609',
  });
  const plan = await call<{ id: number }>('/stuPlan/editOrCreatePlanWithName', {
    stuId: student.id,
    name: '离开前方案',
  });
  await call('/stuPlan/intelligentMakeStuPlan', { stuId: student.id, planId: plan.id, slots: 6 });
  const plans = await call<PlanSummary[]>(`/stuPlan/getListByArchiveUserId/${student.id}`);
  savedRows = plans.find((item) => item.id === plan.id)!.rowCount;
  expect(savedRows).toBeGreaterThan(1);

  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  page = await context.newPage();
  await page.goto(`/edu/studentGuidance?stuId=${student.id}`);
  await loginThroughForm(page, TEACHER.account, TEACHER.password);
  await expect(page).toHaveURL(/\/edu\/studentGuidance\?stuId=/);
});

test.afterAll(async () => {
  await page.context().close();
});

test('closing the page tag asks first: cancel keeps the draft, leave drops it', async () => {
  await openPlan(page);
  await makeUnsaved(page);

  await guidanceTag(page).locator('.anticon-close').click();
  await expect(question(page)).toBeVisible();
  await question(page)
    .getByRole('button', { name: /取\s*消/ })
    .click();
  await expect(question(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/edu\/studentGuidance/);
  await expect(guidanceTag(page)).toBeVisible();
  await expect(page.getByText('未保存', { exact: true })).toBeVisible();
  await expect(planRows(page)).toHaveCount(savedRows - 1);

  await guidanceTag(page).locator('.anticon-close').click();
  await question(page)
    .getByRole('button', { name: /离\s*开/ })
    .click();
  await expect(page).not.toHaveURL(/studentGuidance/);
  await expect(guidanceTag(page)).toHaveCount(0);

  // The saved plan is as it was.
  await openPlan(page);
});

test('a menu link asks first, and leaving drops the draft', async () => {
  await makeUnsaved(page);
  await page.getByRole('link', { name: '知识库' }).first().click();
  await expect(question(page)).toBeVisible();
  await question(page)
    .getByRole('button', { name: /离\s*开/ })
    .click();
  await expect(page).toHaveURL(/\/edu\/knowledge/);

  // Back through its tag: the kept-alive workspace shows the saved plan, not the dropped draft.
  await guidanceTag(page).click();
  await expect(page).toHaveURL(/\/edu\/studentGuidance\?stuId=/);
  await expect(page.getByText('未保存', { exact: true })).toHaveCount(0);
  await expect(planRows(page)).toHaveCount(savedRows);
});

test('closing or reloading the browser tab raises the browser’s own leave dialog', async () => {
  await makeUnsaved(page);
  const dialog = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const shown = await dialog;
  expect(shown.type()).toBe('beforeunload');
  await shown.dismiss();
  // Staying keeps the page and its draft.
  expect(page.isClosed()).toBe(false);
  await expect(page.getByText('未保存', { exact: true })).toBeVisible();

  // With the draft saved, the tab closes without asking.
  await page.getByRole('button', { name: '保存方案' }).click();
  await expect(page.getByText('未保存', { exact: true })).toHaveCount(0);
  let asked = false;
  page.on('dialog', (other) => {
    asked = true;
    void other.dismiss();
  });
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => page.isClosed()).toBe(true);
  expect(asked).toBe(false);
});
