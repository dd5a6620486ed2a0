import { describe, expect, it } from 'vitest';
import { printPagesOf } from './printPages.ts';

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
});
