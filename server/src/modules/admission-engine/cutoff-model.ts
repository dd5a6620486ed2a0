import { studentT3Cdf, T3_CENTRAL_80 } from './student-t.ts';

/** One year's minimum admitted rank of a unit; `derived` when computed from the minimum score. */
export type CutoffObservation = { year: number; rank: number; derived: boolean };

/**
 * The model's few fitted numbers, estimated on years before the predicted one (never on it):
 * how much of the province's candidate-count change moves a cutoff (`shiftDamping`), how much of
 * a unit's own drift last year carries on (`momentum`), and the multiplier that makes the 80 %
 * interval cover 80 % of earlier years' outcomes (`spreadScale`).
 */
export type ModelParameters = {
  shiftDamping: number;
  momentum: number;
  spreadScale: number;
  /** The share of a 专业类's drift into the last known year that carries on (majors; class-trend.ts). */
  classTrend?: number;
};

export const NEUTRAL_PARAMETERS: ModelParameters = { shiftDamping: 1, momentum: 0, spreadScale: 1 };

/** log(N_Y / N_{Y-1}) of the province-track's candidate count, or undefined when a table is missing. */
export type LogShiftOf = (year: number) => number | undefined;

export type CutoffCentre = {
  /** Natural log of the predicted minimum admitted rank. */
  logRank: number;
  /** The last observed year the prediction starts from. */
  fromYear: number;
  /** Years of history used. */
  historyYears: number;
  /** Whether the starting rank was derived from a score rather than published. */
  derived: boolean;
};

/** History older than this many years before the target does not start a prediction. */
export const MAX_HISTORY_GAP_YEARS = 2;

/**
 * R̂ for `targetYear`: last year's rank (a strong baseline: cutoffs drift persistently, so
 * averaging years is worse), moved by the province's candidate-count change of each year since,
 * plus a damped part of the unit's own drift of its last year. Undefined without usable history.
 */
export function predictCutoffCentre(
  history: readonly CutoffObservation[],
  targetYear: number,
  logShiftOf: LogShiftOf,
  parameters: ModelParameters,
): CutoffCentre | undefined {
  const usable = history
    .filter((entry) => entry.year < targetYear && entry.rank > 0)
    .sort((left, right) => right.year - left.year);
  const last = usable[0];
  if (!last || targetYear - last.year > MAX_HISTORY_GAP_YEARS) return undefined;
  let logRank = Math.log(last.rank);
  for (let year = last.year + 1; year <= targetYear; year += 1) {
    logRank += parameters.shiftDamping * (logShiftOf(year) ?? 0);
  }
  const previous = usable[1];
  if (previous && previous.year === last.year - 1) {
    logRank += parameters.momentum * ownDrift(last, previous, logShiftOf, parameters.shiftDamping);
  }
  return { logRank, fromYear: last.year, historyYears: usable.length, derived: last.derived };
}

/** The unit's log change of its last year beyond what the province-wide shift explains. */
export function ownDrift(
  last: CutoffObservation,
  previous: CutoffObservation,
  logShiftOf: LogShiftOf,
  shiftDamping: number,
): number {
  return Math.log(last.rank) - Math.log(previous.rank) - shiftDamping * (logShiftOf(last.year) ?? 0);
}

/**
 * Robust scale of prediction errors on the log scale: 1.4826 × the median absolute error (not
 * centred, so a bias counts as error), equal to σ for normal errors and unmoved by a few jumps.
 */
export function robustLogSpread(errors: readonly number[]): number | undefined {
  if (errors.length === 0) return undefined;
  return 1.4826 * median(errors.map((error) => Math.abs(error)));
}

/** The largest log error a unit's own spread counts (the change fitting clips at the same bound). */
export const OWN_ERROR_CLIP = 0.7;

/**
 * The unit's two newest lines before the target year when they differ by more than a factor of two
 * (`OWN_ERROR_CLIP` in log): a redefined or misprinted unit, not a move a spread describes. Its
 * centre and interval stand; its probability is withheld, with this pair as the reason.
 */
export function unsteadyLines(
  observations: readonly CutoffObservation[],
  targetYear: number,
): { newer: CutoffObservation; older: CutoffObservation } | undefined {
  const before = observations
    .filter((entry) => entry.year < targetYear && entry.rank > 0)
    .sort((left, right) => right.year - left.year);
  const [newer, older] = before;
  if (!newer || !older) return undefined;
  return Math.abs(Math.log(newer.rank / older.rank)) > OWN_ERROR_CLIP ? { newer, older } : undefined;
}

/** What a teacher reads where a unit's two newest lines are too far apart to give a probability. */
export function unsteadyLinesReason(pair: { newer: CutoffObservation; older: CutoffObservation }): string {
  const format = (rank: number) => Math.round(rank).toLocaleString('en-US');
  return (
    `数据不足：该单位 ${pair.older.year} 年最低位次 ${format(pair.older.rank)}、${pair.newer.year} 年 ${format(pair.newer.rank)}，` +
    '相差一倍以上，可能是招生口径变了或数据有误，不给出概率'
  );
}

/** Pseudo-observations the pooled spread of similar units counts for when shrinking a unit's own. */
export const SPREAD_PRIOR_WEIGHT = 4;

/**
 * A unit's spread, shrunk toward similar units' (same province, level, rank band): with few past
 * errors of its own the pool dominates; a long history speaks for itself.
 */
export function shrunkLogSpread(ownErrors: readonly number[], pooledSpread: number): number {
  // An error beyond ±0.7 (a factor of two) is a redefined unit, not this unit's volatility: unclipped,
  // one such year gave 广东's 上海交通大学医学院 group an interval of 103–18,721 and a 6 % chance at rank 40,000.
  const own = robustLogSpread(ownErrors.map((error) => Math.max(-OWN_ERROR_CLIP, Math.min(OWN_ERROR_CLIP, error))));
  if (own === undefined) return pooledSpread;
  const weight = ownErrors.length;
  return Math.sqrt((SPREAD_PRIOR_WEIGHT * pooledSpread ** 2 + weight * own ** 2) / (SPREAD_PRIOR_WEIGHT + weight));
}

/** The 80 % interval of the cutoff rank around the centre, as ranks. */
export function cutoffInterval80(logRank: number, scale: number): { low: number; high: number } {
  return {
    low: Math.exp(logRank - T3_CENTRAL_80 * scale),
    high: Math.exp(logRank + T3_CENTRAL_80 * scale),
  };
}

/**
 * P(admitted | student rank r) = P(cutoff rank ≥ r), the cutoff's log rank being t(3)-distributed
 * around the centre with the given scale.
 */
export function admissionProbability(studentRank: number, logRank: number, scale: number): number {
  if (!(studentRank > 0)) throw new RangeError(`rank must be positive: ${studentRank}`);
  if (!(scale > 0)) return studentRank <= Math.exp(logRank) ? 1 : 0;
  return 1 - studentT3Cdf((Math.log(studentRank) - logRank) / scale);
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((left, right) => left - right);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function quantile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((left, right) => left - right);
  const position = (sorted.length - 1) * p;
  const below = Math.floor(position);
  const above = Math.min(sorted.length - 1, below + 1);
  return sorted[below]! + (sorted[above]! - sorted[below]!) * (position - below);
}
