import { describe, expect, it } from 'vitest';
import { takeTokenFromSearch } from './takeTokenFromSearch.ts';

describe('takeTokenFromSearch', () => {
  it('takes the token and keeps the other parameters', () => {
    expect(takeTokenFromSearch('?universityId=12&token=abc123&iswx=true')).toEqual({
      token: 'abc123',
      search: '?universityId=12&iswx=true',
    });
  });

  it('leaves an empty query when the token was the only parameter', () => {
    expect(takeTokenFromSearch('?token=xyz')).toEqual({ token: 'xyz', search: '' });
  });

  it('returns undefined without a token or with an empty one', () => {
    expect(takeTokenFromSearch('?majorId=3')).toBeUndefined();
    expect(takeTokenFromSearch('?token=')).toBeUndefined();
    expect(takeTokenFromSearch('')).toBeUndefined();
  });
});
