import { expect, test, type Locator, type Page } from '@playwright/test';
import { TEACHER } from './session.ts';

/**
 * The console by keyboard alone: no click, no hover, no focus set by the test. Every step Tabs
 * to what it needs, which proves that it is reachable, and checks that focus shows.
 */
test.describe.configure({ timeout: 120_000 });

/** Presses Tab until `target` has focus; fails when it is not reached within `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 120): Promise<void> {
  const handle = await target.elementHandle();
  for (let presses = 0; presses < limit; presses += 1) {
    if (
      await handle?.evaluate(
        (element) => element === document.activeElement || element.contains(document.activeElement),
      )
    )
      return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`not reached by Tab within ${limit} presses: ${target.toString()}`);
}

/** Whether the focused element shows it: an outline or a focus shadow. */
async function focusShows(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const focused = document.activeElement;
    if (!focused) return false;
    // A field's ring is drawn on its frame (antd's select or input wrapper), not on the inner input.
    const element = focused.closest('.ant-select, .ant-picker, .ant-input-affix-wrapper') ?? focused;
    const style = getComputedStyle(element);
    const outlined = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
    return outlined || style.boxShadow !== 'none';
  });
}

test('a keyboard user logs in, opens a university from the knowledge table and a student, and filters', async ({
  page,
}) => {
  await page.goto('/login');
  const account = page.getByPlaceholder('请输入账号');
  await tabTo(page, account);
  await page.keyboard.type(TEACHER.account);
  await tabTo(page, page.getByPlaceholder('请输入密码'));
  await page.keyboard.type(TEACHER.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);

  // The sidebar menu: Tab into it, arrow keys to 知识库, Enter.
  const menu = page.locator('aside [role=menu]').first();
  await tabTo(page, menu);
  expect(await focusShows(page)).toBe(true);
  const knowledgeItem = menu.getByRole('menuitem', { name: '知识库' });
  for (let presses = 0; presses < 12; presses += 1) {
    if ((await knowledgeItem.getAttribute('class'))?.includes('ant-menu-item-active')) break;
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/edu\/knowledge/);

  // Every name of a full page is reached with Tab, the last one too (no row left unrendered).
  const pane = page.locator('[role=tabpanel][aria-hidden=false]');
  const names = pane.locator('.ant-table-tbody a[href*="universityDetail"]');
  await expect(names.first()).toBeVisible();
  const shown = await names.count();
  expect(shown).toBe(50);
  await tabTo(page, names.nth(shown - 1), 200);
  expect(await focusShows(page)).toBe(true);

  // A filter: the 985 box, ticked with the space bar.
  const count = pane.getByTestId('result-count');
  const before = await count.textContent();
  await page.keyboard.press('Shift+Tab');
  const box = pane.getByRole('checkbox', { name: '985' });
  for (
    let presses = 0;
    presses < 60 && !(await box.evaluate((element) => element === document.activeElement));
    presses += 1
  )
    await page.keyboard.press('Shift+Tab');
  expect(await focusShows(page)).toBe(true);
  await page.keyboard.press('Space');
  await expect(box).toBeChecked();
  await expect(count).not.toHaveText(before ?? '');

  // Enter on a name opens its university.
  const first = names.first();
  await tabTo(page, first);
  const name = (await first.textContent()) ?? '';
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/edu\/universityDetail\?universityId=\d+$/);
  await expect(page.getByRole('heading', { name })).toBeVisible();

  // A student: 学生管理 through the address bar, Tab to a row's 志愿指导, Enter.
  await page.goto('/edu/studentManage');
  const guide = page.locator('.ant-table-tbody').getByRole('button', { name: '志愿指导' }).first();
  await expect(guide).toBeVisible();
  await tabTo(page, guide, 200);
  expect(await focusShows(page)).toBe(true);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/edu\/studentGuidance\?stuId=\d+/);
});
