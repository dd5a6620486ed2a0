import { readFileSync } from 'node:fs';
import type { EvaluationKey, InstrumentDefinition } from '../instrument-definition.ts';
import type { EvaluationAnswer } from './result.ts';

/** Test helper: the seed JSON of an instrument, as the server loads it. */
export function seedDefinition(key: EvaluationKey): InstrumentDefinition {
  const url = new URL(`../../../../server/src/setup/seed/evaluations/${key}.json`, import.meta.url);
  return JSON.parse(readFileSync(url, 'utf8')) as InstrumentDefinition;
}

/** Test helper: one answer per item, the value chosen by the item (and its definition). */
export function answerAll(
  definition: InstrumentDefinition,
  valueOf: (item: InstrumentDefinition['items'][number]) => number,
  elapsedMs = 4000,
): EvaluationAnswer[] {
  return definition.items.map((item) => ({ itemId: item.id, value: valueOf(item), elapsedMs }));
}
