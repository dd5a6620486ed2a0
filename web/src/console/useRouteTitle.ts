import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../base/stores/useAppStore.ts';
import type { TitleKey } from './consoleRoutes.ts';

type Titled = { title: string; titleKey?: TitleKey };

/**
 * The display title of a route, tag or menu entry: in Chinese the server's menu name (an admin
 * may rename it); in other languages the translation of a known path, else the server's name.
 */
export function useRouteTitle(): (item: Titled) => string {
  const { t } = useTranslation();
  const language = useAppStore((state) => state.language);
  return useCallback(
    (item: Titled) => {
      if (language === 'zh' || !item.titleKey) return item.title;
      // Title keys are built from paths at run time, so they are checked against the catalog, not the compiler.
      const translate = t as unknown as (key: string, options: { defaultValue: string }) => string;
      return translate(item.titleKey, { defaultValue: item.title });
    },
    [language, t],
  );
}
