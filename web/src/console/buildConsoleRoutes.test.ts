import { describe, expect, it } from 'vitest';
import { buildConsoleRoutes, findConsoleRoute, hasRouteAccess, menuRoutesOf } from './buildConsoleRoutes.ts';
import { buildMenuItem } from './buildMenuItem.ts';
import { normalizeMenuPath } from './normalizeMenuPath.ts';

const tree = [
  buildMenuItem({ id: 1, name: '首页', url: '/dashboard', icon: 'home', homeFlag: 1 }),
  buildMenuItem({ id: 3, name: '规划指导', url: '/edu/studentGuidance', icon: 'compass', orderNum: 3, keepAlive: 0 }),
  buildMenuItem({ id: 2, name: '学生管理', url: '/edu/studentManage', icon: 'team', orderNum: 2 }),
  buildMenuItem({ id: 7, name: '院校详情', url: '/edu/universityDetail', orderNum: 7, hidden: 1, alwaysShow: 0 }),
  buildMenuItem({
    id: 20,
    name: '系统管理',
    url: '',
    type: 0,
    icon: 'setting',
    orderNum: 20,
    children: [
      buildMenuItem({ id: 21, parentId: 20, name: '参数管理', url: 'sys/config/', icon: 'tool', orderNum: 1 }),
    ],
  }),
];

describe('menuRoutesOf', () => {
  it('turns every page of the tree into a route, in menu order, children nested', () => {
    expect(menuRoutesOf(tree).map((route) => route.path)).toEqual([
      '/dashboard',
      '/edu/studentManage',
      '/edu/studentGuidance',
      '/edu/universityDetail',
      '/sys/config',
    ]);
  });

  it('carries name, icon, hidden and keep-alive from the menu', () => {
    const routes = menuRoutesOf(tree);
    expect(routes.find((route) => route.path === '/edu/studentGuidance')).toMatchObject({
      title: '规划指导',
      titleKey: 'areas.studentGuidance.title',
      icon: 'compass',
      hidden: false,
      keepAlive: false,
    });
    expect(routes.find((route) => route.path === '/edu/universityDetail')).toMatchObject({
      hidden: true,
      keepAlive: true,
    });
    expect(routes.find((route) => route.path === '/sys/config')).toMatchObject({ title: '参数管理', icon: 'tool' });
  });

  it('skips directories and buttons', () => {
    const routes = menuRoutesOf([buildMenuItem({ id: 30, type: 2, url: '/sys/config/save' })]);
    expect(routes).toEqual([]);
  });
});

describe('buildConsoleRoutes', () => {
  it('starts with the affixed dashboard and keeps one route per path', () => {
    const routes = buildConsoleRoutes(tree, ['teacher']);
    expect(routes[0]).toMatchObject({ path: '/dashboard', affix: true, titleKey: 'nav.home' });
    expect(routes.filter((route) => route.path === '/dashboard')).toHaveLength(1);
    expect(routes.map((route) => route.path)).toContain('/user/mergepasswd');
    expect(routes.find((route) => route.path === '/user/mergepasswd')).toMatchObject({
      keepAlive: false,
      hidden: true,
    });
  });
});

describe('hasRouteAccess', () => {
  const route = { path: '/x', title: 'x', icon: '', hidden: false, affix: false, keepAlive: true };
  it('keeps routes without roles and routes whose roles the user holds', () => {
    expect(hasRouteAccess(route, [])).toBe(true);
    expect(hasRouteAccess({ ...route, roles: ['admin', 'orgAdmin'] }, ['orgAdmin'])).toBe(true);
    expect(hasRouteAccess({ ...route, roles: ['admin'] }, ['teacher'])).toBe(false);
  });
});

describe('findConsoleRoute', () => {
  it('matches the exact path and ignores a trailing slash', () => {
    const routes = buildConsoleRoutes(tree, []);
    expect(findConsoleRoute(routes, '/sys/config/')?.title).toBe('参数管理');
    expect(findConsoleRoute(routes, '/edu/nothing')).toBeUndefined();
  });
});

describe('normalizeMenuPath', () => {
  it('adds the leading slash, drops trailing slash and query, refuses links and directories', () => {
    expect(normalizeMenuPath('edu/knowledge/')).toBe('/edu/knowledge');
    expect(normalizeMenuPath('/edu/pdf?x=1')).toBe('/edu/pdf');
    expect(normalizeMenuPath('https://example.com')).toBeUndefined();
    expect(normalizeMenuPath('')).toBeUndefined();
  });
});
