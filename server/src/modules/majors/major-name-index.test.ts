import { describe, expect, it } from 'vitest';
import { MajorNameIndex, type MajorIdentity } from './major-name-index.ts';

const major = (id: number, code: string, name: string, level = 3, educationLevel = '1'): MajorIdentity => ({
  id,
  educationLevel,
  level,
  code,
  formerCode: '',
  name,
});

const index = new MajorNameIndex([
  major(1, '100201K', '临床医学'),
  major(2, '080901', '计算机科学与技术'),
  major(3, '090301', '动物科学'),
  major(4, '050201', '英语'),
  major(5, '050261', '翻译'),
  major(6, '101101', '护理学'),
  major(7, '0809', '计算机类', 2),
  major(8, '080601', '电气工程及其自动化'),
  major(9, '030205T', '政治学、经济学与哲学'),
  major(10, '520201', '护理', 3, '2'),
  major(11, '1002', '临床医学类', 2),
]);

describe('MajorNameIndex.byName', () => {
  it.each([
    ['临床医学(5+3一体化)', 1],
    ['临床医学（5+3一体化）', 1],
    ['计算机科学与技术（中外合作办学）', 2],
    ['动物科学专业', 3],
    ['英语(师范)', 4],
    ['计算机类(计算机科学与技术、软件工程)', 7],
    ['电气工程及自动化', 8],
    ['政治学、经济学与哲学', 9],
  ])('links %s', (name, id) => {
    expect(index.byName(name)).toBe(id);
  });

  it.each(['英语、翻译', '工科试验班(计算机科学与技术)', '护理', '普通类', '临床', '医学试验班(临床医学)'])(
    'never links %s to a wrong major',
    (name) => {
      expect(index.byName(name)).toBeNull();
    },
  );

  it('looks 专科 names up in the 专科 catalogue only', () => {
    expect(index.byName('护理', '2')).toBe(10);
    expect(index.byName('护理学', '2')).toBeNull();
  });
});
