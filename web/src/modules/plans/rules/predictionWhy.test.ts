import type { UnitPrediction } from '@zhihang/contract/admission/admission-predict.schema';
import { describe, expect, it } from 'vitest';
import { rankMargin, whyLinesOf } from './predictionWhy.ts';

const predicted: UnitPrediction = {
  unitId: 7,
  status: 'predicted',
  level: 'major',
  predictedRank: 12_000,
  interval80: { low: 10_500, high: 13_800 },
  probability: 0.62,
  tier: '稳',
  confidence: '中',
  why: {
    sources: [
      { year: 2025, level: 'major', rank: 11_800, derived: true },
      { year: 2024, level: 'major', rank: 12_500, derived: false },
    ],
    fromYear: 2025,
    derived: true,
    shiftFactor: 1.02,
    dataSource: '省考试院',
    text: '…',
    planCounts: { year: 2025, previous: 40, current: 45 },
    calibration: '该单位 1 个往年预测误差，向同省同科类相近位次的专业（可比单位）收缩',
  },
};

describe('the why of a plan row', () => {
  it('measures the student against the predicted line in percent of the line', () => {
    expect(rankMargin(10_800, 12_000)).toBe(10);
    expect(rankMargin(13_200, 12_000)).toBe(-10);
  });

  it('lists rank fit, years, a derived start, the plan-count change, calibration and source', () => {
    expect(whyLinesOf(predicted, 10_800).map((line) => line.key)).toEqual([
      'fitAhead',
      'years',
      'derived',
      'planCounts',
      'calibration',
      'source',
    ]);
    expect(whyLinesOf(predicted, 10_800)[1]).toEqual({ key: 'years', values: { years: '2025、2024' }, level: 'major' });
    expect(whyLinesOf(predicted, 13_200)[0]).toEqual({
      key: 'fitBehind',
      values: { student: '13,200', predicted: '12,000', margin: '10' },
    });
  });

  it('names the source as a teacher reads it, never by the importer’s tag', () => {
    const sourceOf = (dataSource: string) =>
      whyLinesOf({ ...predicted, why: { ...predicted.why, dataSource } }, 10_800).find((line) => line.key === 'source')
        ?.values.source;
    expect(sourceOf('省考试院')).toBe('省考试院');
    expect(sourceOf('official-fujian-2026-plan')).toBe('官方公布');
    expect(sourceOf('unknown')).toBe('来源未注明');
  });

  it('says there is no history and invents no fit when the engine has no number', () => {
    const insufficient: UnitPrediction = {
      ...predicted,
      status: '数据不足',
      predictedRank: null,
      interval80: null,
      probability: null,
      tier: null,
      confidence: null,
      level: null,
      why: { ...predicted.why, sources: [], fromYear: null, derived: false, planCounts: null, calibration: null },
    };
    expect(whyLinesOf(insufficient, 10_800).map((line) => line.key)).toEqual(['noHistory', 'source']);
  });
});
