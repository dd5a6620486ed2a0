import type { Page } from '@zhihang/contract/http/envelope.schema';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { firstPageRequest, nextPageRequest, type PageRequest } from './loadMorePage.ts';

export type LoadMoreListOptions<T> = {
  queryKey: readonly unknown[];
  fetchPage: (request: PageRequest) => Promise<Page<T>>;
  firstSize: number;
  moreSize: number;
  enabled?: boolean;
};

export type LoadMoreList<T> = {
  items: T[];
  total: number;
  isLoading: boolean;
  isLoadingMore: boolean;
  /** 查看更多: the next rows, or the warning 没有更多了 when every row is shown. */
  loadMore: () => void;
};

/** A searched list shown 20 rows first and more on each 查看更多 (spec §4, §9). */
export function useLoadMoreList<T>(options: LoadMoreListOptions<T>): LoadMoreList<T> {
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
  const items = query.data?.pages.flatMap((page) => page.list) ?? [];
  const total = query.data?.pages.at(-1)?.totalCount ?? 0;

  const loadMore = () => {
    if (query.isFetchingNextPage) return;
    if (!query.hasNextPage) {
      Toast.show({ content: t('mobileKnowledge.noMore'), position: 'center' });
      return;
    }
    void query.fetchNextPage();
  };

  return { items, total, isLoading: query.isPending, isLoadingMore: query.isFetchingNextPage, loadMore };
}
