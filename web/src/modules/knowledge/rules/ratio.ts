/** Two shares of 100 taken from an `a:b` string such as 男/女 or 物/历. */
export type RatioShares = { left: number; right: number };

const DEFAULT_SHARES: RatioShares = { left: 50, right: 50 };

function roundTo2(value: number): number {
  return Math.round(value * 100) / 100;
}

/** Whether an `a:b` string carries anything to show (empty or a bare colon does not). */
export function hasRatio(text: string | null | undefined): text is string {
  const trimmed = (text ?? '').trim();
  return trimmed !== '' && !/^[:：]$/.test(trimmed);
}

/**
 * The percentages of an `a:b` string, rounded to two decimals; 50/50 when the parts are not
 * positive numbers; null when there is nothing to show (the bar is hidden then).
 */
export function parseRatio(text: string | null | undefined): RatioShares | null {
  if (!hasRatio(text)) return null;
  const [a = '', b = ''] = text.trim().split(/[:：]/);
  const numberOf = (part: string) => (part.trim() === '' ? Number.NaN : Number(part.trim().replace(/%$/, '')));
  const left = numberOf(a);
  const right = numberOf(b);
  const total = left + right;
  if (!Number.isFinite(left) || !Number.isFinite(right) || left < 0 || right < 0 || total <= 0) {
    return { ...DEFAULT_SHARES };
  }
  const leftShare = roundTo2((left / total) * 100);
  return { left: leftShare, right: roundTo2(100 - leftShare) };
}

/** A ratio as list text: `-` when empty or just a colon. */
export function ratioText(text: string | null | undefined): string {
  return hasRatio(text) ? text.trim() : '-';
}
