import { describe, expect, it } from 'vitest';
import { educationLevelName, hasMajorEmployment, majorParentPath } from './majorFacts.ts';
import { currentYearOf, defaultYearOf, offeredYears } from './scoreFilters.ts';
import {
  areaText,
  degreeCountText,
  isShownRank,
  masterRateText,
  phonesOf,
  rankTagsOf,
  splitTags,
  websiteHref,
} from './universityFacts.ts';
import {
  employmentRates,
  namedCounts,
  namedRates,
  namedShares,
  nationFeatureNames,
  regionRates,
  specialGroups,
} from './universityJson.ts';

describe('university facts', () => {
  it('names a municipality once and a province with its city', () => {
    expect(areaText('北京市', '北京市')).toBe('北京市');
    expect(areaText('北京', '北京市')).toBe('北京');
    expect(areaText('上海市', '')).toBe('上海市');
    expect(areaText('江苏省', '南京市')).toBe('江苏省 · 南京市');
    expect(areaText('新疆维吾尔自治区', '乌鲁木齐市')).toBe('新疆维吾尔自治区 · 乌鲁木齐市');
    expect(areaText(null, '深圳市')).toBe('深圳市');
    expect(areaText(undefined, undefined)).toBe('');
  });
  it('splits tags on comma, space and full-width comma', () => {
    expect(splitTags('985,211 双一流，强基计划')).toEqual(['985', '211', '双一流', '强基计划']);
    expect(splitTags('  ')).toEqual([]);
    expect(splitTags(null)).toEqual([]);
    expect(splitTags('985,211，双一流  强基')).toEqual(['985', '211', '双一流', '强基']);
  });
  it('splits phones on commas', () => {
    expect(phonesOf('010-62751407，010-62751408, 010-1')).toEqual(['010-62751407', '010-62751408', '010-1']);
    expect(phonesOf('')).toEqual([]);
  });
  it('shows degree points as x / y, or - when none is above 0', () => {
    expect(degreeCountText(48, 12)).toBe('48 / 12');
    expect(degreeCountText(0, 7)).toBe('0 / 7');
    expect(degreeCountText(0, 0)).toBe('-');
    expect(degreeCountText(null, -1)).toBe('-');
  });
  it('shows rankings only when numeric and non-zero', () => {
    expect(isShownRank(0)).toBe(false);
    expect(isShownRank('0')).toBe(false);
    expect(isShownRank('前100')).toBe(false);
    expect(isShownRank(null)).toBe(false);
    expect(isShownRank('12')).toBe(true);
    expect(
      rankTagsOf({ college_rank_ruanke: 3, college_rank_qs: 0, college_rank_xyh: null, college_rank_us: '25' }),
    ).toEqual([
      { field: 'college_rank_ruanke', value: 3 },
      { field: 'college_rank_us', value: 25 },
    ]);
  });
  it('multiplies the master recommendation rate by 100, and shows no impossible share', () => {
    expect(masterRateText(0.356)).toBe('35.6%');
    expect(masterRateText(0.12345)).toBe('12.35%');
    expect(masterRateText(1)).toBe('100%');
    expect(masterRateText(null)).toBeNull();
    expect(masterRateText(-0.05)).toBeNull();
    expect(masterRateText(1.2)).toBeNull();
    expect(masterRateText(Number.NaN)).toBeNull();
  });
  it('makes website links safe', () => {
    expect(websiteHref('www.pku.edu.cn')).toBe('http://www.pku.edu.cn');
    expect(websiteHref('https://www.pku.edu.cn')).toBe('https://www.pku.edu.cn');
    expect(websiteHref('javascript:alert(1)')).toBeNull();
    expect(websiteHref(' ')).toBeNull();
  });
});

describe('university JSON fields', () => {
  it('reads nation-feature majors and grouped majors', () => {
    expect(nationFeatureNames('[{"special_name":"数学"},{"special_name":"物理学"}]')).toEqual(['数学', '物理学']);
    expect(specialGroups('[{"name":"理学","special":[{"special_name":"数学"}]},{"name":"空","special":[]}]')).toEqual([
      { name: '理学', majors: ['数学'] },
    ]);
    expect(nationFeatureNames('[{"special_name":"法学"},"哲学"]')).toEqual(['法学', '哲学']);
    expect(nationFeatureNames('not json')).toEqual([]);
    expect(specialGroups('')).toEqual([]);
  });
  it('reads destination regions under either name', () => {
    expect(regionRates('[{"area":"北京","rate":45},{"province_name":"上海","rate":"8.1"}]')).toEqual([
      { name: '北京', rate: 45 },
      { name: '上海', rate: 8.1 },
    ]);
  });
  it('reads { name, rate } items, dropping nameless ones and a trailing %', () => {
    expect(namedRates('[{"name":"制造业","rate":45},{"name":"金融","rate":"12.5%"},{"rate":3}]')).toEqual([
      { name: '制造业', rate: 45 },
      { name: '金融', rate: 12.5 },
    ]);
    expect(namedRates('[{"name":"教育","rate":""},{"name":"医疗","rate":"n/a"}]')).toEqual([
      { name: '教育', rate: null },
      { name: '医疗', rate: null },
    ]);
    expect(namedRates('not json')).toEqual([]);
    expect(namedRates('')).toEqual([]);
  });
  it('reads name → count maps largest first', () => {
    expect(namedCounts('{"甲公司":3,"乙公司":30}')).toEqual([
      { name: '乙公司', value: 30 },
      { name: '甲公司', value: 3 },
    ]);
    expect(namedCounts('{"甲":3,"乙":"10"}')).toEqual([
      { name: '乙', value: 10 },
      { name: '甲', value: 3 },
    ]);
    expect(namedCounts('[1,2]')).toEqual([]);
  });
  it("reads a major's three employment rates", () => {
    expect(employmentRates('[86.1,29.5,4.1]')).toEqual({ employment: 86.1, further: 29.5, abroad: 4.1 });
    // A missing or non-numeric rate stays unknown instead of reading as 0.
    expect(employmentRates('[86.1,"",null]')).toEqual({ employment: 86.1, further: null, abroad: null });
    expect(employmentRates('[86.1]')).toEqual({ employment: 86.1, further: null, abroad: null });
    expect(employmentRates('[]')).toBeNull();
  });
  it('reads name → share maps in their order, a non-number as unknown', () => {
    expect(namedShares('{"国有企业":35,"民营企业":"40%","其他":"x"}')).toEqual([
      { name: '国有企业', rate: 35 },
      { name: '民营企业', rate: 40 },
      { name: '其他', rate: null },
    ]);
    expect(namedShares('[1,2]')).toEqual([]);
  });
});

describe('score-history years', () => {
  it('offers the current year and the two before, opening on the newest with data', () => {
    expect(offeredYears(2027)).toEqual([2027, 2026, 2025]);
    expect(defaultYearOf([2027, 2026, 2025], [2024, 2025, 2026])).toBe(2026);
    expect(defaultYearOf([2027, 2026, 2025], [])).toBe(2027);
    expect(currentYearOf('2027')).toBe(2027);
    expect(currentYearOf(undefined, new Date(2030, 1, 1))).toBe(2030);
  });
});

describe('major facts', () => {
  const major = { dataLevel: 3, gpName: '工学', pName: '计算机类', name: '软件工程' };
  it('uses grandparent and parent for level 3, else parent and name', () => {
    expect(majorParentPath(major)).toEqual(['工学', '计算机类']);
    expect(majorParentPath({ ...major, dataLevel: 2 })).toEqual(['计算机类', '软件工程']);
  });
  it('names education level 1 本科, anything else 专科', () => {
    expect(educationLevelName('1')).toBe('本科');
    expect(educationLevelName('2')).toBe('专科');
    expect(educationLevelName('')).toBe('专科');
  });
  it('shows the employment tab only with some employment data', () => {
    const empty = { employment: '', jobIndustry: '[]', jobCity: '{}', jobPost: ' ' };
    expect(hasMajorEmployment(empty)).toBe(false);
    expect(hasMajorEmployment({ ...empty, jobPost: '[{"name":"a","rate":1}]' })).toBe(true);
  });
});
