import { Table, type TableProps } from 'antd';
import { fitsPlainTable, PlainTable } from '../../components/PlainTable.tsx';
import { useEffect, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { isVirtual, scrollingOf } from './knowledgeTable.ts';
import { useViewportBodyHeight } from './useViewportBodyHeight.ts';

export type KnowledgeTableProps<Row> = Omit<TableProps<Row>, 'dataSource' | 'scroll' | 'virtual' | 'locale'> & {
  dataSource: readonly Row[];
  /** Width the columns need; narrower screens scroll sideways. */
  width: number;
};

/** Pixels one arrow key scrolls a virtual body: about one row. */
const LINE_STEP = 48;

/** How a key scrolls a virtual body of `height` pixels, or null for keys it leaves alone. */
function scrollStep(key: string, height: number): number | null {
  const steps: Record<string, number> = {
    ArrowDown: LINE_STEP,
    ArrowUp: -LINE_STEP,
    PageDown: height - LINE_STEP,
    PageUp: LINE_STEP - height,
    End: Number.MAX_SAFE_INTEGER,
    Home: -Number.MAX_SAFE_INTEGER,
  };
  return steps[key] ?? null;
}

/**
 * A virtual body renders only the rows in view and hides its scrollbar behind its own, so a
 * keyboard user could neither scroll it nor Tab to the rows below. The body becomes a named,
 * focusable region that the arrow, page, Home and End keys scroll; the rows it then renders are
 * reached with Tab.
 */
function useKeyboardScroll(container: RefObject<HTMLElement | null>, enabled: boolean, label: string) {
  // Runs after every render: antd may replace the body element when the rows change.
  useEffect(() => {
    const holder = enabled ? container.current?.querySelector<HTMLElement>('.ant-table-tbody-virtual-holder') : null;
    if (!holder) return undefined;
    holder.tabIndex = 0;
    holder.setAttribute('role', 'region');
    holder.setAttribute('aria-label', label);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.target !== holder) return;
      const step = scrollStep(event.key, holder.clientHeight);
      if (step === null) return;
      event.preventDefault();
      // The virtual list follows a scroll of its holder and renders the rows now in view.
      holder.scrollTop = Math.max(0, Math.min(holder.scrollHeight, holder.scrollTop + step));
      holder.dispatchEvent(new Event('scroll'));
    };
    holder.addEventListener('keydown', onKeyDown);
    return () => holder.removeEventListener('keydown', onKeyDown);
  });
}

/** The table settings a plain table honours besides its columns (see PlainTable). */
const PLAIN_TABLE_SETTINGS = new Set([
  'columns',
  'rowKey',
  'size',
  'loading',
  'pagination',
  'className',
  'rowClassName',
  'onRow',
]);

/**
 * The table every knowledge list and tab uses, so they all render a page of up to 50 rows in full
 * and scroll virtually beyond (spec §9) in a body that ends at the bottom of the window,
 * and say 暂无数据 the same way. A page rendered in full is plain markup in antd's classes
 * (PlainTable) unless its columns need antd's Table.
 */
export function KnowledgeTable<Row extends object>({ dataSource, width, ...props }: KnowledgeTableProps<Row>) {
  const { t } = useTranslation();
  const virtual = isVirtual(dataSource.length);
  const { ref: bodyRef, height: bodyHeight } = useViewportBodyHeight(virtual);
  useKeyboardScroll(bodyRef, virtual, t('knowledge.tableRows'));
  const { columns, rowKey, size, loading, pagination, className, rowClassName, onRow } = props;
  const plain =
    !virtual &&
    columns !== undefined &&
    rowKey !== undefined &&
    pagination === false &&
    typeof loading !== 'object' &&
    Object.keys(props).every((setting) => PLAIN_TABLE_SETTINGS.has(setting)) &&
    fitsPlainTable(columns);
  if (plain) {
    return (
      <div ref={bodyRef}>
        <PlainTable<Row>
          columns={columns}
          dataSource={dataSource}
          rowKey={rowKey}
          size={size}
          loading={loading}
          emptyText={t('knowledge.noData')}
          scrollX={width}
          className={className}
          rowClassName={rowClassName}
          onRow={onRow}
        />
      </div>
    );
  }
  return (
    <div ref={bodyRef}>
      <Table<Row>
        {...props}
        dataSource={dataSource}
        {...scrollingOf(dataSource.length, width, bodyHeight)}
        locale={{ emptyText: t('knowledge.noData') }}
      />
    </div>
  );
}
