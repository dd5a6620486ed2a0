import { describe, expect, it } from 'vitest';
import { DAILY_SENTENCES, sentenceOfDay } from './daily-sentences.ts';

describe('sentenceOfDay', () => {
  it('gives the same sentence for the same day and another for the next day', () => {
    expect(sentenceOfDay('2026-03-10')).toBe(sentenceOfDay('2026-03-10'));
    expect(sentenceOfDay('2026-03-11')).not.toBe(sentenceOfDay('2026-03-10'));
  });

  it('walks through every sentence once per cycle', () => {
    const start = Date.parse('2026-01-01T00:00:00Z');
    const seen = new Set<string>();
    for (let day = 0; day < DAILY_SENTENCES.length; day += 1) {
      seen.add(sentenceOfDay(new Date(start + day * 86_400_000).toISOString().slice(0, 10)));
    }
    expect(seen.size).toBe(DAILY_SENTENCES.length);
    expect(new Set(DAILY_SENTENCES).size).toBe(DAILY_SENTENCES.length);
  });
});
