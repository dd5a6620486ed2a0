/**
 * The one rule for drawing a share of a whole (a percentage): only a finite number in [0, 100]
 * is drawn. Anything else (negative, above 100, NaN, null, blank, text) is no data, whatever the
 * database holds: pages say 暂无数据 or leave the item out of a chart.
 */

/** A named share that may be drawn. */
export type DrawableShare = { name: string; rate: number };

/** The share in percent (a number, or numeric text with an optional trailing %), or null when it may not be drawn. */
export function shareOf(value: unknown): number | null {
  let number = Number.NaN;
  if (typeof value === 'number') number = value;
  else if (typeof value === 'string') {
    const text = value.trim().replace(/%$/, '').trim();
    if (/^[-+]?(\d+(\.\d*)?|\.\d+)$/.test(text)) number = Number(text);
  }
  return Number.isFinite(number) && number >= 0 && number <= 100 ? number : null;
}

/** A share as text with at most `decimals` decimals ('92.5%'); null when it may not be drawn. */
export function shareText(value: unknown, decimals = 2): string | null {
  const share = shareOf(value);
  if (share === null) return null;
  const scale = 10 ** decimals;
  return `${Math.round(share * scale) / scale}%`;
}

/** The items whose share may be drawn, in their order; the others are left out, so the rest keep their labels. */
export function drawableShares(items: ReadonlyArray<{ name: string; rate: unknown }>): DrawableShare[] {
  return items.flatMap((item) => {
    const rate = shareOf(item.rate);
    return rate === null ? [] : [{ name: item.name, rate }];
  });
}

/** The accessible text of a chart of shares, naming every item with its share: '地区：北京 45%，上海 20%'. */
export function sharesLabel(title: string, items: readonly DrawableShare[]): string {
  return items.length ? `${title}：${items.map((item) => `${item.name} ${shareText(item.rate)}`).join('，')}` : title;
}
