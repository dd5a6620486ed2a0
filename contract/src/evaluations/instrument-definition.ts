/**
 * An evaluation instrument as data: items, keying, scales, norms and interpretation texts. The
 * server stores one row per instrument version (loaded from `server/src/setup/seed/evaluations/*.json`),
 * the scoring functions in `scoring/` read it, and `stripKeying` makes the student-safe view.
 * Zod-free on purpose: the phone bundle imports these types and the scoring without zod.
 */

export const EVALUATION_KEYS = ['hol', 'mbti', 'intelligence', 'anchor', 'pf'] as const;
export type EvaluationKey = (typeof EVALUATION_KEYS)[number];

/** The evaluation dictionary's testResult codes (dictionary 13). */
export const EVALUATION_RESULT_CODES = {
  hol: '1301',
  mbti: '1302',
  intelligence: '1303',
  anchor: '1304',
  pf: '1305',
} as const satisfies Record<EvaluationKey, string>;
export type EvaluationResultCode = (typeof EVALUATION_RESULT_CODES)[EvaluationKey];

/** Every text a student or parent reads exists in both answer languages (dictionary 21). */
export type BilingualText = { zh: string; en: string };

export type ResponseOption = { value: number; label: BilingualText };

/** A Likert scale: answers are integers min…max, each with its label. */
export type ResponseScale = { min: number; max: number; options: ResponseOption[] };

/** Where a profile leads: 2026 本科专业目录 专业类 codes (4 digits, e.g. 0809) and 2022 职业分类大典 group codes (e.g. 2-02-10). */
export type ChoiceBridge = { majorClasses: string[]; occupationGroups: string[] };

export type ScaleInterpretation = {
  /** Text for a high score (sten ≥ 7, or the top of a profile). */
  high: BilingualText;
  /** Text for a low score (sten ≤ 4). */
  low: BilingualText;
  /** Strengths and cautions of a high score (of the scale's own direction). */
  strengths: BilingualText[];
  cautions: BilingualText[];
  /** For bipolar scales (16PF factors): the strengths and cautions of the low pole. */
  lowStrengths?: BilingualText[];
  lowCautions?: BilingualText[];
};

/**
 * A scale. For a dichotomy (mbti) the scale is the pair, e.g. code 'EI' with poles E and I; a
 * not-reversed item points to the first pole, a reversed item to the second.
 */
export type ScaleDefinition = {
  code: string;
  name: BilingualText;
  description: BilingualText;
  poles?: [DichotomyPole, DichotomyPole];
  interpretation: ScaleInterpretation;
  bridge: ChoiceBridge;
};

export type DichotomyPole = { code: string; name: BilingualText; description: BilingualText };

export type ItemDefinition = {
  /** Stable within an instrument and across its versions when the text is unchanged. */
  id: string;
  text: BilingualText;
  scale: string;
  /** Reverse-keyed: the keyed value is (min + max − answer). */
  reverse: boolean;
  /**
   * A consistency item: it repeats the item with this id (same scale and direction, reworded) and
   * is left out of the scale score; a large gap between the two keyed answers signals careless answering.
   */
  repeatOf?: string;
  /** Where the item comes from, e.g. "O*NET Interest Item Pool R1" or "IPIP-NEO-120 E1". */
  source?: string;
};

/**
 * Norms on the mean keyed item score (min…max) of each scale. Standard scores: z = (mean − norm.mean) / norm.sd,
 * T = 50 + 10z, sten = round(5.5 + 2z) within 1…10.
 */
export type ScaleNorm = { mean: number; sd: number };
export type NormsDefinition = {
  /** Whether these are published norms or our documented provisional ones. */
  kind: 'published' | 'provisional';
  source: BilingualText;
  scales: Record<string, ScaleNorm>;
};

/** A type or code text, e.g. the MBTI-style type INTJ or the Holland letter R as the first letter of the code. */
export type TypeInterpretation = {
  code: string;
  title: BilingualText;
  summary: BilingualText;
  strengths: BilingualText[];
  cautions: BilingualText[];
  bridge: ChoiceBridge;
};

export type CarelessRules = {
  /** Median answer time below this many milliseconds counts as too fast. */
  minMedianMs: number;
  /** The same answer on at least this share (0–1) of scored items counts as all-same. */
  maxSameShare: number;
  /** A consistency pair whose keyed answers differ by at least this much is inconsistent. */
  inconsistentGap: number;
  /** This many inconsistent pairs or more raise the signal. */
  maxInconsistentPairs: number;
};

export type InstrumentDefinition = {
  key: EvaluationKey;
  resultCode: EvaluationResultCode;
  /** Raised whenever items, keying, norms or texts change; results keep the version they were scored with. */
  version: number;
  title: BilingualText;
  intro: BilingualText;
  disclaimer: BilingualText;
  responseScale: ResponseScale;
  scales: ScaleDefinition[];
  items: ItemDefinition[];
  norms: NormsDefinition;
  /** Type or code texts: hol per letter, mbti per four-letter type, intelligence and anchor per dominant scale. */
  types: TypeInterpretation[];
  careless: CarelessRules;
  source: { items: BilingualText; licence: BilingualText; writtenByUs: BilingualText };
};

/** What a student (or the console preview) receives: no scale, direction, pairing or norms. */
export type TakingItem = { id: string; text: BilingualText };
export type TakingInstrument = {
  key: EvaluationKey;
  resultCode: EvaluationResultCode;
  version: number;
  title: BilingualText;
  intro: BilingualText;
  disclaimer: BilingualText;
  responseScale: ResponseScale;
  items: TakingItem[];
};

/** The view for taking or preview: items in order, without keying. */
export function stripKeying(definition: InstrumentDefinition): TakingInstrument {
  return {
    key: definition.key,
    resultCode: definition.resultCode,
    version: definition.version,
    title: definition.title,
    intro: definition.intro,
    disclaimer: definition.disclaimer,
    responseScale: definition.responseScale,
    items: definition.items.map((item) => ({ id: item.id, text: item.text })),
  };
}
