import { describe, expect, it } from 'vitest';
import { chinaDate, entryYearOfGrade, gradeOf, schoolYearOf } from './school-calendar.ts';

/** Instant of a China (UTC+8) wall-clock time. */
const china = (dateTime: string) => Date.parse(`${dateTime}+08:00`);

describe('chinaDate', () => {
  it('gives the calendar date in UTC+8', () => {
    expect(chinaDate(Date.parse('2026-06-06T15:59:59Z'))).toBe('2026-06-06');
    expect(chinaDate(Date.parse('2026-06-06T16:00:00Z'))).toBe('2026-06-07');
    expect(chinaDate(Date.parse('2026-12-31T16:00:00Z'))).toBe('2027-01-01');
  });
});

describe('schoolYearOf', () => {
  it('starts a school year on 1 September, China time', () => {
    expect(schoolYearOf(china('2026-08-31T23:59:59'))).toBe(2025);
    expect(schoolYearOf(china('2026-09-01T00:00:00'))).toBe(2026);
    expect(schoolYearOf(china('2026-11-21T12:00:00'))).toBe(2026);
    expect(schoolYearOf(china('2027-03-01T08:00:00'))).toBe(2026);
    expect(schoolYearOf(china('2027-01-01T00:00:00'))).toBe(2026);
  });

  it('uses the China date even when UTC is still on the previous day', () => {
    expect(schoolYearOf(Date.parse('2026-08-31T16:30:00Z'))).toBe(2026);
  });
});

describe('gradeOf and entryYearOfGrade', () => {
  const spring2027 = china('2027-03-15T10:00:00');

  it('numbers grades 1–3 from the entry year', () => {
    expect(gradeOf(2026, spring2027)).toBe(1);
    expect(gradeOf(2025, spring2027)).toBe(2);
    expect(gradeOf(2024, spring2027)).toBe(3);
    expect(gradeOf(2023, spring2027)).toBe(4);
  });

  it('are inverse of each other', () => {
    for (const grade of [1, 2, 3]) {
      expect(gradeOf(entryYearOfGrade(grade, spring2027), spring2027)).toBe(grade);
    }
    expect(entryYearOfGrade(1, china('2026-09-01T00:00:00'))).toBe(2026);
    expect(entryYearOfGrade(3, china('2026-08-31T23:00:00'))).toBe(2023);
  });
});
