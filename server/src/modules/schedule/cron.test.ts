import { describe, expect, it } from 'vitest';
import { cronProblem, nextRunAfter, parseCron } from './cron.ts';

/** Epoch ms of a China-time wall clock. */
const china = (text: string) => Date.parse(`${text}+08:00`);

describe('nextRunAfter', () => {
  it('fires every minute on the minute', () => {
    const every = parseCron('* * * * *');
    expect(nextRunAfter(every, china('2026-03-10T10:00:00'))).toBe(china('2026-03-10T10:01:00'));
    expect(nextRunAfter(every, china('2026-03-10T10:00:59.999'))).toBe(china('2026-03-10T10:01:00'));
  });

  it('reads hours in China time and rolls over days, months and years', () => {
    const nightly = parseCron('30 2 * * *');
    expect(nextRunAfter(nightly, china('2026-03-10T02:30:00'))).toBe(china('2026-03-11T02:30:00'));
    expect(nextRunAfter(nightly, china('2026-12-31T23:00:00'))).toBe(china('2027-01-01T02:30:00'));
  });

  it('takes steps, ranges and lists', () => {
    const quarter = parseCron('*/15 8-9 * * *');
    expect(nextRunAfter(quarter, china('2026-03-10T08:50:00'))).toBe(china('2026-03-10T09:00:00'));
    expect(nextRunAfter(quarter, china('2026-03-10T09:45:00'))).toBe(china('2026-03-11T08:00:00'));
    expect(nextRunAfter(parseCron('0 9 1,15 * *'), china('2026-03-02T00:00:00'))).toBe(china('2026-03-15T09:00:00'));
  });

  it('matches either day field when both are given, and Sunday as 0 or 7', () => {
    // 2026-03-10 is a Tuesday; the next Sunday is the 15th, the 13th comes first.
    expect(nextRunAfter(parseCron('0 0 13 * 7'), china('2026-03-10T12:00:00'))).toBe(china('2026-03-13T00:00:00'));
    expect(nextRunAfter(parseCron('0 0 * * 0'), china('2026-03-10T12:00:00'))).toBe(china('2026-03-15T00:00:00'));
  });

  it('takes a seconds field first when there are six fields', () => {
    expect(nextRunAfter(parseCron('*/10 * * * * *'), china('2026-03-10T10:00:05'))).toBe(china('2026-03-10T10:00:10'));
  });

  it('finds a leap day', () => {
    expect(nextRunAfter(parseCron('0 0 29 2 *'), china('2026-03-01T00:00:00'))).toBe(china('2028-02-29T00:00:00'));
  });
});

describe('cronProblem', () => {
  it('explains what is wrong with an expression', () => {
    expect(cronProblem('0 3 * * *')).toBeUndefined();
    expect(cronProblem('* * *')).toContain('5 个字段');
    expect(cronProblem('61 * * * *')).toContain('超出 0-59');
    expect(cronProblem('x * * * *')).toContain('无法识别');
    expect(cronProblem('0 0 31 2 *')).toContain('五年内不会触发');
  });
});
