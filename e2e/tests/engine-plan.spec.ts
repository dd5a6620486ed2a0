import { expect, test, type Page } from '@playwright/test';
import { openGuidanceWithEmptyPlan, panel, planRows } from './guidance-student.ts';

/**
 * The admission engine on a plan: 智能填报 with the split, target and preferences dialog, then
 * every row shows the engine's chance, tier, confidence, 80 % interval and why, or 数据不足 with
 * the rank-gap tier labelled; the whole-list panel sits beside the list. One demo senior of its own.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const PLAN_NAME = '引擎方案';
let page: Page;

test.beforeAll(async ({ browser, request }) => {
  ({ page } = await openGuidanceWithEmptyPlan(browser, request, {
    senior: 7,
    scoreTotal: 575,
    planName: PLAN_NAME,
  }));
});

test.afterAll(async () => {
  await page.context().close();
});

test('智能填报 asks for the split, target and preferences and says what the list reaches', async () => {
  test.setTimeout(180_000);
  await page.getByRole('tab', { name: '报考方案' }).click();
  await expect(panel(page).getByText(`${PLAN_NAME}（0）`)).toBeVisible();
  await panel(page).getByRole('button', { name: '智能填报' }).click();
  const dialog = page.getByTestId('intelligent-make-dialog');
  await expect(dialog.getByText('冲 / 稳 / 保 比例')).toBeVisible();
  await expect(dialog.getByRole('spinbutton', { name: '冲的比例' })).toHaveValue('20');
  await expect(dialog.getByRole('radio', { name: '99%' })).toBeChecked();
  await dialog.getByRole('radio', { name: '不要' }).check();
  await page.screenshot({ path: '../test-results/engine-plan-dialog-1440.png' });
  await page.getByRole('button', { name: '开始填报' }).click();
  // The first making in a fresh database waits for the province's calibration to be fitted
  // (tens of seconds on a busy 2-core machine); later ones read it from the database.
  await expect(dialog).toBeHidden({ timeout: 120_000 });
  // The list is filled and the whole-list simulation states what it reaches. (The toast that also
  // says so lasts a few seconds and can be gone on a slow machine before it is read.)
  await expect(planRows(page).first()).toBeVisible({ timeout: 30_000 });
  await expect(
    panel(page)
      .getByText(/被录取 (\d+|>99)%/)
      .first(),
  ).toBeVisible({ timeout: 30_000 });
});

test('every plan row shows the engine’s numbers with their why, or 数据不足 and the labelled rank-gap tier', async () => {
  const rows = await planRows(page).count();
  expect(rows).toBeGreaterThan(0);
  const cells = planRows(page).getByTestId('plan-row-prediction');
  await expect(cells.first()).toBeVisible();
  // One row-level cell per slot (a group's majors carry compact cells of their own).
  const slotCells = planRows(page).locator('td [data-testid="plan-row-prediction"]:not(li *)');
  await expect(slotCells).toHaveCount(rows);
  const texts = await slotCells.allTextContents();
  let predicted = -1;
  texts.forEach((text, index) => {
    if (/^[冲稳保](\d+|<1|>99)%可信度 [高中低]80% 区间 [\d,]+ – [\d,]+依\s*据$/.test(text)) {
      if (predicted < 0) predicted = index;
      return;
    }
    // No number: 数据不足, the reason, and the rank-gap tier only where labelled as such.
    expect(text).toMatch(/^(数据不足(按位次差：[冲稳保])?.*|按位次差：[冲稳保])$/);
    expect(text).not.toMatch(/\d+%/);
  });
  if (predicted >= 0) {
    await slotCells
      .nth(predicted)
      .getByRole('button', { name: /依\s*据/ })
      .click();
    const why = page.getByTestId('prediction-why');
    await expect(why).toBeVisible();
    await expect(why.getByText(/^学生位次 [\d,]+，预测最低位次 [\d,]+：比预测线靠[前后] \d+%$/)).toBeVisible();
    await expect(why.getByText(/^用了 [\d、]+ 年的/)).toBeVisible();
    await expect(why.getByText(/^起点位次(为公布的最低位次|由最低分按一分一段表换算（估）)$/)).toBeVisible();
    await expect(why.getByText(/^波动校准：/)).toBeVisible();
    await page.screenshot({ path: '../test-results/engine-plan-why-1440.png' });
    await page.keyboard.press('Escape');
  }

  // The saved list's whole-list panel beside the rows.
  const wholeList = page.getByTestId('whole-list-panel');
  await expect(wholeList.getByText(/^被录取 (<1|>99|\d+)%$/)).toBeVisible();
  await expect(wholeList.getByText(/按平行志愿一轮投档模拟 \d+ 次/)).toBeVisible();
  await page.screenshot({ path: '../test-results/engine-plan-rows-1440.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(planRows(page).first()).toBeVisible();
  await page.screenshot({ path: '../test-results/engine-plan-rows-390.png' });
  await page.setViewportSize({ width: 1440, height: 900 });
});
