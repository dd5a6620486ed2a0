/**
 * How the 志愿确认单 splits into A4 pages: the first page holds the student block, so fewer
 * rows; the rest hold a full table each; the last page also holds the checks, sources and
 * signatures. Room is counted in text lines of the table's 8 pt type (13.3 px in print), so a
 * group of six majors takes more room than one major. Pure, so the page count can be checked.
 */
export const FIRST_PAGE_ROWS = 16;
export const NEXT_PAGE_ROWS = 18;
/** Lines of rows a page holds: A4 less 12 mm margins, the table head, the page number (and on the first page the student block). */
export const FIRST_PAGE_LINES = 58;
export const NEXT_PAGE_LINES = 70;
/**
 * Lines the closing block takes with no findings (measured: 333–340 px in print with the sources'
 * legend, 25 lines of 13.3 px); each finding adds about one and a half.
 */
export const NOTES_LINES = 25;

/** A row's height in lines: two at least (last year's score over its rank), majors two abreast, plus padding. */
export const rowLinesOf = (majorCount: number) => Math.max(2, Math.ceil(majorCount / 2)) + 0.5;

export type PrintPageOptions<Row> = { linesOf?: (row: Row) => number; notesLines?: number };

export function printPagesOf<Row>(rows: readonly Row[], options: PrintPageOptions<Row> = {}): Row[][] {
  const linesOf = options.linesOf ?? (() => rowLinesOf(1));
  const notesLines = options.notesLines ?? NOTES_LINES;
  const roomOf = (index: number) => (index === 0 ? FIRST_PAGE_LINES : NEXT_PAGE_LINES);
  const capOf = (index: number) => (index === 0 ? FIRST_PAGE_ROWS : NEXT_PAGE_ROWS);
  const pages: Row[][] = [[]];
  let used = 0;
  for (const row of rows) {
    const index = pages.length - 1;
    const page = pages[index]!;
    const lines = linesOf(row);
    if (page.length && (page.length >= capOf(index) || used + lines > roomOf(index))) {
      pages.push([row]);
      used = lines;
    } else {
      page.push(row);
      used += lines;
    }
  }
  // The closing block stays with the last rows: rows that leave it no room start one more page.
  const lastIndex = pages.length - 1;
  const last = pages[lastIndex]!;
  const moved: Row[] = [];
  while (last.length > 1 && used + notesLines > roomOf(lastIndex)) {
    const row = last.pop()!;
    used -= linesOf(row);
    moved.unshift(row);
  }
  if (moved.length) pages.push(moved);
  return pages;
}

/** An A4 sheet's width on screen: 210 mm at the CSS 96 px per inch. */
const SHEET_WIDTH_PX = (210 / 25.4) * 96;
/** Room left on each side of a sheet shrunk to a narrow screen. */
const SIDE_MARGIN_PX = 8;

/** How far the screen preview of an A4 sheet shrinks to fit a screen this wide: 1 when it fits. */
export function previewZoomOf(screenWidth: number): number {
  const zoom = (screenWidth - 2 * SIDE_MARGIN_PX) / SHEET_WIDTH_PX;
  return Math.max(0.3, Math.min(1, Math.floor(zoom * 100) / 100));
}
