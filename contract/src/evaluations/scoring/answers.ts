import type { InstrumentDefinition, ItemDefinition } from '../instrument-definition.ts';
import type { EvaluationAnswer } from './result.ts';

/** Why an answer or an answer set cannot be scored; the server maps each reason to its envelope error. */
export type AnswerProblemReason = 'unknown-item' | 'value-out-of-scale' | 'duplicate-item' | 'missing-items';

export class AnswerProblem extends Error {
  constructor(
    readonly reason: AnswerProblemReason,
    readonly itemIds: string[],
  ) {
    super(`${reason}: ${itemIds.join(', ')}`);
    this.name = 'AnswerProblem';
  }
}

/** The problem with one answer (unknown item, value not an integer on the scale), or null when it may be stored. */
export function answerProblem(
  definition: InstrumentDefinition,
  itemId: string,
  value: number,
): AnswerProblemReason | null {
  if (!definition.items.some((item) => item.id === itemId)) return 'unknown-item';
  const { min, max } = definition.responseScale;
  if (!Number.isInteger(value) || value < min || value > max) return 'value-out-of-scale';
  return null;
}

/** Item ids not yet answered, in presentation order: what a resumed attempt still asks and what blocks submission. */
export function unansweredItems(definition: InstrumentDefinition, answers: readonly EvaluationAnswer[]): string[] {
  const answered = new Set(answers.map((answer) => answer.itemId));
  return definition.items.filter((item) => !answered.has(item.id)).map((item) => item.id);
}

/**
 * The answers by item id, checked: every answer known and on the scale, no item twice, every item answered.
 * Throws AnswerProblem naming the offending items.
 */
export function checkedAnswers(
  definition: InstrumentDefinition,
  answers: readonly EvaluationAnswer[],
): Map<string, EvaluationAnswer> {
  const byItem = new Map<string, EvaluationAnswer>();
  const duplicates: string[] = [];
  for (const answer of answers) {
    const reason = answerProblem(definition, answer.itemId, answer.value);
    if (reason) throw new AnswerProblem(reason, [answer.itemId]);
    if (byItem.has(answer.itemId)) duplicates.push(answer.itemId);
    byItem.set(answer.itemId, answer);
  }
  if (duplicates.length > 0) throw new AnswerProblem('duplicate-item', duplicates);
  const missing = unansweredItems(definition, answers);
  if (missing.length > 0) throw new AnswerProblem('missing-items', missing);
  return byItem;
}

/** The answer in the scale's direction: a reversed item counts (min + max − value). */
export function keyedValue(definition: InstrumentDefinition, item: ItemDefinition, value: number): number {
  const { min, max } = definition.responseScale;
  return item.reverse ? min + max - value : value;
}
