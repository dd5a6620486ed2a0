import { describe, expect, it } from 'vitest';
import {
  brierScore,
  expectedCalibrationError,
  pooledCalibrationError,
  reliabilityBins,
  scoreForecasts,
  tierAdmissionRates,
  type SimulatedStudent,
} from './backtest-metrics.ts';

describe('scoreForecasts', () => {
  it('counts relative errors, medians and interval coverage', () => {
    const forecasts = [
      { logRank: Math.log(1000), scale: 0.1, actualRank: 1050 }, // 4.8 %
      { logRank: Math.log(1000), scale: 0.1, actualRank: 870 }, // 14.9 %
      { logRank: Math.log(1000), scale: 0.1, actualRank: 2000 }, // 50 %, outside the interval
    ];
    const scores = scoreForecasts(forecasts);
    expect(scores.units).toBe(3);
    expect(scores.within10).toBeCloseTo(1 / 3, 12);
    expect(scores.within20).toBeCloseTo(2 / 3, 12);
    expect(scores.medianRelativeError).toBeCloseTo(130 / 870, 9);
    // Interval ±16.4 % in log terms: 1050 and 870 inside, 2000 outside.
    expect(scores.coverage80).toBeCloseTo(2 / 3, 12);
  });
});

describe('calibration', () => {
  it('is perfect when each bin’s frequency equals its probability', () => {
    const students = [
      { probability: 0.25, admitted: true },
      { probability: 0.25, admitted: false },
      { probability: 0.25, admitted: false },
      { probability: 0.25, admitted: false },
    ];
    expect(expectedCalibrationError(students)).toBeCloseTo(0, 12);
    expect(brierScore(students)).toBeCloseTo((0.75 ** 2 + 3 * 0.25 ** 2) / 4, 12);
  });

  it('weights each bin’s gap by its share of students', () => {
    const students = [
      { probability: 0.95, admitted: false },
      { probability: 0.05, admitted: false },
    ];
    // Bin 0.9: |0.95 − 0| × ½; bin 0.0: |0.05 − 0| × ½.
    expect(expectedCalibrationError(students)).toBeCloseTo(0.5, 12);
  });
});

describe('tierAdmissionRates', () => {
  it('is the share admitted among each tier’s students', () => {
    const rates = tierAdmissionRates([
      { probability: 0.2, admitted: false },
      { probability: 0.3, admitted: true },
      { probability: 0.5, admitted: true },
      { probability: 0.9, admitted: true },
      { probability: 0.85, admitted: false },
      { probability: 0.99, admitted: true },
    ]);
    expect(rates.冲).toBeCloseTo(0.5, 12);
    expect(rates.稳).toBe(1);
    expect(rates.保).toBeCloseTo(2 / 3, 12);
  });
});

describe('pooledCalibrationError', () => {
  const students = (pairs: Array<[number, boolean]>): SimulatedStudent[] =>
    pairs.map(([probability, admitted]) => ({ probability, admitted }));
  const majors = students([
    [0.05, false],
    [0.15, true],
    [0.55, true],
    [0.92, true],
    [0.97, false],
  ]);
  const groups = students([
    [0.12, false],
    [0.58, false],
    [0.61, true],
    [0.99, true],
  ]);

  it('is the ECE of one diagram when given one', () => {
    expect(pooledCalibrationError([reliabilityBins(majors)])).toBeCloseTo(expectedCalibrationError(majors), 12);
  });

  it('is the ECE of all the students together, not a mean of the diagrams', () => {
    const pooled = pooledCalibrationError([reliabilityBins(majors), reliabilityBins(groups)]);
    expect(pooled).toBeCloseTo(expectedCalibrationError([...majors, ...groups]), 12);
    const meanOfTwo = (expectedCalibrationError(majors) + expectedCalibrationError(groups)) / 2;
    expect(pooled).not.toBeCloseTo(meanOfTwo, 3);
  });

  it('skips empty bins, as the figures file keeps them (null means), and has no figure without students', () => {
    const kept = reliabilityBins(groups).map((bin) =>
      bin.students ? bin : { ...bin, meanProbability: null, admittedShare: null },
    );
    expect(pooledCalibrationError([kept])).toBeCloseTo(expectedCalibrationError(groups), 12);
    expect(pooledCalibrationError([])).toBeNaN();
  });
});
