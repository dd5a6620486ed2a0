import { THEME_PRESET_COLORS } from '@zhihang/contract/constants';
import { describe, expect, it } from 'vitest';
import { linkColorOf, luminanceOf, themeTokens } from './themeTokens.ts';

describe('theme tokens', () => {
  it('computes WCAG luminance', () => {
    expect(luminanceOf('#000000')).toBe(0);
    expect(luminanceOf('#ffffff')).toBeCloseTo(1, 6);
    expect(luminanceOf('#304156')).toBeCloseTo(0.0508, 3);
  });

  it('keeps the theme colour for links unless it is too dark to tell a link from text', () => {
    expect(linkColorOf('#409EFF')).toBe('#409EFF');
    expect(linkColorOf('#11a983')).toBe('#11a983');
    expect(linkColorOf('#304156')).toBe('#0958d9');
    expect(linkColorOf('#212121')).toBe('#0958d9');
  });

  it('gives every preset a link colour distinct from the body text', () => {
    for (const color of THEME_PRESET_COLORS) {
      expect(luminanceOf(themeTokens(color).token?.colorLink ?? '#000000')).toBeGreaterThan(0.06);
    }
  });
});
