/**
 * Score ↔ rank conversion over one published 一分一段 table. Pure and zod-free: the server uses
 * it to rank a student and to find 同位分, the guidance page to show the interval it got.
 *
 * A table is honest about what it knows, and so are the answers: a merged band (680分及以上,
 * 693-750) only says the student is somewhere in the band's ranks, and below the last row
 * (tables stop at a published floor) nothing is known about how many are behind.
 */

/** One row as stored in score_rank_rows (scoreHigh null: the band is open upwards, "及以上"). */
export type ScoreRankRow = {
  scoreLow: number;
  scoreHigh: number | null;
  countAtScore: number | null;
  rankStart: number | null;
  rankEnd: number | null;
};

/**
 * - exact: the score has its own row; best–worst is the range of candidates on it, worst the
 *   published 位次 (the cumulative count).
 * - merged-band: the score lies in a band of several scores; the student is somewhere in it.
 * - gap: the table has no row for the score but rows on both sides (nobody had it, or a row is
 *   missing): best is the rank after the row above, worst the rank before the row below.
 * - above-top: higher than any score of the table (a bonus can lift a total past 750).
 * - below-floor: lower than the last published row; worst is unknown (null).
 * - no-table: no rows at all.
 */
export type RankIntervalKind = 'exact' | 'merged-band' | 'gap' | 'above-top' | 'below-floor' | 'no-table';

export type RankInterval = {
  /** Best (smallest) rank the score can have; null only without a table. */
  best: number | null;
  /** Worst (largest) rank; null when the table does not reach that far. */
  worst: number | null;
  /** Whether the table pins the score down: a row of its own, or an interval of one rank. */
  exact: boolean;
  kind: RankIntervalKind;
};

export type ScoreIntervalKind = 'exact' | 'merged-band' | 'gap' | 'below-floor' | 'no-table';

/** The scores that hold a rank in a table (同位分); high null means "and above". */
export type ScoreInterval = {
  low: number | null;
  high: number | null;
  exact: boolean;
  kind: ScoreIntervalKind;
};

/** A row with its ranks made whole: start is end + 1 when nobody had the score. */
type Band = { low: number; high: number | null; start: number; end: number };

/** A table ready for conversions: bands from the highest score down, ranks filled in. */
export type PreparedScoreTable = { bands: readonly Band[] };

/** A cumulative rank under half of both its neighbours' is a misprint. */
const MISPRINT_DIP = 2;

/**
 * A table without its misprinted rows, high to low. A score whose cumulative rank is less than
 * half of both its neighbours' (江苏 2024 物理类 prints 470 at 510 points between 130 825 and
 * 133 496) cannot be: a higher score never has more candidates at or above it. Left in, every
 * student and every minimum score at that point read a top-500 rank; dropped, the score reads
 * the gap between the neighbours. The first and last rows have one neighbour and stay, and so
 * does every row of an ordered table, however steep its steps. Only a table with one row per
 * score is judged: where several tables or repeated bands share a score, rows are not neighbours.
 * Every score → rank conversion goes through this (prepareScoreTable); the stored rows stay as
 * published.
 */
export function withoutMisprintedRows<Row extends { scoreLow: number; rankEnd: number | null }>(
  rows: readonly Row[],
): Row[] {
  const sorted = [...rows].sort((left, right) => right.scoreLow - left.scoreLow);
  if (new Set(sorted.map((row) => row.scoreLow)).size !== sorted.length) return sorted;
  return sorted.filter((row, index) => {
    const above = sorted[index - 1]?.rankEnd;
    const below = sorted[index + 1]?.rankEnd;
    const rank = row.rankEnd;
    if (rank === null || above === null || above === undefined || below === null || below === undefined) return true;
    return !(MISPRINT_DIP * rank < above && MISPRINT_DIP * rank < below && above <= below);
  });
}

/**
 * Sorts the rows high to low whatever order they came in, skips misprinted rows
 * (withoutMisprintedRows), drops repeats of one band (some sources print a merged band once per
 * score in it) and rows without a usable rank, and derives the missing start of a band from its
 * count or from the band above.
 */
export function prepareScoreTable(rows: readonly ScoreRankRow[]): PreparedScoreTable {
  const sorted = withoutMisprintedRows(rows).sort(
    (left, right) => right.scoreLow - left.scoreLow || (right.scoreHigh ?? Infinity) - (left.scoreHigh ?? Infinity),
  );
  const bands: Band[] = [];
  const seen = new Set<string>();
  for (const row of sorted) {
    const key = `${row.scoreLow}|${row.scoreHigh}`;
    if (seen.has(key)) continue;
    const end =
      row.rankEnd ??
      (row.rankStart !== null && row.countAtScore !== null ? row.rankStart + row.countAtScore - 1 : null);
    if (end === null) continue;
    seen.add(key);
    const previousEnd = bands.at(-1)?.end ?? 0;
    const start =
      row.countAtScore !== null
        ? end - row.countAtScore + 1
        : row.rankStart !== null && row.rankStart > 0
          ? row.rankStart
          : previousEnd + 1;
    bands.push({ low: row.scoreLow, high: row.scoreHigh, start, end });
  }
  return { bands };
}

const isSingleScore = (band: Band) => band.high === band.low;
const covers = (band: Band, score: number) => score >= band.low && (band.high === null || score <= band.high);
const rankSpan = (best: number, worst: number, kind: 'exact' | 'merged-band' | 'gap'): RankInterval => {
  const last = Math.max(best, worst);
  return { best, worst: last, exact: kind === 'exact' || best === last, kind };
};

/** The rank interval of a score in the table. */
export function scoreToRank(table: PreparedScoreTable, score: number): RankInterval {
  const { bands } = table;
  const top = bands[0];
  const bottom = bands.at(-1);
  if (!top || !bottom) return { best: null, worst: null, exact: false, kind: 'no-table' };
  if (top.high !== null && score > top.high) {
    // Everyone above the student is above the table's first row: at most start − 1 of them.
    const worst = Math.max(1, top.start);
    return { best: 1, worst, exact: worst === 1, kind: 'above-top' };
  }
  if (score < bottom.low) return { best: bottom.end + 1, worst: null, exact: false, kind: 'below-floor' };

  // First band (high to low) whose low end is at or below the score.
  let lo = 0;
  let hi = bands.length - 1;
  while (lo < hi) {
    const middle = (lo + hi) >> 1;
    if ((bands[middle] as Band).low <= score) hi = middle;
    else lo = middle + 1;
  }
  const band = bands[lo] as Band;
  if (covers(band, score)) return rankSpan(band.start, band.end, isSingleScore(band) ? 'exact' : 'merged-band');
  // Between the band above (lo − 1) and this one.
  const above = bands[lo - 1] as Band;
  return rankSpan(above.end + 1, band.start - 1, 'gap');
}

/**
 * The score that holds a rank in the table: the highest score whose cumulative count reaches it
 * (同位分 when the rank comes from another year's table).
 */
export function rankToScore(table: PreparedScoreTable, rank: number): ScoreInterval {
  const { bands } = table;
  const bottom = bands.at(-1);
  if (!bottom) return { low: null, high: null, exact: false, kind: 'no-table' };
  const wanted = Math.max(1, rank);
  if (wanted > bottom.end) return { low: null, high: bottom.low - 1, exact: false, kind: 'below-floor' };

  let lo = 0;
  let hi = bands.length - 1;
  while (lo < hi) {
    const middle = (lo + hi) >> 1;
    if ((bands[middle] as Band).end >= wanted) hi = middle;
    else lo = middle + 1;
  }
  const band = bands[lo] as Band;
  const above = bands[lo - 1];
  if (wanted < band.start && above && above.low - 1 > (band.high ?? band.low)) {
    // The rank falls between two rows that leave scores out: it is one of those scores.
    const high = above.low - 1;
    const low = (band.high ?? band.low) + 1;
    return { low, high, exact: low === high, kind: 'gap' };
  }
  if (isSingleScore(band)) return { low: band.low, high: band.low, exact: true, kind: 'exact' };
  return { low: band.low, high: band.high, exact: false, kind: 'merged-band' };
}
