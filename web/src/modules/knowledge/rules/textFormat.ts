/** Default length of truncated list text. */
export const TRUNCATE_LENGTH = 12;

/** The first `length` characters (by code point), with … when something was cut. */
export function truncateText(text: string | null | undefined, length: number = TRUNCATE_LENGTH): string {
  const characters = Array.from(text ?? '');
  return characters.length > length ? `${characters.slice(0, length).join('')}…` : characters.join('');
}

/** 34888 → 34,888; decimals are kept; non-numbers come back as text (or '' for null). */
export function withThousands(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const text = String(value).trim();
  if (!/^-?\d+(\.\d+)?$/.test(text)) return text;
  const [whole = '', fraction] = text.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}
