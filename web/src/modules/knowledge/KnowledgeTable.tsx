import { Table, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { isVirtual, scrollingOf } from './knowledgeTable.ts';
import { useViewportBodyHeight } from './useViewportBodyHeight.ts';

export type KnowledgeTableProps<Row> = Omit<TableProps<Row>, 'dataSource' | 'scroll' | 'virtual' | 'locale'> & {
  dataSource: readonly Row[];
  /** Width the columns need; narrower screens scroll sideways. */
  width: number;
};

/**
 * The table every knowledge list and tab uses, so they all scroll virtually past 32 rows (spec §9)
 * in a body that ends at the bottom of the window,
 * and say 暂无数据 the same way.
 */
export function KnowledgeTable<Row extends object>({ dataSource, width, ...props }: KnowledgeTableProps<Row>) {
  const { t } = useTranslation();
  const { ref: bodyRef, height: bodyHeight } = useViewportBodyHeight(isVirtual(dataSource.length));
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
