import type { ThemeConfig } from 'antd';

export const FONT_FAMILY =
  "-apple-system, BlinkMacSystemFont, 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Noto Sans SC', 'Helvetica Neue', Helvetica, Arial, sans-serif";

/** Link colour for themes whose own colour is too dark to tell a link from text (#304156, #212121). */
const READABLE_LINK_COLOR = '#0958d9';

/** Relative luminance of a #rrggbb colour (WCAG 2.1). */
export function luminanceOf(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * The colour of links under a theme colour: the theme colour itself, unless it is so dark (near
 * the body text) that a link would look like plain text; then a readable blue.
 */
export function linkColorOf(colorPrimary: string): string {
  return luminanceOf(colorPrimary) < 0.06 ? READABLE_LINK_COLOR : colorPrimary;
}

/** The antd theme built from the chosen theme colour; every component recolours from it. */
export function themeTokens(colorPrimary: string): ThemeConfig {
  return {
    token: {
      colorPrimary,
      colorInfo: colorPrimary,
      colorLink: linkColorOf(colorPrimary),
      borderRadius: 8,
      fontFamily: FONT_FAMILY,
      colorBgLayout: '#f3f5f9',
    },
    components: {
      Layout: { headerBg: '#ffffff', bodyBg: '#f3f5f9' },
      Card: { headerFontSize: 15 },
    },
  };
}
