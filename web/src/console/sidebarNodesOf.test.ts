import { describe, expect, it } from 'vitest';
import { buildMenuItem } from './buildMenuItem.ts';
import { sidebarNodesOf } from './sidebarNodesOf.ts';

describe('sidebarNodesOf', () => {
  const tree = [
    buildMenuItem({ id: 2, name: '学生管理', url: '/edu/studentManage', icon: 'team', orderNum: 2 }),
    buildMenuItem({ id: 1, name: '首页', url: '/dashboard', icon: 'home', orderNum: 1 }),
    buildMenuItem({ id: 7, name: '院校详情', url: '/edu/universityDetail', orderNum: 7, hidden: 1 }),
    buildMenuItem({
      id: 20,
      name: '系统管理',
      url: '',
      type: 0,
      icon: 'setting',
      orderNum: 20,
      children: [
        buildMenuItem({ id: 21, parentId: 20, name: '参数管理', url: '/sys/config', icon: 'tool' }),
        buildMenuItem({ id: 22, parentId: 20, name: '隐藏', url: '/sys/hidden', hidden: 1 }),
      ],
    }),
    buildMenuItem({ id: 30, name: '空目录', url: '', type: 0, orderNum: 30 }),
  ];

  it('leaves hidden entries and empty directories out and nests children', () => {
    const nodes = sidebarNodesOf(tree);
    expect(nodes.map((node) => node.title)).toEqual(['首页', '学生管理', '系统管理']);
    expect(nodes[2]?.children?.map((child) => [child.path, child.title])).toEqual([['/sys/config', '参数管理']]);
  });

  it('puts a home entry first even when the menu has none', () => {
    const nodes = sidebarNodesOf([buildMenuItem({ id: 4, name: '知识库', url: '/edu/knowledge' })]);
    expect(nodes.map((node) => node.path)).toEqual(['/dashboard', '/edu/knowledge']);
    expect(nodes[0]?.titleKey).toBe('nav.home');
  });
});
