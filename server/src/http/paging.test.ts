import { describe, expect, it } from 'vitest';
import { paginate, paginateList, type PageWindow } from './paging.ts';

const LETTERS = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];

/** A repository stand-in over LETTERS that records the windows it was asked for. */
function letterSource() {
  const windows: PageWindow[] = [];
  const load = async (window: PageWindow) => {
    windows.push(window);
    return { total: LETTERS.length, rows: LETTERS.slice(window.offset, window.offset + window.limit) };
  };
  return { windows, load };
}

describe('paginate', () => {
  it('asks for the window of the page and answers the spec’s page', async () => {
    const source = letterSource();
    expect(await paginate({ page: 2, limit: 3 }, source.load)).toEqual({
      totalCount: 7,
      pageSize: 3,
      totalPage: 3,
      currPage: 2,
      list: ['d', 'e', 'f'],
    });
    expect(await paginate({ page: 3, limit: 3 }, source.load)).toMatchObject({ currPage: 3, list: ['g'] });
    expect(source.windows).toEqual([
      { offset: 3, limit: 3 },
      { offset: 6, limit: 3 },
    ]);
  });

  it('answers a page past the end empty, with its own number', async () => {
    const source = letterSource();
    expect(await paginate({ page: 9, limit: 3 }, source.load)).toEqual({
      totalCount: 7,
      pageSize: 3,
      totalPage: 3,
      currPage: 9,
      list: [],
    });
    expect(source.windows).toEqual([{ offset: 24, limit: 3 }]);
  });

  it('makes zero pages of zero rows', async () => {
    const page = await paginate({ page: 1, limit: 10 }, async () => ({ total: 0, rows: [] as string[] }));
    expect(page).toEqual({ totalCount: 0, pageSize: 10, totalPage: 0, currPage: 1, list: [] });
  });

  it('keeps page and limit whole numbers from 1 whatever it is given', async () => {
    const source = letterSource();
    await paginate({ page: 0, limit: 0 }, source.load);
    await paginate({ page: -3, limit: -10 }, source.load);
    await paginate({ page: 2.7, limit: 2.5 }, source.load);
    await paginate({ page: Number.NaN, limit: Number.NaN }, source.load);
    expect(source.windows).toEqual([
      { offset: 0, limit: 1 },
      { offset: 0, limit: 1 },
      { offset: 2, limit: 2 },
      { offset: 0, limit: 1 },
    ]);
    expect(await paginate({ page: 0, limit: 0 }, source.load)).toEqual({
      totalCount: 7,
      pageSize: 1,
      totalPage: 7,
      currPage: 1,
      list: ['a'],
    });
  });

  it('leaves the upper bound of the limit to the endpoint (the whole university list asks for 5000)', async () => {
    const source = letterSource();
    expect(await paginate({ page: 1, limit: 5000 }, source.load)).toMatchObject({ pageSize: 5000, totalPage: 1 });
    expect(source.windows).toEqual([{ offset: 0, limit: 5000 }]);
  });
});

describe('paginateList', () => {
  it('cuts the same pages from a list in memory', () => {
    expect(paginateList(LETTERS, { page: 3, limit: 3 })).toEqual({
      totalCount: 7,
      pageSize: 3,
      totalPage: 3,
      currPage: 3,
      list: ['g'],
    });
    expect(paginateList(LETTERS, { page: 4, limit: 3 }).list).toEqual([]);
    expect(paginateList([], { page: 1, limit: 3 })).toEqual({
      totalCount: 0,
      pageSize: 3,
      totalPage: 0,
      currPage: 1,
      list: [],
    });
  });
});
