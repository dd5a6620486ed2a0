import { describe, expect, it } from 'vitest';
import { isMobileNumber, subjectChoiceProblem } from './student-rules.ts';

describe('isMobileNumber', () => {
  it('accepts 11 digits starting with 1 only', () => {
    expect(isMobileNumber('13800138000')).toBe(true);
    expect(isMobileNumber('19912345678')).toBe(true);
    expect(isMobileNumber('23800138000')).toBe(false);
    expect(isMobileNumber('1380013800')).toBe(false);
    expect(isMobileNumber('138001380001')).toBe(false);
    expect(isMobileNumber('1380013800a')).toBe(false);
    expect(isMobileNumber(' 13800138000')).toBe(false);
    expect(isMobileNumber('')).toBe(false);
  });
});

describe('subjectChoiceProblem', () => {
  const none = { mainSubject: '', minorSubject1: '', minorSubject2: '' };

  it('allows no choice yet and a complete choice', () => {
    expect(subjectChoiceProblem(none)).toBeUndefined();
    expect(subjectChoiceProblem({ mainSubject: '0604', minorSubject1: '0606', minorSubject2: '0607' })).toBeUndefined();
  });

  it('refuses a partial choice and two equal minor subjects', () => {
    expect(subjectChoiceProblem({ ...none, mainSubject: '0604' })).toBe('请完整选择首选科目和两门再选科目');
    expect(subjectChoiceProblem({ ...none, minorSubject1: '0606', minorSubject2: '0607' })).toBe(
      '请完整选择首选科目和两门再选科目',
    );
    expect(subjectChoiceProblem({ mainSubject: '0605', minorSubject1: '0608', minorSubject2: '0608' })).toBe(
      '两门再选科目不能相同',
    );
  });
});
