import type { Student } from '@zhihang/contract/students/student.schema';
import { describe, expect, it } from 'vitest';
import { gradeOptions } from './gradeOptions.ts';
import { studentDictionaryOf } from './studentDictionaryOf.ts';
import { studentFilterBody } from './studentFilterBody.ts';
import { studentFormRules } from './studentFormRules.ts';
import { formValuesOf, saveBodyOf } from './studentFormValues.ts';
import { subjectSummary } from './subjectSummary.ts';

/** 2026-03-10 in China: school year 2025. */
const SPRING = Date.parse('2026-03-10T10:00:00+08:00');

const student: Student = {
  id: 7,
  name: '陈思远',
  gender: 1,
  entryYear: 2024,
  grade: 2,
  className: '3班',
  studentNo: 'S1',
  middleSchool: '',
  province: '440000',
  phone: '13800138000',
  teacherId: 3,
  teacherName: '王老师',
  status: 1,
  nation: '0101',
  language: '',
  archiveCard: '',
  graduationIntention: '',
  specialReportingType: ['0701'],
  vision: '',
  colorWeakness: '',
  otherTestType: [],
  preferType: '',
  interestMajorOption: '',
  mainSubject: '0604',
  minorSubject1: '0606',
  minorSubject2: '0607',
  remark: '',
  account: null,
  createdAt: 0,
  updatedAt: 0,
};

describe('studentFilterBody', () => {
  it('trims text and leaves out empty filters', () => {
    expect(
      studentFilterBody({ name: ' 张 ', grade: 2, className: '', teacherId: undefined, status: 0, province: '  ' }),
    ).toEqual({ name: '张', grade: 2, status: 0 });
    expect(studentFilterBody({})).toEqual({});
  });
});

describe('gradeOptions', () => {
  it('offers 高一–高三 as this school year’s entry years', () => {
    expect(gradeOptions(SPRING)).toEqual([
      { entryYear: 2025, grade: 1 },
      { entryYear: 2024, grade: 2 },
      { entryYear: 2023, grade: 3 },
    ]);
  });

  it('rolls over on 1 September and keeps a graduate’s own year', () => {
    const autumn = Date.parse('2026-09-01T08:00:00+08:00');
    expect(gradeOptions(autumn).map((option) => option.entryYear)).toEqual([2026, 2025, 2024]);
    expect(gradeOptions(autumn, 2022)).toContainEqual({ entryYear: 2022, grade: 5 });
    expect(gradeOptions(autumn, 2025)).toHaveLength(3);
  });
});

describe('student form values', () => {
  it('round-trips a student through the form', () => {
    const values = formValuesOf(student, {});
    expect(values).toMatchObject({ province: '440000', language: undefined, specialReportingType: ['0701'] });
    expect(saveBodyOf(values, 7)).toMatchObject({
      id: 7,
      name: '陈思远',
      entryYear: 2024,
      language: '',
      province: '440000',
      teacherId: 3,
      mainSubject: '0604',
    });
  });

  it('starts a new student blank, filed under the given teacher, and trims text', () => {
    const values = { ...formValuesOf(undefined, { teacherId: 5 }), name: ' 林一诺 ', gender: 2, entryYear: 2025 };
    const body = saveBodyOf(values);
    expect(body).not.toHaveProperty('id');
    expect(body).toMatchObject({ name: '林一诺', teacherId: 5, status: 1, mainSubject: '', otherTestType: [] });
  });
});

describe('studentFormRules', () => {
  it('accepts no phone or a mobile number of 11 digits starting with 1', () => {
    expect(studentFormRules.phone('')).toBeUndefined();
    expect(studentFormRules.phone('13800138000')).toBeUndefined();
    expect(studentFormRules.phone('23800138000')).toBe('students.phoneInvalid');
    expect(studentFormRules.phone('138001380')).toBe('students.phoneInvalid');
  });

  it('wants all three subjects or none, and two different minor subjects', () => {
    expect(studentFormRules.subjects({})).toBeUndefined();
    expect(studentFormRules.subjects({ mainSubject: '0604' })).toBe('students.subjectsIncomplete');
    expect(studentFormRules.subjects({ mainSubject: '0604', minorSubject1: '0606', minorSubject2: '0606' })).toBe(
      'students.minorSubjectsSame',
    );
    expect(
      studentFormRules.subjects({ mainSubject: '0605', minorSubject1: '0608', minorSubject2: '0609' }),
    ).toBeUndefined();
  });

  it('checks the student number’s characters', () => {
    expect(studentFormRules.studentNo('S-2024_01')).toBeUndefined();
    expect(studentFormRules.studentNo('S 1')).toBe('students.studentNoInvalid');
  });
});

describe('subjectSummary', () => {
  const names: Record<string, string> = { '0604': '物理', '0606': '化学', '0607': '生物' };
  it('puts the main subject first and the minor ones after it', () => {
    expect(subjectSummary(student, (code) => names[code] ?? code)).toBe('物理 + 化学 / 生物');
    expect(subjectSummary({ mainSubject: '', minorSubject1: '', minorSubject2: '' }, (code) => code)).toBe('');
  });
});

describe('studentDictionaryOf', () => {
  it('gives options and names per dictionary entry and the provinces', () => {
    const view = studentDictionaryOf({ '01': [{ id: 1, dataCode: '0101', dataName: '汉族', children: [] }] }, [
      { code: '440000', name: '广东省', children: [] },
    ]);
    expect(view.options('01')).toEqual([{ value: '0101', label: '汉族' }]);
    expect(view.options('99')).toEqual([]);
    expect(view.nameOf('01', '0101')).toBe('汉族');
    expect(view.nameOf('01', '0199')).toBe('0199');
    expect(view.provinces).toEqual([{ value: '440000', label: '广东省' }]);
    expect(view.provinceName('440000')).toBe('广东省');
  });
});
