/** A control line as the check reads it. */
export type LineFigure = {
  id: number;
  year: number;
  trackCode: number;
  label: string;
  lineType: string;
  score: number;
};

/**
 * Lines move from year to year, but rarely by this much: 广东 历史类 本科 went 428 → 464 (+36) in
 * 2025, the largest move in the shipped data.
 */
export const LINE_TOLERANCE = 50;

/** One batch's name across years: 「本科院校」 in 2026 is 「本科」 in 2025. */
export function lineLabelKey(batchName: string): string {
  return batchName
    .normalize('NFKC')
    .replace(/\s+/g, '')
    .replace(/院校|批次|批$/g, '')
    .replace(/[()（）]/g, '');
}

export type LineVerdict =
  | { fits: true }
  | {
      fits: false;
      reference: { year: number; score: number };
      /** Another label whose line the value fits in that year, if any: what the line probably is. */
      likely: { label: string; score: number } | null;
    };

/** Other years within this distance are a line's reference. */
const REFERENCE_YEARS = 2;

/**
 * Whether a line's value fits its label: some line of the same label, track and type in another
 * year within two years lies within the tolerance (a province may print several lines under one
 * label: 重庆「普通类」 is its 特控, 本科 and 专科 line). A line with no such year is not judged.
 */
export function judgeControlLine(line: LineFigure, others: readonly LineFigure[]): LineVerdict {
  const key = lineLabelKey(line.label);
  const sameLabel = others
    .filter(
      (other) =>
        other.id !== line.id &&
        other.year !== line.year &&
        Math.abs(other.year - line.year) <= REFERENCE_YEARS &&
        other.trackCode === line.trackCode &&
        other.lineType === line.lineType &&
        lineLabelKey(other.label) === key,
    )
    .sort(
      (left, right) =>
        Math.abs(left.score - line.score) - Math.abs(right.score - line.score) ||
        Math.abs(left.year - line.year) - Math.abs(right.year - line.year),
    );
  const reference = sameLabel[0];
  if (!reference || Math.abs(reference.score - line.score) <= LINE_TOLERANCE) return { fits: true };
  const likely = others
    .filter(
      (other) =>
        other.year === reference.year &&
        other.trackCode === line.trackCode &&
        other.lineType === line.lineType &&
        lineLabelKey(other.label) !== key,
    )
    .map((other) => ({ label: other.label, score: other.score, distance: Math.abs(other.score - line.score) }))
    .filter((other) => other.distance <= 15)
    .sort((left, right) => left.distance - right.distance)[0];
  return {
    fits: false,
    reference: { year: reference.year, score: reference.score },
    likely: likely ? { label: likely.label, score: likely.score } : null,
  };
}
