import { ConfigProvider, Spin, type Breakpoint, type TableColumnsType, type TableProps } from 'antd';
import useCSSVarCls from 'antd/es/config-provider/hooks/useCSSVarCls';
import useTableStyle from 'antd/es/table/style';
import {
  useContext,
  useEffect,
  useRef,
  type CSSProperties,
  type RefObject,
  type HTMLAttributes,
  type Key,
  type ReactNode,
  type TdHTMLAttributes,
} from 'react';
import { PlainCheckbox } from './PlainCheckbox.tsx';
import styles from './PlainTable.module.css';
import { useScreens } from './useScreens.ts';

/** The column settings a plain table honours; a column with any other needs antd's Table. */
const PLAIN_COLUMN_SETTINGS = new Set([
  'title',
  'dataIndex',
  'key',
  'width',
  'render',
  'onCell',
  'className',
  'align',
  'fixed',
  'ellipsis',
  'responsive',
]);

type PlainColumn<Row> = {
  title?: ReactNode;
  dataIndex?: string | number;
  key?: Key;
  width?: number | string;
  render?: (value: unknown, row: Row, index: number) => ReactNode;
  onCell?: (row: Row, index?: number) => TdHTMLAttributes<HTMLTableCellElement>;
  className?: string;
  align?: 'left' | 'right' | 'center';
  fixed?: boolean | 'left' | 'right' | 'start' | 'end';
  ellipsis?: boolean;
  /** The breakpoints at which the column shows, as antd's: shown when the window matches any. */
  responsive?: readonly Breakpoint[];
};

/** Which edge a column sticks to while the table scrolls sideways, if any. */
function edgeOf(fixed: PlainColumn<unknown>['fixed']): 'start' | 'end' | undefined {
  if (fixed === true || fixed === 'left' || fixed === 'start') return 'start';
  if (fixed === 'right' || fixed === 'end') return 'end';
  return undefined;
}

/**
 * Whether these columns render the same as plain markup: one header row, cells from `dataIndex` or
 * `render`, spans from `onCell`, fixed columns of a stated width, plain ellipsis. Sorted, filtered,
 * grouped or titled-ellipsis columns do not.
 */
export function fitsPlainTable<Row>(columns: TableColumnsType<Row>): boolean {
  return columns.every(
    (column) =>
      Object.keys(column).every((setting) => PLAIN_COLUMN_SETTINGS.has(setting)) &&
      typeof column.title !== 'function' &&
      (!('dataIndex' in column) || ['string', 'number', 'undefined'].includes(typeof column.dataIndex)) &&
      (column.ellipsis === undefined || typeof column.ellipsis === 'boolean') &&
      // A sticky column's offset is the sum of the widths before it: they must be known.
      (!column.fixed || typeof column.width === 'number'),
  );
}

/** Ticking rows, as antd's `rowSelection` with its defaults: the header box ticks the page. */
export type PlainRowSelection<Row> = {
  selectedRowKeys: readonly Key[];
  onChange: (keys: Key[]) => void;
  columnWidth: number;
  /** What a screen reader says each row's box ticks (say, the student's name). */
  rowLabel: (row: Row) => string;
  /** What it says the header's box ticks. */
  allLabel: string;
};

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
  rowSelection?: PlainRowSelection<Row>;
};

const classes = (...names: Array<string | false | undefined>) => names.filter(Boolean).join(' ');

/** A column as drawn: its settings, and where it sticks when the table scrolls sideways. */
type DrawnColumn<Row> = PlainColumn<Row> & {
  drawKey: Key;
  /** The selection column's boxes instead of a value. */
  selection?: boolean;
  sticky?: { edge: 'start' | 'end'; offset: number; zIndex: number; zIndexReverse: number; shadow: boolean };
};

/**
 * The columns with their sticky offsets and stacking, as antd's Table computes them from the
 * stated widths (no measuring): start columns stack over the columns after them, end columns over
 * those before, and the innermost of each side carries the shadow.
 */
function drawnColumns<Row>(columns: ReadonlyArray<PlainColumn<Row>>, selection: PlainRowSelection<Row> | undefined) {
  const anyStart = columns.some((column) => edgeOf(column.fixed) === 'start');
  const all: Array<PlainColumn<Row> & { drawKey: Key; selection?: boolean }> = [
    ...(selection
      ? [
          {
            drawKey: 'selection',
            selection: true,
            width: selection.columnWidth,
            fixed: anyStart ? ('start' as const) : undefined,
          },
        ]
      : []),
    ...columns.map((column, index) => ({ ...column, drawKey: column.key ?? column.dataIndex ?? index })),
  ];
  const count = all.length;
  const widthOf = (index: number) => Number(all[index]?.width ?? 0);
  return all.map((column, index): DrawnColumn<Row> => {
    const edge = edgeOf(column.fixed);
    if (edge === 'start') {
      let offset = 0;
      for (let before = 0; before < index; before += 1) offset += widthOf(before);
      const shadow = edgeOf(all[index + 1]?.fixed) !== 'start';
      return { ...column, sticky: { edge, offset, zIndex: count * 2 - index, zIndexReverse: count + index, shadow } };
    }
    if (edge === 'end') {
      let offset = 0;
      for (let after = index + 1; after < count; after += 1) offset += widthOf(after);
      const shadow = edgeOf(all[index - 1]?.fixed) !== 'end';
      return { ...column, sticky: { edge, offset, zIndex: index, zIndexReverse: count - index, shadow } };
    }
    return column;
  });
}

/** The classes and inline style of a column's cells, header and body alike. */
function cellLook<Row>(prefix: string, column: DrawnColumn<Row>) {
  const cell = `${prefix}-cell`;
  const { sticky } = column;
  const className = classes(
    cell,
    column.selection && `${prefix}-selection-column`,
    sticky && `${cell}-fix`,
    sticky && `${cell}-fix-${sticky.edge}`,
    sticky?.shadow && `${cell}-fix-${sticky.edge}-shadow`,
    column.ellipsis && `${cell}-ellipsis`,
    column.className,
  );
  const style: CSSProperties & Record<string, unknown> = {};
  if (column.align) style.textAlign = column.align;
  if (sticky) {
    style[sticky.edge === 'start' ? 'insetInlineStart' : 'insetInlineEnd'] = sticky.offset;
    style['--z-offset'] = sticky.zIndex;
    style['--z-offset-reverse'] = sticky.zIndexReverse;
  }
  return { className, style: Object.keys(style).length ? (style as CSSProperties) : undefined };
}

/**
 * Shows the fixed columns' shadows while there is more table beyond them, as antd's Table does:
 * read when the box scrolls or changes size (after layout, so nothing is measured twice), and set
 * as classes on the table, not as state, so scrolling renders nothing.
 */
function useFixedShadows(content: RefObject<HTMLDivElement | null>, enabled: boolean) {
  useEffect(() => {
    const box = content.current;
    const table = box?.parentElement?.parentElement;
    if (!enabled || !box || !table) return undefined;
    const update = () => {
      const scrolled = Math.abs(box.scrollLeft);
      table.classList.toggle(styles.shadowStart ?? 'shadow-start', scrolled >= 1);
      table.classList.toggle(styles.shadowEnd ?? 'shadow-end', box.scrollWidth - box.clientWidth - scrolled > 1);
    };
    const observer = new ResizeObserver(update);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    box.addEventListener('scroll', update, { passive: true });
    return () => {
      observer.disconnect();
      box.removeEventListener('scroll', update);
    };
  }, [content, enabled]);
}

/**
 * A page of rows as antd's table draws it (its classes, so its stylesheet and the theme's variables
 * apply) without its machinery: no measuring row, no column-width or scroll-shadow state, no
 * context per cell. Fixed columns stick by their stated widths and ticking rows are native boxes.
 * Rendering a 50-row page takes a fraction of antd's Table, which matters on an older office PC;
 * the columns that need more (sorted, filtered…) keep antd's Table.
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
  rowSelection,
}: PlainTableProps<Row>) {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const prefix = getPrefixCls('table');
  // The theme's variables and antd's hashed class for tables, as antd's Table itself asks for them.
  const rootClass = useCSSVarCls(prefix);
  const [hashClass, variablesClass] = useTableStyle(prefix, rootClass);
  // As antd's Table: the size given, else the console's (antd 6 calls "middle" "medium").
  const { componentSize } = ConfigProvider.useConfig();
  const mergedSize = size === 'middle' ? 'medium' : (size ?? componentSize);
  const content = useRef<HTMLDivElement>(null);
  const allColumns = columns as ReadonlyArray<PlainColumn<Row>>;
  const screens = useScreens(allColumns.some((column) => column.responsive));
  const shownColumns = allColumns.filter(
    (column) => !column.responsive || column.responsive.some((breakpoint) => screens.has(breakpoint)),
  );
  const drawn = drawnColumns(shownColumns, rowSelection);
  const hasStart = drawn.some((column) => column.sticky?.edge === 'start');
  const hasEnd = drawn.some((column) => column.sticky?.edge === 'end');
  useFixedShadows(content, scrollX !== undefined && (hasStart || hasEnd));
  // Fixed columns and ellipsis hold the stated widths, as antd lays them out.
  const fixedLayout = hasStart || hasEnd || drawn.some((column) => column.ellipsis);
  const tableStyle: CSSProperties = scrollX
    ? { width: scrollX, minWidth: '100%', tableLayout: fixedLayout ? 'fixed' : 'auto' }
    : fixedLayout
      ? { tableLayout: 'fixed' }
      : {};
  const pageKeys: Key[] = dataSource.map((row, index) =>
    typeof rowKey === 'function' ? rowKey(row, index) : (row as Record<string, Key>)[rowKey as string]!,
  );
  const picked = new Set((rowSelection?.selectedRowKeys ?? []).map(String));
  const pickedOnPage = pageKeys.filter((key) => picked.has(String(key))).length;
  // As antd's Table: the keys handed back are this page's ticked rows (another page's are dropped).
  const pickRows = (keys: Key[], checked: boolean) => {
    const next = new Set(pageKeys.filter((key) => picked.has(String(key))).map(String));
    for (const key of keys) {
      if (checked) next.add(String(key));
      else next.delete(String(key));
    }
    rowSelection?.onChange(pageKeys.filter((key) => next.has(String(key))));
  };
  const selectionCell = rowSelection
    ? {
        header: (
          <div className={`${prefix}-selection`}>
            <PlainCheckbox
              checked={pageKeys.length > 0 && pickedOnPage === pageKeys.length}
              indeterminate={pickedOnPage > 0 && pickedOnPage < pageKeys.length}
              label={rowSelection.allLabel}
              onChange={(checked) => pickRows(pageKeys, checked)}
            />
          </div>
        ),
        body: (row: Row, key: string) => (
          <PlainCheckbox
            checked={picked.has(key)}
            label={rowSelection.rowLabel(row)}
            onChange={(checked) => pickRows([key], checked)}
          />
        ),
      }
    : undefined;
  return (
    <div className={classes(variablesClass, rootClass, `${prefix}-wrapper`, styles.table, className, hashClass)}>
      <Spin spinning={loading}>
        <div
          className={classes(
            prefix,
            mergedSize === 'medium' && `${prefix}-medium`,
            mergedSize === 'small' && `${prefix}-small`,
            dataSource.length === 0 && `${prefix}-empty`,
            scrollX !== undefined && `${prefix}-scroll-horizontal`,
            (hasStart || hasEnd) && `${prefix}-fixed-column`,
            hasStart && `${prefix}-has-fix-start`,
            hasEnd && `${prefix}-has-fix-end`,
            variablesClass,
            rootClass,
            hashClass,
          )}
        >
          <div className={`${prefix}-container`}>
            <div
              ref={content}
              className={`${prefix}-content`}
              style={scrollX ? { overflow: 'auto hidden' } : undefined}
            >
              <table style={tableStyle}>
                <colgroup>
                  {drawn.map((column) => (
                    <col
                      key={column.drawKey}
                      className={column.selection ? `${prefix}-selection-col` : undefined}
                      style={column.width ? { width: column.width } : undefined}
                    />
                  ))}
                </colgroup>
                <thead className={`${prefix}-thead`}>
                  <tr>
                    {drawn.map((column) => {
                      const look = cellLook(prefix, column);
                      return (
                        <th
                          key={column.drawKey}
                          className={look.className}
                          scope="col"
                          style={look.style}
                          title={column.ellipsis && typeof column.title === 'string' ? column.title : undefined}
                        >
                          {column.selection ? selectionCell?.header : column.title}
                        </th>
                      );
                    })}
                  </tr>
                </thead>
                <tbody className={`${prefix}-tbody`}>
                  {dataSource.length === 0 ? (
                    <tr className={`${prefix}-placeholder`}>
                      <td className={`${prefix}-cell`} colSpan={drawn.length}>
                        {loading ? null : emptyText}
                      </td>
                    </tr>
                  ) : (
                    dataSource.map((row, rowIndex) => (
                      <PlainRow
                        key={String(pageKeys[rowIndex])}
                        prefix={prefix}
                        row={row}
                        rowIndex={rowIndex}
                        rowKey={String(pageKeys[rowIndex])}
                        columns={drawn}
                        selected={picked.has(String(pageKeys[rowIndex]))}
                        selectionBox={selectionCell?.body}
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
  columns: ReadonlyArray<DrawnColumn<Row>>;
  selected: boolean;
  selectionBox: ((row: Row, key: string) => ReactNode) | undefined;
  className: string | undefined;
  attributes: HTMLAttributes<HTMLElement> | undefined;
};

function PlainRow<Row extends object>({
  prefix,
  row,
  rowIndex,
  rowKey,
  columns,
  selected,
  selectionBox,
  className,
  attributes,
}: PlainRowProps<Row>) {
  return (
    <tr
      {...(attributes as HTMLAttributes<HTMLTableRowElement>)}
      className={classes(
        `${prefix}-row`,
        `${prefix}-row-level-0`,
        selected && `${prefix}-row-selected`,
        className,
        attributes?.className,
      )}
      data-row-key={rowKey}
    >
      {columns.map((column) => {
        if (column.selection) {
          const look = cellLook(prefix, column);
          return (
            <td key={column.drawKey} className={look.className} style={look.style}>
              {selectionBox?.(row, rowKey)}
            </td>
          );
        }
        const cell = column.onCell?.(row, rowIndex) ?? {};
        // A span of 0 is a cell another one covers (as in antd's Table).
        if (cell.colSpan === 0 || cell.rowSpan === 0) return null;
        const value =
          column.dataIndex === undefined ? undefined : (row as Record<string | number, unknown>)[column.dataIndex];
        const content = column.render ? column.render(value, row, rowIndex) : (value as ReactNode);
        const look = cellLook(prefix, column);
        return (
          <td
            key={column.drawKey}
            // antd's ellipsis shows the whole text on hover.
            title={
              column.ellipsis && (typeof content === 'string' || typeof content === 'number')
                ? String(content)
                : undefined
            }
            {...cell}
            className={classes(look.className, cell.className)}
            style={look.style || cell.style ? { ...look.style, ...cell.style } : undefined}
          >
            {content}
          </td>
        );
      })}
    </tr>
  );
}
