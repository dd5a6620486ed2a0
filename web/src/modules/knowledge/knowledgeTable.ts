import { VIRTUAL_SCROLL_THRESHOLD } from '@zhihang/contract/constants';

/** Page sizes of the knowledge lists; the default page is large enough to scroll virtually. */
export const KNOWLEDGE_PAGE_SIZES = [20, 50, 100, 200];
export const KNOWLEDGE_DEFAULT_PAGE_SIZE = 50;

/** Cell text of a count, score or rank the data may lack. */
export const numberOrDash = (value: number | null) => value ?? '-';

/** Whether a table of `rows` rows scrolls virtually: above 32 rows (spec §9). */
export const isVirtual = (rows: number): boolean => rows > VIRTUAL_SCROLL_THRESHOLD;

/** antd Table props for `rows` rows: virtual scrolling in a body of `bodyHeight` above 32 rows. */
export function scrollingOf(
  rows: number,
  width: number,
  bodyHeight: number,
): { virtual: boolean; scroll: { x: number; y?: number } } {
  const virtual = isVirtual(rows);
  return { virtual, scroll: virtual ? { x: width, y: bodyHeight } : { x: width } };
}
