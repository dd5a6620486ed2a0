import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { apiAs, loginThroughForm, TEACHER } from './session.ts';

/**
 * axe-core's WCAG 2 A/AA rules on each tab of the guidance workspace and on the public report:
 * no serious or critical violation in what those pages render.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

type StudentRow = { id: number; name: string };

let student: StudentRow;
let shared: { link: string; code: string };

/**
 * Serious and critical violations inside `selector`, as "rule: target" lines for a readable
 * failure. The console's colours (primary buttons, secondary text) come from its theme, shared
 * by every page, so its contrast is checked with the theme, not here; the public report's own
 * colours are checked.
 */
async function seriousViolations(page: Page, selector: string, { skipThemeContrast = false } = {}): Promise<string[]> {
  const builder = new AxeBuilder({ page }).include(selector).withTags(['wcag2a', 'wcag2aa']);
  const results = await (skipThemeContrast ? builder.disableRules(['color-contrast']) : builder).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`));
}

test.beforeAll(async ({ request }) => {
  const call = await apiAs(request, TEACHER.account, TEACHER.password);
  const seniors = await call<{ list: StudentRow[] }>('/stuArchive/list', { page: 1, limit: 200, grade: 3 });
  // The oldest demo seniors, one per journey: newer ones are other journeys' or made by them.
  student = seniors.list.sort((a, b) => a.id - b.id)[4]!;
  await call('/stuGuidance/update', {
    stuId: student.id,
    province: '320000',
    scoreTotal: 590,
    mainSubject: '0604',
    minorSubject1: '0606',
    minorSubject2: '0607',
  });
  let sharedPlan = 0;
  for (const [name, slots] of [
    ['无障碍方案甲', 10],
    ['无障碍方案乙', 6],
  ] as const) {
    const plan = await call<{ id: number }>('/stuPlan/editOrCreatePlanWithName', { stuId: student.id, name });
    await call('/stuPlan/intelligentMakeStuPlan', { stuId: student.id, planId: plan.id, slots });
    sharedPlan = plan.id;
  }
  const message = await call<{ link: string; accessCode: string }>('/stuPlan/sharePlan', { id: sharedPlan });
  shared = { link: message.link, code: message.accessCode };
});

test('every guidance tab has no serious or critical accessibility violation', async ({ page }) => {
  await page.goto(`/edu/studentGuidance?stuId=${student.id}`);
  await loginThroughForm(page, TEACHER.account, TEACHER.password);
  await expect(page).toHaveURL(/\/edu\/studentGuidance\?stuId=/);
  const pane = page.locator('[role=tabpanel][aria-hidden=false]');
  // Each tab with something of its own that shows it has loaded.
  const tabs: Array<[string, () => Promise<void>]> = [
    ['学科选择', () => expect(pane.getByRole('row', { name: /物理 · 化学 · 生物/ })).toBeVisible()],
    ['成绩与位次', () => expect(page.getByTestId('rank-interval')).toBeVisible()],
    ['院校专业查询', () => expect(pane.getByRole('button', { name: '加入方案' }).first()).toBeVisible()],
    ['报考方案', () => expect(pane.locator('tr[data-slot]').first()).toBeVisible()],
    ['方案对比', () => expect(pane.locator('[data-status]').first()).toBeVisible()],
  ];
  const found: string[] = [];
  for (const [name, loaded] of tabs) {
    await page.getByRole('tab', { name }).click();
    await loaded();
    found.push(
      ...(await seriousViolations(page, '[role=tabpanel][aria-hidden=false]', { skipThemeContrast: true })).map(
        (line) => `${name} · ${line}`,
      ),
    );
  }
  // The student block above the tabs belongs to the workspace too.
  found.push(
    ...(await seriousViolations(page, '.ant-descriptions', { skipThemeContrast: true })).map(
      (line) => `summary · ${line}`,
    ),
  );
  expect(found).toEqual([]);
});

test('the public report has no serious or critical accessibility violation', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'zh-CN' });
  const phone = await context.newPage();
  await phone.goto(shared.link);
  await expect(phone.getByRole('textbox', { name: '访问码' })).toBeVisible();
  const found = (await seriousViolations(phone, 'body')).map((line) => `code form · ${line}`);

  await phone.getByRole('textbox', { name: '访问码' }).fill('000000');
  await phone.getByRole('button', { name: '查看方案' }).click();
  await expect(phone.getByRole('alert')).toContainText('链接或访问码不正确，请核对老师发来的访问码');
  found.push(...(await seriousViolations(phone, 'body')).map((line) => `refusal · ${line}`));

  await phone.getByRole('button', { name: '重新输入访问码' }).click();
  await phone.getByRole('textbox', { name: '访问码' }).fill(shared.code);
  await phone.getByRole('button', { name: '查看方案' }).click();
  await expect(phone.getByTestId('plan-report')).toBeVisible();
  found.push(...(await seriousViolations(phone, 'body')).map((line) => `report · ${line}`));
  expect(found).toEqual([]);
  await context.close();
});
