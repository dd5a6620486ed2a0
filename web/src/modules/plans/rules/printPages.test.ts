import { describe, expect, it } from 'vitest';
import { NOTES_LINES, previewZoomOf, printPagesOf, rowLinesOf } from './printPages.ts';

describe('print pages', () => {
  it('puts 16 rows on the first page and 18 on each further page', () => {
    const rows = Array.from({ length: 40 }, (_value, index) => index + 1);
    const pages = printPagesOf(rows);
    expect(pages.map((page) => page.length)).toEqual([16, 18, 6]);
    expect(pages[1]?.[0]).toBe(17);
  });

  it('keeps one (empty) page for an empty plan', () => {
    expect(printPagesOf([])).toEqual([[]]);
  });

  it('keeps 13 one-major rows and the closing block on one page, and moves the 14th', () => {
    const rows = Array.from({ length: 13 }, () => 1);
    expect(printPagesOf(rows, { linesOf: rowLinesOf }).map((page) => page.length)).toEqual([13]);
    expect(printPagesOf([...rows, 1], { linesOf: rowLinesOf }).map((page) => page.length)).toEqual([13, 1]);
  });

  it('moves rows of big groups to a second page so the closing block fits under the last ones', () => {
    // 14 groups of five majors take 3.5 lines each: 49 lines + 25 for the closing block > 58.
    const rows = Array.from({ length: 14 }, () => 5);
    const pages = printPagesOf(rows, { linesOf: rowLinesOf });
    expect(pages.map((page) => page.length)).toEqual([9, 5]);
  });

  it('counts the findings into the closing block', () => {
    const rows = Array.from({ length: 14 }, () => 1);
    const pages = printPagesOf(rows, { linesOf: rowLinesOf, notesLines: NOTES_LINES + 6 * 1.5 });
    expect(pages.length).toBe(2);
  });

  it('starts a page before a row that would not fit, below the row cap', () => {
    // Six-major groups (3.5 lines): 16 of them are 56 lines, within the first page's 58.
    const rows = Array.from({ length: 40 }, () => 6);
    const pages = printPagesOf(rows, { linesOf: rowLinesOf });
    expect(pages[0]?.length).toBe(16);
    expect(pages.flat()).toHaveLength(40);
  });
});

describe('print preview zoom', () => {
  it('leaves the sheet at its size where an A4 page fits', () => {
    expect(previewZoomOf(1440)).toBe(1);
    expect(previewZoomOf(810)).toBe(1);
  });

  it('shrinks the sheet to a phone, rounded down so the page never overflows', () => {
    // (390 - 16) / 793.7 = 0.471…
    expect(previewZoomOf(390)).toBe(0.47);
    expect(previewZoomOf(390) * 793.7 + 16).toBeLessThanOrEqual(390);
  });

  it('never shrinks below a readable floor', () => {
    expect(previewZoomOf(100)).toBe(0.3);
  });
});
