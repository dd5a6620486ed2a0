import { tierOfProbability } from '@zhihang/contract/plans/plan-tier';
import { admissionProbability, cutoffInterval80, median } from './cutoff-model.ts';

/**
 * One unit's forecast (log-rank centre and t(3) scale) against its real minimum rank. A null
 * scale (数据不足) counts for the rank accuracy, not for the probability figures.
 */
export type ScoredForecast = { logRank: number; scale: number | null; actualRank: number };

/** Simulated students at R̂ × these factors, the 0.7 … 1.3. */
export const SIMULATED_RANK_FACTORS = [0.7, 0.8, 0.9, 1, 1.1, 1.2, 1.3] as const;

const CALIBRATION_BINS = 10;

export type ForecastScores = {
  units: number;
  /** Units with a probability (the others are 数据不足). */
  unitsWithProbability: number;
  within10: number;
  within20: number;
  medianRelativeError: number;
  ece: number;
  brier: number;
  coverage80: number;
  /** Share of the simulated students of each tier (冲 / 稳 / 保) the real cutoff admitted. */
  tierAdmitted: TierAdmitted;
};

export type TierAdmitted = { 冲: number; 稳: number; 保: number };

function share<T>(test: (value: T) => boolean, values: readonly T[]): number {
  return values.length === 0 ? Number.NaN : values.filter(test).length / values.length;
}

const relativeError = (forecast: ScoredForecast) =>
  Math.abs(Math.exp(forecast.logRank) - forecast.actualRank) / forecast.actualRank;

/** A student is admitted when the unit's real cutoff rank reaches down to theirs. */
export type SimulatedStudent = { probability: number; admitted: boolean };

export function simulatedStudents(forecasts: readonly ScoredForecast[]): SimulatedStudent[] {
  const students: SimulatedStudent[] = [];
  for (const forecast of forecasts) {
    if (forecast.scale === null) continue;
    const centre = Math.exp(forecast.logRank);
    for (const factor of SIMULATED_RANK_FACTORS) {
      const rank = centre * factor;
      students.push({
        probability: admissionProbability(rank, forecast.logRank, forecast.scale ?? 0),
        admitted: forecast.actualRank >= rank,
      });
    }
  }
  return students;
}

/** Expected calibration error over ten equal-width probability bins, weighted by bin size. */
export function expectedCalibrationError(students: readonly SimulatedStudent[]): number {
  if (students.length === 0) return Number.NaN;
  const sums = Array.from({ length: CALIBRATION_BINS }, () => ({ count: 0, probability: 0, admitted: 0 }));
  for (const student of students) {
    const bin = sums[Math.min(CALIBRATION_BINS - 1, Math.floor(student.probability * CALIBRATION_BINS))]!;
    bin.count += 1;
    bin.probability += student.probability;
    bin.admitted += student.admitted ? 1 : 0;
  }
  let error = 0;
  for (const bin of sums) {
    if (bin.count > 0) error += Math.abs(bin.probability - bin.admitted);
  }
  return error / students.length;
}

export function brierScore(students: readonly SimulatedStudent[]): number {
  if (students.length === 0) return Number.NaN;
  let total = 0;
  for (const student of students) total += (student.probability - (student.admitted ? 1 : 0)) ** 2;
  return total / students.length;
}

/** How often each tier's simulated students were admitted: a tier boundary is honest if 保 mostly are. */
export function tierAdmissionRates(students: readonly SimulatedStudent[]): TierAdmitted {
  const counts = { 冲: [0, 0], 稳: [0, 0], 保: [0, 0] };
  for (const student of students) {
    const tier = tierOfProbability(student.probability);
    if (tier === null) continue;
    counts[tier][0]! += 1;
    if (student.admitted) counts[tier][1]! += 1;
  }
  const rate = ([total, admitted]: number[]) => (total ? admitted! / total : Number.NaN);
  return { 冲: rate(counts.冲), 稳: rate(counts.稳), 保: rate(counts.保) };
}

export function scoreForecasts(forecasts: readonly ScoredForecast[]): ForecastScores {
  const errors = forecasts.map(relativeError);
  const calibrated = forecasts.filter((forecast) => forecast.scale !== null);
  const students = simulatedStudents(calibrated);
  return {
    units: forecasts.length,
    unitsWithProbability: calibrated.length,
    within10: share((error: number) => error <= 0.1, errors),
    within20: share((error: number) => error <= 0.2, errors),
    medianRelativeError: median(errors),
    ece: expectedCalibrationError(students),
    brier: brierScore(students),
    coverage80: share((forecast: ScoredForecast) => {
      const interval = cutoffInterval80(forecast.logRank, forecast.scale ?? 0);
      return forecast.actualRank >= interval.low && forecast.actualRank <= interval.high;
    }, calibrated),
    tierAdmitted: tierAdmissionRates(students),
  };
}

/** One bin of a reliability diagram: the students whose P fell in it, their mean P and how many were admitted. */
export type ReliabilityBin = {
  from: number;
  to: number;
  students: number;
  meanProbability: number;
  admittedShare: number;
};

/** The reliability diagram over the ECE's ten equal-width bins (NaN figures in an empty bin). */
export function reliabilityBins(students: readonly SimulatedStudent[]): ReliabilityBin[] {
  const bins = Array.from({ length: CALIBRATION_BINS }, (_, index) => ({
    from: index / CALIBRATION_BINS,
    to: (index + 1) / CALIBRATION_BINS,
    students: 0,
    probability: 0,
    admitted: 0,
  }));
  for (const student of students) {
    const bin = bins[Math.min(CALIBRATION_BINS - 1, Math.floor(student.probability * CALIBRATION_BINS))]!;
    bin.students += 1;
    bin.probability += student.probability;
    bin.admitted += student.admitted ? 1 : 0;
  }
  return bins.map(({ from, to, students: count, probability, admitted }) => ({
    from,
    to,
    students: count,
    meanProbability: count ? probability / count : Number.NaN,
    admittedShare: count ? admitted / count : Number.NaN,
  }));
}

/** A reliability bin as the figures file keeps it: an empty bin's means are null (or NaN). */
type BinCounts = { students: number; meanProbability: number | null; admittedShare: number | null };

/**
 * The ECE of several reliability diagrams' students taken together, as if they were one set: the
 * levels of a year pooled. The diagrams share the ECE's ten bins, so each bin's sums add up.
 */
export function pooledCalibrationError(diagrams: readonly (readonly BinCounts[])[]): number {
  const sums = Array.from({ length: CALIBRATION_BINS }, () => ({ count: 0, probability: 0, admitted: 0 }));
  for (const diagram of diagrams) {
    diagram.forEach((bin, index) => {
      if (bin.students === 0 || bin.meanProbability === null || bin.admittedShare === null) return;
      const sum = sums[index]!;
      sum.count += bin.students;
      sum.probability += bin.meanProbability * bin.students;
      sum.admitted += bin.admittedShare * bin.students;
    });
  }
  const students = sums.reduce((total, sum) => total + sum.count, 0);
  if (students === 0) return Number.NaN;
  return sums.reduce((error, sum) => error + Math.abs(sum.probability - sum.admitted), 0) / students;
}
