import { VIRTUAL_SCROLL_THRESHOLD } from '@zhihang/contract/constants';

/** Page sizes of the knowledge lists; the default page is large enough to scroll virtually. */
export const KNOWLEDGE_PAGE_SIZES = [20, 50, 100, 200];
export const KNOWLEDGE_DEFAULT_PAGE_SIZE = 50;

/** Cell text of a count, score or rank the data may lack. */
export const numberOrDash = (value: number | null) => value ?? '-';

/**
 * Rows a table renders in full before it scrolls virtually: spec §9's 32, raised to the default
 * page so a keyboard user can Tab to every name of a page (a virtual body renders only the rows in
 * view, and Tab cannot reach the others). Rendering 50 rows in full costs little (docs/PERF.md).
 */
export const FULL_RENDER_ROWS = Math.max(VIRTUAL_SCROLL_THRESHOLD, KNOWLEDGE_DEFAULT_PAGE_SIZE);

/** Whether a table of `rows` rows scrolls virtually: above a full page of 50. */
export const isVirtual = (rows: number): boolean => rows > FULL_RENDER_ROWS;

/** antd Table props for `rows` rows: virtual scrolling in a body of `bodyHeight` above 32 rows. */
export function scrollingOf(
  rows: number,
  width: number,
  bodyHeight: number,
): { virtual: boolean; scroll: { x: number; y?: number } } {
  const virtual = isVirtual(rows);
  return { virtual, scroll: virtual ? { x: width, y: bodyHeight } : { x: width } };
}
