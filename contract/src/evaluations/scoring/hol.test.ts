import { describe, expect, it } from 'vitest';
import { AnswerProblem } from './answers.ts';
import { scoreInstrument } from './score-instrument.ts';
import { answerAll, seedDefinition } from './seed-definitions.test-helper.ts';

const hol = seedDefinition('hol');

/** R all 5 but R4 (and its repeat) 4; I 4; A 2; S 5; E 1; C 3. */
const byScale: Record<string, number> = { R: 5, I: 4, A: 2, S: 5, E: 1, C: 3 };
const profile = answerAll(hol, (item) => (item.id.startsWith('R4') ? 4 : byScale[item.scale]!));

describe('Holland scoring', () => {
  it('ranks the scales by mean keyed answer and takes three letters', () => {
    const result = scoreInstrument(hol, profile);
    // S 40/8 = 5, R 39/8 = 4.875, I 32/8 = 4, C 24/8 = 3, A 16/8 = 2, E 8/8 = 1.
    expect(result.code).toBe('SRI');
    expect(result.ranking).toEqual(['S', 'R', 'I', 'C', 'A', 'E']);
    expect(result.tieBroken).toBe(false);
    const row = (code: string) => result.scales.find((scale) => scale.code === code)!;
    expect(row('R')).toMatchObject({ raw: 39, mean: 4.88, itemCount: 8, percent: 97 });
    // Provisional norm mean 3, sd 1: sten = round(5.5 + 2z).
    expect(result.scales.map((scale) => [scale.code, scale.sten, scale.t])).toEqual([
      ['R', 9, 69],
      ['I', 8, 60],
      ['A', 4, 40],
      ['S', 10, 70],
      ['E', 2, 30],
      ['C', 6, 50],
    ]);
    expect(row('S').level).toBe('high');
    expect(row('S').text).toEqual(hol.scales.find((scale) => scale.code === 'S')!.interpretation.high);
    expect(row('C').level).toBe('average');
    expect(row('C').text).toBeNull();
    expect(row('E').text?.zh).toContain('兴趣不高');
  });

  it('describes the primary letter and bridges to its majors first', () => {
    const result = scoreInstrument(hol, profile);
    expect(result.type?.code).toBe('S');
    expect(result.bridge.majorClasses[0]).toBe('0401');
    expect(result.bridge.majorClasses).toContain('0802');
    expect(result.strengths.length).toBeGreaterThan(0);
    expect(result.careless.flagged).toBe(false);
  });

  it('breaks a tie by the number of top answers, then by RIASEC order', () => {
    // R: all 4 → 32/8 = 4 with no 5s. I: I1, I2, I3, I5 = 5 and I4, I6, I7, I8 = 3 → 32/8 = 4 with four 5s.
    const iFives = ['I1', 'I2', 'I3', 'I5', 'I5b'];
    const tied = answerAll(hol, (item) => {
      if (item.scale === 'R') return 4;
      if (item.scale === 'I') return iFives.includes(item.id) ? 5 : 3;
      return 2;
    });
    const result = scoreInstrument(hol, tied);
    // I before R by the number of 5s; A, S, E, C all 2, so A comes by RIASEC order.
    expect(result.ranking.slice(0, 3)).toEqual(['I', 'R', 'A']);
    expect(result.code).toBe('IRA');
    expect(result.tieBroken).toBe(true);
  });

  it('signals answers too fast, all the same, and inconsistent repeats', () => {
    const same = scoreInstrument(
      hol,
      answerAll(hol, () => 3, 400),
    );
    expect(same.careless).toMatchObject({ medianMs: 400, tooFast: true, sameShare: 1, allSame: true, flagged: true });

    const flipped = answerAll(hol, (item) => {
      if (item.id === 'R4' || item.id === 'I5') return 5;
      if (item.id === 'R4b' || item.id === 'I5b') return 1;
      return byScale[item.scale]!;
    });
    const result = scoreInstrument(hol, flipped);
    expect(result.careless.inconsistentPairs).toEqual([
      { itemId: 'R4b', repeatOf: 'R4', gap: 4 },
      { itemId: 'I5b', repeatOf: 'I5', gap: 4 },
    ]);
    expect(result.careless).toMatchObject({ inconsistent: true, tooFast: false, allSame: false, flagged: true });
    // Repeats do not count: R is still 5,5,5,5(R4),5,5,5,5 = 40.
    expect(result.scales.find((scale) => scale.code === 'R')!.raw).toBe(40);
  });

  it('ignores missing times instead of calling a student fast', () => {
    const untimed = profile.map((answer) => ({ ...answer, elapsedMs: null }));
    expect(scoreInstrument(hol, untimed).careless).toMatchObject({ medianMs: null, tooFast: false });
  });

  it('refuses incomplete, unknown, out-of-scale and duplicate answers', () => {
    const problem = (answers: typeof profile) => {
      try {
        scoreInstrument(hol, answers);
      } catch (error) {
        return error instanceof AnswerProblem ? [error.reason, error.itemIds] : error;
      }
      return null;
    };
    expect(problem(profile.slice(1))).toEqual(['missing-items', ['R1']]);
    expect(problem([...profile, { itemId: 'X9', value: 3 }])).toEqual(['unknown-item', ['X9']]);
    expect(problem([{ itemId: 'R1', value: 6 }, ...profile.slice(1)])).toEqual(['value-out-of-scale', ['R1']]);
    expect(problem([{ itemId: 'R1', value: 2.5 }, ...profile.slice(1)])).toEqual(['value-out-of-scale', ['R1']]);
    expect(problem([...profile, profile[0]!])).toEqual(['duplicate-item', ['R1']]);
  });
});
