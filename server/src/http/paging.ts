import type { Page } from '@zhihang/contract/http/envelope.schema';

export function toPage<T>(list: T[], totalCount: number, page: number, limit: number): Page<T> {
  return {
    totalCount,
    pageSize: limit,
    totalPage: Math.ceil(totalCount / limit),
    currPage: page,
    list,
  };
}
