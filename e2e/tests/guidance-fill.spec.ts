import { expect, test, type Page } from '@playwright/test';
import { openGuidanceWithEmptyPlan, panel, planRows, type StudentRow } from './guidance-student.ts';
import { apiAs, TEACHER } from './session.ts';

/**
 * 智能填报 from the 报考方案 tab, then a share that the teacher revokes: the public link then
 * answers with the clear refusal, never the plan. One demo student of its own, set up by API.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

type PlanSummary = { id: number; name: string; rowCount: number };

const PLAN_NAME = '智能填报方案';
let student: StudentRow;
let page: Page;
let shared: { link: string; code: string };

/** The number after a tier's name in the counts above the ladder (冲 3 → 3). */
async function tierCount(current: Page, name: string): Promise<number> {
  const text = await current
    .getByTestId('tier-counts')
    .getByText(new RegExp(`^${name} \\d+$`))
    .textContent();
  return Number(text?.replace(/\D/g, ''));
}

test.beforeAll(async ({ browser, request }) => {
  ({ student, page } = await openGuidanceWithEmptyPlan(browser, request, {
    senior: 0,
    scoreTotal: 580,
    planName: PLAN_NAME,
  }));
});

test.afterAll(async () => {
  await page.context().close();
});

test('智能填报 fills the empty plan with tiered rows whose counts add up', async ({ request }) => {
  test.setTimeout(180_000);
  await page.getByRole('tab', { name: '报考方案' }).click();
  await expect(page.getByRole('combobox', { name: '方案名称' })).toBeVisible();
  await expect(panel(page).getByText(`${PLAN_NAME}（0）`)).toBeVisible();
  await expect(planRows(page)).toHaveCount(0);

  await panel(page).getByRole('button', { name: '智能填报' }).click();
  const dialog = page.getByTestId('intelligent-make-dialog');
  await expect(dialog.getByText('现有志愿将被替换')).toBeVisible();
  await page.getByRole('button', { name: '开始填报' }).click();
  // The first making in a fresh database waits for the province's calibration to be fitted
  // (tens of seconds on a busy 2-core machine), as in the engine-plan journey.
  await expect(dialog).toBeHidden({ timeout: 120_000 });
  await expect(planRows(page).first()).toBeVisible();

  const rows = await planRows(page).count();
  const call = await apiAs(request, TEACHER.account, TEACHER.password);
  // Filled and saved at once: the server holds the same rows, and nothing is left unsaved.
  const plans = await call<PlanSummary[]>(`/stuPlan/getListByArchiveUserId/${student.id}`);
  expect(plans.find((plan) => plan.name === PLAN_NAME)?.rowCount).toBe(rows);
  await expect(panel(page).getByText('未保存', { exact: true })).toHaveCount(0);

  // Every row shows the engine's tier and chance, or 数据不足; the counts by the engine's tier and 数据不足 add up to the rows.
  const tierColumn = await planRows(page).evaluateAll((trs) =>
    trs.map((tr) => tr.querySelector('td [data-testid="plan-row-prediction"]')?.textContent?.trim() ?? ''),
  );
  expect(tierColumn).toHaveLength(rows);
  for (const text of tierColumn) expect(text).toMatch(/^([冲稳保](\d+|<1|>99)%|数据不足|按位次差：)/);
  const shown = {
    冲: await tierCount(page, '冲'),
    稳: await tierCount(page, '稳'),
    保: await tierCount(page, '保'),
    数据不足: await tierCount(page, '数据不足'),
  };
  expect(shown.冲 + shown.稳 + shown.保 + shown.数据不足).toBe(rows);
  // The default mix 20 / 40 / 40: safe rows are there, and the list starts with its most selective slot.
  expect(shown.保).toBeGreaterThan(0);
  expect(tierColumn[0]).toMatch(/^(冲|稳|数据不足|按位次差)/);

  // The saved list's whole-list simulation: one P(admitted) over the list, from the engine.
  const wholeList = page.getByTestId('whole-list-panel');
  await expect(wholeList.getByText(/^被录取 (<1|>99|\d+)%$/)).toBeVisible();
  await expect(wholeList.getByText(/^退档 (<1|>99|\d+)%$/)).toBeVisible();
  await expect(wholeList.getByText(/按平行志愿一轮投档模拟 \d+ 次/)).toBeVisible();
});

test('a revoked share link shows the clear refusal, never the plan', async ({ browser }) => {
  await panel(page)
    .getByRole('button', { name: /分\s*享/ })
    .click();
  const link = (await page.getByTestId('share-link').textContent()) ?? '';
  const code = (await page.getByTestId('share-code').textContent()) ?? '';
  expect(link).toMatch(/\/stu\/enroll\/trace\/report\?shareId=/);
  shared = { link, code };
  await page
    .getByRole('dialog', { name: '分享方案' })
    .getByRole('button', { name: /确\s*定|OK/ })
    .click();
  await expect(panel(page).getByText('已分享并锁定', { exact: true })).toBeVisible();

  const phone = await browser.newPage({ viewport: { width: 390, height: 844 }, locale: 'zh-CN' });
  await phone.goto(shared.link);
  await phone.getByRole('textbox', { name: '访问码' }).fill(shared.code);
  await phone.getByRole('button', { name: '查看方案' }).click();
  await expect(phone.getByTestId('plan-report').getByRole('heading', { name: PLAN_NAME })).toBeVisible();

  await panel(page).getByRole('button', { name: '撤销分享' }).click();
  await expect(page.getByText('操作成功').last()).toBeVisible();
  // Revoking also frees the plan for editing.
  await expect(panel(page).getByText('已分享并锁定', { exact: true })).toHaveCount(0);
  await expect(panel(page).getByRole('button', { name: '撤销分享' })).toHaveCount(0);

  // The same link and the right code: the refusal page, and no plan anywhere on it.
  await phone.goto(shared.link);
  await phone.getByRole('textbox', { name: '访问码' }).fill(shared.code);
  await phone.getByRole('button', { name: '查看方案' }).click();
  await expect(phone.getByRole('heading', { name: '无法查看方案' })).toBeVisible();
  await expect(phone.getByRole('alert')).toContainText('分享链接已失效，请联系老师重新分享');
  await expect(phone.getByTestId('plan-report')).toHaveCount(0);
  await expect(phone.getByText(PLAN_NAME)).toHaveCount(0);
  await phone.close();
});
