/**
 * Codes of the admissions data: tracks (科类 / 首选科目), batches, 选科 subjects and 志愿 modes.
 * The spec fixes 文史 = 1, 理工 = 5 and the four batch codes; the codes for the reformed exam's
 * tracks and for 'other' are this project's and are stored beside the name as published.
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

/** Spec batch codes (§9) plus 0 for batches that are none of the four (special types, 专项 alone…). */
export const BATCH_CODE = {
  undergraduateEarly: 1,
  juniorCollegeEarly: 2,
  undergraduate: 3,
  juniorCollege: 7,
  other: 0,
} as const;
export type BatchCode = (typeof BATCH_CODE)[keyof typeof BATCH_CODE];

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
