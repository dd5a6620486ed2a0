import { describe, expect, it } from 'vitest';
import type { MenuRow } from './menus.repository.ts';
import { buildMenuTree } from './menus.service.ts';

const row = (id: number, parentId: number, name: string, extra: Partial<MenuRow> = {}): MenuRow => ({
  id,
  parent_id: parentId,
  name,
  url: `/${name}`,
  icon: '',
  type: 1,
  order_num: id,
  home_flag: 0,
  hidden: 0,
  always_show: 0,
  keep_alive: 1,
  ...extra,
});

describe('buildMenuTree', () => {
  it('maps columns to the camelCase item and nests children', () => {
    const tree = buildMenuTree([
      row(1, 0, 'dashboard', { home_flag: 1, always_show: 1, icon: 'home', order_num: 1 }),
      row(2, 0, 'system', { type: 0, url: '', order_num: 2 }),
      row(3, 2, 'config', { hidden: 1, keep_alive: 0, order_num: 1 }),
    ]);
    expect(tree).toEqual([
      {
        id: 1,
        parentId: 0,
        name: 'dashboard',
        url: '/dashboard',
        icon: 'home',
        type: 1,
        orderNum: 1,
        homeFlag: 1,
        hidden: 0,
        alwaysShow: 1,
        keepAlive: 1,
        children: [],
      },
      {
        id: 2,
        parentId: 0,
        name: 'system',
        url: '',
        icon: '',
        type: 0,
        orderNum: 2,
        homeFlag: 0,
        hidden: 0,
        alwaysShow: 0,
        keepAlive: 1,
        children: [
          {
            id: 3,
            parentId: 2,
            name: 'config',
            url: '/config',
            icon: '',
            type: 1,
            orderNum: 1,
            homeFlag: 0,
            hidden: 1,
            alwaysShow: 0,
            keepAlive: 0,
            children: [],
          },
        ],
      },
    ]);
  });

  it('keeps the row order among siblings', () => {
    const tree = buildMenuTree([row(5, 0, 'b'), row(4, 0, 'a'), row(7, 5, 'b2'), row(6, 5, 'b1')]);
    expect(tree.map((item) => item.name)).toEqual(['b', 'a']);
    expect(tree[0]?.children.map((item) => item.name)).toEqual(['b2', 'b1']);
  });

  it('drops an item whose parent the user was not granted', () => {
    const tree = buildMenuTree([row(1, 0, 'dashboard'), row(3, 2, 'config')]);
    expect(tree.map((item) => item.name)).toEqual(['dashboard']);
  });
});
