import type { MajorListItem, MajorMapEntry, MajorTreeNode } from '@zhihang/contract/majors/major.schema';
import type { MajorRow } from './major-queries.repository.ts';

/** Nests one education level's rows (ordered by code) as 门类 → 专业类 → 专业. */
export function buildMajorTree(rows: MajorRow[], educationLevel: string): MajorTreeNode[] {
  const nodes = new Map<number, MajorTreeNode>();
  const roots: MajorTreeNode[] = [];
  const level = rows.filter((row) => row.educationLevel === educationLevel).sort((a, b) => a.level - b.level);
  for (const row of level) {
    const node: MajorTreeNode = {
      id: row.id,
      name: row.name,
      code: row.majorCode || row.code,
      level: row.level,
      children: [],
    };
    nodes.set(row.id, node);
    const parent = row.parentId === null ? undefined : nodes.get(row.parentId);
    if (parent) parent.children.push(node);
    else if (row.level === 1) roots.push(node);
  }
  const byCode = (a: MajorTreeNode, b: MajorTreeNode) => a.code.localeCompare(b.code);
  const sortDeep = (list: MajorTreeNode[]) => {
    list.sort(byCode);
    for (const node of list) sortDeep(node.children);
  };
  sortDeep(roots);
  return roots;
}

export function buildMajorMap(rows: MajorRow[]): Record<string, MajorMapEntry> {
  return Object.fromEntries(
    rows.map((row) => [
      String(row.id),
      {
        id: row.id,
        name: row.name,
        code: row.majorCode || row.code,
        level: row.level,
        educationLevel: row.educationLevel,
        parentId: row.parentId,
        grandparentId: row.grandparentId,
      },
    ]),
  );
}

const toItem = (node: MajorTreeNode, row: MajorRow | undefined): MajorListItem => ({
  id: node.id,
  majorId: node.id,
  majorName: node.name,
  majorLevel: node.level,
  majorCode: node.code,
  limitYear: row?.limitYear ?? '',
  degree: row?.degree ?? '',
  genderRatio: row?.bgRate ?? '',
});

/**
 * The mobile major list: the tree flattened (门类 heading, 专业类 heading, majors). Name and class
 * filter the level-3 majors; a heading stays only when a major under it is kept (spec §5).
 */
export function flattenMajorList(
  tree: MajorTreeNode[],
  rows: MajorRow[],
  filter: { name?: string; classCode?: string },
): MajorListItem[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const name = filter.name?.toLowerCase();
  const keep = (major: MajorTreeNode) =>
    (!name || major.name.toLowerCase().includes(name)) &&
    (!filter.classCode || major.code.startsWith(filter.classCode));
  const items: MajorListItem[] = [];
  for (const category of tree) {
    const classes = category.children
      .map((group) => ({ group, majors: group.children.filter(keep) }))
      .filter(({ majors }) => majors.length > 0);
    if (classes.length === 0) continue;
    items.push(toItem(category, byId.get(category.id)));
    for (const { group, majors } of classes) {
      items.push(toItem(group, byId.get(group.id)));
      for (const major of majors) items.push(toItem(major, byId.get(major.id)));
    }
  }
  return items;
}
