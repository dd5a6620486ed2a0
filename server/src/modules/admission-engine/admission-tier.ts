export type ConfidenceLabel = '高' | '中' | '低';

export type ConfidenceInputs = {
  historyYears: number;
  /** The calibrated log-rank scale of the unit's cutoff. */
  scale: number;
  derived: boolean;
  /** Years between the last observation and the predicted year. */
  gapYears: number;
};

/**
 * Calibrated log-rank scales under which a prediction is 高 / 中: the t(3) scale is the expected
 * error itself, so the label follows it (a scale of 0.08 puts about 2 cutoffs in 3 within ±10 %).
 */
export const CONFIDENCE_SCALE_BOUNDS = { high: 0.08, medium: 0.15 } as const;

/**
 * The label orders real accuracy only if it follows the calibrated spread: history length and a
 * published rank do not (top universities have long, published histories and move the most).
 * 高: last year known and a tight spread; 中: last year known and a moderate spread; 低 otherwise.
 * The backtest prints label × accuracy for each held-out year.
 */
export function confidenceOf(inputs: ConfidenceInputs): ConfidenceLabel {
  if (inputs.gapYears !== 1) return '低';
  if (inputs.scale <= CONFIDENCE_SCALE_BOUNDS.high) return '高';
  if (inputs.scale <= CONFIDENCE_SCALE_BOUNDS.medium) return '中';
  return '低';
}
