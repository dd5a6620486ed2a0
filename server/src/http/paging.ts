import type { Page } from '@zhihang/contract/http/envelope.schema';

/** What a list request asks for: `page` from 1, `limit` rows per page. */
export type PageRequest = { page: number; limit: number };

/** The rows a page covers, for the repository: skip `offset`, take `limit`. */
export type PageWindow = { offset: number; limit: number };

/**
 * Whole numbers from 1: a page or limit of 0, a negative or a fraction never reaches SQL. The
 * upper bound of `limit` is each endpoint's request schema (500 for most lists, more for the
 * whole university list).
 */
function boundsOf(request: PageRequest): { page: number; limit: number } {
  const page = Math.max(1, Math.floor(request.page) || 1);
  const limit = Math.max(1, Math.floor(request.limit) || 1);
  return { page, limit };
}

function pageOf<T>(list: T[], totalCount: number, page: number, limit: number): Page<T> {
  return { totalCount, pageSize: limit, totalPage: Math.ceil(totalCount / limit), currPage: page, list };
}

/**
 * One page of a list, the one way every list endpoint pages: loads the rows of the requested
 * window with their total and answers `{ totalCount, pageSize, totalPage, currPage, list }`.
 * A page past the end is empty and keeps its number; no rows make zero pages.
 */
export async function paginate<T>(
  request: PageRequest,
  load: (window: PageWindow) => Promise<{ total: number; rows: T[] }>,
): Promise<Page<T>> {
  const { page, limit } = boundsOf(request);
  const { total, rows } = await load({ offset: (page - 1) * limit, limit });
  return pageOf(rows, total, page, limit);
}

/** One page of a list already in memory (the major catalogue), with the same answer as `paginate`. */
export function paginateList<T>(items: readonly T[], request: PageRequest): Page<T> {
  const { page, limit } = boundsOf(request);
  const offset = (page - 1) * limit;
  return pageOf(items.slice(offset, offset + limit), items.length, page, limit);
}
