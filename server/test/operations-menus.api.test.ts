import type { MenuAdminItem } from '@zhihang/contract/operations/menu-admin.schema';
import type { MenuItem } from '@zhihang/contract/system/menu.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOrganization, buildUser } from './factories.ts';
import { callApi, createTestApp, expectCleanError, login, rowCounts, testDialects, type TestApp } from './test-app.ts';

const FORBIDDEN = '没有权限，请联系管理员授权';

function flatten(tree: MenuItem[]): MenuItem[] {
  return tree.flatMap((item) => [item, ...flatten(item.children)]);
}

describe.each(testDialects())('menus on %s', (dialect) => {
  let t: TestApp;
  let platformToken: string;
  let orgAdminToken: string;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const org = await buildOrganization(t.db, { orgKey: 'default' });
    const platform = await buildUser(t.db, { orgId: org.id, role: 'admin' });
    const orgAdmin = await buildUser(t.db, { orgId: org.id, role: 'orgAdmin' });
    platformToken = await login(t.app, platform.account, platform.password);
    orgAdminToken = await login(t.app, orgAdmin.account, orgAdmin.password);
  });
  afterAll(() => t?.close());

  const menus = async () =>
    (await callApi<MenuAdminItem[]>(t.app, '/api/sys/menu/list', { token: platformToken })).body.data;
  const loginTree = async () =>
    flatten((await callApi<MenuItem[]>(t.app, '/api/sys/menu/loginMenuTree', { token: platformToken })).body.data);

  it('lists every menu with its perms, buttons included', async () => {
    const all = await menus();
    expect(all.find((menu) => menu.url === '/sys/log')).toMatchObject({
      name: '系统日志',
      perms: 'sys:log:list,sys:log:export',
      type: 1,
    });
    expect(all.find((menu) => menu.url === '/sys/menu')?.perms).toContain('sys:menu:update');
  });

  it('adds, edits and deletes a menu; the login menu tree follows', async () => {
    const system = (await menus()).find((menu) => menu.name === '系统管理') as MenuAdminItem;
    const saved = await callApi<{ id: number }>(t.app, '/api/sys/menu/save', {
      token: platformToken,
      body: { parentId: system.id, name: '帮助中心', url: '/sys/help', type: 1, icon: 'question', orderNum: 20 },
    });
    expect(saved.body.code).toBe(0);
    const id = saved.body.data.id;
    expect((await loginTree()).find((item) => item.id === id)).toMatchObject({ name: '帮助中心', url: '/sys/help' });
    const updated = await callApi(t.app, '/api/sys/menu/update', {
      token: platformToken,
      body: { id, parentId: system.id, name: '使用帮助', url: '/sys/help', type: 1, hidden: 1 },
    });
    expect(updated.body.code).toBe(0);
    expect((await loginTree()).find((item) => item.id === id)).toMatchObject({ name: '使用帮助', hidden: 1 });
    const hasChildren = await callApi(t.app, '/api/sys/menu/delete', { token: platformToken, body: { id: system.id } });
    expectCleanError(hasChildren, 500, '请先删除子菜单或按钮');
    expect((await callApi(t.app, '/api/sys/menu/delete', { token: platformToken, body: { id } })).body.code).toBe(0);
    expect((await menus()).some((menu) => menu.id === id)).toBe(false);
  });

  it('refuses a malformed menu, a button as parent and a loop, writing nothing', async () => {
    const all = await menus();
    const system = all.find((menu) => menu.name === '系统管理') as MenuAdminItem;
    const config = all.find((menu) => menu.url === '/sys/config') as MenuAdminItem;
    const button = await callApi<{ id: number }>(t.app, '/api/sys/menu/save', {
      token: platformToken,
      body: { parentId: config.id, name: '导出', type: 2, perms: 'sys:config:export' },
    });
    const before = await rowCounts(t.database);
    const noUrl = await callApi(t.app, '/api/sys/menu/save', {
      token: platformToken,
      body: { parentId: 0, name: 'x', type: 1 },
    });
    expectCleanError(noUrl, 400, /菜单需要路由地址/);
    const badPerms = await callApi(t.app, '/api/sys/menu/save', {
      token: platformToken,
      body: { parentId: 0, name: 'x', type: 2, perms: 'drop table' },
    });
    expectCleanError(badPerms, 400, /权限标识/);
    const underButton = await callApi(t.app, '/api/sys/menu/save', {
      token: platformToken,
      body: { parentId: button.body.data.id, name: 'x', type: 2, perms: 'a:b' },
    });
    expectCleanError(underButton, 500, '上级菜单只能是目录或菜单');
    const loop = await callApi(t.app, '/api/sys/menu/update', {
      token: platformToken,
      body: { id: system.id, parentId: config.id, name: '系统管理', type: 0 },
    });
    expectCleanError(loop, 500, '上级菜单不能是自己或自己的下级');
    const missing = await callApi(t.app, '/api/sys/menu/info/999999', { token: platformToken });
    expectCleanError(missing, 404, '记录不存在');
    expect(await rowCounts(t.database)).toEqual(before);
  });

  it('is for platform administrators only', async () => {
    for (const url of ['/api/sys/menu/list', '/api/sys/menu/save', '/api/sys/menu/delete']) {
      expect((await callApi(t.app, url, { token: orgAdminToken, body: {} })).body.msg).toBe(FORBIDDEN);
    }
  });
});
