import { Card, Skeleton, Space, Spin, Tag, Tooltip } from 'antd';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { LadderPoint } from './charts/RankLadderChart.tsx';
import styles from './guidance.module.css';
import { planTierSummaryOf, rowTierOf, type PlanTierSummary, type RowPredictionMaps } from './rules/tierCounts.ts';
import { usePlanWorkspace } from './usePlanWorkspace.ts';

// ECharts loads with the plan tab only.
const RankLadderChart = lazy(() => import('./charts/RankLadderChart.tsx'));

export type PlanTierPanelProps = {
  /** The engine's numbers for the draft's rows (usePlanRowPredictions); undefined while loading or failed. */
  predictions: RowPredictionMaps | undefined;
  predictionsLoading: boolean;
};

/** 冲/稳/保 by the engine's probability, and the rows without a backed number as 数据不足. */
export function TierCounts({ summary, loading }: { summary: PlanTierSummary; loading: boolean }) {
  const { t } = useTranslation();
  const { engine } = summary;
  return (
    <Tooltip title={t('guidance.plans.ladderByEngine')}>
      <Space size={4} data-testid="tier-counts" aria-busy={loading}>
        {loading ? <Spin size="small" /> : null}
        <Tag color="volcano">冲 {engine.冲}</Tag>
        <Tag color="gold">稳 {engine.稳}</Tag>
        <Tag color="green">保 {engine.保}</Tag>
        <Tag>
          {t('guidance.tiers.unknown')} {summary.insufficient}
        </Tag>
      </Space>
    </Tooltip>
  );
}

/** Of the 数据不足 rows, those with last year's line by the rank gap, labelled as the rows label them. */
export function RankGapNote({ summary }: { summary: PlanTierSummary }) {
  const { t } = useTranslation();
  const { rankGap } = summary;
  if (!(rankGap.冲 + rankGap.稳 + rankGap.保)) return null;
  return (
    <div className={styles.code} data-testid="tier-counts-rank-gap">
      {t('guidance.plans.ladderRankGap', { reach: rankGap.冲, match: rankGap.稳, safe: rankGap.保 })}
    </div>
  );
}

/** 位次阶梯: the draft's tiers as its rows show them, and each slot's last-year rank against the student's. */
export function PlanTierPanel({ predictions, predictionsLoading }: PlanTierPanelProps) {
  const { t } = useTranslation();
  const { draft, detail, studentRank } = usePlanWorkspace();
  const groupMode = detail ? detail.fillingMode !== '专业+院校' : false;
  const summary = useMemo(() => planTierSummaryOf(draft, predictions, groupMode), [draft, predictions, groupMode]);
  const points = useMemo<LadderPoint[]>(
    () =>
      draft.map((row) => {
        const { tier, source, probability } = rowTierOf(row, predictions, groupMode);
        return {
          slot: row.slot,
          label: `${row.collegeName}${row.groupName ? ` ${row.groupName}` : ''}`,
          referenceRank: row.referenceRank,
          tier,
          tierSource: source,
          probability,
        };
      }),
    [draft, predictions, groupMode],
  );
  const rank = detail?.student.rank ?? studentRank;
  return (
    <Card
      size="small"
      className={styles.card}
      title={t('guidance.plans.ladder')}
      extra={<TierCounts summary={summary} loading={predictionsLoading && !predictions} />}
    >
      <RankGapNote summary={summary} />
      {points.length ? (
        <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: 220 }} />}>
          <RankLadderChart points={points} studentRank={rank} />
        </Suspense>
      ) : (
        <div className={styles.muted}>{t('guidance.plans.empty')}</div>
      )}
    </Card>
  );
}
