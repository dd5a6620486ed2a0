import { describe, expect, it } from 'vitest';
import {
  prepareScoreTable,
  rankToScore,
  scoreToRank,
  withoutMisprintedRows,
  type ScoreRankRow,
} from './rank-conversion.ts';

const row = (
  scoreLow: number,
  scoreHigh: number | null,
  countAtScore: number | null,
  rankStart: number | null,
  rankEnd: number | null,
): ScoreRankRow => ({ scoreLow, scoreHigh, countAtScore, rankStart, rankEnd });

/**
 * 680分及以上 (50), 679 (10), 678 (5), no 677 (nobody), 676 (5), 675 missing although 9
 * candidates had it (ranks 71–79 are in no row), 674 (10), 673 (11) and then the floor.
 */
const OPEN_TOP = [
  row(680, null, 50, 1, 50),
  row(679, 679, 10, 51, 60),
  row(678, 678, 5, 61, 65),
  row(676, 676, 5, 66, 70),
  row(674, 674, 10, 80, 89),
  row(673, 673, 11, 90, 100),
];

/** 693-750 merged, printed once per score as some sources do, then 692 and 691, low to high. */
const CLOSED_TOP_ASCENDING = [
  row(691, 691, 8, 39, 46),
  row(692, 692, 6, 33, 38),
  row(693, 750, 32, 1, 32),
  row(693, 750, 32, 1, 32),
];

describe('scoreToRank', () => {
  const table = prepareScoreTable(OPEN_TOP);

  it('gives a score of its own row the range of candidates on it, the published 位次 last', () => {
    expect(scoreToRank(table, 679)).toEqual({ best: 51, worst: 60, exact: true, kind: 'exact' });
    expect(scoreToRank(table, 673)).toEqual({ best: 90, worst: 100, exact: true, kind: 'exact' });
  });

  it('places a score in a merged top band anywhere in the band', () => {
    expect(scoreToRank(table, 680)).toEqual({ best: 1, worst: 50, exact: false, kind: 'merged-band' });
    expect(scoreToRank(table, 745)).toEqual({ best: 1, worst: 50, exact: false, kind: 'merged-band' });
  });

  it('pins a score nobody had between consecutive rows to the next rank', () => {
    expect(scoreToRank(table, 677)).toEqual({ best: 66, worst: 66, exact: true, kind: 'gap' });
  });

  it('spans the ranks no row holds when a row is missing', () => {
    expect(scoreToRank(table, 675)).toEqual({ best: 71, worst: 79, exact: false, kind: 'gap' });
  });

  it('leaves the worst side open below the published floor', () => {
    expect(scoreToRank(table, 672)).toEqual({ best: 101, worst: null, exact: false, kind: 'below-floor' });
    expect(scoreToRank(table, 300)).toEqual({ best: 101, worst: null, exact: false, kind: 'below-floor' });
  });

  it('reads a table printed low to high with a repeated closed top band', () => {
    const closed = prepareScoreTable(CLOSED_TOP_ASCENDING);
    expect(closed.bands).toHaveLength(3);
    expect(scoreToRank(closed, 700)).toEqual({ best: 1, worst: 32, exact: false, kind: 'merged-band' });
    expect(scoreToRank(closed, 692)).toEqual({ best: 33, worst: 38, exact: true, kind: 'exact' });
    expect(scoreToRank(closed, 691)).toEqual({ best: 39, worst: 46, exact: true, kind: 'exact' });
  });

  it('ranks a total above the table (policy bonus) first, or just behind those above the first row', () => {
    const closed = prepareScoreTable(CLOSED_TOP_ASCENDING);
    expect(scoreToRank(closed, 760)).toEqual({ best: 1, worst: 1, exact: true, kind: 'above-top' });
    // A table whose first row starts at 13 has 12 candidates above it.
    const shifted = prepareScoreTable([row(695, 750, 1, 13, 13), row(694, 694, 2, 14, 15)]);
    expect(scoreToRank(shifted, 751)).toEqual({ best: 1, worst: 13, exact: false, kind: 'above-top' });
  });

  it('puts a score in an empty top band (count 0) just ahead of everyone', () => {
    const empty = prepareScoreTable([row(716, 750, 0, 0, 0), row(715, 715, 14, 1, 14), row(714, 714, 4, 15, 18)]);
    expect(scoreToRank(empty, 720)).toEqual({ best: 1, worst: 1, exact: true, kind: 'merged-band' });
    expect(scoreToRank(empty, 714)).toEqual({ best: 15, worst: 18, exact: true, kind: 'exact' });
  });

  it('takes a missing start from the count, else from the row above, and drops rows without ranks', () => {
    const sparse = prepareScoreTable([
      row(700, 700, null, null, 10),
      row(699, 699, null, null, 15),
      row(698, 698, 4, null, 19),
      row(697, 697, null, null, null),
    ]);
    expect(scoreToRank(sparse, 700)).toEqual({ best: 1, worst: 10, exact: true, kind: 'exact' });
    expect(scoreToRank(sparse, 699)).toEqual({ best: 11, worst: 15, exact: true, kind: 'exact' });
    expect(scoreToRank(sparse, 698)).toEqual({ best: 16, worst: 19, exact: true, kind: 'exact' });
    expect(scoreToRank(sparse, 697)).toEqual({ best: 20, worst: null, exact: false, kind: 'below-floor' });
  });

  it('matches the published 江苏 2025 物理类 rows', () => {
    const jiangsu = prepareScoreTable([
      row(683, 683, 126, 1, 126),
      row(682, 682, 18, 127, 144),
      row(601, 601, 916, 33070, 33985),
      row(600, 600, 903, 33986, 34888),
    ]);
    expect(scoreToRank(jiangsu, 600)).toEqual({ best: 33986, worst: 34888, exact: true, kind: 'exact' });
  });

  it('says so when there is no table', () => {
    expect(scoreToRank(prepareScoreTable([]), 600)).toEqual({
      best: null,
      worst: null,
      exact: false,
      kind: 'no-table',
    });
  });
});

describe('rankToScore', () => {
  const table = prepareScoreTable(OPEN_TOP);

  it('finds the score whose cumulative count first reaches the rank', () => {
    expect(rankToScore(table, 51)).toEqual({ low: 679, high: 679, exact: true, kind: 'exact' });
    expect(rankToScore(table, 60)).toEqual({ low: 679, high: 679, exact: true, kind: 'exact' });
    expect(rankToScore(table, 61)).toEqual({ low: 678, high: 678, exact: true, kind: 'exact' });
    expect(rankToScore(table, 66)).toEqual({ low: 676, high: 676, exact: true, kind: 'exact' });
  });

  it('answers a merged band with its scores, open at the top for 及以上', () => {
    expect(rankToScore(table, 1)).toEqual({ low: 680, high: null, exact: false, kind: 'merged-band' });
    expect(rankToScore(table, 0)).toEqual({ low: 680, high: null, exact: false, kind: 'merged-band' });
    const closed = prepareScoreTable(CLOSED_TOP_ASCENDING);
    expect(rankToScore(closed, 10)).toEqual({ low: 693, high: 750, exact: false, kind: 'merged-band' });
    expect(rankToScore(closed, 35)).toEqual({ low: 692, high: 692, exact: true, kind: 'exact' });
  });

  it('gives the left-out score for a rank that no row holds', () => {
    expect(rankToScore(table, 75)).toEqual({ low: 675, high: 675, exact: true, kind: 'gap' });
  });

  it('is below the floor for a rank past the last row', () => {
    expect(rankToScore(table, 100)).toEqual({ low: 673, high: 673, exact: true, kind: 'exact' });
    expect(rankToScore(table, 101)).toEqual({ low: null, high: 672, exact: false, kind: 'below-floor' });
    expect(rankToScore(prepareScoreTable([]), 5)).toEqual({ low: null, high: null, exact: false, kind: 'no-table' });
  });

  it('gives 同位分: the same rank read in another year’s table', () => {
    const lastYear = prepareScoreTable([row(605, 605, 900, 33001, 33900), row(604, 604, 950, 33901, 34850)]);
    const thisYear = prepareScoreTable([row(601, 601, 916, 33070, 33985), row(600, 600, 903, 33986, 34888)]);
    const rank = scoreToRank(thisYear, 600).worst as number;
    expect(rank).toBe(34888);
    expect(rankToScore(lastYear, rank)).toEqual({ low: null, high: 603, exact: false, kind: 'below-floor' });
    expect(rankToScore(lastYear, 34000)).toEqual({ low: 604, high: 604, exact: true, kind: 'exact' });
  });
});

/** Rows that print only the cumulative rank, as 江苏 does, given high to low. */
const cumulative = (entries: ReadonlyArray<[score: number, rankEnd: number]>) =>
  entries.map(([score, rankEnd]) => row(score, score, null, null, rankEnd));

/** 江苏 2024 物理类 around 510 points: 470 printed between 130 825 and 133 496. */
const JIANGSU_DIP = [
  row(512, 512, 2690, 125_446, 128_135),
  row(511, 511, 2690, 128_136, 130_825),
  row(510, 510, 2671, 131_155, 470),
  row(509, 509, 2671, 130_826, 133_496),
  row(508, 508, 2700, 133_497, 136_196),
];

describe('withoutMisprintedRows', () => {
  it('drops a cumulative rank under half of both neighbours, as 江苏 prints at 510 points', () => {
    expect(withoutMisprintedRows(JIANGSU_DIP).map((band) => band.scoreLow)).toEqual([512, 511, 509, 508]);
  });

  it('reads a misprinted score in the ranks between its neighbours, never the misprint', () => {
    const table = prepareScoreTable(JIANGSU_DIP);
    // 509's 2 671 candidates start right after 511's, so 510 points is the next rank.
    expect(scoreToRank(table, 510)).toEqual({ best: 130_826, worst: 130_826, exact: true, kind: 'gap' });
    expect(scoreToRank(table, 509)).toEqual({ best: 130_826, worst: 133_496, exact: true, kind: 'exact' });
    // Rank 470 belongs to no score of this stretch: it is held above the table's top row.
    expect(rankToScore(table, 131_000)).toEqual({ low: 509, high: 509, exact: true, kind: 'exact' });
  });

  it('keeps every row of an ordered table, however steep a short table steps', () => {
    const short = cumulative([
      [700, 3],
      [690, 40],
      [600, 5000],
      [450, 90_000],
    ]);
    expect(withoutMisprintedRows(short)).toHaveLength(4);
    expect(prepareScoreTable(short).bands).toHaveLength(4);
  });

  it('keeps the first and last rows, which have one neighbour only', () => {
    expect(
      withoutMisprintedRows(
        cumulative([
          [600, 5000],
          [500, 10],
          [400, 20_000],
        ]),
      ).map((band) => band.scoreLow),
    ).toEqual([600, 400]);
    expect(
      withoutMisprintedRows(
        cumulative([
          [600, 5000],
          [500, 10],
        ]),
      ),
    ).toHaveLength(2);
    expect(
      withoutMisprintedRows(
        cumulative([
          [600, 10],
          [500, 5000],
          [400, 20_000],
        ]),
      ),
    ).toHaveLength(3);
  });

  it('judges rows given in any order, and leaves a table with two rows of a score as it is', () => {
    const ascending = cumulative([
      [509, 133_496],
      [510, 470],
      [511, 130_825],
    ]);
    expect(withoutMisprintedRows(ascending).map((band) => band.scoreLow)).toEqual([511, 509]);
    const twoTables = [...ascending, ...cumulative([[510, 131_000]])];
    expect(withoutMisprintedRows(twoTables)).toHaveLength(4);
  });

  it('keeps a row when its rank or a neighbour rank is not printed', () => {
    const unprinted = [row(511, 511, null, null, 130_825), row(510, 510, null, null, 470), row(509, 509, 20, 1, null)];
    expect(withoutMisprintedRows(unprinted)).toHaveLength(3);
  });
});
