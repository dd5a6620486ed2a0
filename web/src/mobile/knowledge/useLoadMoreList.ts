import type { Page } from '@zhihang/contract/http/envelope.schema';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { firstPageRequest, nextPageRequest, type PageRequest } from './loadMorePage.ts';

export type LoadMoreListOptions<P extends Page<unknown>> = {
  queryKey: readonly unknown[];
  fetchPage: (request: PageRequest) => Promise<P>;
  /** The number of results to show (default: every row the server pages, `totalCount`). */
  countOf?: (page: P) => number;
  firstSize: number;
  moreSize: number;
  enabled?: boolean;
};

export type LoadMoreList<T> = {
  items: T[];
  /** The number of results, as shown under the list. */
  total: number;
  /** False once every row is shown: 查看更多 is not offered then. */
  hasMore: boolean;
  isLoading: boolean;
  isLoadingMore: boolean;
  /** 查看更多: the next rows, or the warning 没有更多了 when every row is shown. */
  loadMore: () => void;
};

/** A searched list shown 20 rows first and more on each 查看更多 (spec §4, §9). */
export function useLoadMoreList<P extends Page<unknown>>(
  options: LoadMoreListOptions<P>,
): LoadMoreList<P['list'][number]> {
  const { t } = useTranslation();
  const query = useInfiniteQuery({
    queryKey: options.queryKey,
    queryFn: ({ pageParam }) => options.fetchPage(pageParam),
    initialPageParam: firstPageRequest(options.firstSize),
    getNextPageParam: (last, pages) =>
      nextPageRequest(
        pages.reduce((sum, page) => sum + page.list.length, 0),
        last.totalCount,
        options.moreSize,
      ),
    enabled: options.enabled ?? true,
    staleTime: 5 * 60_000,
  });
  const items: P['list'] = query.data?.pages.flatMap((page) => page.list) ?? [];
  const lastPage = query.data?.pages.at(-1);
  const total = lastPage ? (options.countOf?.(lastPage) ?? lastPage.totalCount) : 0;

  const loadMore = () => {
    if (query.isFetchingNextPage) return;
    if (!query.hasNextPage) {
      Toast.show({ content: t('mobileKnowledge.noMore'), position: 'center' });
      return;
    }
    void query.fetchNextPage();
  };

  return {
    items,
    total,
    hasMore: query.hasNextPage,
    isLoading: query.isPending,
    isLoadingMore: query.isFetchingNextPage,
    loadMore,
  };
}
