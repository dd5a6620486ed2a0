import { TRACK_CODE, type TrackCode } from '@zhihang/contract/admissions/admission-codes';

/** Published names of the general tracks; anything else is art, sports or 'other' by keyword. */
const TRACK_BY_NAME: Record<string, TrackCode> = {
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
