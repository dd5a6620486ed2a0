import { shareText } from './share.ts';

/** A university's tags split on comma, space or full-width comma, blanks dropped. */
export function splitTags(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/[,，、\s]+/)
    .map((tag) => tag.trim())
    .filter(Boolean);
}

/** Phone numbers of `college_tel`, separated by commas (either width). */
export function phonesOf(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/[,，;；]+/)
    .map((phone) => phone.trim())
    .filter(Boolean);
}

function isAboveZero(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0;
}

/** Doctoral or master's points as `x / y`; `-` when neither count is above 0. */
export function degreeCountText(first: number | null | undefined, second: number | null | undefined): string {
  if (!isAboveZero(first) && !isAboveZero(second)) return '-';
  return `${isAboveZero(first) ? first : 0} / ${isAboveZero(second) ? second : 0}`;
}

/** The ranking fields of a university, in the order the panel shows them. */
export const RANK_FIELDS = [
  'college_rank_ruanke',
  'college_rank_xyh',
  'college_rank_wsl',
  'college_rank_qs',
  'college_rank_us',
  'college_rank_tws',
] as const;
export type RankField = (typeof RANK_FIELDS)[number];

/** Whether a ranking is worth a tag: numeric and non-zero. */
export function isShownRank(value: unknown): value is number | string {
  if (value === null || value === undefined || value === '') return false;
  const number = Number(value);
  return Number.isFinite(number) && number !== 0;
}

/** The rankings to show as tags: field and value, only the numeric non-zero ones. */
export function rankTagsOf(
  university: Partial<Record<RankField, number | string | null>>,
): Array<{ field: RankField; value: number }> {
  return RANK_FIELDS.flatMap((field) => {
    const value = university[field];
    return isShownRank(value) ? [{ field, value: Number(value) }] : [];
  });
}

/** The master recommendation rate (a fraction) ×100 as percent text; null when unknown or not a possible share. */
export function masterRateText(value: number | null | undefined): string | null {
  return typeof value === 'number' ? shareText(value * 100) : null;
}

/** A website address usable as a link: `http://` added when it has no scheme; null for blank or unsafe ones. */
export function websiteHref(text: string | null | undefined): string | null {
  const trimmed = (text ?? '').trim();
  if (!trimmed) return null;
  if (/^https?:\/\//i.test(trimmed)) return trimmed;
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed)) return null;
  return `http://${trimmed}`;
}

/** A place name without its administrative suffix, to see that 北京 and 北京市 are one place. */
function placeCore(name: string): string {
  return name.replace(/(省|市|自治区|壮族自治区|回族自治区|维吾尔自治区|特别行政区)$/, '');
}

/**
 * Where a university is: `province · city`, or the province alone for a municipality, whose
 * city is the province itself (北京市, not 北京市 · 北京市).
 */
export function areaText(provinceName: string | null | undefined, cityName: string | null | undefined): string {
  const province = (provinceName ?? '').trim();
  const city = (cityName ?? '').trim();
  if (!city || (province && placeCore(city) === placeCore(province))) return province || city;
  return [province, city].filter(Boolean).join(' · ');
}
