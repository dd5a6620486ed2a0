import { TRACK_CODE } from '@zhihang/contract/admissions/admission-codes';

/** The two tracks of one exam whose tables a source can swap: 物理类 / 历史类, 理工 / 文史. */
export const TRACK_PAIRS: ReadonlyArray<readonly [number, number]> = [
  [TRACK_CODE.physics, TRACK_CODE.history],
  [TRACK_CODE.science, TRACK_CODE.liberalArts],
];

/** A table as score → cumulative rank (its ordinary rows). */
export type TableProfile = ReadonlyMap<number, number>;

/** A reference table of the same track: another year of any source, or the same year of another source. */
export type ReferenceTable = { year: number; source: string; profile: TableProfile };

/**
 * How far apart two tables of one track may read before it is a finding: the median, over the
 * scores both print, of |ln(rank ÷ rank)|. A year's harder or easier paper moves the rank at a
 * score by up to about a third (广东 物理类 590: 35,158 in 2025, 40,553 in 2026: 0.14); 物理类
 * and 历史类 differ by a factor of 3–8 at the same score.
 */
export const JUMP_DISTANCE = Math.log(1.6);
/** Swapped, both tracks must read this close to their references. */
const SWAP_FIT_DISTANCE = Math.log(1.35);
/** Scores both tables must print for a distance to count (ranks under 100 left out: top noise). */
const MIN_COMMON_SCORES = 20;
const MIN_RANK = 100;

/** Median |ln(rank ratio)| over the scores both tables print; null when they share too few. */
export function tableDistance(left: TableProfile, right: TableProfile): number | null {
  const gaps: number[] = [];
  for (const [score, rank] of left) {
    const other = right.get(score);
    if (other === undefined || rank < MIN_RANK || other < MIN_RANK) continue;
    gaps.push(Math.abs(Math.log(rank / other)));
  }
  if (gaps.length < MIN_COMMON_SCORES) return null;
  gaps.sort((first, second) => first - second);
  const middle = Math.floor(gaps.length / 2);
  return gaps.length % 2 ? (gaps[middle] as number) : ((gaps[middle - 1] as number) + (gaps[middle] as number)) / 2;
}

/** The distance of a table to its track's references: the same year's other sources first, else the nearest years. */
export function referenceDistance(
  profile: TableProfile,
  references: readonly ReferenceTable[],
  year: number,
): number | null {
  const sameYear = references.filter((reference) => reference.year === year);
  const chosen = sameYear.length
    ? sameYear
    : [...references]
        .filter((reference) => reference.year !== year)
        .sort((left, right) => Math.abs(left.year - year) - Math.abs(right.year - year) || right.year - left.year)
        .slice(0, 2);
  const distances = chosen
    .map((reference) => tableDistance(profile, reference.profile))
    .filter((distance): distance is number => distance !== null);
  return distances.length ? Math.min(...distances) : null;
}

export type TrackTotalsVerdict =
  | { verdict: 'consistent' | 'no-reference' }
  | { verdict: 'swap'; asPublished: [number, number]; swapped: [number, number] }
  | { verdict: 'jump'; tracks: Array<{ trackCode: number; distance: number }> };

const round = (value: number) => Math.round(value * 1000) / 1000;

/**
 * Judges one province-year's tables of a pair of tracks in a file against their references. A
 * swap is declared only when the evidence is unambiguous: as published, both tables read far
 * from their own track's references, and swapped, both read close to them. Any other table far
 * from its references is a jump: reported, and served as published.
 */
export function judgeTrackTables(
  year: number,
  pair: readonly [number, number],
  tables: ReadonlyMap<number, TableProfile>,
  references: ReadonlyMap<number, readonly ReferenceTable[]>,
): TrackTotalsVerdict {
  const [first, second] = pair;
  const firstTable = tables.get(first);
  const secondTable = tables.get(second);
  const distance = (table: TableProfile | undefined, track: number) =>
    table ? referenceDistance(table, references.get(track) ?? [], year) : null;
  const asPublished = [distance(firstTable, first), distance(secondTable, second)];
  const swapped = [distance(firstTable, second), distance(secondTable, first)];
  if (
    asPublished.every((value) => value !== null && value > JUMP_DISTANCE) &&
    swapped.every((value) => value !== null && value <= SWAP_FIT_DISTANCE)
  ) {
    return {
      verdict: 'swap',
      asPublished: asPublished.map((value) => round(value as number)) as [number, number],
      swapped: swapped.map((value) => round(value as number)) as [number, number],
    };
  }
  const jumps = pair.flatMap((trackCode, index) => {
    const value = asPublished[index];
    return value !== null && value !== undefined && value > JUMP_DISTANCE
      ? [{ trackCode, distance: round(value) }]
      : [];
  });
  if (jumps.length) return { verdict: 'jump', tracks: jumps };
  return { verdict: asPublished.some((value) => value !== null) ? 'consistent' : 'no-reference' };
}
