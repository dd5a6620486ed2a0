import { describe, expect, it } from 'vitest';
import { pickTrack } from './student-track.ts';

describe('pickTrack', () => {
  it('takes 物理类 / 历史类 where the province has them, else 综合, else 理工 / 文史', () => {
    expect(pickTrack('0604', [5, 15])).toBe(15);
    expect(pickTrack('0604', [20, 5])).toBe(20);
    expect(pickTrack('0604', [1, 5])).toBe(5);
    expect(pickTrack('0605', [1, 5])).toBe(1);
    expect(pickTrack('0605', [11, 15])).toBe(11);
  });

  it('falls back to the first preference when the province has none of them, and to 综合 without 首选', () => {
    expect(pickTrack('0604', [])).toBe(15);
    expect(pickTrack('', [15, 20])).toBe(20);
  });
});
