import { describe, expect, it } from 'vitest';
import { permissionTree, withAncestors } from './menu-grants.ts';

const menu = (id: number, parentId: number, name: string, orderNum = id, type = 1, perms = '') => ({
  id,
  parentId,
  name,
  type,
  perms,
  orderNum,
});

// 系统管理 (1) > 用户管理 (2) > 新增 (3), 删除 (4); 学生管理 (5) > 导出 (6)
const MENUS = [
  menu(1, 0, '系统管理', 9, 0),
  menu(2, 1, '用户管理', 1, 1, 'sys:user:list'),
  menu(3, 2, '新增', 1, 2, 'sys:user:save'),
  menu(4, 2, '删除', 2, 2, 'sys:user:delete'),
  menu(5, 0, '学生管理', 1, 1, 'stu:archive:list'),
  menu(6, 5, '导出', 1, 2, 'stu:archive:export'),
];

describe('withAncestors', () => {
  it('adds the page and directory of a granted button', () => {
    expect(withAncestors(MENUS, [4])).toEqual([1, 2, 4]);
    expect(withAncestors(MENUS, [6, 3])).toEqual([1, 2, 3, 5, 6]);
  });

  it('drops ids no menu has and keeps each id once', () => {
    expect(withAncestors(MENUS, [99, 5, 5])).toEqual([5]);
    expect(withAncestors(MENUS, [])).toEqual([]);
  });
});

describe('permissionTree', () => {
  it('nests buttons under pages under directories, in menu order', () => {
    const tree = permissionTree(MENUS);
    expect(tree.map((node) => node.name)).toEqual(['学生管理', '系统管理']);
    expect(tree[1]?.children[0]?.children.map((node) => [node.name, node.perms])).toEqual([
      ['新增', 'sys:user:save'],
      ['删除', 'sys:user:delete'],
    ]);
  });

  it('shows only what the caller may grant', () => {
    const tree = permissionTree(MENUS, new Set([5, 1, 2, 3]));
    expect(tree.map((node) => node.name)).toEqual(['学生管理', '系统管理']);
    expect(tree[0]?.children).toEqual([]);
    expect(tree[1]?.children[0]?.children.map((node) => node.id)).toEqual([3]);
  });
});
