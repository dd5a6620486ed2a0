export type Language = 'zh' | 'en';

export const LANGUAGES: readonly Language[] = ['zh', 'en'];

function asLanguage(value: string | undefined): Language | undefined {
  if (!value) return undefined;
  const primary = value.trim().toLowerCase().split(/[-_]/)[0];
  return LANGUAGES.find((language) => language === primary);
}

/**
 * The UI language: the cookie the user chose, then the browser locale (zh or en), else English.
 * `browserLocales` is `navigator.languages` (most preferred first).
 */
export function resolveLanguage(cookieValue: string | undefined, browserLocales: readonly string[]): Language {
  const chosen = asLanguage(cookieValue);
  if (chosen) return chosen;
  for (const locale of browserLocales) {
    const language = asLanguage(locale);
    if (language) return language;
  }
  return 'en';
}
