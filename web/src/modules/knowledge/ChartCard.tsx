import { Card, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { EChart } from '../../components/EChart.tsx';
import type { EChartsOption } from '../../components/echartsCore.ts';
import { sharesLabel, type DrawableShare } from './rules/share.ts';
import styles from './knowledge.module.css';

export type ChartCardProps = {
  /** The card's title; with the items and their shares, the chart's accessible name. */
  title: string;
  /** The shares the chart draws (already through the share rule); none: 暂无数据 instead of an empty chart. */
  items: readonly DrawableShare[];
  option: EChartsOption;
  height: number;
};

/** A titled card holding one employment chart, or 暂无数据 when there is nothing to draw. */
export function ChartCard({ title, items, option, height }: ChartCardProps) {
  const { t } = useTranslation();
  return (
    <Card size="small" title={title} className={styles.innerCard}>
      {items.length ? (
        <EChart height={height} label={sharesLabel(title, items)} option={option} />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('knowledge.noData')} />
      )}
    </Card>
  );
}
