import { VIRTUAL_SCROLL_THRESHOLD } from '@zhihang/contract/constants';

/** Height of a table body that scrolls virtually. */
const VIRTUAL_BODY_HEIGHT = 560;

/** Page sizes of the knowledge lists; the default page is large enough to scroll virtually. */
export const KNOWLEDGE_PAGE_SIZES = [20, 50, 100, 200];
export const KNOWLEDGE_DEFAULT_PAGE_SIZE = 50;

/** Cell text of a count, score or rank the data may lack. */
export const numberOrDash = (value: number | null) => value ?? '-';

/** antd Table props for `rows` rows: virtual scrolling above 32 rows (spec §9). */
export function scrollingOf(rows: number, width: number): { virtual: boolean; scroll: { x: number; y?: number } } {
  const virtual = rows > VIRTUAL_SCROLL_THRESHOLD;
  return { virtual, scroll: virtual ? { x: width, y: VIRTUAL_BODY_HEIGHT } : { x: width } };
}
