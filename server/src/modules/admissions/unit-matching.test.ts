import { describe, expect, it } from 'vitest';
import {
  groupNumberOf,
  isCooperative,
  jaccard,
  majorBaseName,
  majorIdentity,
  matchGroups,
  type GroupUnit,
} from './unit-matching.ts';

const group = (id: string, overrides: Partial<GroupUnit> = {}): GroupUnit => ({
  id,
  scope: '320000|15|3|u1|',
  number: '',
  subjects: '4|0',
  majors: new Set(),
  ...overrides,
});
const majors = (...names: string[]) => new Set(names.map(majorIdentity));

describe('groupNumberOf', () => {
  it.each([
    ['07', '', '7'],
    ['07专业组(化学)', '', '7'],
    ['第006组', '', '6'],
    ['A10703', '南京大学第03组', '3'],
    ['03', '南京大学03专业组(不限)', '3'],
    ['普通类', '', ''],
  ])('%s named %s → %s', (code, name, number) => {
    expect(groupNumberOf(code, name)).toBe(number);
  });
});

describe('majorIdentity', () => {
  it('folds the spellings of one major and keeps directions apart', () => {
    expect(majorIdentity('计算机科学与技术专业')).toBe(majorIdentity('计算机科学与技术'));
    expect(majorIdentity('电气工程及自动化')).toBe(majorIdentity('电气工程及其自动化'));
    expect(majorIdentity('临床医学（5+3一体化）')).not.toBe(majorIdentity('临床医学'));
  });

  it('sees 中外合作 in any of a row’s texts', () => {
    expect(isCooperative('', '11专业组(化学)(中外合作办学)')).toBe(true);
    expect(isCooperative('07', '南京大学07专业组(化学)')).toBe(false);
  });
});

describe('majorBaseName', () => {
  it('drops directions and lengths but keeps a long programme apart from the five-year major', () => {
    expect(majorBaseName('临床医学(卓越创新班)(5年)')).toBe('临床医学');
    expect(majorBaseName('临床医学(5年)')).toBe('临床医学');
    expect(majorBaseName('临床医学(本博连读八年制)(8年)')).toBe('临床医学(长学制)');
    expect(majorBaseName('临床医学(8年)')).toBe('临床医学(长学制)');
    expect(majorBaseName('中医学(5+3一体化)(5年)')).toBe('中医学(长学制)');
    expect(majorBaseName('中医学(9年)')).toBe('中医学(长学制)');
    expect(majorBaseName('计算机类(创新班)')).toBe('计算机类');
  });

  it('follows a group of five-year majors to last year’s five-year group, not to the eight-year one', () => {
    const names = (...published: string[]) => new Set(published.map(majorBaseName));
    const now = group('202', { number: '202', majors: names('临床医学(5年)', '口腔医学(5年)') });
    const eightYear = group('206', { number: '206', majors: names('临床医学(本博连读八年制)(8年)') });
    const fiveYear = group('207', {
      number: '207',
      majors: names('临床医学(卓越创新班)(5年)', '临床医学(5年)', '口腔医学(5年)', '医学影像学(5年)', '麻醉学(5年)'),
    });
    expect(matchGroups([now], [eightYear, fiveYear]).get('202')).toMatchObject({ previousId: '207', reason: 'majors' });
  });
});

describe('jaccard', () => {
  it('is the shared share of the union', () => {
    expect(jaccard(new Set(['a', 'b', 'c']), new Set(['b', 'c', 'd']))).toBe(0.5);
    expect(jaccard(new Set(), new Set())).toBe(0);
  });
});

describe('matchGroups', () => {
  it('follows a renumbered group by its majors, not by the code it used to have', () => {
    const previous = [
      group('2024|8', { number: '8', majors: majors('化学', '材料化学', '应用化学') }),
      group('2024|7', { number: '7', majors: majors('物理学', '天文学') }),
    ];
    const current = [
      group('2025|7', { number: '7', majors: majors('化学', '应用化学', '材料化学') }),
      group('2025|9', { number: '9', majors: majors('物理学', '天文学', '核物理') }),
    ];
    const matches = matchGroups(current, previous);
    expect(matches.get('2025|7')).toMatchObject({ previousId: '2024|8', reason: 'majors', similarity: 1 });
    expect(matches.get('2025|9')).toMatchObject({ previousId: '2024|7', reason: 'majors' });
  });

  it('gives both halves of a split group the parent, and a group of new majors no history', () => {
    const previous = [group('2024|1', { number: '1', majors: majors('数学', '统计学', '物理学', '天文学') })];
    const current = [
      group('2025|1', { number: '1', majors: majors('数学', '统计学') }),
      group('2025|2', { number: '2', majors: majors('物理学', '天文学') }),
      group('2025|3', { number: '3', majors: majors('人工智能', '数据科学与大数据技术') }),
    ];
    const matches = matchGroups(current, previous);
    expect(matches.get('2025|1')?.previousId).toBe('2024|1');
    expect(matches.get('2025|2')?.previousId).toBe('2024|1');
    expect(matches.has('2025|3')).toBe(false);
  });

  it('never matches across a changed 选科 requirement or another scope', () => {
    const previous = [group('2024|5', { number: '5', subjects: '0|0', majors: majors('法学') })];
    expect(
      matchGroups([group('2025|5', { number: '5', subjects: '4|0', majors: majors('法学') })], previous).size,
    ).toBe(0);
    expect(matchGroups([group('2025|5', { number: '5', scope: 'other', subjects: '0|0' })], previous).size).toBe(0);
    // A source that does not print the 选科 does not veto.
    expect(matchGroups([group('2025|5', { number: '5', subjects: null, majors: majors('法学') })], previous).size).toBe(
      1,
    );
  });

  it('falls back on the number only where a side has no list of majors, then on a lone group', () => {
    const previous = [group('2024|3', { number: '3' }), group('2024|4', { number: '4', majors: majors('历史学') })];
    const matches = matchGroups(
      [
        group('2025|3', { number: '3', majors: majors('哲学') }),
        group('2025|4', { number: '4', majors: majors('考古学') }),
      ],
      previous,
    );
    expect(matches.get('2025|3')).toMatchObject({ previousId: '2024|3', reason: 'number' });
    expect(matches.has('2025|4')).toBe(false);
    const alone = matchGroups([group('2025|9', { number: '9', subjects: null })], [group('2024|2', { number: '2' })]);
    expect(alone.get('2025|9')).toMatchObject({ previousId: '2024|2', reason: 'only' });
  });

  it('follows a school that renumbered its groups of one 选科 in order, where majors are not known', () => {
    const previous = [
      group('2024|1', { number: '1', subjects: '0|0' }),
      group('2024|2', { number: '2', subjects: '0|0' }),
      group('2024|3', { number: '3', subjects: '4|0' }),
    ];
    const current = [
      group('2025|2', { number: '2', subjects: '0|0' }),
      group('2025|3', { number: '3', subjects: '0|0' }),
      group('2025|4', { number: '4', subjects: '4|0' }),
    ];
    const matches = matchGroups(current, previous);
    expect([...matches].map(([id, match]) => [id, match.previousId, match.reason])).toEqual([
      ['2025|2', '2024|1', 'order'],
      ['2025|3', '2024|2', 'order'],
      ['2025|4', '2024|3', 'order'],
    ]);
    const unknown = (groups: GroupUnit[]) => groups.map((unit) => ({ ...unit, subjects: null }));
    expect(matchGroups(unknown(current), unknown(previous)).get('2025|4')).toMatchObject({
      previousId: '2024|3',
      reason: 'order',
    });
    // One more 不限 group this year: their places no longer say which is which.
    const grown = matchGroups([...current, group('2025|5', { number: '5', subjects: '0|0' })], previous);
    expect(grown.get('2025|2')).toMatchObject({ previousId: '2024|2', reason: 'number' });
  });
});
