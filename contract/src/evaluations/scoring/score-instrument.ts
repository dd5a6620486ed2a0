import type {
  BilingualText,
  ChoiceBridge,
  InstrumentDefinition,
  ScaleDefinition,
  TypeInterpretation,
} from '../instrument-definition.ts';
import { checkedAnswers } from './answers.ts';
import { carelessSignals } from './careless.ts';
import type { DichotomyScore, EvaluationAnswer, EvaluationResult } from './result.ts';
import { rankScales, scaleScores } from './scale-scores.ts';

/** Letters of the Holland code. */
const HOLLAND_CODE_LENGTH = 3;
/** Scales named in the code of a ranked profile (multiple intelligences, career anchors). */
const PROFILE_CODE_LENGTH = 2;
/** 16PF factors count as distinct from sten 8 up or 3 down (the outer three stens of each side). */
const PF_DISTINCT_HIGH = 8;
const PF_DISTINCT_LOW = 3;

/**
 * Scores a complete answer set against its definition. Pure: the server scores on submission and
 * stores the result with the definition's version; the phone may preview the same function.
 * Throws AnswerProblem when the answers are incomplete or malformed.
 */
export function scoreInstrument(
  definition: InstrumentDefinition,
  answers: readonly EvaluationAnswer[],
): EvaluationResult {
  switch (definition.key) {
    case 'hol':
      return scoreHolland(definition, answers);
    case 'mbti':
      return scoreMbtiStyle(definition, answers);
    case 'intelligence':
    case 'anchor':
      return scoreRankedProfile(definition, answers);
    case 'pf':
      return scoreSixteenFactors(definition, answers);
  }
}

/** Holland: the three scales with the highest mean keyed score make the code, highest first. */
export function scoreHolland(definition: InstrumentDefinition, answers: readonly EvaluationAnswer[]): EvaluationResult {
  const byItem = checkedAnswers(definition, answers);
  const scales = scaleScores(definition, byItem);
  const { ranking, tieBroken } = rankScales(definition, byItem, scales, HOLLAND_CODE_LENGTH);
  const top = ranking.slice(0, HOLLAND_CODE_LENGTH);
  const type = typeOf(definition, top[0]!);
  const leading = top.map((code) => scaleOf(definition, code));
  return {
    ...head(definition),
    scales,
    code: top.join(''),
    ranking,
    tieBroken,
    dichotomies: [],
    type: type ? withoutBridge(type) : null,
    summary: [...(type ? [type.summary] : []), ...leading.map((scale) => scale.interpretation.high)],
    strengths: unique(leading.slice(0, 2).flatMap((scale) => scale.interpretation.strengths)),
    cautions: unique(leading.slice(0, 2).flatMap((scale) => scale.interpretation.cautions)),
    bridge: mergeBridges(leading.map((scale) => scale.bridge)),
    careless: carelessSignals(definition, byItem),
  };
}

/**
 * MBTI-style type: per dichotomy, the mean keyed score towards the first pole (E, S, T, J) against
 * the norm mean as split point; above it the first pole, below it the second. A mean exactly on the
 * split point goes to the second pole (I, N, F, P), the convention type inventories use for ties.
 * Clarity is the distance from the split point as a share of the largest possible distance.
 */
export function scoreMbtiStyle(
  definition: InstrumentDefinition,
  answers: readonly EvaluationAnswer[],
): EvaluationResult {
  const byItem = checkedAnswers(definition, answers);
  const scales = scaleScores(definition, byItem);
  const { min, max } = definition.responseScale;
  const dichotomies: DichotomyScore[] = definition.scales.map((scale) => {
    const poles = scale.poles;
    if (!poles) throw new Error(`scale ${scale.code} has no poles`);
    const score = scales.find((row) => row.code === scale.code)!;
    const mean = score.raw / Math.max(1, score.itemCount);
    const split = definition.norms.scales[scale.code]?.mean ?? (min + max) / 2;
    const distance = mean - split;
    const room = distance >= 0 ? max - split : split - min;
    const pole = distance > 0 ? poles[0] : poles[1];
    return {
      code: scale.code,
      pole: pole.code,
      poleName: pole.name,
      clarity: room > 0 ? Math.round((Math.abs(distance) / room) * 100) : 0,
      tie: distance === 0,
    };
  });
  const code = dichotomies.map((row) => row.pole).join('');
  const type = typeOf(definition, code);
  return {
    ...head(definition),
    scales,
    code,
    ranking: [],
    tieBroken: dichotomies.some((row) => row.tie),
    dichotomies,
    type: type ? withoutBridge(type) : null,
    summary: type ? [type.summary] : [],
    strengths: type?.strengths ?? [],
    cautions: type?.cautions ?? [],
    bridge: type?.bridge ?? { majorClasses: [], occupationGroups: [] },
    careless: carelessSignals(definition, byItem),
  };
}

/**
 * Multiple intelligences and career anchors: a profile ranked like the Holland code (same tie
 * rule); the two leading scales make the code ("LI-IA"), their texts the strengths and the bridge.
 */
export function scoreRankedProfile(
  definition: InstrumentDefinition,
  answers: readonly EvaluationAnswer[],
): EvaluationResult {
  const byItem = checkedAnswers(definition, answers);
  const scales = scaleScores(definition, byItem);
  const { ranking, tieBroken } = rankScales(definition, byItem, scales, PROFILE_CODE_LENGTH);
  const top = ranking.slice(0, PROFILE_CODE_LENGTH);
  const leading = top.map((code) => scaleOf(definition, code));
  const type = typeOf(definition, top[0]!);
  return {
    ...head(definition),
    scales,
    code: top.join('-'),
    ranking,
    tieBroken,
    dichotomies: [],
    type: type ? withoutBridge(type) : null,
    summary: [...(type ? [type.summary] : []), ...leading.map((scale) => scale.interpretation.high)],
    strengths: unique(leading.flatMap((scale) => scale.interpretation.strengths)),
    cautions: unique(leading.flatMap((scale) => scale.interpretation.cautions)),
    bridge: mergeBridges(leading.map((scale) => scale.bridge)),
    careless: carelessSignals(definition, byItem),
  };
}

/**
 * 16PF-style factors: a sten per factor; the code lists distinct factors (sten ≥ 8 as "A+",
 * sten ≤ 3 as "A-"), furthest from the middle first, ties in factor order. Strengths and cautions
 * come from the pole each distinct factor leans to.
 */
export function scoreSixteenFactors(
  definition: InstrumentDefinition,
  answers: readonly EvaluationAnswer[],
): EvaluationResult {
  const byItem = checkedAnswers(definition, answers);
  const scales = scaleScores(definition, byItem);
  const distinct = scales
    .map((score, order) => ({ score, order, distance: Math.abs(score.sten - 5.5) }))
    .filter(({ score }) => score.sten >= PF_DISTINCT_HIGH || score.sten <= PF_DISTINCT_LOW)
    .sort((a, b) => b.distance - a.distance || a.order - b.order);
  const strengths: BilingualText[] = [];
  const cautions: BilingualText[] = [];
  const bridges: ChoiceBridge[] = [];
  for (const { score } of distinct) {
    const scale = scaleOf(definition, score.code);
    if (score.sten >= PF_DISTINCT_HIGH) {
      strengths.push(...scale.interpretation.strengths);
      cautions.push(...scale.interpretation.cautions);
      bridges.push(scale.bridge);
    } else {
      strengths.push(...(scale.interpretation.lowStrengths ?? []));
      cautions.push(...(scale.interpretation.lowCautions ?? []));
    }
  }
  return {
    ...head(definition),
    scales,
    code: distinct.map(({ score }) => `${score.code}${score.sten >= PF_DISTINCT_HIGH ? '+' : '-'}`).join(' '),
    ranking: distinct.map(({ score }) => score.code),
    tieBroken: false,
    dichotomies: [],
    type: null,
    summary: distinct.flatMap(({ score }) => (score.text ? [score.text] : [])),
    strengths: unique(strengths),
    cautions: unique(cautions),
    bridge: mergeBridges(bridges),
    careless: carelessSignals(definition, byItem),
  };
}

function head(definition: InstrumentDefinition) {
  return { key: definition.key, resultCode: definition.resultCode, version: definition.version };
}

function scaleOf(definition: InstrumentDefinition, code: string): ScaleDefinition {
  const scale = definition.scales.find((row) => row.code === code);
  if (!scale) throw new Error(`unknown scale ${code}`);
  return scale;
}

function typeOf(definition: InstrumentDefinition, code: string): TypeInterpretation | undefined {
  return definition.types.find((type) => type.code === code);
}

function withoutBridge(type: TypeInterpretation): Omit<TypeInterpretation, 'bridge'> {
  return {
    code: type.code,
    title: type.title,
    summary: type.summary,
    strengths: type.strengths,
    cautions: type.cautions,
  };
}

/** Bridges in order of the profile, each code once: the leading scale's majors come first. */
export function mergeBridges(bridges: readonly ChoiceBridge[]): ChoiceBridge {
  return {
    majorClasses: [...new Set(bridges.flatMap((bridge) => bridge.majorClasses))],
    occupationGroups: [...new Set(bridges.flatMap((bridge) => bridge.occupationGroups))],
  };
}

function unique(texts: readonly BilingualText[]): BilingualText[] {
  const seen = new Set<string>();
  return texts.filter((text) => {
    if (seen.has(text.zh)) return false;
    seen.add(text.zh);
    return true;
  });
}
