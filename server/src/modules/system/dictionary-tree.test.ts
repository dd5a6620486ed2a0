import { describe, expect, it } from 'vitest';
import type { DictionaryRow } from './dictionaries.repository.ts';
import { buildDictionaryBundle, buildDictionaryTree } from './dictionary-tree.ts';

const ROWS: DictionaryRow[] = [
  { id: 1, parentId: 0, dataCode: '06', dataName: '科目' },
  { id: 2, parentId: 1, dataCode: '0604', dataName: '物理' },
  { id: 3, parentId: 1, dataCode: '0605', dataName: '历史' },
  { id: 4, parentId: 0, dataCode: '08', dataName: '体检类型' },
  { id: 5, parentId: 4, dataCode: '0801', dataName: '视力' },
  { id: 6, parentId: 5, dataCode: '080101', dataName: '视力正常' },
];

describe('buildDictionaryTree', () => {
  it('nests children under their parents in row order', () => {
    expect(buildDictionaryTree(ROWS)).toEqual([
      {
        id: 1,
        dataCode: '06',
        dataName: '科目',
        children: [
          { id: 2, dataCode: '0604', dataName: '物理', children: [] },
          { id: 3, dataCode: '0605', dataName: '历史', children: [] },
        ],
      },
      {
        id: 4,
        dataCode: '08',
        dataName: '体检类型',
        children: [
          {
            id: 5,
            dataCode: '0801',
            dataName: '视力',
            children: [{ id: 6, dataCode: '080101', dataName: '视力正常', children: [] }],
          },
        ],
      },
    ]);
  });

  it('places a child before its parent row correctly too', () => {
    const reversed = [...ROWS].reverse();
    const tree = buildDictionaryTree(reversed);
    expect(tree.map((entry) => entry.dataCode)).toEqual(['08', '06']);
    expect(tree[0]?.children[0]?.children[0]?.dataCode).toBe('080101');
  });

  it('keeps an orphan (its parent missing) at the top level rather than losing it', () => {
    const tree = buildDictionaryTree([{ id: 9, parentId: 42, dataCode: '99', dataName: '孤儿' }]);
    expect(tree.map((entry) => entry.dataCode)).toEqual(['99']);
  });

  it('is empty for no rows', () => {
    expect(buildDictionaryTree([])).toEqual([]);
  });
});

describe('buildDictionaryBundle', () => {
  it('gives the tree, every code’s name and the children of every code that has some', () => {
    const tree = buildDictionaryTree(ROWS);
    const bundle = buildDictionaryBundle(tree);
    expect(bundle.default).toBe(tree);
    expect(bundle.simple).toEqual({
      '06': '科目',
      '0604': '物理',
      '0605': '历史',
      '08': '体检类型',
      '0801': '视力',
      '080101': '视力正常',
    });
    expect(Object.keys(bundle.listMap)).toEqual(['06', '08', '0801']);
    expect(bundle.listMap['06']?.map((entry) => entry.dataName)).toEqual(['物理', '历史']);
    expect(bundle.listMap['0801']?.map((entry) => entry.dataCode)).toEqual(['080101']);
  });
});
