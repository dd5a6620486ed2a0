import type { InstrumentDefinition } from '../instrument-definition.ts';
import { keyedValue } from './answers.ts';
import type { CarelessSignals, EvaluationAnswer, InconsistentPair } from './result.ts';
import { scoredItems } from './scale-scores.ts';

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * Signs of careless answering: too fast (median time per item under the definition's floor), the
 * same raw answer on nearly every scored item, and consistency pairs answered far apart.
 * Signals, not verdicts: the report still shows the scores and the teacher decides.
 */
export function carelessSignals(
  definition: InstrumentDefinition,
  byItem: Map<string, EvaluationAnswer>,
): CarelessSignals {
  const rules = definition.careless;
  const answers = [...byItem.values()];
  const timed = answers
    .map((answer) => answer.elapsedMs)
    .filter((ms): ms is number => typeof ms === 'number' && ms >= 0);
  // Untimed answers (e.g. entered offline) must not make a student look fast or slow.
  const medianMs = timed.length * 2 >= answers.length && timed.length > 0 ? median(timed) : null;
  const tooFast = medianMs !== null && medianMs < rules.minMedianMs;

  const counts = new Map<number, number>();
  const scored = scoredItems(definition);
  for (const item of scored) {
    const value = byItem.get(item.id)!.value;
    counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  const most = Math.max(0, ...counts.values());
  const sameShare = scored.length > 0 ? Math.round((most / scored.length) * 100) / 100 : 0;
  const allSame = sameShare >= rules.maxSameShare;

  const itemsById = new Map(definition.items.map((item) => [item.id, item]));
  const inconsistentPairs: InconsistentPair[] = [];
  for (const item of definition.items) {
    if (item.repeatOf === undefined) continue;
    const original = itemsById.get(item.repeatOf);
    if (!original) continue;
    const gap = Math.abs(
      keyedValue(definition, item, byItem.get(item.id)!.value) -
        keyedValue(definition, original, byItem.get(original.id)!.value),
    );
    if (gap >= rules.inconsistentGap) inconsistentPairs.push({ itemId: item.id, repeatOf: original.id, gap });
  }
  const inconsistent = inconsistentPairs.length >= rules.maxInconsistentPairs;
  return {
    medianMs,
    tooFast,
    sameShare,
    allSame,
    inconsistentPairs,
    inconsistent,
    flagged: tooFast || allSame || inconsistent,
  };
}
