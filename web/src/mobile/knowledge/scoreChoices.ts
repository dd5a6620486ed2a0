import { ADMISSION_TRACKS, TRACK_CODE } from '@zhihang/contract/admissions/admission-codes';
import { DEFAULT_SCORE_CLASS, TRACKS, YEARS_OFFERED } from '@zhihang/contract/constants';

export type TrackChoice = { code: number; name: string };

const REFORMED_CODES: readonly number[] = [TRACK_CODE.history, TRACK_CODE.physics, TRACK_CODE.comprehensive];

/** The general track of a published 科类 name (文史 1, 理工 5, 历史类 11, 物理类 15, 综合 20). */
export function trackCodeOfName(name: string): number | undefined {
  const text = name.trim().replace(/\s+/g, '');
  const found = ADMISSION_TRACKS.find((track) => track.name === text || track.name === `${text}类`);
  if (found) return found.code;
  if (/^(文科|文史类)$/.test(text)) return TRACK_CODE.liberalArts;
  if (/^(理科|理工类)$/.test(text)) return TRACK_CODE.science;
  return undefined;
}

/** 文史 and 理工 always, then the new-gaokao tracks that the rows' track names show. */
export function trackChoicesOf(trackNames: readonly string[]): TrackChoice[] {
  const present = new Set(trackNames.map(trackCodeOfName));
  const reformed = ADMISSION_TRACKS.filter((track) => REFORMED_CODES.includes(track.code) && present.has(track.code));
  return [...TRACKS.map((track) => ({ code: track.code, name: track.name })), ...reformed];
}

/** The track a table opens with: 文史 (1) when the data has it, else the first track it has. */
export function defaultTrackOf(trackNames: readonly string[]): number {
  const codes = trackNames.map(trackCodeOfName).filter((code): code is number => code !== undefined);
  if (!codes.length || codes.includes(DEFAULT_SCORE_CLASS)) return DEFAULT_SCORE_CLASS;
  return trackChoicesOf(trackNames).find((choice) => codes.includes(choice.code))?.code ?? DEFAULT_SCORE_CLASS;
}

/** The current year and the two before, newest first. */
export function yearsOffered(currentYear: number): number[] {
  return Array.from({ length: YEARS_OFFERED }, (_, index) => currentYear - index);
}
