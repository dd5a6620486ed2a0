import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoadMoreList } from '../knowledge/useLoadMoreList.ts';
import { EmptyState } from './EmptyState.tsx';
import { FilterPopup } from './FilterPopup.tsx';
import { ListSearchBar, type ListSearchBarProps } from './ListSearchBar.tsx';
import { ListSkeleton } from './ListSkeleton.tsx';
import { LoadMoreFooter } from './LoadMoreFooter.tsx';
import styles from './knowledgeList.module.css';

export type ListFilterDrawer = {
  title: string;
  /** 重置: back to the drawer's defaults, without searching. */
  onReset: () => void;
  /** 搜索: the drawer has already closed when this runs. */
  onSearch: () => void;
  /** The drawer's filter groups. */
  children: ReactNode;
};

export type ListPageShellProps<T> = {
  title: string;
  /** Between the title and the search bar (the major list's 本科 / 专科). */
  headerExtra?: ReactNode;
  search: Omit<ListSearchBarProps, 'onOpenFilter'>;
  list: LoadMoreList<T>;
  drawer: ListFilterDrawer;
  /** The rows of the items loaded so far. */
  children: (items: T[]) => ReactNode;
};

/**
 * The frame the three student lists share, so each page only says what it searches and how a row
 * looks: sticky title and search bar, skeleton, 暂无数据 or the rows with 查看更多, and the filter
 * drawer, whose open state lives here because every list opens and closes it the same way.
 */
export function ListPageShell<T>({ title, headerExtra, search, list, drawer, children }: ListPageShellProps<T>) {
  const { t } = useTranslation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  return (
    <main className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        {headerExtra}
        <ListSearchBar {...search} onOpenFilter={() => setDrawerOpen(true)} />
      </header>
      {list.isLoading ? (
        <ListSkeleton />
      ) : list.items.length === 0 ? (
        <EmptyState text={t('mobileKnowledge.empty')} />
      ) : (
        <>
          <div className={styles.list}>{children(list.items)}</div>
          <LoadMoreFooter
            total={list.total}
            hasMore={list.hasMore}
            loading={list.isLoadingMore}
            onLoadMore={list.loadMore}
          />
        </>
      )}
      <FilterPopup
        title={drawer.title}
        visible={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        onReset={drawer.onReset}
        onSearch={() => {
          setDrawerOpen(false);
          drawer.onSearch();
        }}
      >
        {drawer.children}
      </FilterPopup>
    </main>
  );
}
