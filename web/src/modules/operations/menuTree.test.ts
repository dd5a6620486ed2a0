import type { MenuAdminItem } from '@zhihang/contract/operations/menu-admin.schema';
import { describe, expect, it } from 'vitest';
import { menuTreeOf, selfAndDescendants } from './menuTree.ts';

const menu = (id: number, parentId: number, orderNum = 0): MenuAdminItem => ({
  id,
  parentId,
  name: `m${id}`,
  url: '',
  perms: '',
  type: 1,
  icon: '',
  orderNum,
  hidden: 0,
  alwaysShow: 0,
  keepAlive: 1,
});

describe('menuTreeOf', () => {
  it('nests children under their parents in order and keeps orphans at the top', () => {
    const tree = menuTreeOf([menu(1, 0, 2), menu(2, 0, 1), menu(3, 1, 2), menu(4, 1, 1), menu(5, 99)]);
    expect(tree.map((node) => node.id)).toEqual([5, 2, 1]);
    expect(tree[2]?.children?.map((node) => node.id)).toEqual([4, 3]);
    expect(tree[1]?.children).toBeUndefined();
  });
});

describe('selfAndDescendants', () => {
  it('collects a menu and every level below it', () => {
    expect([...selfAndDescendants([menu(1, 0), menu(2, 1), menu(3, 2), menu(4, 0)], 1)].sort()).toEqual([1, 2, 3]);
  });
});
