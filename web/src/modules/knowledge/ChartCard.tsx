import { Card, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { EChart } from './charts/EChart.tsx';
import type { EChartsOption } from './charts/echartsCore.ts';
import styles from './knowledge.module.css';

export type ChartCardProps = {
  /** The card's title, also the chart's accessible name. */
  title: string;
  option: EChartsOption;
  height: number;
  /** No rows to draw: 暂无数据 instead of an empty chart. */
  empty: boolean;
};

/** A titled card holding one employment chart, or 暂无数据 when there is nothing to draw. */
export function ChartCard({ title, option, height, empty }: ChartCardProps) {
  const { t } = useTranslation();
  return (
    <Card size="small" title={title} className={styles.innerCard}>
      {empty ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('knowledge.noData')} />
      ) : (
        <EChart height={height} label={title} option={option} />
      )}
    </Card>
  );
}
