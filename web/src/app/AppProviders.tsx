import { StyleProvider } from '@ant-design/cssinjs';
import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
// antd's component styles, built ahead of time (antd.css cut down to the components the console
// renders, web/build/antdComponentStyles.ts): with `zeroRuntime` nothing is generated in the browser.
import 'virtual:antd-components.css';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useEffect, useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { DocumentTitle } from './DocumentTitle.tsx';
import { antdThemeCache } from './antdThemeCache.ts';
import { FeedbackBinder } from './FeedbackBinder.tsx';
import { i18n } from '../base/i18n/i18n.ts';
import { queryClient } from '../base/queryClient.ts';
import { useAppStore } from '../base/stores/useAppStore.ts';
import { useSettingsStore } from '../base/stores/useSettingsStore.ts';
import { antdCssVarKeyOf, linkColorOf, readablePrimaryOf, themeTokens } from '../base/themeTokens.ts';

export type AppProvidersProps = { children: ReactNode };

/** Query cache, i18n, antd theme/locale/size and the message bridge, around the whole app. */
export function AppProviders({ children }: AppProvidersProps) {
  const language = useAppStore((state) => state.language);
  const size = useAppStore((state) => state.size);
  const theme = useSettingsStore((state) => state.theme);
  // The tokens still reach the prebuilt styles as CSS variables, so the 8 presets recolour as before.
  // The variables' class is the colour's own: the build wrote those of the default colour under it.
  const antdTheme = useMemo(
    () => ({ ...themeTokens(theme), zeroRuntime: true, cssVar: { key: antdCssVarKeyOf(theme) } }),
    [theme],
  );

  useEffect(() => {
    void i18n.changeLanguage(language);
    dayjs.locale(language === 'zh' ? 'zh-cn' : 'en');
    document.documentElement.lang = language === 'zh' ? 'zh-CN' : 'en';
  }, [language]);

  useEffect(() => {
    document.documentElement.style.setProperty('--app-primary', readablePrimaryOf(theme));
    document.documentElement.style.setProperty('--app-link', linkColorOf(theme));
  }, [theme]);

  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        {/* antd's cache holds the tokens and variables the build worked out (antdThemeCache.ts). */}
        <StyleProvider cache={antdThemeCache}>
          <ConfigProvider
            locale={language === 'zh' ? zhCN : enUS}
            componentSize={size}
            theme={antdTheme}
            button={{ autoInsertSpace: false }}
            modal={{ mask: { closable: false } }}
          >
            <FeedbackBinder />
            <DocumentTitle />
            {children}
          </ConfigProvider>
        </StyleProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
