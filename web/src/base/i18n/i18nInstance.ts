import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from './resolveLanguage.ts';

/**
 * The one i18next instance, without messages: the console (i18n.ts) and the student pages
 * (mobileI18n.ts) each start it with their own, so the student bundle carries only its own.
 */
export const i18n = i18next.createInstance();

/** Resources are bundled (or loaded before this call), so initialisation is synchronous. */
export function startI18n(resources: Resource, language: Language): typeof i18n {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      resources,
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
