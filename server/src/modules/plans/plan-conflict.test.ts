import { describe, expect, it } from 'vitest';
import { minuteText, staleVersion } from './plan-conflict.ts';

describe('staleVersion', () => {
  it('names who saved the plan and when, in Beijing time', () => {
    const error = staleVersion({ updatedByName: '张老师', updatedAt: Date.UTC(2026, 10, 28, 6, 3, 59) });
    expect([error.code, error.message]).toEqual([409, '方案已被 张老师 于 11-28 14:03 修改，请刷新后再保存']);
  });

  it('says 他人 when the account that saved it is gone', () => {
    expect(staleVersion({ updatedByName: '', updatedAt: 0 }).message).toBe('方案已被他人修改，请刷新后再保存');
  });
});

describe('minuteText', () => {
  it('moves past midnight and the new year in Beijing time', () => {
    expect(minuteText(Date.UTC(2026, 5, 24, 16, 5))).toBe('06-25 00:05');
    expect(minuteText(Date.UTC(2026, 11, 31, 23, 59))).toBe('01-01 07:59');
  });
});
