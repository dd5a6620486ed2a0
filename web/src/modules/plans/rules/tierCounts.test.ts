import type { UnitPrediction } from '@zhihang/contract/admission/admission-predict.schema';
import type { PlanTier } from '@zhihang/contract/plans/plan-linter';
import { describe, expect, it } from 'vitest';
import { planTierSummaryOf, rowTierOf } from './tierCounts.ts';

const prediction = (unitId: number, probability: number | null, tier: PlanTier | null): UnitPrediction => ({
  unitId,
  status: probability === null ? '数据不足' : 'predicted',
  level: 'major',
  predictedRank: probability === null ? null : 1000,
  interval80: null,
  probability,
  tier,
  confidence: probability === null ? null : '中',
  why: { sources: [], fromYear: null, derived: false, shiftFactor: 1, dataSource: '', text: '' },
});

type Row = Parameters<typeof planTierSummaryOf>[0][number];
const unitRow = (id: number, tier: PlanTier | null, missing = false): Row => ({
  enrollmentPlanId: id,
  majors: [],
  missing,
  tier,
});

describe('位次阶梯 tier counts', () => {
  const units = new Map([
    [1, prediction(1, 0.3, '冲')],
    [2, prediction(2, 0.6, '稳')],
    [3, prediction(3, 0.9, '保')],
    // The rank gap says 保, the engine 稳: the engine's tier counts.
    [4, prediction(4, 0.55, '稳')],
    [5, prediction(5, null, null)],
  ]);
  const predictions = { units, groups: new Map() };

  it('counts by the engine’s tier where a row has a backed probability, and 数据不足 apart', () => {
    const rows = [
      unitRow(1, '稳'),
      unitRow(2, '稳'),
      unitRow(3, '保'),
      unitRow(4, '保'),
      // 数据不足 from the engine, last year's line says 稳.
      unitRow(5, '稳'),
      // Not asked (a unit added since), no line: 数据不足 without a rank-gap tier.
      unitRow(6, null),
      // A unit gone from the plans: never the engine's.
      unitRow(3, '保', true),
    ];
    expect(planTierSummaryOf(rows, predictions, false)).toEqual({
      engine: { 冲: 1, 稳: 2, 保: 1 },
      insufficient: 3,
      rankGap: { 冲: 0, 稳: 1, 保: 1 },
    });
    expect(rowTierOf(rows[3]!, predictions, false)).toEqual({ tier: '稳', source: 'engine', probability: 0.55 });
    expect(rowTierOf(rows[4]!, predictions, false)).toEqual({ tier: '稳', source: 'rankGap', probability: null });
    expect(rowTierOf(rows[5]!, predictions, false)).toEqual({ tier: null, source: null, probability: null });
  });

  it('falls back to the labelled rank gap for every row while the engine has not answered', () => {
    const rows = [unitRow(1, '冲'), unitRow(2, '保'), unitRow(3, null)];
    expect(planTierSummaryOf(rows, undefined, false)).toEqual({
      engine: { 冲: 0, 稳: 0, 保: 0 },
      insufficient: 3,
      rankGap: { 冲: 1, 稳: 0, 保: 1 },
    });
  });

  it('reads a group slot by its own line, asked by the id of its first listed major', () => {
    const major = (enrollmentPlanId: number) => ({ enrollmentPlanId }) as Row['majors'][number];
    const row: Row = { enrollmentPlanId: null, majors: [major(11), major(12)], missing: false, tier: '冲' };
    const groups = new Map([[11, prediction(11, 0.85, '保')]]);
    // The major's own number is not the group's.
    const majors = new Map([[11, prediction(11, 0.2, '冲')]]);
    expect(planTierSummaryOf([row], { units: majors, groups }, true).engine).toEqual({ 冲: 0, 稳: 0, 保: 1 });
    expect(planTierSummaryOf([row], { units: majors, groups: new Map() }, true)).toEqual({
      engine: { 冲: 0, 稳: 0, 保: 0 },
      insufficient: 1,
      rankGap: { 冲: 1, 稳: 0, 保: 0 },
    });
  });
});
