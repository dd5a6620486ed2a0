import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiAs, loginThroughForm } from './session.ts';

const PLATFORM_ADMIN = { account: 'admin', password: 'admin123' };
const NEW_ORG = { key: 'e2eschool', name: '第七实验中学', admin: 'e2e.school.admin', password: 'start123' };
const SHOTS = process.env.E2E_SHOTS_DIR ?? '../test-results/admin-operations';

const rowOf = (page: Page, text: string) =>
  page.locator('.ant-table-tbody tr.ant-table-row', { hasText: text }).first();
const confirmButton = (scope: Locator) => scope.getByRole('button', { name: /^确\s*定$/ });

async function signIn(page: Page, account: string, password: string) {
  await page.context().clearCookies();
  await page.goto('/login');
  await loginThroughForm(page, account, password);
  await expect(page).toHaveURL(/\/dashboard$/);
}

async function open(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
}

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.describe('administration: organisations, menus, jobs and the system log', () => {
  test('a platform administrator opens a school, edits a menu, runs a job and reads the log', async ({
    page,
    request,
  }) => {
    await signIn(page, PLATFORM_ADMIN.account, PLATFORM_ADMIN.password);

    // 机构管理: a new school with its first administrator, whose password is shown once.
    await open(page, '/sys/org', '机构管理');
    await page.getByRole('button', { name: '新建机构' }).click();
    const dialog = page.getByRole('dialog', { name: '新建机构' });
    await dialog.getByLabel('机构名称').fill(NEW_ORG.name);
    await dialog.getByLabel('域名标识').fill(NEW_ORG.key);
    await dialog.getByLabel('登录页标题').fill('第七实验中学生涯规划中心');
    await dialog.getByLabel('备案号').fill('京ICP备77777777号');
    await dialog.getByLabel('管理员账号').fill(NEW_ORG.admin);
    await dialog.getByLabel('管理员姓名').fill('赵主任');
    await dialog.getByLabel('初始密码').fill(NEW_ORG.password);
    await confirmButton(dialog).click();
    const created = page.getByRole('dialog').filter({ hasText: '机构已创建' });
    await expect(created).toContainText(NEW_ORG.password);
    await page.screenshot({ path: `${SHOTS}/org-created.png` });
    await confirmButton(created).click();
    await expect(created).toBeHidden();
    await expect(rowOf(page, NEW_ORG.key)).toContainText(NEW_ORG.name);
    await page.screenshot({ path: `${SHOTS}/orgs.png` });

    // The school's login page reads its title and filing number from its domain.
    const lookup = await request.post('/api/home/org', { data: { domain: `${NEW_ORG.key}.zhihang.cn` } });
    expect((await lookup.json()).data.organization).toMatchObject({ filingNumber: '京ICP备77777777号' });

    // Its administrator signs in, and not once the school is disabled.
    await signIn(page, NEW_ORG.admin, NEW_ORG.password);
    await signIn(page, PLATFORM_ADMIN.account, PLATFORM_ADMIN.password);
    await open(page, '/sys/org', '机构管理');
    await rowOf(page, NEW_ORG.key).getByRole('button', { name: '停用' }).click();
    // A click on 确定 while the confirmation still opens is lost: click again until it has closed.
    const confirmDisable = page.getByRole('dialog').filter({ hasText: '是否继续' });
    await expect(async () => {
      if (await confirmDisable.isVisible()) await confirmButton(confirmDisable).click({ timeout: 2000 });
      await expect(confirmDisable).toBeHidden({ timeout: 2000 });
    }).toPass({ timeout: 20_000 });
    await expect(rowOf(page, NEW_ORG.key)).toContainText('已停用');
    await page.context().clearCookies();
    await page.goto('/login');
    await loginThroughForm(page, NEW_ORG.admin, NEW_ORG.password);
    await expect(page.getByText('所在机构已停用，请联系平台管理员')).toBeVisible();
    await signIn(page, PLATFORM_ADMIN.account, PLATFORM_ADMIN.password);

    // 菜单管理: a renamed menu shows in the sidebar after a reload.
    await open(page, '/sys/menu', '菜单管理');
    await page.screenshot({ path: `${SHOTS}/menus.png` });
    await rowOf(page, '/sys/config').getByRole('button', { name: '修改' }).click();
    const menuDialog = page.getByRole('dialog', { name: '修改菜单' });
    await menuDialog.getByLabel('名称').fill('系统参数');
    await confirmButton(menuDialog).click();
    await expect(rowOf(page, '/sys/config')).toContainText('系统参数');
    await page.reload();
    await expect(page.locator('.ant-menu').getByText('系统参数')).toBeVisible();

    // A menu naming a page this version does not have leads to 404.
    await rowOf(page, '/sys/config').getByRole('button', { name: '修改' }).click();
    await menuDialog.getByLabel('名称').fill('参数管理');
    await confirmButton(menuDialog).click();
    await expect(rowOf(page, '/sys/config')).toContainText('参数管理');
    const call = await apiAs(request, PLATFORM_ADMIN.account, PLATFORM_ADMIN.password);
    const system = (await call<Array<{ id: number; name: string }>>('/sys/menu/list')).find(
      (menu) => menu.name === '系统管理',
    );
    const { id: nowhereId } = await call<{ id: number }>('/sys/menu/save', {
      parentId: system?.id,
      name: '未建页面',
      url: '/sys/nowhere',
      type: 1,
      orderNum: 99,
    });
    await page.goto('/sys/nowhere');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByText('OOPS!')).toBeVisible();
    await call('/sys/menu/delete', { id: nowhereId });

    // 定时任务: run a job now and see its run in the log.
    await open(page, '/sys/schedule', '定时任务');
    await rowOf(page, 'pruneTokens').getByRole('button', { name: '立即执行' }).click();
    const runs = page.locator('.ant-card', { hasText: '执行日志' }).last();
    await expect(runs.locator('tr.ant-table-row').first()).toContainText('已清理过期令牌与限流计数');
    await expect(runs.locator('tr.ant-table-row').first()).toContainText('成功');
    await page.screenshot({ path: `${SHOTS}/schedule.png` });

    // 系统日志: the organisation, the menu edit, the disabling and the refused login are there.
    // Each action is looked up with the action filter: journeys running beside this one write to the
    // same log, so an entry need not be on the first page of everything.
    await open(page, '/sys/log', '系统日志');
    const actionFilter = page.getByPlaceholder(/^操作（/);
    for (const action of ['sys:org:save', 'sys:menu:update', 'sys:org:disable']) {
      await actionFilter.fill(action);
      await page.getByRole('button', { name: /^查\s*询$/ }).click();
      await expect(
        page.locator('.ant-table-tbody tr.ant-table-row', { hasText: action }).filter({ hasText: '成功' }).first(),
      ).toBeVisible();
    }
    await actionFilter.fill('');
    await page.getByPlaceholder('账号').fill(NEW_ORG.admin);
    await page.getByRole('button', { name: /^查\s*询$/ }).click();
    await expect(rowOf(page, '失败')).toContainText('登录');
    await page.getByPlaceholder('账号').fill('');
    await page.getByRole('button', { name: /^查\s*询$/ }).click();
    await page.screenshot({ path: `${SHOTS}/logs.png` });

    // The other administration pages open and look finished.
    await open(page, '/sys/sql', 'SQL监控');
    await expect(page.locator('tr.ant-table-row').first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/sql.png` });
    await open(page, '/sys/generator', '代码生成');
    // The list of tables is long and virtual: search it.
    await page.locator('.ant-card .ant-select').first().click();
    await page.keyboard.type('sys_config');
    await page.locator('.ant-select-item-option', { hasText: 'sys_config' }).first().click();
    await expect(page.getByText('contract/src/sys-config/sys-config.schema.ts')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/generator.png` });
    await open(page, '/sys/dataImport', '数据导入');
    await page.screenshot({ path: `${SHOTS}/data-import.png` });
  });
});
