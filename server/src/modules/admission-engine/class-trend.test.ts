import { describe, expect, it } from 'vitest';
import { predictUnit, type HistoryYear, type LevelCalibration } from './admission-predict-unit.ts';
import { classDriftKey, classDriftOf, classDrifts, fitClassTrend, MAX_CLASS_TREND } from './class-trend.ts';
import type { UnitHistory } from './unit-history.ts';

/** A major of 广东 with lines in 2023 and 2024. */
const history = (index: number, majorClass: string | undefined, rank2023: number, rank2024: number): UnitHistory => ({
  key: `440000|15|3|u${index}||专业${index}`,
  provinceCode: '440000',
  trackCode: 15,
  batchCode: 3,
  observations: [
    { year: 2023, rank: rank2023, derived: false },
    { year: 2024, rank: rank2024, derived: false },
  ],
  ...(majorClass ? { majorClass } : {}),
});

describe('classDrifts', () => {
  it('is a class’s median change less the province’s, from eight majors of the class up', () => {
    // Eight 计算机类 majors rose 10 % (smaller ranks), eight 土木类 fell 10 %, eight others held.
    const histories = [
      ...Array.from({ length: 8 }, (_, index) => history(index, '0809', 10_000, 9_000)),
      ...Array.from({ length: 8 }, (_, index) => history(10 + index, '0810', 10_000, 11_000)),
      ...Array.from({ length: 8 }, (_, index) => history(20 + index, undefined, 10_000, 10_000)),
      // Seven of a class say nothing.
      ...Array.from({ length: 7 }, (_, index) => history(30 + index, '1202', 10_000, 20_000)),
    ];
    const drifts = classDrifts(histories);
    expect(drifts.get(classDriftKey('440000', '0809', 2024))).toBeCloseTo(Math.log(0.9), 12);
    expect(drifts.get(classDriftKey('440000', '0810', 2024))).toBeCloseTo(Math.log(1.1), 12);
    expect(drifts.has(classDriftKey('440000', '1202', 2024))).toBe(false);
    expect(classDriftOf(drifts, { provinceCode: '440000', majorClass: '0809' }, 2024)).toBeCloseTo(Math.log(0.9), 12);
    expect(classDriftOf(drifts, { provinceCode: '440000' }, 2024)).toBeUndefined();
  });
});

describe('fitClassTrend', () => {
  it('is the share of the drift the next error repeats, within [0, 0.6]', () => {
    const drifts = [-0.2, -0.1, 0, 0.1, 0.2, -0.15, 0.15, 0.05];
    // Errors repeat 30 % of the drift, on top of a common miss of +0.05 (the shift's, not the class's).
    expect(fitClassTrend(drifts.map((drift) => ({ drift, error: 0.05 + 0.3 * drift })))).toBeCloseTo(0.3, 2);
    expect(fitClassTrend(drifts.map((drift) => ({ drift, error: -drift })))).toBe(0);
    expect(fitClassTrend(drifts.map((drift) => ({ drift, error: 2 * drift })))).toBe(MAX_CLASS_TREND);
    expect(fitClassTrend([{ drift: 0.1, error: 0.1 }])).toBe(0);
  });
});

describe('a plan row’s major in the product', () => {
  const calibration: LevelCalibration = {
    parameters: { shiftDamping: 0, momentum: 0, spreadScale: 1, classTrend: 0.5 },
    bins: { '': [[Math.log(1e6), 0.15]] },
    classDrifts: { [classDriftKey('440000', '0809', 2025)]: Math.log(0.9) },
  };
  const lines: HistoryYear[] = [
    { year: 2025, level: 'major', minRank: 10_000, minRankDerived: 0 },
    { year: 2024, level: 'major', minRank: 10_000, minRankDerived: 0 },
  ];
  const predict = (majorCode: string) =>
    predictUnit({
      unitId: 1,
      year: 2026,
      trackCode: 15,
      studentRank: 10_000,
      dataSource: '',
      history: lines,
      logShiftOf: () => 0,
      calibrationOf: () => calibration,
      provinceCode: '440000',
      majorCode,
    }).prediction;

  it('carries γ of its 专业类’s drift into the centre, and says so', () => {
    const computing = predict('080901');
    expect(computing.predictedRank).toBe(Math.round(10_000 * Math.exp(0.5 * Math.log(0.9))));
    expect(computing.why.text).toContain('按该专业类上年相对全省的走势调整 −5.1 %');
    const other = predict('120203K');
    expect(other.predictedRank).toBe(10_000);
    expect(other.why.text).not.toContain('专业类');
  });
});
