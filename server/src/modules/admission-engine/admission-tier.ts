export type ConfidenceLabel = '高' | '中' | '低';

export type ConfidenceInputs = {
  historyYears: number;
  /** The calibrated log-rank scale of the unit's cutoff. */
  scale: number;
  derived: boolean;
  /** Years between the last observation and the predicted year. */
  gapYears: number;
  /** The centre's move from the line it starts from (log ratio): the forecast year's shift and drift. */
  logShift: number;
};

/**
 * Calibrated log-rank scales under which a prediction is 高 / 中: the t(3) scale is the expected
 * error itself, so the label follows it (a scale of 0.08 puts about 2 cutoffs in 3 within ±10 %).
 */
export const CONFIDENCE_SCALE_BOUNDS = { high: 0.08, medium: 0.15 } as const;

/**
 * The label orders real accuracy only if it follows the expected error: history length and a
 * published rank do not (top universities have long, published histories and move the most). The
 * expected error is the calibrated spread and, beside it, the move the centre makes from its
 * starting line: a forecast move can be wrong as a whole (江苏's universities in 2025: the 高 ones,
 * moved about 5 %, were within ±10 % 59 % of the time, last year's line 75 %), so a tight spread
 * under a large move is not 高. 高: last year known and √(spread² + move²) tight; 中: moderate;
 * 低 otherwise. The backtest prints label × accuracy for each held-out year.
 */
export function confidenceOf(inputs: ConfidenceInputs): ConfidenceLabel {
  if (inputs.gapYears !== 1) return '低';
  const expectedError = Math.hypot(inputs.scale, inputs.logShift);
  if (expectedError <= CONFIDENCE_SCALE_BOUNDS.high) return '高';
  if (expectedError <= CONFIDENCE_SCALE_BOUNDS.medium) return '中';
  return '低';
}
