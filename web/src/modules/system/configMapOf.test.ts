import { describe, expect, it } from 'vitest';
import { configMapOf } from './configMapOf.ts';

describe('configMapOf', () => {
  it('maps parameter keys to their values', () => {
    const map = configMapOf([
      { id: 1, paramKey: 'currentYear', paramValue: '2027', remark: '当前填报年份' },
      { id: 2, paramKey: 'dataYear', paramValue: '2026', remark: '' },
    ]);
    expect(map).toEqual({ currentYear: '2027', dataYear: '2026' });
  });

  it('is empty for no entries', () => {
    expect(configMapOf([])).toEqual({});
  });
});
