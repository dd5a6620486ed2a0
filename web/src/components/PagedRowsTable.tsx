import { VIRTUAL_SCROLL_THRESHOLD } from '@zhihang/contract/constants';
import { Table, type TableColumnsType, type TableProps } from 'antd';
import type { Key, ReactNode } from 'react';
import { PlainTable, type PlainRowSelection } from './PlainTable.tsx';
import { TablePager, type TablePagerProps } from './TablePager.tsx';

/** Height of the scrolling body when the page holds more rows than the virtual-list threshold. */
const VIRTUAL_BODY_HEIGHT = 560;

export type PagedRowsTableProps<Row> = {
  rowKey: NonNullable<TableProps<Row>['rowKey']>;
  columns: TableColumnsType<Row>;
  /** The rows of the page on screen, passed on as they are: antd's Table keys its work on their identity. */
  rows: Row[];
  loading: boolean;
  size?: TableProps<Row>['size'];
  /** Width the columns need; a narrower card scrolls the table sideways. */
  scrollX: number;
  emptyText: ReactNode;
  rowSelection?: PlainRowSelection<Row>;
  pager: Omit<TablePagerProps, 'tableSize'>;
};

/**
 * One page of a server-paged list with its pager. A page of up to 32 rows is drawn in full as plain
 * markup (`PlainTable`: no column measuring, no second render); a larger page scrolls virtually in
 * antd's Table (spec §9). The pager is the same element whichever table draws the rows, so it keeps
 * its focus when a larger page size turns the body virtual.
 */
export function PagedRowsTable<Row extends object>(props: PagedRowsTableProps<Row>) {
  const { rowSelection } = props;
  return (
    <>
      {props.rows.length > VIRTUAL_SCROLL_THRESHOLD ? (
        <Table<Row>
          rowKey={props.rowKey}
          size={props.size}
          columns={props.columns}
          dataSource={props.rows}
          loading={props.loading}
          virtual
          scroll={{ x: props.scrollX, y: VIRTUAL_BODY_HEIGHT }}
          rowSelection={
            rowSelection
              ? {
                  columnWidth: rowSelection.columnWidth,
                  selectedRowKeys: rowSelection.selectedRowKeys as Key[],
                  onChange: rowSelection.onChange,
                }
              : undefined
          }
          pagination={false}
        />
      ) : (
        <PlainTable<Row>
          rowKey={props.rowKey}
          size={props.size}
          columns={props.columns}
          dataSource={props.rows}
          loading={props.loading}
          scrollX={props.scrollX}
          emptyText={props.emptyText}
          rowSelection={rowSelection}
        />
      )}
      <TablePager tableSize={props.size} {...props.pager} />
    </>
  );
}
