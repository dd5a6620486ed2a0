import type { DictionaryBundle, DictionaryEntry } from '@zhihang/contract/system/dictionary.schema';
import type { DictionaryRow } from './dictionaries.repository.ts';

/** Builds the nested tree from flat rows (rows arrive in display order). */
export function buildDictionaryTree(rows: DictionaryRow[]): DictionaryEntry[] {
  const nodes = new Map<number, DictionaryEntry>();
  for (const row of rows) {
    nodes.set(row.id, { id: row.id, dataCode: row.dataCode, dataName: row.dataName, children: [] });
  }
  const roots: DictionaryEntry[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id) as DictionaryEntry;
    const parent = nodes.get(row.parentId);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

/** The three shapes pages use: the tree, code → name for every entry, and code → children. */
export function buildDictionaryBundle(tree: DictionaryEntry[]): DictionaryBundle {
  const simple: Record<string, string> = {};
  const listMap: Record<string, DictionaryEntry[]> = {};
  const visit = (entry: DictionaryEntry) => {
    simple[entry.dataCode] = entry.dataName;
    if (entry.children.length > 0) listMap[entry.dataCode] = entry.children;
    entry.children.forEach(visit);
  };
  tree.forEach(visit);
  return { default: tree, simple, listMap };
}
