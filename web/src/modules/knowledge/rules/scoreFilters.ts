import { TRACKS, YEARS_OFFERED } from '@zhihang/contract/constants';

export type TrackOption = { code: number; name: string };

/** Tracks of the reformed exam, offered only where the data has them. */
const REFORMED_TRACKS: readonly TrackOption[] = [
  { code: 11, name: '历史类' },
  { code: 15, name: '物理类' },
  { code: 20, name: '综合' },
];

const TRACK_BY_NAME: Readonly<Record<string, number>> = {
  文史: 1,
  文科: 1,
  文史类: 1,
  理工: 5,
  理科: 5,
  理工类: 5,
  历史: 11,
  历史类: 11,
  首选历史: 11,
  物理: 15,
  物理类: 15,
  首选物理: 15,
  综合: 20,
  综合改革: 20,
  不分文理: 20,
};

/** The track code of a published track name, or undefined for art, sports and special tracks. */
export function trackCodeOfName(name: string): number | undefined {
  return TRACK_BY_NAME[name.trim().replace(/\s+/g, '')];
}

/** 文史(1) and 理工(5) always, then the reformed tracks that appear among the rows' track names. */
export function trackOptionsOf(trackNames: readonly string[]): TrackOption[] {
  const present = new Set(trackNames.map(trackCodeOfName));
  return [
    ...TRACKS.map((track) => ({ code: track.code, name: track.name })),
    ...REFORMED_TRACKS.filter((track) => present.has(track.code)),
  ];
}

/**
 * The track a score table opens with: 文史 (1) when the data has it, else the first track the data
 * has (a reformed province has 历史类 instead), else 文史.
 */
export function defaultTrackOf(trackNames: readonly string[], fallback: number = TRACKS[0].code): number {
  const codes = trackNames.map(trackCodeOfName).filter((code): code is number => code !== undefined);
  if (!codes.length || codes.includes(fallback)) return fallback;
  const options = trackOptionsOf(trackNames);
  return options.find((option) => codes.includes(option.code))?.code ?? fallback;
}

/** The years offered: the current year and the two before, newest first. */
export function offeredYears(currentYear: number, count: number = YEARS_OFFERED): number[] {
  return Array.from({ length: count }, (_, index) => currentYear - index);
}

/** The year a score table opens with: the newest offered year that has data, else the current year. */
export function defaultYearOf(offered: readonly number[], yearsWithData: readonly number[]): number | undefined {
  return offered.find((year) => yearsWithData.includes(year)) ?? offered[0];
}

/** The current year from the system parameter, or the calendar year when it is missing. */
export function currentYearOf(parameter: string | undefined, now: Date = new Date()): number {
  const year = Number(parameter);
  return Number.isInteger(year) && year > 2000 ? year : now.getFullYear();
}
