import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiAs, loginThroughForm } from './session.ts';

const PLATFORM_ADMIN = { account: 'admin', password: 'admin123' };
/** The school's administrator the journey opens, holding the org-admin and teacher roles. */
const ORG_ADMIN = { account: 'e2e.orgadmin', password: 'start123', name: '教务处张主任' };
const ROLE_NAME = '班主任（无导出）';
const HOMEROOM = { account: 'e2e.banzhuren', name: '班主任周老师' };

const rowOf = (page: Page, text: string) => page.locator('.ant-table-tbody tr', { hasText: text });
const confirmButton = (scope: Locator) => scope.getByRole('button', { name: '确定' });
const treeCheckbox = (dialog: Locator, text: string) =>
  dialog.locator('.ant-tree-treenode', { hasText: text }).first().locator('.ant-tree-checkbox');

/** Picks options of the antd select labelled `label` in `scope`, opening it until it says so. */
async function choose(page: Page, scope: Locator, label: string, options: string[]) {
  const select = scope.getByLabel(label, { exact: true });
  for (const option of options) {
    await expect(async () => {
      if ((await select.getAttribute('aria-expanded')) !== 'true') await select.click();
      await expect(select).toHaveAttribute('aria-expanded', 'true', { timeout: 2_000 });
    }).toPass();
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', { hasText: option })
      .last()
      .click();
  }
  await select.press('Escape');
}

/**
 * Switches the acting role through the user menu until the console confirms it: a click that lands
 * while the 切换角色 submenu is still closing does nothing, so the whole gesture is repeated.
 */
async function switchRole(page: Page, userName: string, roleName: string) {
  // The sidebar names the acting role alone once the switch has landed.
  const acting = page.getByRole('button', { name: `${userName} ${roleName}`, exact: true });
  await expect(async () => {
    // On a busy machine the confirmation can come and go before it is looked for: the switch
    // landed, and the role is no longer offered in the menu.
    if (await acting.isVisible()) return;
    const role = page.getByRole('menuitem', { name: roleName, exact: true });
    if (!(await role.isVisible())) {
      const submenu = page.getByRole('menuitem', { name: /切换角色/ });
      if (!(await submenu.isVisible())) await page.getByRole('button', { name: userName, exact: true }).click();
      await submenu.click({ timeout: 2000 });
    }
    await role.click({ timeout: 2000 });
    await expect(page.getByText(`已切换为 ${roleName}`).or(acting)).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 45_000 });
  await expect(acting).toBeVisible();
}

async function signIn(page: Page, account: string, password: string) {
  await page.context().clearCookies();
  await page.goto('/login');
  await loginThroughForm(page, account, password);
  await expect(page).toHaveURL(/\/dashboard$/);
}

test.describe.configure({ mode: 'serial', timeout: 240_000 });

test.describe('users, roles and role switching', () => {
  test('an org admin withholds and then grants 学生管理 export; role switching changes the menu', async ({
    page,
    request,
  }) => {
    // The platform administrator opens the school's administrator, who also teaches.
    await signIn(page, PLATFORM_ADMIN.account, PLATFORM_ADMIN.password);
    await page.goto('/sys/user');
    await expect(page.getByRole('heading', { name: '用户管理' })).toBeVisible();
    await page.getByRole('button', { name: '新增账号' }).click();
    let dialog = page.getByRole('dialog', { name: '新增账号' });
    await dialog.getByLabel('账号', { exact: true }).fill(ORG_ADMIN.account);
    await dialog.getByLabel('姓名', { exact: true }).fill(ORG_ADMIN.name);
    await choose(page, dialog, '角色', ['机构管理员', '教师']);
    await dialog.getByLabel('初始密码', { exact: true }).fill(ORG_ADMIN.password);
    await confirmButton(dialog).click();
    await expect(dialog).toBeHidden();
    await expect(rowOf(page, ORG_ADMIN.account)).toContainText('机构管理员');

    // The org admin creates a role with 学生管理 but without its export button.
    await signIn(page, ORG_ADMIN.account, ORG_ADMIN.password);
    await page.goto('/sys/role');
    await expect(page.getByRole('heading', { name: '角色管理' })).toBeVisible();
    await expect(rowOf(page, '教师')).toContainText('内置');
    await page.getByRole('button', { name: '新增角色' }).click();
    dialog = page.getByRole('dialog', { name: '新增角色' });
    await dialog.getByLabel('角色名称', { exact: true }).fill(ROLE_NAME);
    await dialog.getByRole('radio', { name: '本人学生' }).check();
    await treeCheckbox(dialog, '学生管理').click();
    await treeCheckbox(dialog, 'stu:archive:export').click();
    await expect(
      dialog.locator('.ant-tree-treenode', { hasText: '学生管理' }).first().locator('.ant-tree-checkbox-indeterminate'),
    ).toBeVisible();
    await page.screenshot({ path: '../test-results/admin-access-role-form.png' });
    await confirmButton(dialog).click();
    await expect(dialog).toBeHidden();
    await expect(rowOf(page, ROLE_NAME)).toContainText('自定义');
    await page.screenshot({ path: '../test-results/admin-access-roles.png' });

    // …and a teacher with that role; the generated password is shown once.
    await page.goto('/sys/user');
    await page.getByRole('button', { name: '新增账号' }).click();
    dialog = page.getByRole('dialog', { name: '新增账号' });
    await dialog.getByLabel('账号', { exact: true }).fill(HOMEROOM.account);
    await dialog.getByLabel('姓名', { exact: true }).fill(HOMEROOM.name);
    await choose(page, dialog, '角色', [ROLE_NAME]);
    await confirmButton(dialog).click();
    const shown = page.getByRole('dialog', { name: '请记录新密码' });
    await expect(shown).toContainText('密码只显示这一次');
    const password = (await shown.getByTestId('generated-password').locator('code').innerText()).trim();
    expect(password).toMatch(/^[A-Za-z0-9]{12}$/);
    await confirmButton(shown).click();
    await expect(rowOf(page, HOMEROOM.account)).toContainText(ROLE_NAME);
    await page.screenshot({ path: '../test-results/admin-access-users.png' });

    // The teacher sees no export button, and the server refuses the call.
    const login = await request.post('/api/sys/teacherLogin', { data: { account: HOMEROOM.account, password } });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const refused = await request.post('/api/stuArchive/export', { data: {}, headers: { token } });
    const authList = await request.post('/api/sys/user/authList', { data: {}, headers: { token } });
    expect(((await authList.json()) as { data: string[] }).data).toEqual(
      [
        'stu:archive:delete',
        'stu:archive:import',
        'stu:archive:info',
        'stu:archive:list',
        'stu:archive:save',
        'stu:archive:update',
        'stu:archive:account',
      ].sort(),
    );
    expect(await refused.json()).toEqual({ code: 403, msg: '没有权限，请联系管理员授权', data: null });
    await signIn(page, HOMEROOM.account, password);
    await page.goto('/edu/studentManage');
    await expect(page.getByRole('heading', { name: '学生管理' })).toBeVisible();
    await expect(page.getByRole('button', { name: /导\s*入/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /(^|\s)导\s*出$/ })).toHaveCount(0);
    await page.screenshot({ path: '../test-results/admin-access-students-no-export.png' });

    // The org admin grants export; the teacher sees it after a reload.
    const asOrgAdmin = await apiAs(request, ORG_ADMIN.account, ORG_ADMIN.password);
    expect(await asOrgAdmin<string[]>('/sys/user/authList')).toContain('sys:role:update');
    await signIn(page, ORG_ADMIN.account, ORG_ADMIN.password);
    await page.goto('/sys/role');
    await rowOf(page, ROLE_NAME).getByRole('button', { name: '修改' }).click();
    dialog = page.getByRole('dialog', { name: '修改角色' });
    await expect(dialog.getByLabel('角色名称', { exact: true })).toHaveValue(ROLE_NAME);
    await treeCheckbox(dialog, 'stu:archive:export').click();
    await confirmButton(dialog).click();
    await expect(dialog).toBeHidden();

    await signIn(page, HOMEROOM.account, password);
    await page.goto('/edu/studentManage');
    await expect(page.getByRole('button', { name: /(^|\s)导\s*出$/ })).toBeVisible();
    const granted = await request.post('/api/stuArchive/export', { data: {}, headers: { token } });
    expect(((await granted.json()) as { code: number }).code).toBe(0);

    // Role switching: the org admin acts as a teacher (no 系统管理), then as org admin again.
    await signIn(page, ORG_ADMIN.account, ORG_ADMIN.password);
    const sidebar = page.getByRole('navigation').or(page.locator('aside')).first();
    await expect(sidebar.getByText('系统管理')).toBeVisible();
    await switchRole(page, ORG_ADMIN.name, '教师');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(sidebar.getByText('系统管理')).toHaveCount(0);
    await page.goto('/sys/user');
    await expect(page.getByRole('heading', { name: '用户管理' })).toHaveCount(0);
    await page.goto('/dashboard');
    await switchRole(page, ORG_ADMIN.name, '机构管理员');
    await expect(sidebar.getByText('系统管理')).toBeVisible();
    await page.goto('/sys/user');
    await expect(page.getByRole('heading', { name: '用户管理' })).toBeVisible();
  });
});
