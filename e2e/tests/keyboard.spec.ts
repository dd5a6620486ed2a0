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
    if (await knowledgeItem.evaluate((item) => item.contains(document.activeElement))) break;
    const focusedBefore = await page.evaluate(() => document.activeElement?.textContent);
    await page.keyboard.press('ArrowDown');
    // The menu marks the next item active at once but moves focus to it on the next frame; Enter
    // acts on the focused item, so wait for the focus before judging or pressing again.
    await page.waitForFunction((before) => document.activeElement?.textContent !== before, focusedBefore);
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

/** Signs in through the API and opens `path` with the token in its address, as a QR link does. */
async function openSignedIn(page: Page, path: string): Promise<void> {
  const login = await page.request.post('/api/sys/teacherLogin', {
    data: { account: TEACHER.account, password: TEACHER.password },
    headers: { 'login-type': '0' },
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  await page.goto(`${path}?token=${token}`);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

/** Chooses `label` (e.g. 200 条/页) in the pager's size list by keyboard: Tab to it, arrows, Enter. */
async function choosePageSize(page: Page, scope: Locator, label: string): Promise<void> {
  const sizer = scope.locator('.ant-pagination-options .ant-select').first();
  await tabTo(page, sizer, 400);
  await page.keyboard.press('ArrowDown');
  const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: label });
  await expect(option).toBeVisible();
  for (let presses = 0; presses < 10; presses += 1) {
    if ((await option.getAttribute('class'))?.includes('ant-select-item-option-active')) break;
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Enter');
  await expect(sizer).toContainText(label);
}

const focusInBody = (page: Page) =>
  page.evaluate(() => Boolean(document.activeElement?.closest('.ant-table-tbody-virtual-holder')));

/**
 * Presses `key` until focus enters the virtual body, then until it leaves it at the other end, and
 * returns the keys of every row that received focus on the way (recorded as focus lands, not
 * sampled between presses).
 */
async function rowsWalkedThrough(page: Page, key: 'Tab' | 'Shift+Tab', limit: number): Promise<string[]> {
  await page.evaluate(() => {
    const reached = new Set<string>();
    const holder = window as unknown as { reachedRows: Set<string>; recordRow?: (event: FocusEvent) => void };
    if (holder.recordRow) document.removeEventListener('focusin', holder.recordRow);
    holder.reachedRows = reached;
    holder.recordRow = (event) => {
      const row = (event.target as HTMLElement).closest('[data-row-key]');
      if (row) reached.add(row.getAttribute('data-row-key') ?? '');
    };
    document.addEventListener('focusin', holder.recordRow);
  });
  let presses = 0;
  for (; presses < limit && !(await focusInBody(page)); presses += 1) await page.keyboard.press(key);
  for (; presses < limit && (await focusInBody(page)); presses += 1) await page.keyboard.press(key);
  expect(await focusInBody(page)).toBe(false);
  return page.evaluate(() => [...(window as unknown as { reachedRows: Set<string> }).reachedRows]);
}

test('Tab reaches every row of a virtual table page: 200 universities, 50 students', async ({ page }) => {
  // About 1,500 key presses: Tab presses are held while the next rows render.
  test.setTimeout(300_000);
  await openSignedIn(page, '/edu/knowledge');
  const pane = page.locator('[role=tabpanel][aria-hidden=false]');
  const names = pane.locator('.ant-table-tbody a[href*="universityDetail"]');
  await expect(names.first()).toBeVisible();
  await choosePageSize(page, pane, '200 条/页');
  // A virtual body renders only the rows in view: far fewer than the page holds.
  await expect(pane.locator('.ant-table-tbody-virtual-holder')).toBeVisible();
  expect(await names.count()).toBeLessThan(200);
  // From the pager up through every row, then down through every row to the pager again.
  expect(await rowsWalkedThrough(page, 'Shift+Tab', 3000)).toHaveLength(200);
  expect(await rowsWalkedThrough(page, 'Tab', 3000)).toHaveLength(200);
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('.ant-pagination')))).toBe(true);
  expect(await focusShows(page)).toBe(true);

  await openSignedIn(page, '/edu/studentManage');
  await expect(page.locator('.ant-table-tbody').getByRole('button', { name: '志愿指导' }).first()).toBeVisible();
  await choosePageSize(page, page.locator('main'), '50 条/页');
  await expect(page.locator('.ant-table-tbody-virtual-holder')).toBeVisible();
  expect(await rowsWalkedThrough(page, 'Shift+Tab', 3000)).toHaveLength(50);
  expect(await rowsWalkedThrough(page, 'Tab', 3000)).toHaveLength(50);
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the 本科/专科 tabs of the major list are reached by Tab and switched by arrow, Home and End', async ({
    page,
  }) => {
    await openSignedIn(page, '/mp-student/major');
    const bachelor = page.getByRole('tab', { name: '本科' });
    const juniorCollege = page.getByRole('tab', { name: '专科' });
    await expect(bachelor).toHaveAttribute('aria-selected', 'true');
    await tabTo(page, bachelor, 20);
    expect(await focusShows(page)).toBe(true);

    await page.keyboard.press('ArrowRight');
    await expect(juniorCollege).toHaveAttribute('aria-selected', 'true');
    await expect(juniorCollege).toBeFocused();
    await page.keyboard.press('Home');
    await expect(bachelor).toHaveAttribute('aria-selected', 'true');
    await expect(bachelor).toBeFocused();
    await page.keyboard.press('End');
    await expect(juniorCollege).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowLeft');
    await expect(bachelor).toHaveAttribute('aria-selected', 'true');

    // Space and Enter choose the focused tab and leave the page where it is.
    const scrolled = await page.evaluate(() => window.scrollY);
    await page.keyboard.press('Space');
    await page.keyboard.press('Enter');
    await expect(bachelor).toHaveAttribute('aria-selected', 'true');
    await expect(bachelor).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  });
});
