import { describe, expect, it } from 'vitest';
import { gradeForecasts } from './backtest-report.ts';
import type { UnitHistory } from './unit-history.ts';
import { forecastYear, MIN_CALIBRATION_ERRORS } from './year-forecast.ts';

/** `count` units whose rank grows by 10 % a year while the province grows by 10 % a year. */
function growingUnits(count: number, provinceCode = '440000'): Map<string, UnitHistory> {
  const histories = new Map<string, UnitHistory>();
  for (let unit = 0; unit < count; unit += 1) {
    const key = `${provinceCode}|15|3|u${unit}`;
    const base = 1000 + unit * 100;
    // A small unit-specific wobble so that errors have a spread.
    const wobble = (year: number) => 1 + (((unit * 13 + year) % 7) - 3) / 200;
    histories.set(key, {
      key,
      provinceCode,
      trackCode: 15,
      batchCode: 3,
      observations: [2021, 2022, 2023, 2024].map((year) => ({
        year,
        rank: base * 1.1 ** (year - 2021) * wobble(year),
        derived: false,
      })),
    });
  }
  return histories;
}

const tenPercentMore = () => () => Math.log(1.1);

describe('forecastYear', () => {
  it('learns that cutoffs follow the candidate count and applies it to the target year', () => {
    const histories = growingUnits(40);
    const engine = forecastYear('engine', histories, 2025, tenPercentMore);
    expect(engine.parameters.shiftDamping).toBeGreaterThan(0.9);
    const unit = engine.forecasts.get('440000|15|3|u0')!;
    const last = histories.get('440000|15|3|u0')!.observations[3]!.rank;
    expect(Math.exp(unit.logRank) / last).toBeCloseTo(1.1, 1);
    expect(unit.scale).not.toBeNull();

    const lastYear = forecastYear('last-year', histories, 2025, tenPercentMore);
    expect(Math.exp(lastYear.forecasts.get('440000|15|3|u0')!.logRank)).toBeCloseTo(last, 6);
  });

  it('answers 数据不足 (no scale) where a province has too few past errors to calibrate', () => {
    const forecasts = forecastYear('engine', growingUnits(MIN_CALIBRATION_ERRORS / 2 - 1), 2025, tenPercentMore);
    expect([...forecasts.forecasts.values()].every((forecast) => forecast.scale === null)).toBe(true);
  });

  it('draws a 数据不足 unit’s interval from the level’s spread over every province', () => {
    const histories = new Map([...growingUnits(40), ...growingUnits(5, '110000')]);
    const forecasts = forecastYear('engine', histories, 2025, tenPercentMore);
    const small = forecasts.forecasts.get('110000|15|3|u0')!;
    expect(small.scale).toBeNull();
    expect(small.intervalScale).toBeGreaterThan(0);
    expect(forecasts.forecasts.get('440000|15|3|u0')!.intervalScale).toBe(
      forecasts.forecasts.get('440000|15|3|u0')!.scale,
    );
  });

  it('withholds the probability of a unit whose two newest lines differ by more than a factor of two', () => {
    const histories = growingUnits(40);
    const jumped = histories.get('440000|15|3|u0')!;
    jumped.observations[3] = { ...jumped.observations[3]!, rank: jumped.observations[2]!.rank * 4.7 };
    const forecast = forecastYear('engine', histories, 2025, tenPercentMore).forecasts;
    const unit = forecast.get('440000|15|3|u0')!;
    expect(unit.scale).toBeNull();
    expect(unit.intervalScale).toBeGreaterThan(0);
    expect(unit.withheld).toMatch(/^数据不足：该单位 2023 年最低位次 .*相差一倍以上/);
    expect(forecast.get('440000|15|3|u1')!.scale).not.toBeNull();
  });

  it('grades every method on the same units, per province and pooled', () => {
    const histories = growingUnits(40);
    const forecasts = (['engine', 'last-year', 'mean-3'] as const).map((method) =>
      forecastYear(method, histories, 2025, tenPercentMore),
    );
    const actual = new Map<string, number>();
    for (const history of histories.values()) actual.set(history.key, history.observations[3]!.rank * 1.1);
    actual.set('440000|15|3|new', 5000);
    const [pooled, province] = gradeForecasts('major', forecasts, actual);
    expect(pooled?.provinceCode).toBe('');
    expect(province?.provinceCode).toBe('440000');
    expect(pooled?.matchedShare).toBeCloseTo(40 / 41, 12);
    expect(pooled?.scores.engine.within10).toBe(1);
    // Last year's rank is 9.1 % off a 10 % rise: inside ±10 %, but further than the engine.
    expect(pooled!.scores['last-year'].medianRelativeError).toBeGreaterThan(pooled!.scores.engine.medianRelativeError);
  });
});

describe('forecastYear: the 专业类 trend', () => {
  /**
   * 40 majors: ten of a class whose lines rise 8 % a year against the province (smaller ranks), ten
   * of one that falls 8 %, twenty of no known class; the province's count does not move.
   */
  function trendingMajors(lastYear: number): Map<string, UnitHistory> {
    const histories = new Map<string, UnitHistory>();
    for (let unit = 0; unit < 40; unit += 1) {
      const key = `440000|15|3|u${unit}||专业${unit}`;
      const majorClass = unit < 10 ? '0809' : unit < 20 ? '0810' : undefined;
      const trend = unit < 10 ? 0.92 : unit < 20 ? 1.08 : 1;
      const wobble = (year: number) => 1 + (((unit * 13 + year) % 7) - 3) / 400;
      histories.set(key, {
        key,
        provinceCode: '440000',
        trackCode: 15,
        batchCode: 3,
        observations: [2021, 2022, 2023, 2024, 2025]
          .filter((year) => year <= lastYear)
          .map((year) => ({ year, rank: (5000 + unit * 100) * trend ** (year - 2021) * wobble(year), derived: false })),
        ...(majorClass ? { majorClass } : {}),
      });
    }
    return histories;
  }
  const noShift = () => () => 0;

  it('carries a share of a class’s drift on, fitted on the year before the target', () => {
    const engine = forecastYear('engine', trendingMajors(2024), 2025, noShift);
    expect(engine.parameters.classTrend).toBeGreaterThan(0.2);
    const rising = engine.forecasts.get('440000|15|3|u0||专业0')!;
    const last = trendingMajors(2024).get('440000|15|3|u0||专业0')!.observations.at(-1)!.rank;
    expect(Math.exp(rising.logRank)).toBeLessThan(last * 0.97);
    const without = forecastYear('engine', trendingMajors(2024), 2025, noShift, { classTrend: false });
    expect(without.parameters.classTrend).toBe(0);
  });

  it('is fitted on the year before that when the year before the target has no lines yet', () => {
    // Lines up to 2025, predicting 2027 (the exam year after next): 2026 has no outcomes.
    const engine = forecastYear('engine', trendingMajors(2025), 2027, noShift);
    expect(engine.parameters.classTrend).toBeGreaterThan(0.2);
  });
});
