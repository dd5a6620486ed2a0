import type { Page } from '@zhihang/contract/http/envelope.schema';
import { Card, Empty, Space, Table, type TableColumnsType, type TableProps } from 'antd';
import { Fragment, type Dispatch, type Key, type ReactNode, type SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { usePerm } from '../../base/usePerm.ts';
import { fitsPlainTable, PlainTable } from '../PlainTable.tsx';
import { TablePager } from '../TablePager.tsx';
import { useBackgroundValue } from '../useBackgroundRender.ts';
import styles from './AdminListShell.module.css';

/** antd's selection column in a table without borders (its `selectionColumnWidth`). */
const SELECTION_WIDTH = 32;

/** A toolbar button shown only to a user holding its perm. */
export type ToolbarButton = { perm: string; button: ReactNode };

export type ListQuery = { page: number; limit: number };

/**
 * The list a page shows and the query it was asked with: the pager reads the page and size from
 * the query and writes a change back into it, keeping the page's own filters.
 */
export type ListPager<T, Q extends ListQuery> = {
  list: { data?: Page<T> | undefined; isFetching: boolean };
  query: Q;
  setQuery: Dispatch<SetStateAction<Q>>;
};

export type AdminListShellProps<T, Q extends ListQuery = ListQuery> = {
  /** The search form on the toolbar's left. */
  search: ReactNode;
  /** The toolbar's buttons on the right, each behind its perm. */
  buttons?: ReadonlyArray<ToolbarButton>;
  rowKey: keyof T & string;
  columns: TableColumnsType<T>;
  /** The page as the API answers it (renren-fast: list, totalCount, …), its query and setter. */
  pager: ListPager<T, Q>;
  /** Width the table scrolls at when the screen is narrower. */
  scrollX: number;
  /** Ticking rows; `rowLabel` says what each row's box ticks (a screen reader reads it). */
  rowSelection?: { selectedRowKeys: readonly Key[]; onChange: (keys: Key[]) => void; rowLabel: (row: T) => string };
  /** A detail row under each row. */
  expandable?: TableProps<T>['expandable'];
  size?: TableProps<T>['size'];
  /** The pager's total; "共 n 条" unless given. */
  showTotal?: (total: number) => ReactNode;
  /** Whether the pager offers page sizes; antd's default (from 50 rows) when false. */
  showSizeChanger?: boolean;
};

/** The card of an administration list page: search form and buttons above a paged table. */
export function AdminListShell<T extends object, Q extends ListQuery = ListQuery>({
  search,
  buttons = [],
  rowKey,
  columns,
  pager,
  scrollX,
  rowSelection,
  expandable,
  size,
  showTotal,
  showSizeChanger = true,
}: AdminListShellProps<T, Q>) {
  const { list, query, setQuery } = pager;
  // A new page of rows renders in the background, yielding to the browser every few milliseconds:
  // rendered at once with the answer, a page of rows was one long task on an older office PC.
  const page = useBackgroundValue(list.data);
  const { t } = useTranslation();
  const can = usePerm();
  const shown = buttons.filter((entry) => can(entry.perm));
  const rows = page?.list ?? [];
  const loading = list.isFetching || page !== list.data;
  // Detail rows need antd's Table; any other page of rows is drawn as plain markup.
  const plain = !expandable && fitsPlainTable(columns);
  return (
    <Card variant="borderless" className={styles.card}>
      <div className={styles.toolbar}>
        {search}
        {shown.length ? (
          <Space wrap>
            {shown.map((entry) => (
              <Fragment key={entry.perm}>{entry.button}</Fragment>
            ))}
          </Space>
        ) : null}
      </div>
      {plain ? (
        // Plain markup in antd's classes: no column measuring, no second render of the page.
        <PlainTable<T>
          rowKey={rowKey}
          size={size}
          columns={columns}
          dataSource={rows}
          loading={loading}
          scrollX={scrollX}
          emptyText={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />}
          {...(rowSelection
            ? {
                rowSelection: {
                  ...rowSelection,
                  columnWidth: SELECTION_WIDTH,
                  allLabel: t('common.selectPage'),
                },
              }
            : {})}
        />
      ) : (
        <Table<T>
          rowKey={rowKey}
          {...(size ? { size } : {})}
          columns={columns}
          dataSource={rows}
          loading={loading}
          scroll={{ x: scrollX }}
          {...(rowSelection
            ? {
                rowSelection: {
                  selectedRowKeys: [...rowSelection.selectedRowKeys],
                  onChange: rowSelection.onChange,
                },
              }
            : {})}
          {...(expandable ? { expandable } : {})}
          pagination={false}
        />
      )}
      <TablePager
        tableSize={size}
        current={query.page}
        pageSize={query.limit}
        total={page?.totalCount ?? 0}
        {...(showSizeChanger ? { showSizeChanger: true } : {})}
        showTotal={showTotal ?? ((total) => t('common.total', { count: total }))}
        onChange={(current, limit) => setQuery((asked) => ({ ...asked, page: current, limit }))}
      />
    </Card>
  );
}
