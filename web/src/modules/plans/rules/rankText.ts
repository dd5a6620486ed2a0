/**
 * How a rank interval reads (spec: shown honestly as an interval where the 一分一段 table merges
 * bands or the score is below the published floor). Returns a message key and its values.
 */
type RankInterval = { best: number | null; worst: number | null; exact: boolean; kind: string };

export type RankText =
  | { key: 'exact'; values: { rank: string } }
  | { key: 'interval'; values: { best: string; worst: string } }
  | { key: 'belowFloor'; values: { rank: string } }
  | { key: 'aboveTop'; values: { rank: string } }
  | { key: 'none'; values: Record<string, never> };

/** 27930 → 27,930. */
export const rankNumber = (value: number) => value.toLocaleString('en-US');

export function rankTextOf(rank: RankInterval): RankText {
  if (rank.kind === 'below-floor' && rank.best !== null)
    return { key: 'belowFloor', values: { rank: rankNumber(rank.best) } };
  if (rank.kind === 'above-top' && rank.worst !== null)
    return { key: 'aboveTop', values: { rank: rankNumber(rank.worst) } };
  if (rank.best !== null && rank.worst !== null) {
    return rank.best === rank.worst
      ? { key: 'exact', values: { rank: rankNumber(rank.worst) } }
      : { key: 'interval', values: { best: rankNumber(rank.best), worst: rankNumber(rank.worst) } };
  }
  const one = rank.worst ?? rank.best;
  return one === null ? { key: 'none', values: {} } : { key: 'exact', values: { rank: rankNumber(one) } };
}
