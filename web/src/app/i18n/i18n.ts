import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en.ts';
import type { Language } from './resolveLanguage.ts';
import { zh } from './zh.ts';

/** The one i18next instance; resources are bundled, so initialisation is synchronous. */
export const i18n = i18next.createInstance();

export function initI18n(language: Language): typeof i18n {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      resources: { zh: { translation: zh }, en: { translation: en } },
      lng: language,
      fallbackLng: 'zh',
      initAsync: false,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  } else if (i18n.language !== language) {
    void i18n.changeLanguage(language);
  }
  return i18n;
}
