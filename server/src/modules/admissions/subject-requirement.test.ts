import { describe, expect, it } from 'vitest';
import { fitsSubjectRequirement, parseSubjectRequirement } from './subject-requirement.ts';

describe('parseSubjectRequirement', () => {
  it.each([
    ['物理+化学', '0604', ['0606'], 'all'],
    ['首选物理，再选化学', '0604', ['0606'], 'all'],
    ['化学、物理（均须选考）', '0604', ['0606'], 'all'],
    ['物理,化学(2门科目考生均须选考方可报考)', '0604', ['0606'], 'all'],
    ['历史+不限', '0605', [], 'none'],
    ['首选物理，再选科目不提', '0604', [], 'none'],
    ['物理类（再选化学）', '0604', ['0606'], 'all'],
    ['化学和生物', null, ['0606', '0607'], 'all'],
    ['物+化', '0604', ['0606'], 'all'],
    ['历+政', '0605', ['0608'], 'all'],
    ['物理或化学', null, ['0604', '0606'], 'any'],
    ['物理+(化学或生物)', '0604', ['0606', '0607'], 'any'],
    ['思想政治和地理', null, ['0608', '0609'], 'all'],
    ['不提科目要求', null, [], 'none'],
    ['不限', null, [], 'none'],
    ['物理+化学+生物学', '0604', ['0606', '0607'], 'all'],
  ] as const)('%s', (text, first, reselect, match) => {
    const parsed = parseSubjectRequirement(text);
    expect(parsed.text).toBe(text);
    expect(parsed.first).toBe(first);
    expect(parsed.reselect).toEqual(reselect);
    expect(parsed.match).toBe(match);
  });

  it.each(['', '\\', '第502组', '传统理工', '三校生类', '特殊路径'])('keeps %j as text without guessing', (text) => {
    const parsed = parseSubjectRequirement(text);
    expect(parsed).toMatchObject({ text, first: null, reselect: [], match: null, allMask: 0, anyMask: 0 });
  });

  it('builds masks the fit check uses', () => {
    const physicsChemistry = parseSubjectRequirement('物理+化学');
    expect(fitsSubjectRequirement(physicsChemistry, ['0604', '0606', '0607'])).toBe(true);
    expect(fitsSubjectRequirement(physicsChemistry, ['0604', '0607', '0608'])).toBe(false);
    expect(fitsSubjectRequirement(physicsChemistry, ['0605', '0606', '0607'])).toBe(false);
    const eitherScience = parseSubjectRequirement('物理+(化学或生物)');
    expect(fitsSubjectRequirement(eitherScience, ['0604', '0607', '0609'])).toBe(true);
    expect(fitsSubjectRequirement(eitherScience, ['0604', '0608', '0609'])).toBe(false);
    expect(fitsSubjectRequirement(parseSubjectRequirement('不限'), ['0605', '0608', '0609'])).toBe(true);
  });
});
