import type { PermissionNode } from '@zhihang/contract/access/role.schema';

/**
 * The ticks a role's grants show in a conducting tree: only granted nodes whose granted
 * descendants are complete, i.e. granted leaves. A page granted without some of its buttons then
 * shows half-ticked, as it is, instead of ticking every button under it.
 */
export function checkedLeavesOf(tree: readonly PermissionNode[], granted: readonly number[]): number[] {
  const grantedSet = new Set(granted);
  const leaves: number[] = [];
  const visit = (nodes: readonly PermissionNode[]) => {
    for (const node of nodes) {
      if (node.children.length) visit(node.children);
      else if (grantedSet.has(node.id)) leaves.push(node.id);
    }
  };
  visit(tree);
  return leaves;
}

/** What a role is granted from the tree's state: the ticked nodes and the half-ticked parents. */
export function grantsOf(checked: readonly number[], halfChecked: readonly number[]): number[] {
  return [...new Set([...checked, ...halfChecked])].sort((a, b) => a - b);
}
