/** The page to ask for: the API's 1-based page number and page size. */
export type PageRequest = { page: number; limit: number };

/** The first request of a search: page 1 of the first page size (20 in every list). */
export function firstPageRequest(firstSize: number): PageRequest {
  return { page: 1, limit: firstSize };
}

/**
 * The request after `loaded` rows were shown (first 20, then 10 or 20 per 查看更多), or null when
 * every one of `total` rows is already there. The first size is a multiple of the later size, so
 * the rows already loaded are whole pages of the later size.
 */
export function nextPageRequest(loaded: number, total: number, moreSize: number): PageRequest | null {
  if (loaded >= total) return null;
  return { page: Math.floor(loaded / moreSize) + 1, limit: moreSize };
}
