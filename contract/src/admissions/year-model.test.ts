import { describe, expect, it } from 'vitest';
import {
  isReferencePlan,
  outcomeYearsBefore,
  planBookYear,
  planBookYears,
  yearModelLabel,
  yearUpTo,
} from './year-model.ts';

describe('year model', () => {
  it('uses the exam year when published, else the latest earlier year, never a later one', () => {
    expect(yearUpTo([2024, 2025, 2026], 2026)).toBe(2026);
    expect(yearUpTo([2024, 2025, 2026], 2025)).toBe(2025);
    expect(yearUpTo([2024, 2025], 2027)).toBe(2025);
    expect(yearUpTo([2025, 2026], 2024)).toBeNull();
    expect(yearUpTo([], 2026)).toBeNull();
  });

  it('plans on the latest book when the exam year is earlier than every book', () => {
    expect(planBookYear([2025, 2026], 2026)).toBe(2026);
    expect(planBookYear([2024, 2025], 2027)).toBe(2025);
    expect(planBookYear([2025, 2026], 2024)).toBe(2026);
    expect(planBookYear([], 2026)).toBeNull();
  });

  it('looks back on the three latest outcome years before the exam year', () => {
    expect(outcomeYearsBefore([2021, 2022, 2023, 2024, 2025], 2026)).toEqual([2025, 2024, 2023]);
    expect(outcomeYearsBefore([2021, 2022, 2023, 2024, 2025], 2025)).toEqual([2024, 2023, 2022]);
    expect(outcomeYearsBefore([2024, 2024, 2025], 2027)).toEqual([2025, 2024]);
  });

  it('says which years a plan used', () => {
    expect(yearModelLabel({ examYear: 2026, planYear: 2026, tableYear: 2026, outcomeYears: [2025, 2024, 2023] })).toBe(
      '计划 2026 · 位次 2026 表 · 录取 2023–2025',
    );
    const candidate2027 = { examYear: 2027, planYear: 2026, tableYear: 2026, outcomeYears: [2025, 2024] };
    expect(isReferencePlan(candidate2027)).toBe(true);
    expect(yearModelLabel(candidate2027)).toBe('计划 2026（参考往年计划） · 位次 2026 表 · 录取 2024–2025');
    expect(yearModelLabel({ examYear: 2026, planYear: null, tableYear: null, outcomeYears: [2025, 2023] })).toBe(
      '计划 暂无 · 位次 暂无一分一段表 · 录取 2023、2025',
    );
  });
});

describe('planBookYears', () => {
  it('leaves out a year that holds a fraction of the fullest year’s rows (one school’s own plan)', () => {
    expect(
      planBookYears([
        { year: 2024, rows: 4_533 },
        { year: 2025, rows: 4_970 },
        { year: 2026, rows: 33 },
      ]),
    ).toEqual([2025, 2024]);
    expect(
      planBookYears([
        { year: 2026, rows: 1_200 },
        { year: 2025, rows: 4_970 },
      ]),
    ).toEqual([2026, 2025]);
    expect(planBookYears([])).toEqual([]);
  });

  it('leaves out a year naming a fraction of the schools the province admitted to', () => {
    // 江苏: one university's own plans of 2022 and 2026, and 574 schools admitted in 2025.
    const jiangsu = [
      { year: 2022, rows: 15, schools: 1 },
      { year: 2026, rows: 45, schools: 1 },
    ];
    expect(planBookYears(jiangsu, 574)).toEqual([]);
    expect(planBookYears(jiangsu)).toEqual([2026, 2022]);
    // 安徽: 210 schools of the 954 admitted: a partial book, still the year's units.
    expect(planBookYears([{ year: 2026, rows: 1_991, schools: 210 }], 954)).toEqual([2026]);
  });
});
