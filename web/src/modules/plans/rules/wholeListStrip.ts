import type { PlanSimulation } from '@zhihang/contract/admission/admission-predict.schema';

/** One piece of the whole-list strip: the draws that ended at a slot, in 退档, or nowhere. */
export type StripSegment =
  | { kind: 'slot'; slot: number; label: string; share: number }
  | { kind: 'others'; slots: number[]; share: number }
  | { kind: 'withdrawn'; share: number }
  | { kind: 'unplaced'; share: number };

/** Slots admitting fewer draws than this are merged into one "others" piece (too thin to see). */
export const MIN_VISIBLE_SHARE = 0.02;

/**
 * The strip under the whole-list figures: every slot that admits at least 2 % of the draws, in slot
 * order, the thinner ones merged after them, then 退档 and not placed. The shares add up to 1.
 */
export function stripSegments(result: Pick<PlanSimulation, 'slots' | 'withdrawn' | 'unplaced'>): StripSegment[] {
  const segments: StripSegment[] = [];
  const thin: number[] = [];
  let thinShare = 0;
  for (const slot of result.slots) {
    if (slot.admitted >= MIN_VISIBLE_SHARE) {
      segments.push({ kind: 'slot', slot: slot.slot, label: slot.label, share: slot.admitted });
    } else if (slot.admitted > 0) {
      thin.push(slot.slot);
      thinShare += slot.admitted;
    }
  }
  if (thinShare > 0) segments.push({ kind: 'others', slots: thin, share: thinShare });
  if (result.withdrawn > 0) segments.push({ kind: 'withdrawn', share: result.withdrawn });
  if (result.unplaced > 0) segments.push({ kind: 'unplaced', share: result.unplaced });
  return segments;
}

/** A probability as the panel prints it: whole percent, with "<1 %" and ">99 %" at the ends. */
export function percentText(probability: number): string {
  if (probability > 0 && probability < 0.01) return '<1%';
  if (probability < 1 && probability > 0.99) return '>99%';
  return `${Math.round(probability * 100)}%`;
}
