import { describe, expect, it } from 'vitest';
import { drawableShares, shareOf, sharesLabel, shareText } from './share.ts';

describe('shares a page may draw', () => {
  it('takes numbers and numeric text in [0, 100], the ends included', () => {
    expect(shareOf(0)).toBe(0);
    expect(shareOf(100)).toBe(100);
    expect(shareOf(45.5)).toBe(45.5);
    expect(shareOf('8.1')).toBe(8.1);
    expect(shareOf(' 12.5% ')).toBe(12.5);
    expect(shareOf('.5')).toBe(0.5);
  });

  it('refuses negative, above 100, NaN, infinite, missing and non-numeric values', () => {
    for (const value of [-7, -0.1, 100.01, 130, Number.NaN, Number.POSITIVE_INFINITY, null, undefined, '', ' ', '%']) {
      expect(shareOf(value), String(value)).toBeNull();
    }
    for (const value of ['-7', '101%', 'abc', '12,5', '1e2', true, {}, [50]]) {
      expect(shareOf(value), JSON.stringify(value)).toBeNull();
    }
  });

  it('writes a share as percent text rounded to the decimals asked, and nothing for a refused one', () => {
    expect(shareText(92.9)).toBe('92.9%');
    expect(shareText(12.345)).toBe('12.35%');
    expect(shareText(12.345, 1)).toBe('12.3%');
    expect(shareText('0')).toBe('0%');
    expect(shareText(-7)).toBeNull();
    expect(shareText(130)).toBeNull();
    expect(shareText(null)).toBeNull();
  });

  it('leaves refused items out of a chart and keeps the others with their labels and order', () => {
    const items = [
      { name: '国有企业', rate: 35 },
      { name: '其他', rate: -7 },
      { name: '民营企业', rate: '40%' },
      { name: '外资企业', rate: null },
      { name: '机关事业单位', rate: 120 },
      { name: '部队', rate: Number.NaN },
      { name: '教育', rate: 25 },
    ];
    expect(drawableShares(items)).toEqual([
      { name: '国有企业', rate: 35 },
      { name: '民营企业', rate: 40 },
      { name: '教育', rate: 25 },
    ]);
    expect(drawableShares([{ name: '其他', rate: -7 }])).toEqual([]);
  });

  it('names every drawn item in the accessible text of its chart', () => {
    expect(
      sharesLabel('单位性质', [
        { name: '国有企业', rate: 35 },
        { name: '民营企业', rate: 40.25 },
      ]),
    ).toBe('单位性质：国有企业 35%，民营企业 40.25%');
    expect(sharesLabel('单位性质', [])).toBe('单位性质');
  });
});
