import { THEME_PRESET_COLORS } from '@zhihang/contract/constants';
import { theme } from 'antd';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  LIGHT_SURFACES,
  linkColorOf,
  luminanceOf,
  mixColors,
  readablePrimaryOf,
  softTintOf,
  themeTokens,
} from './themeTokens.ts';

/** An rgba(0, 0, 0, a) or #rrggbb text colour as drawn on `surface`. */
function drawnOn(color: string, surface: string): string {
  const rgba = /^rgba\((\d+),\s*(\d+),\s*(\d+),\s*([\d.]+)\)$/.exec(color);
  if (!rgba) return color;
  const [, r, g, b, alpha] = rgba.map(Number) as [number, number, number, number, number];
  const hex = `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
  return mixColors(hex, surface, alpha);
}

describe('contrast arithmetic', () => {
  it('computes WCAG luminance and contrast ratios', () => {
    expect(luminanceOf('#000000')).toBe(0);
    expect(luminanceOf('#ffffff')).toBeCloseTo(1, 6);
    expect(luminanceOf('#304156')).toBeCloseTo(0.0508, 3);
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 6);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 6);
    // The figures axe reported for the old colours.
    expect(contrastRatio('#409eff', '#ffffff')).toBeCloseTo(2.78, 2);
    expect(contrastRatio('#8a93a3', '#ffffff')).toBeCloseTo(3.1, 2);
  });

  it('mixes colours channel by channel', () => {
    expect(mixColors('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(softTintOf('#0000ff')).toBe('#e6e6ff');
  });
});

describe('theme colours', () => {
  it('darkens a light theme colour just enough and keeps a dark one', () => {
    const blue = readablePrimaryOf('#409EFF');
    expect(contrastRatio(blue, '#f3f5f9')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(blue, '#f3f5f9')).toBeLessThan(5.2);
    expect(readablePrimaryOf('#304156')).toBe('#304156');
    expect(readablePrimaryOf('#212121')).toBe('#212121');
  });

  it('gives dark themes a readable blue for links', () => {
    expect(linkColorOf('#304156')).toBe('#0958d9');
    expect(linkColorOf('#212121')).toBe('#0958d9');
    expect(linkColorOf('#11a983')).toBe(readablePrimaryOf('#11a983'));
  });

  describe.each(THEME_PRESET_COLORS)('preset %s', (preset) => {
    const config = themeTokens(preset);
    const token = theme.getDesignToken(config);

    it('has text, links and buttons at 4.5:1 or more on every light surface', () => {
      const textColors = {
        primary: token.colorPrimary,
        primaryText: token.colorPrimaryText,
        link: token.colorLink,
        text: token.colorText,
        secondary: token.colorTextSecondary,
        tertiary: token.colorTextTertiary,
        description: token.colorTextDescription,
        placeholder: token.colorTextPlaceholder,
        error: token.colorError,
        errorText: token.colorErrorText,
        success: token.colorSuccessText,
        warning: token.colorWarningText,
      };
      for (const [name, color] of Object.entries(textColors)) {
        for (const surface of [...LIGHT_SURFACES, token.colorPrimaryBg]) {
          expect(
            contrastRatio(drawnOn(color, surface), surface),
            `${name} ${color} on ${surface}`,
          ).toBeGreaterThanOrEqual(4.5);
        }
      }
      // White labels on primary and danger buttons.
      expect(contrastRatio('#ffffff', token.colorPrimary)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio('#ffffff', token.colorError)).toBeGreaterThanOrEqual(4.5);
    });

    // The stylesheet itself (vitest hands CSS imports over empty).
    const globalCss = readFileSync(path.join(import.meta.dirname, 'global.css'), 'utf8');

    it('has every preset tag colour at 4.5:1 on its own tag background', () => {
      // global.css deepens the shade 7 of the presets whose own is too light.
      const deeper = Object.fromEntries(
        [...globalCss.matchAll(/--ant-([a-z]+)-7: (#[0-9a-f]{6})/g)].map((m) => [m[1], m[2]]),
      );
      const presets = [
        'blue',
        'purple',
        'cyan',
        'green',
        'magenta',
        'red',
        'orange',
        'yellow',
        'volcano',
        'geekblue',
        'gold',
        'lime',
      ] as const;
      for (const name of presets) {
        const text = deeper[name] ?? token[`${name}7`];
        const background = token[`${name}1`];
        expect(contrastRatio(text, background), `${name} tag ${text} on ${background}`).toBeGreaterThanOrEqual(4.5);
      }
    });

    it('has status tags and alerts at 4.5:1', () => {
      const pairs = [
        [token.colorSuccess, token.colorSuccessBg],
        [token.colorWarning, token.colorWarningBg],
        [token.colorError, token.colorErrorBg],
        [token.colorInfo, token.colorInfoBg],
        [token.colorPrimary, token.colorPrimaryBg],
      ] as const;
      for (const [text, background] of pairs) {
        expect(contrastRatio(text, background), `${text} on ${background}`).toBeGreaterThanOrEqual(4.5);
      }
    });

    it('has a link colour distinct from the body text', () => {
      expect(luminanceOf(token.colorLink)).toBeGreaterThan(0.06);
    });

    it('has UI parts (checked boxes, switches, focus rings) at 3:1 on white', () => {
      expect(contrastRatio(token.colorPrimary, '#ffffff')).toBeGreaterThanOrEqual(3);
    });
  });
});
