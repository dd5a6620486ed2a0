import { describe, expect, it } from 'vitest';
import { configValueProblem, defaultExaminationDate } from './config-values.ts';

describe('configValueProblem', () => {
  it('accepts a real exam date', () => {
    expect(configValueProblem('universityExamination', '2026-06-07')).toBeUndefined();
    expect(configValueProblem('universityExamination', '2028-02-29')).toBeUndefined();
  });

  it.each([
    ['2026/06/07', '高考日期格式应为 YYYY-MM-DD'],
    ['2026-6-7', '高考日期格式应为 YYYY-MM-DD'],
    ['', '高考日期格式应为 YYYY-MM-DD'],
    ['2026-13-01', '高考日期不是有效日期'],
    ['2026-02-30', '高考日期不是有效日期'],
    ['2027-02-29', '高考日期不是有效日期'],
    ['2026-04-31', '高考日期不是有效日期'],
    ['2026-06-00', '高考日期不是有效日期'],
  ])('refuses the exam date %j', (value, problem) => {
    expect(configValueProblem('universityExamination', value)).toBe(problem);
  });

  it('wants four-digit years for currentYear and dataYear', () => {
    expect(configValueProblem('currentYear', '2026')).toBeUndefined();
    expect(configValueProblem('dataYear', '2025')).toBeUndefined();
    expect(configValueProblem('currentYear', '26')).toBe('年份应为四位数字，如 2026');
    expect(configValueProblem('dataYear', '1999')).toBe('年份应为四位数字，如 2026');
  });

  it('wants a plain version string for currentVersion', () => {
    expect(configValueProblem('currentVersion', '1.2.3-beta+7')).toBeUndefined();
    expect(configValueProblem('currentVersion', '1.0 final')).toBe('版本号格式不正确');
    expect(configValueProblem('currentVersion', '')).toBe('版本号格式不正确');
  });

  it('lets any other key hold free text', () => {
    expect(configValueProblem('schoolMotto', '厚德博学 <b>')).toBeUndefined();
    expect(configValueProblem('schoolMotto', '')).toBeUndefined();
  });
});

describe('defaultExaminationDate', () => {
  it('is this year’s 7 June up to and including the day', () => {
    expect(defaultExaminationDate('2026-01-01')).toBe('2026-06-07');
    expect(defaultExaminationDate('2026-06-07')).toBe('2026-06-07');
  });

  it('is next year’s 7 June once this year’s has passed', () => {
    expect(defaultExaminationDate('2026-06-08')).toBe('2027-06-07');
    expect(defaultExaminationDate('2026-12-31')).toBe('2027-06-07');
  });
});
