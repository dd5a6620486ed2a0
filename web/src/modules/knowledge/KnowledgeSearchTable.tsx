import type { Page } from '@zhihang/contract/http/envelope.schema';
import { Pagination, type TableProps } from 'antd';
import { KNOWLEDGE_PAGE_SIZES } from './knowledgeTable.ts';
import { KnowledgeTable } from './KnowledgeTable.tsx';
import type { KnowledgePaging } from './useKnowledgeSearch.ts';
import styles from './knowledge.module.css';

export type KnowledgeSearchTableProps<Row> = Pick<
  TableProps<Row>,
  'columns' | 'className' | 'rowClassName' | 'onRow'
> & {
  /** The current answer of the list query (kept while the next page loads). */
  page: Page<Row> | undefined;
  loading: boolean;
  /** 共 N …, worded per list. */
  countText: (count: number) => string;
  /** The N of 共 N when it is not the number of rows paged (majors without their headings). */
  count?: number;
  /** The order the rows are in, said beside the count. */
  orderText?: string;
  width: number;
  paging: KnowledgePaging;
  onPaging: (paging: KnowledgePaging) => void;
};

/**
 * The result count and the paged table under the filters of each tab of /edu/knowledge. The pager
 * is outside the table, so a page may hold rows besides the ones paged (the job list's class
 * headings) without the table cutting it to the page size.
 */
export function KnowledgeSearchTable<Row extends { id: number }>({
  page,
  loading,
  countText,
  count,
  orderText,
  width,
  paging,
  onPaging,
  ...tableProps
}: KnowledgeSearchTableProps<Row>) {
  const total = page?.totalCount ?? 0;
  return (
    <>
      <div className={styles.countLine}>
        <span className={styles.count} data-testid="result-count">
          {countText(count ?? total)}
        </span>
        {orderText ? <span className={styles.order}>{orderText}</span> : null}
      </div>
      <KnowledgeTable<Row>
        {...tableProps}
        rowKey="id"
        size="middle"
        dataSource={page?.list ?? []}
        loading={loading}
        width={width}
        pagination={false}
      />
      {total > 0 ? (
        <Pagination
          className={styles.pager}
          current={paging.page}
          pageSize={paging.limit}
          total={total}
          pageSizeOptions={KNOWLEDGE_PAGE_SIZES}
          showSizeChanger
          onChange={(pageNumber, limit) => onPaging({ page: pageNumber, limit })}
        />
      ) : null}
    </>
  );
}
