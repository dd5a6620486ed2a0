import { describe, expect, it } from 'vitest';
import { offeredMajorGroups } from './offered-majors.ts';

describe('开设专业 from the majors a university enrols in', () => {
  it('groups by 门类 in order and names each major once', () => {
    expect(
      offeredMajorGroups([
        { name: '经济学', categoryName: '经济学' },
        { name: '计算机科学与技术', categoryName: '工学' },
        { name: '软件工程', categoryName: '工学' },
        { name: '软件工程', categoryName: '工学' },
      ]),
    ).toEqual([
      { name: '经济学', special: [{ special_name: '经济学' }] },
      { name: '工学', special: [{ special_name: '计算机科学与技术' }, { special_name: '软件工程' }] },
    ]);
    expect(offeredMajorGroups([])).toEqual([]);
  });
});
