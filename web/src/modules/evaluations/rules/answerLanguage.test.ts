import { describe, expect, it } from 'vitest';
import { answerLanguageOf, displayStatus, textIn } from './answerLanguage.ts';

describe('textIn', () => {
  it('picks the language and falls back to Chinese', () => {
    expect(textIn({ zh: '现实型', en: 'Realistic' }, 'en')).toBe('Realistic');
    expect(textIn({ zh: '现实型', en: 'Realistic' }, 'zh')).toBe('现实型');
    expect(textIn({ zh: '现实型', en: '' }, 'en')).toBe('现实型');
  });
});

describe('answerLanguageOf', () => {
  it('answers in English only for an English interface', () => {
    expect(answerLanguageOf('en')).toBe('en');
    expect(answerLanguageOf('en-US')).toBe('en');
    expect(answerLanguageOf('zh-CN')).toBe('zh');
  });
});

describe('displayStatus', () => {
  it('shows overdue only for unfinished assignments', () => {
    expect(displayStatus({ status: 'assigned', overdue: false })).toBe('assigned');
    expect(displayStatus({ status: 'inProgress', overdue: false })).toBe('started');
    expect(displayStatus({ status: 'inProgress', overdue: true })).toBe('overdue');
    expect(displayStatus({ status: 'completed', overdue: true })).toBe('finished');
  });
});
