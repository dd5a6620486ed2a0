/**
 * Codes of the admissions data: tracks (科类 / 首选科目), batches, 选科 subjects and 志愿 modes.
 * The spec fixes 文史 = 1, 理工 = 5 and the four batch codes; the codes for the reformed exam's
 * tracks and for 'other' are this project's and are stored beside the name as published.
 * The one table of these codes for the importer, the server and both web areas: no zod here, so
 * the light student pages can import it.
 */

export const TRACK_CODE = {
  liberalArts: 1,
  science: 5,
  history: 11,
  physics: 15,
  comprehensive: 20,
  art: 30,
  sports: 40,
  /** Vocational, counterpart (对口), ethnic-language, single-quota and other special tracks. */
  other: 90,
} as const;
export type TrackCode = (typeof TRACK_CODE)[keyof typeof TRACK_CODE];

export const ADMISSION_TRACKS: ReadonlyArray<{ code: TrackCode; name: string }> = [
  { code: TRACK_CODE.liberalArts, name: '文史' },
  { code: TRACK_CODE.science, name: '理工' },
  { code: TRACK_CODE.history, name: '历史类' },
  { code: TRACK_CODE.physics, name: '物理类' },
  { code: TRACK_CODE.comprehensive, name: '综合' },
  { code: TRACK_CODE.art, name: '艺术类' },
  { code: TRACK_CODE.sports, name: '体育类' },
  { code: TRACK_CODE.other, name: '其他' },
];

/** Score tables open on 文史 (class 1) unless the data has no 文史 rows. */
export const DEFAULT_SCORE_CLASS: TrackCode = TRACK_CODE.liberalArts;

/** Published names of the general tracks; anything else is art, sports or 'other' by keyword. */
export const TRACK_BY_NAME: Readonly<Record<string, TrackCode>> = {
  文科: TRACK_CODE.liberalArts,
  文史: TRACK_CODE.liberalArts,
  文史类: TRACK_CODE.liberalArts,
  理科: TRACK_CODE.science,
  理工: TRACK_CODE.science,
  理工类: TRACK_CODE.science,
  历史: TRACK_CODE.history,
  历史类: TRACK_CODE.history,
  首选历史: TRACK_CODE.history,
  历史组: TRACK_CODE.history,
  历史科目组: TRACK_CODE.history,
  物理: TRACK_CODE.physics,
  物理类: TRACK_CODE.physics,
  首选物理: TRACK_CODE.physics,
  物理组: TRACK_CODE.physics,
  物理科目组: TRACK_CODE.physics,
  综合: TRACK_CODE.comprehensive,
  综合改革: TRACK_CODE.comprehensive,
  综合类: TRACK_CODE.comprehensive,
  不分文理: TRACK_CODE.comprehensive,
  不分科类: TRACK_CODE.comprehensive,
  不分科目类: TRACK_CODE.comprehensive,
  文理综合: TRACK_CODE.comprehensive,
};

const ART_KEYWORDS = /艺术|美术|音乐|舞蹈|播音|编导|表演|书法|戏剧|影视|声乐|器乐/;

/**
 * Track code of a published 科类 / 首选科目 name. Unknown names are kept under 'other' with their
 * text, never guessed into a general track (蒙授文科, 单列类物理类 and 对口 are separate quotas).
 */
export function trackCodeOf(name: string): TrackCode {
  const trimmed = name.trim().replace(/\s+/g, '');
  const known = TRACK_BY_NAME[trimmed];
  if (known !== undefined) return known;
  if (ART_KEYWORDS.test(trimmed)) return TRACK_CODE.art;
  if (trimmed.includes('体育')) return TRACK_CODE.sports;
  return TRACK_CODE.other;
}

/**
 * Words of batch names of admissions apart from the ordinary one (a plan book prints them under
 * the same 本科 batch): 专项, 预科, 民族班, 定向, 部队 and the 征集志愿 rounds. An ordinary plan never
 * mixes them in.
 */
export const SPECIAL_ADMISSION_WORDS = ['征集', '专项', '预科', '民族班', '定向', '部队'] as const;

/** Spec batch codes (§9) plus 0 for batches that are none of the four (special types, 专项 alone…). */
export const BATCH_CODE = {
  undergraduateEarly: 1,
  juniorCollegeEarly: 2,
  undergraduate: 3,
  juniorCollege: 7,
  other: 0,
} as const;
export type BatchCode = (typeof BATCH_CODE)[keyof typeof BATCH_CODE];

/** The batches the score filters offer, in the spec's order; 本科批 is the default major batch. */
export const ADMISSION_BATCHES: ReadonlyArray<{ code: BatchCode; name: string }> = [
  { code: BATCH_CODE.undergraduate, name: '本科批' },
  { code: BATCH_CODE.undergraduateEarly, name: '提前本' },
  { code: BATCH_CODE.juniorCollege, name: '专科批' },
  { code: BATCH_CODE.juniorCollegeEarly, name: '提前专' },
];
export const DEFAULT_MAJOR_BATCH: BatchCode = BATCH_CODE.undergraduate;

/**
 * 选科 subjects: dictionary codes (data dictionary 06xx) and the bit each one has in the
 * requirement masks stored on plan and admission rows. 技术 (浙江) has no dictionary entry.
 */
export const ELECTIVE_SUBJECTS = [
  { code: '0604', name: '物理', bit: 1 },
  { code: '0605', name: '历史', bit: 2 },
  { code: '0606', name: '化学', bit: 4 },
  { code: '0607', name: '生物', bit: 8 },
  { code: '0608', name: '政治', bit: 16 },
  { code: '0609', name: '地理', bit: 32 },
  { code: '0610', name: '技术', bit: 64 },
] as const;
export type ElectiveSubjectCode = (typeof ELECTIVE_SUBJECTS)[number]['code'];

/** How the 再选 subjects of a requirement combine: all of them, any one of them, or no requirement. */
export const SUBJECT_MATCH = ['all', 'any', 'none'] as const;
export type SubjectMatch = (typeof SUBJECT_MATCH)[number];

/** 志愿 filling modes of a province. */
export const FILLING_MODES = ['院校', '院校专业组', '专业+院校'] as const;
export type FillingMode = (typeof FILLING_MODES)[number];
