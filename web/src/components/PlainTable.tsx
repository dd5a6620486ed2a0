import { ConfigProvider, Spin, type TableColumnsType, type TableProps } from 'antd';
import useCSSVarCls from 'antd/es/config-provider/hooks/useCSSVarCls';
import useTableStyle from 'antd/es/table/style';
import {
  useContext,
  type CSSProperties,
  type HTMLAttributes,
  type Key,
  type ReactNode,
  type TdHTMLAttributes,
} from 'react';

/** The column settings a plain table honours; a column with any other needs antd's Table. */
const PLAIN_COLUMN_SETTINGS = new Set(['title', 'dataIndex', 'key', 'width', 'render', 'onCell', 'className', 'align']);

type PlainColumn<Row> = {
  title?: ReactNode;
  dataIndex?: string | number;
  key?: Key;
  width?: number | string;
  render?: (value: unknown, row: Row, index: number) => ReactNode;
  onCell?: (row: Row, index?: number) => TdHTMLAttributes<HTMLTableCellElement>;
  className?: string;
  align?: 'left' | 'right' | 'center';
};

/**
 * Whether these columns render the same as plain markup: one header row, cells from `dataIndex` or
 * `render`, spans from `onCell`. Fixed, sorted, filtered, grouped or ellipsed columns do not.
 */
export function fitsPlainTable<Row>(columns: TableColumnsType<Row>): boolean {
  return columns.every(
    (column) =>
      Object.keys(column).every((setting) => PLAIN_COLUMN_SETTINGS.has(setting)) &&
      typeof column.title !== 'function' &&
      (!('dataIndex' in column) || ['string', 'number', 'undefined'].includes(typeof column.dataIndex)),
  );
}

export type PlainTableProps<Row> = Pick<TableProps<Row>, 'className' | 'rowClassName' | 'onRow'> & {
  columns: TableColumnsType<Row>;
  dataSource: readonly Row[];
  rowKey: NonNullable<TableProps<Row>['rowKey']>;
  size?: TableProps<Row>['size'];
  loading?: boolean;
  /** What an empty table says. */
  emptyText: ReactNode;
  /** Width the columns need; a narrower box scrolls sideways. */
  scrollX?: number;
};

const classes = (...names: Array<string | false | undefined>) => names.filter(Boolean).join(' ');

/**
 * A page of rows as antd's table draws it (its classes, so its stylesheet and the theme's variables
 * apply) without its machinery: no measuring row, no column-width or scroll-shadow reads, no
 * context per cell. Rendering a 50-row page takes a fraction of antd's Table, which matters on an
 * older office PC; the columns that need more (fixed, sorted…) keep antd's Table.
 */
export function PlainTable<Row extends object>({
  columns,
  dataSource,
  rowKey,
  size,
  loading = false,
  emptyText,
  scrollX,
  className,
  rowClassName,
  onRow,
}: PlainTableProps<Row>) {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const prefix = getPrefixCls('table');
  // The theme's variables and antd's hashed class for tables, as antd's Table itself asks for them.
  const rootClass = useCSSVarCls(prefix);
  const [hashClass, variablesClass] = useTableStyle(prefix, rootClass);
  const plain = columns as ReadonlyArray<PlainColumn<Row>>;
  const keyOf = (row: Row, index: number) =>
    String(typeof rowKey === 'function' ? rowKey(row, index) : (row as Record<string, unknown>)[rowKey as string]);
  const tableStyle: CSSProperties = scrollX ? { width: scrollX, minWidth: '100%', tableLayout: 'auto' } : {};
  return (
    <div className={classes(variablesClass, rootClass, `${prefix}-wrapper`, className, hashClass)}>
      <Spin spinning={loading}>
        <div
          className={classes(
            prefix,
            // antd 6 calls the middle size "medium" in its classes.
            (size === 'middle' || size === 'medium') && `${prefix}-medium`,
            size === 'small' && `${prefix}-small`,
            dataSource.length === 0 && `${prefix}-empty`,
            scrollX !== undefined && `${prefix}-scroll-horizontal`,
            variablesClass,
            rootClass,
            hashClass,
          )}
        >
          <div className={`${prefix}-container`}>
            <div className={`${prefix}-content`} style={scrollX ? { overflow: 'auto hidden' } : undefined}>
              <table style={tableStyle}>
                <colgroup>
                  {plain.map((column, index) => (
                    <col
                      key={column.key ?? column.dataIndex ?? index}
                      style={column.width ? { width: column.width } : undefined}
                    />
                  ))}
                </colgroup>
                <thead className={`${prefix}-thead`}>
                  <tr>
                    {plain.map((column, index) => (
                      <th
                        key={column.key ?? column.dataIndex ?? index}
                        className={classes(`${prefix}-cell`, column.className)}
                        scope="col"
                        style={column.align ? { textAlign: column.align } : undefined}
                      >
                        {column.title}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className={`${prefix}-tbody`}>
                  {dataSource.length === 0 ? (
                    <tr className={`${prefix}-placeholder`}>
                      <td className={`${prefix}-cell`} colSpan={plain.length}>
                        {loading ? null : emptyText}
                      </td>
                    </tr>
                  ) : (
                    dataSource.map((row, rowIndex) => (
                      <PlainRow
                        key={keyOf(row, rowIndex)}
                        prefix={prefix}
                        row={row}
                        rowIndex={rowIndex}
                        rowKey={keyOf(row, rowIndex)}
                        columns={plain}
                        className={typeof rowClassName === 'function' ? rowClassName(row, rowIndex, 0) : rowClassName}
                        attributes={onRow?.(row, rowIndex)}
                      />
                    ))
                  )}
                </tbody>
              </table>
            </div>
          </div>
        </div>
      </Spin>
    </div>
  );
}

type PlainRowProps<Row> = {
  prefix: string;
  row: Row;
  rowIndex: number;
  rowKey: string;
  columns: ReadonlyArray<PlainColumn<Row>>;
  className: string | undefined;
  attributes: HTMLAttributes<HTMLElement> | undefined;
};

function PlainRow<Row extends object>({
  prefix,
  row,
  rowIndex,
  rowKey,
  columns,
  className,
  attributes,
}: PlainRowProps<Row>) {
  return (
    <tr
      {...(attributes as HTMLAttributes<HTMLTableRowElement>)}
      className={classes(`${prefix}-row`, `${prefix}-row-level-0`, className, attributes?.className)}
      data-row-key={rowKey}
    >
      {columns.map((column, columnIndex) => {
        const cell = column.onCell?.(row, rowIndex) ?? {};
        // A span of 0 is a cell another one covers (as in antd's Table).
        if (cell.colSpan === 0 || cell.rowSpan === 0) return null;
        const value =
          column.dataIndex === undefined ? undefined : (row as Record<string | number, unknown>)[column.dataIndex];
        return (
          <td
            key={column.key ?? column.dataIndex ?? columnIndex}
            {...cell}
            className={classes(`${prefix}-cell`, column.className, cell.className)}
            style={column.align ? { textAlign: column.align, ...cell.style } : cell.style}
          >
            {column.render ? column.render(value, row, rowIndex) : (value as ReactNode)}
          </td>
        );
      })}
    </tr>
  );
}
