import { describe, expect, it } from 'vitest';
import { countdownDigits } from './countdownDigits.ts';
import { greetingOf } from './greetingOf.ts';
import { studentCountRows } from './studentCountRows.ts';

describe('countdownDigits', () => {
  it('gives one tile per digit', () => {
    expect(countdownDigits(198)).toEqual(['1', '9', '8']);
    expect(countdownDigits(7)).toEqual(['7']);
    expect(countdownDigits(1000)).toEqual(['1', '0', '0', '0']);
  });

  it('shows 0 for zero, negative and broken values', () => {
    expect(countdownDigits(0)).toEqual(['0']);
    expect(countdownDigits(-3)).toEqual(['0']);
    expect(countdownDigits(Number.NaN)).toEqual(['0']);
  });
});

describe('studentCountRows', () => {
  it('lists grades 1 to 3 with their share of all students', () => {
    const rows = studentCountRows({
      grades: [
        { grade: 3, number: 45 },
        { grade: 1, number: 42 },
        { grade: 2, number: 38 },
      ],
      allNumber: 125,
      serviceNumber: 51,
    });
    expect(rows).toEqual([
      { grade: 1, number: 42, share: 33.6 },
      { grade: 2, number: 38, share: 30.4 },
      { grade: 3, number: 45, share: 36 },
    ]);
  });

  it('counts a missing grade as 0 and avoids dividing by zero', () => {
    expect(studentCountRows({ grades: [], allNumber: 0, serviceNumber: 0 })).toEqual([
      { grade: 1, number: 0, share: 0 },
      { grade: 2, number: 0, share: 0 },
      { grade: 3, number: 0, share: 0 },
    ]);
    expect(studentCountRows(undefined).map((row) => row.number)).toEqual([0, 0, 0]);
  });
});

describe('greetingOf', () => {
  it('greets by the time of day', () => {
    expect(greetingOf(8)).toBe('greetingMorning');
    expect(greetingOf(12)).toBe('greetingAfternoon');
    expect(greetingOf(17)).toBe('greetingAfternoon');
    expect(greetingOf(18)).toBe('greetingEvening');
    expect(greetingOf(2)).toBe('greetingEvening');
  });
});
