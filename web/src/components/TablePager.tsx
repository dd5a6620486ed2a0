import { ConfigProvider, Pagination, type PaginationProps, type TableProps } from 'antd';
import styles from './TablePager.module.css';

export type TablePagerProps = Pick<
  PaginationProps,
  'current' | 'pageSize' | 'total' | 'showSizeChanger' | 'pageSizeOptions' | 'showTotal' | 'onChange'
> & {
  /** The size of the table it pages, as given to the table (the console's when not given). */
  tableSize?: TableProps<object>['size'];
};

/**
 * A table's pager as antd's Table draws its own (small, at the end, with its margins), for a page
 * whose rows are drawn by `PlainTable` or by an antd Table without its pager: kept beside the table
 * rather than in it, it stays the same element whichever of the two draws the rows.
 */
export function TablePager({ tableSize, ...props }: TablePagerProps) {
  // antd's Table gives a small or medium table the small pager.
  const { componentSize } = ConfigProvider.useConfig();
  const size = tableSize === 'middle' ? 'medium' : (tableSize ?? componentSize);
  // As antd's Table: no pager under an empty table.
  if (!props.total) return null;
  return (
    <Pagination
      {...props}
      className={`ant-table-pagination ant-table-pagination-end ${styles.pager}`}
      size={size === 'small' || size === 'medium' ? 'small' : undefined}
    />
  );
}
