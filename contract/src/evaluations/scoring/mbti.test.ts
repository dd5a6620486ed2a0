import { describe, expect, it } from 'vitest';
import { scoreInstrument } from './score-instrument.ts';
import { answerAll, seedDefinition } from './seed-definitions.test-helper.ts';

const mbti = seedDefinition('mbti');

/**
 * E/I: every item answered towards E (5 on E items, 1 on reversed I items) → keyed mean 5.
 * S/N: S items 2, reversed N items 4 → keyed 2 and 6 − 4 = 2 → mean 2.
 * T/F: all 3 → mean 3, exactly on the split point.
 * J/P: all 4 → J items 4 (three of them), reversed P items 6 − 4 = 2 (nine) → 30 / 12 = 2.5.
 */
const answers = answerAll(mbti, (item) => {
  if (item.scale === 'EI') return item.reverse ? 1 : 5;
  if (item.scale === 'SN') return item.reverse ? 4 : 2;
  if (item.scale === 'TF') return 3;
  return 4;
});

describe('MBTI-style scoring', () => {
  it('scores each dichotomy against the split point, reversed items towards the second pole', () => {
    const result = scoreInstrument(mbti, answers);
    expect(result.scales.map((scale) => [scale.code, scale.raw, scale.mean])).toEqual([
      ['EI', 60, 5],
      ['SN', 24, 2],
      ['TF', 36, 3],
      ['JP', 30, 2.5],
    ]);
    // Clarity: distance from 3 over the room to the end of the scale (2 either way).
    expect(result.dichotomies.map((row) => [row.code, row.pole, row.clarity, row.tie])).toEqual([
      ['EI', 'E', 100, false],
      ['SN', 'N', 50, false],
      ['TF', 'F', 0, true],
      ['JP', 'P', 25, false],
    ]);
    expect(result.code).toBe('ENFP');
    expect(result.tieBroken).toBe(true);
  });

  it('gives the type text, its strengths, cautions and bridge', () => {
    const result = scoreInstrument(mbti, answers);
    const type = mbti.types.find((row) => row.code === 'ENFP')!;
    expect(result.type?.title).toEqual(type.title);
    expect(result.summary).toEqual([type.summary]);
    expect(result.strengths).toEqual(type.strengths);
    expect(result.cautions).toEqual(type.cautions);
    expect(result.bridge).toEqual(type.bridge);
    expect(result.ranking).toEqual([]);
  });

  it('stens on the provisional norm (mean 3, sd 0.8)', () => {
    const result = scoreInstrument(mbti, answers);
    // z: 2.5, −1.25, 0, −0.625 → round(5.5 + 2z) within 1…10.
    expect(result.scales.map((scale) => scale.sten)).toEqual([10, 3, 6, 4]);
  });

  it('the opposite answers give the opposite type', () => {
    const opposite = answers.map((answer) => ({ ...answer, value: 6 - answer.value }));
    const result = scoreInstrument(mbti, opposite);
    // E/I keyed 1 → I; S/N keyed 4 → S; T/F still 3 → F by the tie rule; J/P keyed 3.5 → J.
    expect(result.code).toBe('ISFJ');
    expect(result.type?.code).toBe('ISFJ');
  });

  it('repeats keep their direction: a reversed repeat answered like its original is consistent', () => {
    const result = scoreInstrument(mbti, answers);
    expect(result.careless.inconsistentPairs).toEqual([]);
    const e2d2 = mbti.items.find((item) => item.id === 'E2d2')!;
    expect(e2d2).toMatchObject({ repeatOf: 'E2d', reverse: true, scale: 'EI' });
  });
});
