import { T3_CENTRAL_80 } from './student-t.ts';
import { median, quantile, robustLogSpread } from './cutoff-model.ts';

/**
 * One unit's year-to-year change seen in training years: its log change of the minimum rank
 * (`logChange`), the province's log candidate-count change of that year (`logShift`), and its own
 * drift of the year before (`previousDrift`, when known).
 */
export type ChangeSample = { logChange: number; logShift: number; previousDrift?: number };

/** Larger log changes are a redefined unit, not drift: they would dominate least squares. */
const CHANGE_CLIP = 0.7;

const clip = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/**
 * How much of the candidate-count change moves cutoffs: least squares slope of the units' log
 * change on the province's log shift through the origin, kept within [0, 1] (scaling fully helps
 * some province-years and hurts others). 0 when no training year had a shift to learn from: without
 * evidence the centre stays last year's line.
 */
export function fitShiftDamping(samples: readonly ChangeSample[]): number {
  let crossProducts = 0;
  let squares = 0;
  for (const sample of samples) {
    crossProducts += sample.logShift * clip(sample.logChange, -CHANGE_CLIP, CHANGE_CLIP);
    squares += sample.logShift ** 2;
  }
  if (squares < 1e-9) return 0;
  return clip(crossProducts / squares, 0, 1);
}

/**
 * Part of a unit’s own drift that carries on the next year, in [0, 0.6]. Not below 0: on 2025 a
 * mean reversion fitted on 2023–2024 made the predictions worse.
 */
export function fitMomentum(samples: readonly ChangeSample[], shiftDamping: number): number {
  let crossProducts = 0;
  let squares = 0;
  for (const sample of samples) {
    if (sample.previousDrift === undefined) continue;
    const drift = clip(sample.previousDrift, -CHANGE_CLIP, CHANGE_CLIP);
    const residual = clip(sample.logChange - shiftDamping * sample.logShift, -CHANGE_CLIP, CHANGE_CLIP);
    crossProducts += drift * residual;
    squares += drift ** 2;
  }
  if (squares < 1e-9) return 0;
  return clip(crossProducts / squares, 0, 0.6);
}

/**
 * The multiplier of the units' spreads that makes their t(3) 80 % intervals cover 80 % of the
 * training outcomes: the 80th percentile of |error| / spread over the t(3) 90 % point.
 */
export function fitSpreadScale(standardisedErrors: readonly number[]): number {
  if (standardisedErrors.length === 0) return 1;
  const scale =
    quantile(
      standardisedErrors.map((error) => Math.abs(error)),
      0.8,
    ) / T3_CENTRAL_80;
  return scale > 0 ? scale : 1;
}

/**
 * How far a province's cutoffs move together in a year, as a spread over every province: the
 * robust scale of the median errors of the training pools (one province × rank band × year each,
 * at least `minErrors` errors). Not centred: a national bias counts as a shift. 0 without pools.
 */
export function fitShockSpread(poolErrors: Iterable<readonly number[]>, minErrors: number): number {
  const shocks: number[] = [];
  for (const errors of poolErrors) if (errors.length >= minErrors) shocks.push(median(errors));
  return robustLogSpread(shocks) ?? 0;
}

/**
 * A pool's spread of log errors: its own dispersion around its median, plus the spread of the
 * year's common shift taken from every province (`shockSpread`) instead of the one or two shifts
 * this pool happened to see, which say little about its next one.
 */
export function pooledSpreadWithShock(errors: readonly number[], shockSpread: number): number | undefined {
  if (errors.length === 0) return undefined;
  const centre = median(errors);
  const within = robustLogSpread(errors.map((error) => error - centre))!;
  return Math.sqrt(shockSpread ** 2 + within ** 2);
}
