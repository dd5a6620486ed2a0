import { en } from './en.ts';
import { i18n, startI18n } from './i18nInstance.ts';
import type { Language } from './resolveLanguage.ts';
import { zh } from './zh.ts';

export { i18n };

/** The console's messages: every namespace of both languages. */
export function initI18n(language: Language): typeof i18n {
  return startI18n({ zh: { translation: zh }, en: { translation: en } }, language);
}
