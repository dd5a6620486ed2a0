import { describe, expect, it } from 'vitest';
import { detailIdOf } from './detailId.ts';

describe('detailIdOf', () => {
  it('reads positive decimal ids', () => {
    expect(detailIdOf('12')).toBe(12);
    expect(detailIdOf('007')).toBe(7);
  });
  it('refuses a missing, zero or non-decimal id', () => {
    for (const raw of [null, '', '0', '000', '-1', '1.5', '0x10', '1e3', ' 12', 'abc', '1234567890123456']) {
      expect(detailIdOf(raw)).toBeNull();
    }
  });
});
