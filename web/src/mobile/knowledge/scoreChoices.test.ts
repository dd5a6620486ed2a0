import { describe, expect, it } from 'vitest';
import { defaultTrackOf, trackChoicesOf, trackCodeOfName, yearsOffered } from './scoreChoices.ts';

describe('score table choices', () => {
  it('reads track names', () => {
    expect(trackCodeOfName('文史')).toBe(1);
    expect(trackCodeOfName('理科')).toBe(5);
    expect(trackCodeOfName('物理类')).toBe(15);
    expect(trackCodeOfName('历史')).toBe(11);
    expect(trackCodeOfName('艺术类（美术）')).toBeUndefined();
  });
  it('offers 文史 and 理工, plus the new-gaokao tracks in the data', () => {
    expect(trackChoicesOf([]).map((choice) => choice.code)).toEqual([1, 5]);
    expect(trackChoicesOf(['物理类', '历史类', '物理类']).map((choice) => choice.name)).toEqual([
      '文史',
      '理工',
      '历史类',
      '物理类',
    ]);
  });
  it('opens on 文史 unless the data has only other tracks', () => {
    expect(defaultTrackOf(['文史', '理工'])).toBe(1);
    expect(defaultTrackOf([])).toBe(1);
    expect(defaultTrackOf(['物理类', '历史类'])).toBe(11);
  });
  it('offers the current year and the two before', () => {
    expect(yearsOffered(2026)).toEqual([2026, 2025, 2024]);
  });
});
