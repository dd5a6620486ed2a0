import { describe, expect, it } from 'vitest';
import { resolveLanguage } from './resolveLanguage.ts';

describe('resolveLanguage', () => {
  it('prefers the cookie over the browser locale', () => {
    expect(resolveLanguage('en', ['zh-CN'])).toBe('en');
    expect(resolveLanguage('zh', ['en-US'])).toBe('zh');
  });

  it('ignores an unknown cookie value and falls back to the browser locale', () => {
    expect(resolveLanguage('fr', ['zh-CN', 'en'])).toBe('zh');
    expect(resolveLanguage('', ['en-GB'])).toBe('en');
  });

  it('maps regional Chinese and English locales to zh and en', () => {
    expect(resolveLanguage(undefined, ['zh-TW'])).toBe('zh');
    expect(resolveLanguage(undefined, ['zh_Hans_CN'])).toBe('zh');
    expect(resolveLanguage(undefined, ['en-US'])).toBe('en');
  });

  it('takes the first supported locale in preference order', () => {
    expect(resolveLanguage(undefined, ['de-DE', 'zh-CN', 'en-US'])).toBe('zh');
  });

  it('falls back to English when nothing matches', () => {
    expect(resolveLanguage(undefined, ['fr-FR', 'ja'])).toBe('en');
    expect(resolveLanguage(undefined, [])).toBe('en');
  });
});
