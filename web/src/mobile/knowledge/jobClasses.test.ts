import type { JobTreeNode } from '@zhihang/contract/jobs/job.schema';
import { describe, expect, it } from 'vitest';
import { jobClassPath, jobListFilter, secondaryClassesOf } from './jobClasses.ts';

const node = (id: number, children: JobTreeNode[] = []): JobTreeNode => ({
  id,
  name: `类${id}`,
  code: String(id),
  level: 1,
  children,
});

describe('job classes', () => {
  const tree = [node(1, [node(11), node(12)]), node(2)];
  it('lists the level-2 options of the chosen primary class', () => {
    expect(secondaryClassesOf(tree, 1).map((item) => item.id)).toEqual([11, 12]);
    expect(secondaryClassesOf(tree, null)).toEqual([]);
    expect(secondaryClassesOf(tree, 9)).toEqual([]);
  });
  it('searches occupations below the narrowest chosen class', () => {
    expect(jobListFilter(' 工程师 ', { primary: 1, secondary: 12 })).toEqual({
      leafOnly: true,
      name: '工程师',
      ancestorId: 12,
    });
    expect(jobListFilter('', { primary: 1, secondary: null })).toEqual({ leafOnly: true, ancestorId: 1 });
    expect(jobListFilter('', { primary: null, secondary: null })).toEqual({ leafOnly: true });
  });
  it('shows the classes above a job, skipping a missing one', () => {
    expect(jobClassPath({ grandparentName: '专业技术人员', parentName: '工程技术人员' })).toBe(
      '专业技术人员 / 工程技术人员',
    );
    expect(jobClassPath({ grandparentName: '', parentName: '工程技术人员' })).toBe('工程技术人员');
  });
});
