import type { InstrumentDefinition, ScaleDefinition } from '../instrument-definition.ts';
import { keyedValue } from './answers.ts';
import type { EvaluationAnswer, ScaleLevel, ScaleScore } from './result.ts';

const round2 = (value: number): number => Math.round(value * 100) / 100;

/** Sten from a z score: round(5.5 + 2z), kept within 1…10. */
export function stenOf(z: number): number {
  return Math.min(10, Math.max(1, Math.round(5.5 + 2 * z)));
}

/** T score from a z score: 50 + 10z, rounded. */
export function tScoreOf(z: number): number {
  return Math.round(50 + 10 * z);
}

/** High from sten 7, low up to sten 4: the usual reading of the 1–10 sten band. */
export function levelOf(sten: number): ScaleLevel {
  if (sten >= 7) return 'high';
  if (sten <= 4) return 'low';
  return 'average';
}

/** Items that count towards scale scores: every item but the consistency repeats. */
export function scoredItems(definition: InstrumentDefinition) {
  return definition.items.filter((item) => item.repeatOf === undefined);
}

/** Raw, mean, percent and standard scores of every scale, in the definition's scale order. */
export function scaleScores(definition: InstrumentDefinition, byItem: Map<string, EvaluationAnswer>): ScaleScore[] {
  const { min, max } = definition.responseScale;
  const items = scoredItems(definition);
  return definition.scales.map((scale) => {
    const keyed = items
      .filter((item) => item.scale === scale.code)
      .map((item) => keyedValue(definition, item, byItem.get(item.id)!.value));
    const raw = keyed.reduce((sum, value) => sum + value, 0);
    const mean = keyed.length > 0 ? raw / keyed.length : (min + max) / 2;
    const norm = definition.norms.scales[scale.code] ?? { mean: (min + max) / 2, sd: 1 };
    const z = (mean - norm.mean) / norm.sd;
    const sten = stenOf(z);
    const level = levelOf(sten);
    return {
      code: scale.code,
      name: scale.name,
      raw,
      mean: round2(mean),
      itemCount: keyed.length,
      percent: Math.round(((mean - min) / (max - min)) * 100),
      t: tScoreOf(z),
      sten,
      level,
      text: textFor(scale, level),
    };
  });
}

function textFor(scale: ScaleDefinition, level: ScaleLevel) {
  if (level === 'high') return scale.interpretation.high;
  if (level === 'low') return scale.interpretation.low;
  return null;
}

/** How many of the scale's scored items got the top answer: the first tie-breaker of a ranked profile. */
export function topAnswerCount(
  definition: InstrumentDefinition,
  byItem: Map<string, EvaluationAnswer>,
  scaleCode: string,
): number {
  const { max } = definition.responseScale;
  return scoredItems(definition).filter(
    (item) => item.scale === scaleCode && keyedValue(definition, item, byItem.get(item.id)!.value) === max,
  ).length;
}

/**
 * Scales ranked highest first. Ties on the mean keyed score are broken by (1) more top answers
 * ("strongly like" / "very accurate") on the scale, then (2) the definition's scale order
 * (RIASEC for Holland). `tieBroken` says whether a tie among the first `codeLength` places needed a rule.
 */
export function rankScales(
  definition: InstrumentDefinition,
  byItem: Map<string, EvaluationAnswer>,
  scores: ScaleScore[],
  codeLength: number,
): { ranking: string[]; tieBroken: boolean } {
  const rows = scores.map((score, order) => ({
    code: score.code,
    mean: score.raw / Math.max(1, score.itemCount),
    top: topAnswerCount(definition, byItem, score.code),
    order,
  }));
  rows.sort((a, b) => b.mean - a.mean || b.top - a.top || a.order - b.order);
  // A tie matters when two scales with the same mean straddle or sit inside the code's places.
  let tieBroken = false;
  for (let i = 0; i < Math.min(codeLength, rows.length - 1); i++) {
    if (Math.abs(rows[i]!.mean - rows[i + 1]!.mean) < 1e-9) tieBroken = true;
  }
  return { ranking: rows.map((row) => row.code), tieBroken };
}
