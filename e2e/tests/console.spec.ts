import { expect, test } from '@playwright/test';
import { E2E_ACCOUNTS } from '../global-setup.ts';
import { chooseUserMenuItem, loginThroughForm, TEACHER } from './session.ts';

test.describe('console shell', () => {
  test('tags view: visited pages become tags; close and close others keep the affixed home tag', async ({ page }) => {
    await page.goto('/login');
    await loginThroughForm(page, TEACHER.account, TEACHER.password);
    await expect(page).toHaveURL(/\/dashboard$/);

    const navbar = page.getByRole('banner');
    for (const entry of ['学生管理', '知识库', '学生测评']) {
      await navbar.getByText(entry, { exact: true }).click();
    }
    const tags = page.getByRole('tablist');
    await expect(tags.getByRole('tab')).toHaveText([/首页/, /学生管理/, /知识库/, /学生测评/]);

    await tags.getByRole('tab', { name: /知识库/ }).click({ button: 'right' });
    await page.getByRole('menuitem', { name: '关闭', exact: true }).click();
    await expect(tags.getByRole('tab')).toHaveText([/首页/, /学生管理/, /学生测评/]);

    await tags.getByRole('tab', { name: /学生管理/ }).click({ button: 'right' });
    await page.getByRole('menuitem', { name: '关闭其他' }).click();
    await expect(tags.getByRole('tab')).toHaveText([/首页/, /学生管理/]);
    await expect(page).toHaveURL(/\/edu\/studentManage$/);

    await tags.getByRole('tab', { name: /学生管理/ }).click({ button: 'right' });
    await page.getByRole('menuitem', { name: '关闭所有' }).click();
    await expect(tags.getByRole('tab')).toHaveText([/首页/]);
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('the sidebar names its entries in a tooltip only while it is collapsed to icons', async ({ page }) => {
    await page.goto('/login');
    await loginThroughForm(page, TEACHER.account, TEACHER.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    const sidebar = page.getByRole('complementary');
    const knowledge = sidebar.getByRole('menuitem', { name: /知识库/ });
    const tooltip = page.getByRole('tooltip');

    await knowledge.hover();
    await expect(knowledge).toContainText('知识库');
    await expect(tooltip).toHaveCount(0);

    await page.getByRole('button', { name: '展开/收起侧边栏' }).click();
    await page.mouse.move(700, 500);
    await knowledge.hover();
    await expect(tooltip.filter({ visible: true })).toHaveText('知识库');

    await page.getByRole('button', { name: '展开/收起侧边栏' }).click();
    await page.mouse.move(700, 500);
    await knowledge.hover();
    await expect(knowledge).toContainText('知识库');
    await expect(tooltip.filter({ visible: true })).toHaveCount(0);
    await knowledge.click();
    await expect(page).toHaveURL(/\/edu\/knowledge$/);
  });

  test('changing the password logs out; the new password works and the old one does not', async ({ page }) => {
    const { account, password } = E2E_ACCOUNTS.passwordChange;
    const newPassword = 'changed456';
    await page.goto('/login');
    await loginThroughForm(page, account, password);
    await expect(page).toHaveURL(/\/dashboard$/);

    const dialog = page.getByRole('dialog', { name: '修改密码' });
    await chooseUserMenuItem(page, '测试教师', /修改密码/, dialog);
    await dialog.getByPlaceholder('请输入原密码').fill(password);
    await dialog.getByPlaceholder('请输入新密码').fill(newPassword);
    await dialog.getByPlaceholder('请再次输入新密码').fill('different9');
    await dialog.getByPlaceholder('请再次输入新密码').blur();
    await expect(dialog.getByText('两次输入密码不一致!')).toBeVisible();
    await dialog.getByPlaceholder('请再次输入新密码').fill(newPassword);
    await dialog.getByRole('button', { name: /^确\s*定$/ }).click();

    await expect(page.getByText('操作成功，请重新登录！')).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
    await loginThroughForm(page, account, password);
    await expect(page.getByText('账号或密码不正确')).toBeVisible();
    await page.getByPlaceholder('请输入密码').fill(newPassword);
    // After a quick failure antd may still hold the leaving loading icon in the button's name.
    await page.getByRole('button', { name: /登\s*录$/ }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a theme change recolours the version badge, and links stay links under a dark theme', async ({ page }) => {
    await page.goto('/login');
    await loginThroughForm(page, TEACHER.account, TEACHER.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    const badge = page.getByTestId('version-badge');
    await expect(badge).toBeVisible();
    const colourOf = () => badge.evaluate((element) => getComputedStyle(element).backgroundColor);
    const before = await colourOf();

    await page.getByRole('button', { name: '布局设置' }).click();
    await page.getByRole('radio', { name: '#304156' }).click();
    await expect(page.getByRole('radio', { name: '#304156' })).toHaveAttribute('aria-checked', 'true');
    await expect.poll(colourOf).not.toBe(before);
    await page.keyboard.press('Escape');

    // A dark theme colour would make links look like body text: they take a readable blue instead.
    await page.goto('/edu/universityDetail?universityId=6');
    const website = page.getByTestId('university-info').getByRole('link', { name: /^https?:/ });
    await expect(website).toBeVisible();
    expect(await website.evaluate((element) => getComputedStyle(element).color)).toBe('rgb(9, 88, 217)');
  });

  test('an unknown path shows the 404 page with a way home', async ({ page }) => {
    await page.goto('/login');
    await loginThroughForm(page, TEACHER.account, TEACHER.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByText('OOPS!')).toBeVisible();
    await expect(
      page.getByText(
        'Please check that the URL you entered is correct, or click the button below to return to the homepage.',
      ),
    ).toBeVisible();
  });

  test('logging out returns to the login page and the old session is gone', async ({ page }) => {
    await page.goto('/login');
    await loginThroughForm(page, TEACHER.account, TEACHER.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await chooseUserMenuItem(page, TEACHER.name, /退出登录/, /\/login$/);
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
  });
});
