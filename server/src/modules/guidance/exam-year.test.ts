import { describe, expect, it } from 'vitest';
import { currentExamYear } from './exam-year.ts';

const at = (iso: string) => Date.parse(iso);

describe('currentExamYear', () => {
  it('is the latest table’s year while that year’s 高考 may still be under way', () => {
    expect(currentExamYear(2025, at('2026-03-10T02:00:00Z'))).toBe(2025);
    // July: the 2026 table is published and imported.
    expect(currentExamYear(2026, at('2026-07-02T02:00:00Z'))).toBe(2026);
    // July: not imported yet, so last year's is still the current one.
    expect(currentExamYear(2025, at('2026-07-02T02:00:00Z'))).toBe(2025);
  });

  it('is at least the calendar year from September on, in Beijing time', () => {
    expect(currentExamYear(2025, at('2026-09-01T00:00:00+08:00'))).toBe(2026);
    expect(currentExamYear(2025, at('2026-08-31T23:59:00+08:00'))).toBe(2025);
    expect(currentExamYear(2026, at('2026-11-25T10:00:00Z'))).toBe(2026);
  });

  it('falls back to the calendar rule where the province has no table', () => {
    expect(currentExamYear(undefined, at('2026-11-25T10:00:00Z'))).toBe(2026);
    expect(currentExamYear(undefined, at('2026-03-10T02:00:00Z'))).toBe(2025);
  });
});
