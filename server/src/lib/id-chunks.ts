/** Ids an `in (…)` list takes at most: both dialects' parameter limits stay far away. */
export const ID_CHUNK = 500;

/** The distinct ids in chunks of at most `size`, for one `where id in (…)` query per chunk. */
export function idChunks(ids: readonly number[], size = ID_CHUNK): number[][] {
  const unique = [...new Set(ids)];
  const chunks: number[][] = [];
  for (let start = 0; start < unique.length; start += size) chunks.push(unique.slice(start, start + size));
  return chunks;
}
