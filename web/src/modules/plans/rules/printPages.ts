/**
 * How the 志愿确认单 splits into A4 pages: the first page holds the student block, so fewer
 * rows; the rest hold a full table each. Pure, so the page count can be checked.
 */
export const FIRST_PAGE_ROWS = 16;
export const NEXT_PAGE_ROWS = 18;

export function printPagesOf<Row>(
  rows: readonly Row[],
  firstPageRows = FIRST_PAGE_ROWS,
  nextPageRows = NEXT_PAGE_ROWS,
): Row[][] {
  const pages: Row[][] = [rows.slice(0, firstPageRows)];
  for (let start = firstPageRows; start < rows.length; start += nextPageRows) {
    pages.push(rows.slice(start, start + nextPageRows));
  }
  return pages;
}
