import type { PermissionNode } from '@zhihang/contract/access/role.schema';
import { describe, expect, it } from 'vitest';
import { checkedLeavesOf, grantsOf } from './permissionChecks.ts';

const node = (id: number, children: PermissionNode[] = []): PermissionNode => ({
  id,
  parentId: 0,
  name: String(id),
  type: children.length ? 1 : 2,
  perms: '',
  children,
});

// 学生管理 (1) with 新增 (2), 导出 (3); 首页 (4); 系统管理 (5) > 用户管理 (6) > 删除 (7)
const TREE = [node(1, [node(2), node(3)]), node(4), node(5, [node(6, [node(7)])])];

describe('checkedLeavesOf', () => {
  it('ticks granted leaves only, so a page without its export shows half-ticked', () => {
    expect(checkedLeavesOf(TREE, [1, 2, 4])).toEqual([2, 4]);
  });

  it('ticks everything under a fully granted directory through its leaves', () => {
    expect(checkedLeavesOf(TREE, [5, 6, 7])).toEqual([7]);
  });

  it('ignores grants the tree does not show', () => {
    expect(checkedLeavesOf(TREE, [99, 3])).toEqual([3]);
  });
});

describe('grantsOf', () => {
  it('grants the ticked nodes and their half-ticked parents, once each, in order', () => {
    expect(grantsOf([2, 4], [1])).toEqual([1, 2, 4]);
    expect(grantsOf([7, 6, 5], [])).toEqual([5, 6, 7]);
  });
});
