import type { ThemeConfig } from 'antd';

export const FONT_FAMILY =
  "-apple-system, BlinkMacSystemFont, 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Noto Sans SC', 'Helvetica Neue', Helvetica, Arial, sans-serif";

/** The antd theme built from the chosen theme colour; every component recolours from it. */
export function themeTokens(colorPrimary: string): ThemeConfig {
  return {
    token: {
      colorPrimary,
      colorInfo: colorPrimary,
      colorLink: colorPrimary,
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
