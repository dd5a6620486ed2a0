import { TRACK_CODE } from '@zhihang/contract/admissions/admission-codes';

/**
 * The tracks a student's 首选 subject can mean, in order of preference: 物理类 (3+1+2), then the
 * 3+3 综合 track, then 理工 (文理 provinces); the same for 历史. Without a 首选 subject: 综合.
 */
export function trackPreferences(mainSubject: string): number[] {
  if (mainSubject === '0604') return [TRACK_CODE.physics, TRACK_CODE.comprehensive, TRACK_CODE.science];
  if (mainSubject === '0605') return [TRACK_CODE.history, TRACK_CODE.comprehensive, TRACK_CODE.liberalArts];
  return [TRACK_CODE.comprehensive];
}

/** The first preferred track the province has data for, else the first preference. */
export function pickTrack(mainSubject: string, available: readonly number[]): number {
  const preferences = trackPreferences(mainSubject);
  return preferences.find((track) => available.includes(track)) ?? (preferences[0] as number);
}
