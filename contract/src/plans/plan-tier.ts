import type { PlanTier } from './plan-linter.ts';

/**
 * The 冲 / 稳 / 保 thresholds, all of them: on the admission engine's probability where it has
 * one, else on the rank gap (how the student's rank compares with the rank a unit admitted down
 * to last year). Pure and zod-free. The tier hint of the plans (`guidance.tierHint`) states the
 * rank-gap bounds from here.
 */

/**
 * Tier thresholds on P(admit): under 40 % a stretch (冲), 40–80 % a match (稳), 80 % and more
 * safe (保). The backtest reports how often each tier's students were admitted.
 */
export const PROBABILITY_TIER_BOUNDS = { match: 0.4, safe: 0.8 } as const;

/** The tier of a unit from the engine's P(admit); null when the engine has no probability. */
export function tierOfProbability(probability: number | null): PlanTier | null {
  if (probability === null) return null;
  if (probability >= PROBABILITY_TIER_BOUNDS.safe) return '保';
  if (probability >= PROBABILITY_TIER_BOUNDS.match) return '稳';
  return '冲';
}

/** Ratio of the student's rank to the unit's last-year lowest rank at which a tier ends. */
export const TIER_BOUNDS = {
  /** At or under 0.85: the student ranks at least 15 % better than the last admitted — 保. */
  safe: 0.85,
  /** Over 0.85 up to 1.05: about level with last year's line — 稳. */
  match: 1.05,
  /** Over 1.05 up to 1.3: a stretch — 冲. Beyond it the intelligent fill does not reach. */
  reach: 1.3,
} as const;

export type RankGap = {
  tier: PlanTier | null;
  /** (unitRank − studentRank) / unitRank: positive when the student ranks better; null when unknown. */
  gap: number | null;
};

/**
 * The tier of a unit for a student. Ranks are 位次 (1 = best). Unknown when either rank is
 * missing or not positive. A unit far above the student (ratio beyond the 冲 bound) is still 冲:
 * the plan shows it as the long shot it is.
 */
export function tierOf(studentRank: number | null, unitRank: number | null): RankGap {
  if (studentRank === null || unitRank === null || studentRank <= 0 || unitRank <= 0) return { tier: null, gap: null };
  const ratio = studentRank / unitRank;
  const gap = Math.round(((unitRank - studentRank) / unitRank) * 10_000) / 10_000;
  if (ratio <= TIER_BOUNDS.safe) return { tier: '保', gap };
  if (ratio <= TIER_BOUNDS.match) return { tier: '稳', gap };
  return { tier: '冲', gap };
}

/** Whether a unit is within the intelligent fill's reach (not a hopeless 冲). */
export function withinReach(studentRank: number, unitRank: number): boolean {
  return unitRank > 0 && studentRank / unitRank <= TIER_BOUNDS.reach;
}
