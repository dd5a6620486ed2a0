import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { historySourceText } from './historySource.ts';

const words: Record<string, string> = {
  'guidance.search.derivedRank': '估',
  'guidance.search.historyLevel.group': '专业组',
  'guidance.search.historyLevel.university': '院校',
};
const t = ((key: string) => words[key] ?? key) as unknown as TFunction;

describe('a history year’s source in one line', () => {
  it('names the level and marks a converted rank', () => {
    expect(historySourceText({ minRank: 23_854, minRankDerived: true, level: 'group' }, t)).toBe('（估 · 专业组）');
    expect(historySourceText({ minRank: 4_200, minRankDerived: false, level: 'university' }, t)).toBe('（院校）');
  });

  it('says nothing for a year that carries neither, and no 估 without a rank', () => {
    expect(historySourceText({ minRank: 1_000 }, t)).toBe('');
    expect(historySourceText({ minRank: null, minRankDerived: true }, t)).toBe('');
  });
});
