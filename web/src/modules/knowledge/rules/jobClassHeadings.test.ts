import { describe, expect, it } from 'vitest';
import { isJobClassHeading, withClassHeadings } from './jobClassHeadings.ts';

const job = (id: number, parentId: number | null, parentName: string, grandparentName = '专业技术人员') => ({
  id,
  name: `职业${id}`,
  parentId,
  grandparentId: parentId === null ? null : 1,
  parentName,
  grandparentName: parentId === null ? '' : grandparentName,
});

describe('withClassHeadings', () => {
  it('puts one heading above each run of occupations of the same class', () => {
    const rows = withClassHeadings([
      job(10, 2, '工程技术人员'),
      job(11, 2, '工程技术人员'),
      job(20, 3, '卫生专业技术人员'),
    ]);
    expect(rows.map((row) => (isJobClassHeading(row) ? row.heading : row.id))).toEqual([
      '专业技术人员 / 工程技术人员',
      10,
      11,
      '专业技术人员 / 卫生专业技术人员',
      20,
    ]);
    expect(rows.filter(isJobClassHeading).map((row) => row.id)).toEqual([-2, -3]);
  });

  it('adds no heading above a job without classes, and none to an empty page', () => {
    expect(withClassHeadings([job(5, null, '')]).map((row) => row.id)).toEqual([5]);
    expect(withClassHeadings([])).toEqual([]);
  });
});
