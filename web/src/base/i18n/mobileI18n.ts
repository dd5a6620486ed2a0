import type { Resource } from 'i18next';
import { startI18n, type i18n } from './i18nInstance.ts';
import { mobileZh } from './mobile.zh.ts';
import type { Language } from './resolveLanguage.ts';

/**
 * The student pages' messages: Chinese in the bundle, English fetched first when the interface is
 * in English (it is chosen before the page starts, and the phone has no switch of its own).
 */
export async function initMobileI18n(language: Language): Promise<typeof i18n> {
  const resources: Resource = { zh: { translation: mobileZh } };
  if (language === 'en') resources.en = { translation: (await import('./mobile.en.ts')).mobileEn };
  return startI18n(resources, language);
}
