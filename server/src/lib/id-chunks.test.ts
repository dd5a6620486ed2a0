import { describe, expect, it } from 'vitest';
import { idChunks } from './id-chunks.ts';

describe('idChunks', () => {
  it('gives the distinct ids in order, in chunks of at most the size', () => {
    expect(idChunks([3, 1, 3, 2, 1, 4, 5], 2)).toEqual([[3, 1], [2, 4], [5]]);
    expect(idChunks([])).toEqual([]);
    expect(idChunks(Array.from({ length: 1001 }, (_, index) => index)).map((chunk) => chunk.length)).toEqual([
      500, 500, 1,
    ]);
  });
});
