/** Chart items ordered by their rate (a number or numeric text); the input is left as it is. */
export function sortByRate<T extends { rate: number | string | null | undefined }>(
  items: readonly T[],
  direction: 'asc' | 'desc',
): T[] {
  const rateOf = (item: T) => {
    const value = Number(item.rate);
    return Number.isFinite(value) ? value : 0;
  };
  const sign = direction === 'asc' ? 1 : -1;
  return [...items].sort((a, b) => sign * (rateOf(a) - rateOf(b)));
}
