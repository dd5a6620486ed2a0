import { describe, expect, it } from 'vitest';
import { scoreInstrument } from './score-instrument.ts';
import { answerAll, seedDefinition } from './seed-definitions.test-helper.ts';

const pf = seedDefinition('pf');
const scaleOf = (code: string) => pf.scales.find((scale) => scale.code === code)!;

/**
 * A: forward 5, the reversed item answered 1 → keyed mean 5 → z 2.5 → sten 10.
 * C: forward 1, reversed answered 5 → keyed 1 → z −2.5 → sten 1.
 * L: forward 2, reversed answered 4 → keyed 2 → z −1.25 → sten 3.
 * Q3: forward 4, the reversed item answered 2 → keyed 4 → z 1.25 → sten 8.
 * Everything else 3 → z 0 → sten 6 (the sten band from z 0 to 0.5).
 */
const plan: Record<string, [number, number]> = { A: [5, 1], C: [1, 5], L: [2, 4], Q3: [4, 2] };
const answers = answerAll(pf, (item) => {
  const pair = plan[item.scale];
  if (!pair) return 3;
  return item.reverse ? pair[1] : pair[0];
});

describe('16 personality factors scoring', () => {
  it('gives a sten per factor on the provisional norm', () => {
    const result = scoreInstrument(pf, answers);
    const stens = Object.fromEntries(result.scales.map((scale) => [scale.code, scale.sten]));
    expect(stens).toMatchObject({ A: 10, C: 1, L: 3, Q3: 8, B: 6, Q4: 6 });
    expect(result.scales).toHaveLength(16);
    expect(result.scales.find((scale) => scale.code === 'A')).toMatchObject({ raw: 20, mean: 5, t: 75 });
    expect(result.scales.find((scale) => scale.code === 'C')).toMatchObject({ raw: 4, mean: 1, t: 25 });
  });

  it('names the distinct factors, furthest from the middle first, ties in factor order', () => {
    const result = scoreInstrument(pf, answers);
    expect(result.code).toBe('A+ C- L- Q3+');
    expect(result.ranking).toEqual(['A', 'C', 'L', 'Q3']);
    expect(result.type).toBeNull();
    expect(result.summary).toEqual([
      scaleOf('A').interpretation.high,
      scaleOf('C').interpretation.low,
      scaleOf('L').interpretation.low,
      scaleOf('Q3').interpretation.high,
    ]);
  });

  it('takes strengths and cautions from the pole each factor leans to', () => {
    const result = scoreInstrument(pf, answers);
    expect(result.strengths).toEqual([
      ...scaleOf('A').interpretation.strengths,
      ...scaleOf('C').interpretation.lowStrengths!,
      ...scaleOf('L').interpretation.lowStrengths!,
      ...scaleOf('Q3').interpretation.strengths,
    ]);
    expect(result.cautions[1]).toEqual(scaleOf('C').interpretation.lowCautions![0]);
    // Only high factors bridge to majors: A then Q3.
    expect(result.bridge.majorClasses).toEqual([
      ...scaleOf('A').bridge.majorClasses,
      ...scaleOf('Q3').bridge.majorClasses,
    ]);
  });

  it('a profile with no distinct factor has an empty code', () => {
    const result = scoreInstrument(
      pf,
      answerAll(pf, (item) => (item.id.endsWith('1') ? 4 : 3)),
    );
    expect(result.code).toBe('');
    expect(result.strengths).toEqual([]);
  });
});
