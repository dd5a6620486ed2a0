import type { MenuItem } from '@zhihang/contract/system/menu.schema';

let nextId = 1;

/** Test factory: a visible page menu entry unless overridden. */
export function buildMenuItem(overrides: Partial<MenuItem> = {}): MenuItem {
  const id = overrides.id ?? nextId++;
  return {
    id,
    parentId: 0,
    name: `菜单${id}`,
    url: `/page${id}`,
    icon: '',
    type: 1,
    orderNum: id,
    homeFlag: 0,
    hidden: 0,
    alwaysShow: 1,
    keepAlive: 1,
    children: [],
    ...overrides,
  };
}
