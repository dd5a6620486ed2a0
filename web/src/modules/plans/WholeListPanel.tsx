import { Card, Skeleton, Space, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { percentText, stripSegments, type StripSegment } from './rules/wholeListStrip.ts';
import { useWholeListSimulation } from './useWholeListSimulation.ts';
import styles from './WholeListPanel.module.css';

export type WholeListPanelProps = {
  /** The saved plan; null while none is open. */
  planId: number | null;
  /** The plan's last save: a new save simulates again. */
  updatedAt: number | null;
  /** Unsaved edits: the figures are of the saved list. */
  dirty?: boolean;
};

/**
 * The whole-list risk of a saved plan: P(admitted somewhere), P(退档), where the draws end as a
 * strip, wasted rank, the likeliest 调剂 placement and the slots without data.
 */
export function WholeListPanel({ planId, updatedAt, dirty = false }: WholeListPanelProps) {
  const { t } = useTranslation();
  const { data, isPending, isError } = useWholeListSimulation(planId, updatedAt);
  const segmentTitle = (segment: StripSegment) => {
    const share = percentText(segment.share);
    if (segment.kind === 'slot')
      return t('guidance.wholeList.slotShare', { slot: segment.slot, label: segment.label, share });
    if (segment.kind === 'others')
      return t('guidance.wholeList.othersShare', { slots: segment.slots.join('、'), share });
    return `${t(`guidance.wholeList.${segment.kind}`)} ${share}`;
  };
  const segmentClass = (segment: StripSegment, index: number) =>
    segment.kind === 'slot' ? (index % 2 ? styles.slotOdd : styles.slotEven) : styles[segment.kind];
  return (
    <Card size="small" title={t('guidance.wholeList.title')} data-testid="whole-list-panel">
      {planId === null ? (
        <div className={styles.muted}>{t('guidance.wholeList.noPlan')}</div>
      ) : isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : isError || !data ? (
        <div className={styles.muted}>{t('guidance.wholeList.failed')}</div>
      ) : data.slots.every((slot) => slot.insufficientData) ? (
        // Nothing was simulated: a 0 % here would be the missing numbers, not the student's chances.
        <div data-testid="whole-list-no-data">
          <Tag>{t('guidance.wholeList.noData')}</Tag>
          <div className={styles.line}>
            {data.slots.length === 0 ? t('guidance.wholeList.emptyPlan') : t('guidance.wholeList.noDataWhy')}
          </div>
        </div>
      ) : (
        <>
          <Space size={4} wrap>
            <Tag color={data.admitted >= 0.99 ? 'green' : data.admitted >= 0.9 ? 'gold' : 'volcano'}>
              {t('guidance.wholeList.admitted')} {percentText(data.admitted)}
            </Tag>
            <Tag color={data.withdrawn >= 0.01 ? 'red' : 'default'}>
              {t('guidance.wholeList.withdrawn')} {percentText(data.withdrawn)}
            </Tag>
            <Tag>
              {t('guidance.wholeList.unplaced')} {percentText(data.unplaced)}
            </Tag>
            <Tag>
              {t('guidance.wholeList.adjusted')} {percentText(data.adjusted)}
            </Tag>
          </Space>
          <div className={styles.strip} role="img" aria-label={t('guidance.wholeList.stripLabel')}>
            {stripSegments(data).map((segment, index) => (
              <Tooltip
                key={segment.kind === 'slot' ? `slot-${segment.slot}` : segment.kind}
                title={segmentTitle(segment)}
              >
                <div
                  className={`${styles.segment} ${segmentClass(segment, index)}`}
                  style={{ width: `${(segment.share * 100).toFixed(2)}%` }}
                />
              </Tooltip>
            ))}
          </div>
          {data.wastedRank && (
            <div className={styles.line}>
              {t('guidance.wholeList.wasted', {
                share: percentText(data.wastedRank.median),
                places: data.wastedRank.medianPlaces,
              })}
            </div>
          )}
          {data.worstCaseAdjustment && (
            <div className={styles.line}>
              {t('guidance.wholeList.worstCase', {
                slot: data.worstCaseAdjustment.slot,
                major: data.worstCaseAdjustment.name,
                share: percentText(data.worstCaseAdjustment.probability),
              })}
            </div>
          )}
          {data.skippedSlots.length > 0 && (
            <div className={styles.line}>
              {t('guidance.wholeList.skipped', { slots: data.skippedSlots.join('、') })}
            </div>
          )}
          <div className={styles.muted}>
            {dirty ? t('guidance.wholeList.unsaved') : t('guidance.wholeList.note', { draws: data.draws })}
          </div>
        </>
      )}
    </Card>
  );
}
