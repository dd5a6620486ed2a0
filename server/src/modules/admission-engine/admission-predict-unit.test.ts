import { describe, expect, it } from 'vitest';
import {
  calibrationOf,
  comparableScale,
  groupLineHistory,
  majorOwnHistory,
  predictUnit,
  SCHOOL_LINE_PART,
  type HistoryYear,
  type LevelCalibration,
  type UnitPredictionInput,
} from './admission-predict-unit.ts';
import { admissionProbability, cutoffInterval80 } from './cutoff-model.ts';
import type { UnitForecast, YearForecast } from './year-forecast.ts';

const forecast = (trackCode: number, rank: number, scale: number | null, index: number): UnitForecast => ({
  key: `u${trackCode}|${index}`,
  provinceCode: '320000',
  trackCode,
  batchCode: 3,
  logRank: Math.log(rank),
  scale,
  historyYears: 3,
  derived: false,
  confidence: '中',
});

const yearForecast = (units: UnitForecast[]): YearForecast => ({
  method: 'engine',
  targetYear: 2026,
  parameters: { shiftDamping: 1, momentum: 0, spreadScale: 1 },
  forecasts: new Map(units.map((unit) => [unit.key, unit])),
});

/** 40 top units (ranks 1,000–1,390) spread 0.2, 40 lower ones (20,000–20,390) spread 0.1, in track 15. */
const twoBands = () =>
  yearForecast([
    ...Array.from({ length: 40 }, (_, index) => forecast(15, 1000 + index * 10, 0.2, index)),
    ...Array.from({ length: 40 }, (_, index) => forecast(15, 20_000 + index * 10, 0.1, 40 + index)),
    forecast(15, 5000, null, 99),
  ]);

describe('calibrationOf and comparableScale', () => {
  it('pools comparable units of the track by predicted rank', () => {
    const calibration = calibrationOf(twoBands());
    expect(calibration.bins['15']).toHaveLength(2);
    expect(comparableScale(calibration, 15, Math.log(1200))).toBeCloseTo(0.2, 9);
    expect(comparableScale(calibration, 15, Math.log(20_100))).toBeCloseTo(0.1, 9);
    // Beyond the last bin: the nearest (last) one.
    expect(comparableScale(calibration, 15, Math.log(90_000))).toBeCloseTo(0.1, 9);
    // A track without units of its own falls back to every track's.
    expect(comparableScale(calibration, 11, Math.log(1200))).toBeCloseTo(0.2, 9);
  });

  it('has no calibration from fewer than 30 calibrated units', () => {
    const few = calibrationOf(
      yearForecast(Array.from({ length: 29 }, (_, index) => forecast(15, 1000 + index, 0.2, index))),
    );
    expect(comparableScale(few, 15, Math.log(1000))).toBeUndefined();
  });
});

const major = (year: number, rank: number, derived = 0): HistoryYear => ({
  year,
  level: 'major',
  minRank: rank,
  minRankDerived: derived,
});

const CALIBRATION: LevelCalibration = {
  parameters: { shiftDamping: 1, momentum: 0, spreadScale: 1 },
  bins: { '': [[Math.log(1e6), 0.15]] },
};

const input = (history: HistoryYear[], overrides: Partial<UnitPredictionInput> = {}): UnitPredictionInput => ({
  unitId: 7,
  year: 2026,
  trackCode: 15,
  studentRank: 10_000,
  dataSource: 'gaokao.cn',
  history,
  // The province's table counts 10 % more candidates in 2026 than in 2025.
  logShiftOf: (year) => (year === 2026 ? Math.log(1.1) : 0),
  calibrationOf: () => CALIBRATION,
  ...overrides,
});

describe('predictUnit', () => {
  it('moves last year’s rank by the province shift and prices it with its shrunk spread', () => {
    const { prediction, cutoff } = predictUnit(
      input([major(2025, 10_000), major(2024, 10_000), major(2023, 10_000)], { studentRank: 8000 }),
    );
    expect(prediction.status).toBe('predicted');
    expect(prediction.predictedRank).toBe(11_000);
    // Steady years: own errors of 0 pull the spread below the pool's 0.15.
    expect(cutoff!.scale).toBeLessThan(0.15);
    expect(cutoff!.scale).toBeGreaterThan(0);
    expect(prediction.probability).toBeCloseTo(admissionProbability(8000, Math.log(11_000), cutoff!.scale), 12);
    const interval = cutoffInterval80(Math.log(11_000), cutoff!.scale);
    expect(prediction.interval80).toEqual({ low: Math.round(interval.low), high: Math.round(interval.high) });
    expect(prediction.tier).toBe('保');
    // Three published years, but a spread above 0.10 under a 10 % move: √(spread² + move²) above 0.15, 低.
    expect(Math.hypot(cutoff!.scale, Math.log(1.1))).toBeGreaterThan(0.15);
    expect(prediction.confidence).toBe('低');
    expect(prediction.why).toMatchObject({ fromYear: 2025, derived: false, dataSource: 'gaokao.cn' });
    expect(prediction.why.shiftFactor).toBeCloseTo(1.1, 9);
    expect(prediction.why.text).toContain('按全省考生人数变化调整 +10.0 %');
  });

  it('uses only the newest level’s years: a school line of an older year is another unit', () => {
    const history: HistoryYear[] = [
      { year: 2025, level: 'group', minRank: 8000, minRankDerived: 1 },
      major(2024, 3000),
      { year: 2023, level: 'group', minRank: 8400, minRankDerived: 0 },
    ];
    const { prediction } = predictUnit(input(history));
    expect(prediction.level).toBe('group');
    expect(prediction.why.sources.map((source) => [source.year, source.level, source.derived])).toEqual([
      [2025, 'group', true],
      [2023, 'group', false],
    ]);
    expect(prediction.predictedRank).toBe(8800);
    expect(prediction.why.text).toContain('由最低分换算');
  });

  it('prices a group row whose only line is its school’s lowest as at least as selective as that line', () => {
    const school = (year: number, rank: number): HistoryYear => ({
      year,
      level: 'university',
      minRank: rank,
      minRankDerived: 0,
    });
    const history = [school(2025, 20_000), school(2024, 20_000)];
    const asUnit = predictUnit(input(history, { studentRank: 18_000 }));
    const asPart = predictUnit(input(history, { studentRank: 18_000, fillsPartsOfSchools: true }));
    // The school's line is the unit where the province fills by school (old 文理 batches).
    expect(asUnit.prediction.predictedRank).toBe(22_000);
    // A group's line is the school's lowest or above it: the centre moves up, the spread widens.
    expect(asPart.prediction.predictedRank).toBe(Math.round(22_000 * Math.exp(SCHOOL_LINE_PART.logOffset)));
    expect(asPart.cutoff!.scale).toBeCloseTo(Math.hypot(asUnit.cutoff!.scale, SCHOOL_LINE_PART.scale), 12);
    expect(asPart.prediction.probability!).toBeLessThan(asUnit.prediction.probability!);
    expect(asPart.prediction.why.text).toContain('只有全校最低线');
    expect(asPart.prediction.why.shiftFactor).toBeCloseTo(1.1, 9);
    // A group row with the group's own line is priced as before.
    const own = [
      { ...school(2025, 20_000), level: 'group' as const },
      { ...school(2024, 20_000), level: 'group' as const },
    ];
    expect(predictUnit(input(own, { fillsPartsOfSchools: true })).prediction.predictedRank).toBe(22_000);
  });

  it('withholds the probability where the two newest lines differ by more than a factor of two', () => {
    // 福建 2025: a school's 本科批 line 24,169 in 2024 and 112,582 in 2025 (a 中高计划 row among its lines).
    const jumped = predictUnit(input([major(2025, 112_582, 1), major(2024, 24_169, 1)], { studentRank: 22_993 }));
    expect(jumped.prediction).toMatchObject({ status: '数据不足', probability: null, tier: null });
    expect(jumped.prediction.why.text).toBe(
      '数据不足：该单位 2024 年最低位次 24,169、2025 年 112,582，相差一倍以上，可能是招生口径变了或数据有误，不给出概率',
    );
    expect(jumped.cutoff).toBeNull();
    // A move within a factor of two is priced as usual.
    expect(predictUnit(input([major(2025, 40_000), major(2024, 24_169)])).prediction.status).toBe('predicted');
  });

  it('answers 数据不足 without history, with too old a line, or without calibration', () => {
    const none = predictUnit(input([]));
    expect(none.prediction).toMatchObject({ status: '数据不足', predictedRank: null, probability: null, tier: null });
    expect(none.cutoff).toBeNull();
    expect(predictUnit(input([major(2023, 5000)])).prediction.why.text).toContain('相隔两年以上');
    const uncalibrated = predictUnit(input([major(2025, 5000)], { calibrationOf: () => undefined }));
    expect(uncalibrated.prediction).toMatchObject({ status: '数据不足', probability: null, level: 'major' });
    expect(uncalibrated.prediction.why.text).toContain('校准');
    const noBins = predictUnit(input([major(2025, 5000)], { calibrationOf: () => ({ ...CALIBRATION, bins: {} }) }));
    expect(noBins.prediction.status).toBe('数据不足');
  });
});

describe('groupLineHistory and majorOwnHistory', () => {
  it('takes a group’s own line from its majors’ history, the most lenient where they differ', () => {
    const line = groupLineHistory([
      [{ year: 2025, level: 'group', minRank: 5000, minRankDerived: 0 }, major(2024, 100)],
      [
        { year: 2025, level: 'group', minRank: 5200, minRankDerived: 0 },
        { year: 2024, level: 'group', minRank: 4800, minRankDerived: 0 },
      ],
    ]);
    expect(line.map((entry) => [entry.year, entry.minRank])).toEqual([
      [2025, 5200],
      [2024, 4800],
    ]);
  });

  it('keeps a major’s own years and the plan file’s', () => {
    const own = majorOwnHistory([
      { year: 2025, level: 'published', minRank: 900, minRankDerived: 0 },
      { year: 2024, level: 'group', minRank: 4800, minRankDerived: 0 },
      major(2023, 1000),
    ]);
    expect(own.map((entry) => entry.year)).toEqual([2025, 2023]);
  });
});
