import { describe, expect, it } from 'vitest';
import { nameCandidates, UniversityNameIndex } from './university-name-index.ts';

const index = new UniversityNameIndex([
  { id: 1, collegeCode: '10001', moeCode: '4111010001', names: ['北京大学', ''] },
  { id: 2, collegeCode: '10003', moeCode: '4111010003', names: ['清华大学', ''] },
  { id: 3, collegeCode: '11414', moeCode: '4111011414', names: ['中国石油大学（北京）', '中国石油大学(北京)'] },
  { id: 4, collegeCode: '10425', moeCode: '4137010425', names: ['中国石油大学（华东）', ''] },
  { id: 5, collegeCode: '14066', moeCode: '4153014066', names: ['云南新兴职业学院', ''] },
  { id: 6, collegeCode: '19001', moeCode: null, names: ['北京大学医学部', ''] },
  { id: 7, collegeCode: '10054', moeCode: '4111010054', names: ['华北电力大学', '华北电力大学(北京)'] },
  { id: 8, collegeCode: '10079', moeCode: null, names: ['华北电力大学(保定)', ''] },
]);

describe('UniversityNameIndex', () => {
  it('resolves province names with suffixes to the one university', () => {
    expect(index.byPublishedName('清华大学(国家专项计划)[公办]')).toBe(2);
    expect(index.byPublishedName('北京大学（中外合作办学）')).toBe(1);
    expect(index.byPublishedName('(民办)云南新兴职业学院')).toBe(5);
    expect(index.byPublishedName('北京大学医学部')).toBe(6);
  });

  it('repairs a name with stray characters glued before a full name, and nothing shorter', () => {
    expect(index.byPublishedName('校北京大学医学部')).toBeNull();
    expect(index.byNameWithStrayPrefix('校北京大学医学部')).toEqual({ id: 6, name: '北京大学医学部' });
    expect(index.byNameWithStrayPrefix('【华北电力大学')).toEqual({ id: 7, name: '华北电力大学' });
    expect(index.byNameWithStrayPrefix('省湖清华大学')).toEqual({ id: 2, name: '清华大学' });
    // A name already known is not repaired, and four stray characters are too many.
    expect(index.byNameWithStrayPrefix('北京大学')).toBeNull();
    expect(index.byNameWithStrayPrefix('湖北省会清华大学')).toBeNull();
    // A different school whose name ends in a known one is not a stray prefix when the rest is short.
    expect(index.byNameWithStrayPrefix('新清华')).toBeNull();
  });

  it('matches names whose brackets are part of the name before removing brackets', () => {
    expect(index.byPublishedName('中国石油大学(北京)')).toBe(3);
    expect(index.byPublishedName('中国石油大学（华东）[公办]')).toBe(4);
    expect(index.byPublishedName('华北电力大学(保定)')).toBe(8);
    expect(index.byPublishedName('华北电力大学(北京)')).toBe(7);
    expect(index.byPublishedName('中国石油大学')).toBeNull();
  });

  it('uses the 学校标识码 and, only when no name matched, a national code', () => {
    expect(index.byCode('4111010001')).toBe(1);
    expect(index.resolve('改名后的北京大学', '10001')).toBe(1);
    expect(index.resolve('北京大学', '10003')).toBe(1);
    expect(index.resolve('不在名单里的学校', '')).toBeNull();
  });

  it('never guesses between two universities of one name', () => {
    const ambiguous = new UniversityNameIndex([
      { id: 1, collegeCode: '00001', moeCode: null, names: ['同名学院'] },
      { id: 2, collegeCode: '00002', moeCode: null, names: ['同名学院'] },
    ]);
    expect(ambiguous.byPublishedName('同名学院')).toBeNull();
  });

  it('lists the forms a name is matched under', () => {
    expect(nameCandidates('清华大学（国家专项计划）[公办]')).toEqual([
      '清华大学(国家专项计划)(公办)',
      '清华大学(国家专项计划)',
      '清华大学',
    ]);
  });
});
