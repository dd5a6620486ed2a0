import { PAGE_SIZE } from '@zhihang/contract/constants';
import { describe, expect, it } from 'vitest';
import { firstPageRequest, nextPageRequest } from './loadMorePage.ts';

describe('load more', () => {
  it('asks first for 20 rows', () => {
    expect(firstPageRequest(PAGE_SIZE.universitiesFirst)).toEqual({ page: 1, limit: 20 });
  });
  it('then 10 more at a time for universities and majors', () => {
    expect(nextPageRequest(20, 209, PAGE_SIZE.universitiesMore)).toEqual({ page: 3, limit: 10 });
    expect(nextPageRequest(30, 209, PAGE_SIZE.majorsMore)).toEqual({ page: 4, limit: 10 });
  });
  it('and 20 more at a time for jobs', () => {
    expect(nextPageRequest(20, 24, PAGE_SIZE.jobsMore)).toEqual({ page: 2, limit: 20 });
  });
  it('stops when everything is loaded', () => {
    expect(nextPageRequest(24, 24, 20)).toBeNull();
    expect(nextPageRequest(0, 0, 10)).toBeNull();
  });
});
