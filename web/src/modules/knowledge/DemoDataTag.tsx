import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

export type DemoDataTagProps = { rows: ReadonlyArray<{ dataSource?: string }> };

/** 演示数据, shown beside any table or chart whose rows come from the demo data set. */
export function DemoDataTag({ rows }: DemoDataTagProps) {
  const { t } = useTranslation();
  if (!rows.some((row) => row.dataSource === 'demo')) return null;
  return (
    <Tag color="orange" variant="filled" data-testid="demo-data">
      {t('knowledge.demoData')}
    </Tag>
  );
}
