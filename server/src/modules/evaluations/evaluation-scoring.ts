import type { InstrumentDefinition } from '@zhihang/contract/evaluations/instrument-definition';
import type { EvaluationAnswer, EvaluationResult } from '@zhihang/contract/evaluations/scoring/result';
import { scoreInstrument } from '@zhihang/contract/evaluations/scoring/score-instrument';

/**
 * The one place the server scores an attempt: the instrument's pure scoring function over the
 * stored answers. Scores are never taken from the client.
 */
export function scoreAttempt(definition: InstrumentDefinition, answers: readonly EvaluationAnswer[]): EvaluationResult {
  return scoreInstrument(definition, answers);
}

/** `[[code, percent, sten], …]` as JSON: what the class analysis reads of a result. */
export function profileOf(outcome: EvaluationResult): string {
  return JSON.stringify(outcome.scales.map((scale) => [scale.code, scale.percent, scale.sten]));
}
