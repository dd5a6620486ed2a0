import { describe, expect, it } from 'vitest';
import { scoreInstrument } from './score-instrument.ts';
import { answerAll, seedDefinition } from './seed-definitions.test-helper.ts';

const intelligence = seedDefinition('intelligence');
const anchor = seedDefinition('anchor');

describe('multiple intelligences scoring', () => {
  it('ranks the intelligences, counting reversed items the other way', () => {
    // LI: five items 5, the reversed item answered 1 → keyed 5 → 30 / 6 = 5.
    // LM: five items 4, the reversed item answered 2 → keyed 4 → 24 / 6 = 4. Everything else 3.
    const answers = answerAll(intelligence, (item) => {
      if (item.scale === 'LI') return item.reverse ? 1 : 5;
      if (item.scale === 'LM') return item.reverse ? 2 : 4;
      return 3;
    });
    const result = scoreInstrument(intelligence, answers);
    const row = (code: string) => result.scales.find((scale) => scale.code === code)!;
    expect(row('LI')).toMatchObject({ raw: 30, mean: 5, itemCount: 6, percent: 100, sten: 10, level: 'high' });
    expect(row('LM')).toMatchObject({ raw: 24, mean: 4, percent: 75, sten: 8 });
    expect(row('MU')).toMatchObject({ raw: 18, mean: 3, sten: 6, level: 'average', text: null });
    expect(result.code).toBe('LI-LM');
    expect(result.type?.code).toBe('LI');
    expect(result.bridge.majorClasses.slice(0, 2)).toEqual(['0501', '0502']);
    expect(result.bridge.majorClasses).toContain('0701');
    expect(result.careless.flagged).toBe(false);
  });

  it('answering 5 to everything ties every scale: broken by order and flagged as all-same', () => {
    // Each scale: five 5s and a reversed 5 counted 1 → 26 / 6 ≈ 4.33.
    const result = scoreInstrument(
      intelligence,
      answerAll(intelligence, () => 5),
    );
    expect(new Set(result.scales.map((scale) => scale.raw))).toEqual(new Set([26]));
    expect(result.code).toBe('LI-LM');
    expect(result.tieBroken).toBe(true);
    expect(result.careless).toMatchObject({ sameShare: 1, allSame: true, flagged: true });
  });
});

describe('career anchors scoring', () => {
  it('ranks the anchors; a reversed item answered carelessly lowers its scale', () => {
    // SV: four 5s, the reversed item answered 1 → 25 / 5 = 5.
    // CH: all five answered 5, the reversed one counts 1 → 21 / 5 = 4.2.
    // LS: four 4s, the reversed item answered 2 → 20 / 5 = 4. Everything else 3.
    const answers = answerAll(anchor, (item) => {
      if (item.scale === 'SV') return item.reverse ? 1 : 5;
      if (item.scale === 'CH') return 5;
      if (item.scale === 'LS') return item.reverse ? 2 : 4;
      return 3;
    });
    const result = scoreInstrument(anchor, answers);
    expect(result.ranking.slice(0, 3)).toEqual(['SV', 'CH', 'LS']);
    expect(result.code).toBe('SV-CH');
    const raw = Object.fromEntries(result.scales.map((scale) => [scale.code, scale.raw]));
    expect(raw).toMatchObject({ SV: 25, CH: 21, LS: 20, TF: 15 });
    expect(result.type?.code).toBe('SV');
    expect(result.strengths[0]).toEqual(
      anchor.scales.find((scale) => scale.code === 'SV')!.interpretation.strengths[0],
    );
    expect(result.bridge.occupationGroups[0]).toBe('2-05');
  });

  it('flags two inconsistent repeats', () => {
    const answers = answerAll(anchor, (item) => {
      if (item.id === 'TF1' || item.id === 'SE1') return 5;
      if (item.id === 'TF1b' || item.id === 'SE1b') return 2;
      return item.reverse ? 2 : 4;
    });
    const result = scoreInstrument(anchor, answers);
    expect(result.careless.inconsistentPairs.map((pair) => [pair.itemId, pair.gap])).toEqual([
      ['TF1b', 3],
      ['SE1b', 3],
    ]);
    expect(result.careless.inconsistent).toBe(true);
  });
});
