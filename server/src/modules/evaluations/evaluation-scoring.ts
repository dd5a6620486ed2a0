import type { InstrumentDefinition } from '@zhihang/contract/evaluations/instrument-definition';
import type {
  CarelessSignals,
  EvaluationAnswer,
  EvaluationResult,
  ScaleScore,
} from '@zhihang/contract/evaluations/scoring/result';

/**
 * The one place the server scores an attempt: the instrument's pure scoring function over the
 * stored answers. Scores are never taken from the client.
 */
export function scoreAttempt(definition: InstrumentDefinition, answers: readonly EvaluationAnswer[]): EvaluationResult {
  return provisionalScore(definition, answers);
}

/** `[[code, percent, sten], …]` as JSON: what the class analysis reads of a result. */
export function profileOf(outcome: EvaluationResult): string {
  return JSON.stringify(outcome.scales.map((scale) => [scale.code, scale.percent, scale.sten]));
}

const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

/** Mean keyed answers per scale with the definition's norms, until the instruments' own scoring is wired in. */
function provisionalScore(definition: InstrumentDefinition, answers: readonly EvaluationAnswer[]): EvaluationResult {
  const { min, max } = definition.responseScale;
  const valueOf = new Map(answers.map((answer) => [answer.itemId, answer.value]));
  const keyed = (itemId: string, reverse: boolean) => {
    const value = valueOf.get(itemId);
    if (value === undefined) return undefined;
    return reverse ? min + max - value : value;
  };
  const scales: ScaleScore[] = definition.scales.map((scale) => {
    const values = definition.items
      .filter((item) => item.scale === scale.code && !item.repeatOf)
      .flatMap((item) => {
        const value = keyed(item.id, item.reverse);
        return value === undefined ? [] : [value];
      });
    const raw = values.reduce((sum, value) => sum + value, 0);
    const mean = values.length > 0 ? raw / values.length : (min + max) / 2;
    const norm = definition.norms.scales[scale.code] ?? { mean: (min + max) / 2, sd: 1 };
    const z = (mean - norm.mean) / (norm.sd || 1);
    const sten = Math.min(10, Math.max(1, Math.round(5.5 + 2 * z)));
    const level = sten >= 7 ? 'high' : sten <= 4 ? 'low' : 'average';
    return {
      code: scale.code,
      name: scale.name,
      raw,
      mean: round(mean),
      itemCount: values.length,
      percent: Math.round(((mean - min) / (max - min)) * 100),
      t: Math.round(50 + 10 * z),
      sten,
      level,
      text: level === 'high' ? scale.interpretation.high : level === 'low' ? scale.interpretation.low : null,
    };
  });
  const ranking = [...scales].sort((a, b) => b.mean - a.mean).map((scale) => scale.code);
  const code = ranking.slice(0, 3).join('');
  const type = definition.types.find((entry) => entry.code === ranking[0]) ?? null;
  const top = definition.scales.filter((scale) => ranking.slice(0, 3).includes(scale.code));
  return {
    key: definition.key,
    resultCode: definition.resultCode,
    version: definition.version,
    scales,
    code,
    ranking,
    tieBroken: false,
    dichotomies: [],
    type: type
      ? {
          code: type.code,
          title: type.title,
          summary: type.summary,
          strengths: type.strengths,
          cautions: type.cautions,
        }
      : null,
    summary: type ? [type.summary] : [],
    strengths: top.flatMap((scale) => scale.interpretation.strengths),
    cautions: top.flatMap((scale) => scale.interpretation.cautions),
    bridge: {
      majorClasses: [...new Set(top.flatMap((scale) => scale.bridge.majorClasses))],
      occupationGroups: [...new Set(top.flatMap((scale) => scale.bridge.occupationGroups))],
    },
    careless: carelessOf(definition, answers, keyed),
  };
}

function carelessOf(
  definition: InstrumentDefinition,
  answers: readonly EvaluationAnswer[],
  keyed: (itemId: string, reverse: boolean) => number | undefined,
): CarelessSignals {
  const times = answers.flatMap((answer) => (typeof answer.elapsedMs === 'number' ? [answer.elapsedMs] : []));
  const sorted = [...times].sort((a, b) => a - b);
  const medianMs =
    sorted.length * 2 >= answers.length && sorted.length > 0 ? (sorted[Math.floor(sorted.length / 2)] ?? null) : null;
  const counts = new Map<number, number>();
  for (const answer of answers) counts.set(answer.value, (counts.get(answer.value) ?? 0) + 1);
  const sameShare = answers.length > 0 ? Math.max(...counts.values()) / answers.length : 0;
  const inconsistentPairs = definition.items.flatMap((item) => {
    if (!item.repeatOf) return [];
    const original = definition.items.find((entry) => entry.id === item.repeatOf);
    const a = keyed(item.id, item.reverse);
    const b = original ? keyed(original.id, original.reverse) : undefined;
    if (a === undefined || b === undefined) return [];
    const gap = Math.abs(a - b);
    return gap >= definition.careless.inconsistentGap ? [{ itemId: item.id, repeatOf: item.repeatOf, gap }] : [];
  });
  const tooFast = medianMs !== null && medianMs < definition.careless.minMedianMs;
  const allSame = sameShare >= definition.careless.maxSameShare;
  const inconsistent = inconsistentPairs.length >= definition.careless.maxInconsistentPairs;
  return {
    medianMs,
    tooFast,
    sameShare: round(sameShare),
    allSame,
    inconsistentPairs,
    inconsistent,
    flagged: tooFast || allSame || inconsistent,
  };
}
