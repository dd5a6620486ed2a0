import type {
  BilingualText,
  ChoiceBridge,
  EvaluationKey,
  EvaluationResultCode,
  TypeInterpretation,
} from '../instrument-definition.ts';

/** One answer as the server stores it: the raw value the student chose and how long the item was on screen. */
export type EvaluationAnswer = { itemId: string; value: number; elapsedMs?: number | null };

export type ScaleLevel = 'high' | 'average' | 'low';

export type ScaleScore = {
  code: string;
  name: BilingualText;
  /** Sum of keyed answers over the scale's scored items (repeats left out). */
  raw: number;
  /** Mean keyed answer, on the response scale (e.g. 1–5), rounded to 2 decimals. */
  mean: number;
  itemCount: number;
  /** (mean − min) / (max − min) × 100, rounded: what the charts draw. */
  percent: number;
  t: number;
  sten: number;
  level: ScaleLevel;
  /** The high or low text of the scale for this score; null when average. */
  text: BilingualText | null;
};

/** A dichotomy of the MBTI-style type: which pole, and how clear the preference is (0–100). */
export type DichotomyScore = {
  code: string;
  pole: string;
  poleName: BilingualText;
  clarity: number;
  /** True when the mean sat exactly on the split point and the tie rule chose the pole. */
  tie: boolean;
};

export type InconsistentPair = { itemId: string; repeatOf: string; gap: number };

export type CarelessSignals = {
  /** Median time per answer (ms) over answers with a time; null when fewer than half have one. */
  medianMs: number | null;
  tooFast: boolean;
  /** Share (0–1) of scored items answered with the most frequent value. */
  sameShare: number;
  allSame: boolean;
  inconsistentPairs: InconsistentPair[];
  inconsistent: boolean;
  /** Any of the three: the analysis page lists the student under 预警. */
  flagged: boolean;
};

export type EvaluationResult = {
  key: EvaluationKey;
  resultCode: EvaluationResultCode;
  version: number;
  scales: ScaleScore[];
  /**
   * The headline: Holland code (e.g. "SAE"), MBTI-style type ("INFP"), the dominant intelligences or
   * anchors by scale code ("LI-IA"), or for 16PF the distinct factors ("A+ Q3+ L-"; "" when none).
   */
  code: string;
  /** Scale codes in the order that made the code, highest first. */
  ranking: string[];
  /** True when a tie among the code's scales was broken by the tie rule. */
  tieBroken: boolean;
  dichotomies: DichotomyScore[];
  /** The type or code text when the definition has one (hol: primary letter; mbti: the type; intelligence, anchor: the top scale). */
  type: Omit<TypeInterpretation, 'bridge'> | null;
  summary: BilingualText[];
  strengths: BilingualText[];
  cautions: BilingualText[];
  bridge: ChoiceBridge;
  careless: CarelessSignals;
};
