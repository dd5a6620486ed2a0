import type { PlanTier } from '@zhihang/contract/plans/plan-linter';

/**
 * Tier thresholds on P(admit): under 40 % a stretch (冲), 40–80 % a match (稳), 80 % and more
 * safe (保). The backtest reports how often each tier's students were admitted.
 */
export const PROBABILITY_TIER_BOUNDS = { match: 0.4, safe: 0.8 } as const;

export function tierOfProbability(probability: number | null): PlanTier | null {
  if (probability === null) return null;
  if (probability >= PROBABILITY_TIER_BOUNDS.safe) return '保';
  if (probability >= PROBABILITY_TIER_BOUNDS.match) return '稳';
  return '冲';
}

export type ConfidenceLabel = '高' | '中' | '低';

export type ConfidenceInputs = {
  historyYears: number;
  /** The calibrated log-rank scale of the unit's cutoff. */
  scale: number;
  derived: boolean;
  /** Years between the last observation and the predicted year. */
  gapYears: number;
};

/** Log-rank scales under which a prediction is tight enough for 高 / 中 (≈ ±10 % / ±20 % at 1σ). */
export const CONFIDENCE_SCALE_BOUNDS = { high: 0.1, medium: 0.2 } as const;

/**
 * 高: three or more years, published ranks, last year known, a tight spread; 中: two years and a
 * moderate spread; 低 otherwise (one year, a derived rank with a wide spread, a skipped year).
 */
export function confidenceOf(inputs: ConfidenceInputs): ConfidenceLabel {
  if (
    inputs.historyYears >= 3 &&
    !inputs.derived &&
    inputs.gapYears === 1 &&
    inputs.scale <= CONFIDENCE_SCALE_BOUNDS.high
  ) {
    return '高';
  }
  if (inputs.historyYears >= 2 && inputs.gapYears === 1 && inputs.scale <= CONFIDENCE_SCALE_BOUNDS.medium) return '中';
  return '低';
}
