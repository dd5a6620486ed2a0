import type { ThemeConfig } from 'antd';

export const FONT_FAMILY =
  "-apple-system, BlinkMacSystemFont, 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Noto Sans SC', 'Helvetica Neue', Helvetica, Arial, sans-serif";

/** Link colour for themes whose own colour is too dark to tell a link from text (#304156, #212121). */
const READABLE_LINK_COLOR = '#0958d9';

/** WCAG 2.1 AA: normal text needs 4.5:1 against what it is drawn on. */
export const TEXT_CONTRAST = 4.5;

/** The light surfaces theme-coloured text sits on: cards, the page background. */
export const LIGHT_SURFACES = ['#ffffff', '#f3f5f9'] as const;

/**
 * Text colours that replace antd's defaults where those fall short of 4.5:1: its tertiary and
 * description greys (45 % black, 3.4:1), the status colours used for text (error messages,
 * success and warning figures).
 */
export const READABLE_TEXT = {
  tertiary: 'rgba(0, 0, 0, 0.62)',
  /** Placeholders are read as hints: axe measures them like any text (antd's 25 % black is 1.8:1). */
  placeholder: 'rgba(0, 0, 0, 0.56)',
  error: '#cf1322',
  success: '#237804',
  warning: '#9a4500',
} as const;

/** Light backgrounds of the status colours: antd's palette of a darkened status colour is muddy. */
export const STATUS_BACKGROUNDS = {
  success: { bg: '#f6ffed', border: '#b7eb8f' },
  warning: { bg: '#fff7e6', border: '#ffd591' },
  error: { bg: '#fff1f0', border: '#ffa39e' },
} as const;

function channelsOf(hex: string): [number, number, number] {
  return [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16)) as [number, number, number];
}

function hexOf(channels: number[]): string {
  return `#${channels.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

/** Relative luminance of a #rrggbb colour (WCAG 2.1). */
export function luminanceOf(hex: string): number {
  const [r, g, b] = channelsOf(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two #rrggbb colours, from 1 to 21. */
export function contrastRatio(first: string, second: string): number {
  const [light, dark] = [luminanceOf(first), luminanceOf(second)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** `share` of `color` over `base` (0–1), as #rrggbb: what a translucent tint looks like. */
export function mixColors(color: string, base: string, share: number): string {
  const top = channelsOf(color);
  const bottom = channelsOf(base);
  return hexOf(top.map((c, index) => c * share + bottom[index]! * (1 - share)));
}

/** The soft background a theme colour tints (selected rows, menu items, chips): 10 % over white. */
export function softTintOf(color: string, share = 0.1): string {
  return mixColors(color.toLowerCase(), '#ffffff', share);
}

/**
 * The theme colour darkened, hue kept, until text in it reads at 4.5:1 on every light surface
 * and on its own soft tint, and white text reads on it (primary buttons). Dark presets pass as
 * they are; light ones (#409EFF 2.8:1 on white) come out a few shades deeper.
 */
export function readablePrimaryOf(color: string): string {
  const base = color.toLowerCase();
  let readable = readablePrimaries.get(base);
  if (readable === undefined) {
    readable = searchReadablePrimary(base);
    readablePrimaries.set(base, readable);
  }
  return readable;
}

/** Worked out once per colour: a load asks for it four times, and each search tries up to 100 shades. */
const readablePrimaries = new Map<string, string>();

function searchReadablePrimary(base: string): string {
  const surfaces = [...LIGHT_SURFACES, softTintOf(base)];
  for (let black = 0; black <= 1; black += 0.01) {
    const candidate = mixColors('#000000', base, black);
    // --app-primary-soft tints the drawn colour itself.
    if ([...surfaces, softTintOf(candidate)].every((surface) => contrastRatio(candidate, surface) >= TEXT_CONTRAST))
      return candidate;
  }
  return '#000000';
}

/**
 * The colour of links under a theme colour: the readable theme colour, unless it is so dark (near
 * the body text) that a link would look like plain text; then a readable blue.
 */
export function linkColorOf(colorPrimary: string): string {
  const primary = readablePrimaryOf(colorPrimary);
  return luminanceOf(primary) < 0.06 ? READABLE_LINK_COLOR : primary;
}

/** The antd theme built from the chosen theme colour; every component recolours from it. */
export function themeTokens(theme: string): ThemeConfig {
  const colorPrimary = readablePrimaryOf(theme);
  return {
    token: {
      colorPrimary,
      colorInfo: colorPrimary,
      colorLink: linkColorOf(theme),
      // The light tints stay those of the chosen colour: antd's palette of a darkened colour is muddy.
      colorPrimaryBg: softTintOf(theme),
      colorPrimaryBgHover: softTintOf(theme, 0.18),
      colorPrimaryBorder: softTintOf(theme, 0.35),
      colorPrimaryBorderHover: softTintOf(theme, 0.55),
      colorTextTertiary: READABLE_TEXT.tertiary,
      colorTextDescription: READABLE_TEXT.tertiary,
      colorTextPlaceholder: READABLE_TEXT.placeholder,
      colorError: READABLE_TEXT.error,
      colorSuccess: READABLE_TEXT.success,
      colorWarning: READABLE_TEXT.warning,
      colorSuccessBg: STATUS_BACKGROUNDS.success.bg,
      colorSuccessBorder: STATUS_BACKGROUNDS.success.border,
      colorWarningBg: STATUS_BACKGROUNDS.warning.bg,
      colorWarningBorder: STATUS_BACKGROUNDS.warning.border,
      colorErrorBg: STATUS_BACKGROUNDS.error.bg,
      colorErrorBorder: STATUS_BACKGROUNDS.error.border,
      colorInfoBg: softTintOf(theme),
      colorInfoBorder: softTintOf(theme, 0.35),
      borderRadius: 8,
      fontFamily: FONT_FAMILY,
      colorBgLayout: '#f3f5f9',
    },
    components: {
      Layout: { headerBg: '#ffffff', bodyBg: '#f3f5f9' },
      Card: { headerFontSize: 15 },
      // The dark sidebar is the console's only menu. Its tokens live here rather than in a nested
      // ConfigProvider, which would derive the whole token set a second time on every load and
      // inject a second copy of the theme's CSS variables.
      Menu: {
        darkItemBg: 'transparent',
        darkSubMenuItemBg: 'rgba(0, 0, 0, 0.16)',
        darkPopupBg: '#1d2638',
        darkItemColor: 'rgba(255, 255, 255, 0.72)',
        itemHeight: 46,
        itemMarginInline: 8,
        itemBorderRadius: 8,
        collapsedWidth: 64,
      },
    },
  };
}

/**
 * The class under which antd writes the CSS variables of a theme colour: one per colour, so that
 * the variables of every preset, worked out when the console is built, sit in one stylesheet.
 */
export function antdCssVarKeyOf(theme: string): string {
  return `zh-${theme.replace(/^#/, '').toLowerCase()}`;
}
