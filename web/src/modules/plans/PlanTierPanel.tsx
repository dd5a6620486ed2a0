import { Card, Skeleton, Space, Tag } from 'antd';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { LadderPoint } from './charts/RankLadderChart.tsx';
import styles from './guidance.module.css';
import { usePlanCharts } from './planQueries.ts';
import { tierCountsOf } from './rules/planDraft.ts';
import { usePlanWorkspace } from './usePlanWorkspace.ts';

// ECharts loads with the plan tab only.
const RankLadderChart = lazy(() => import('./charts/RankLadderChart.tsx'));

/** Counts by tier and the rank ladder: the saved plan's from getPlanListWithChart, the draft's while unsaved. */
export function PlanTierPanel() {
  const { t } = useTranslation();
  const { stuId, planId, draft, dirty, detail, studentRank } = usePlanWorkspace();
  const charts = usePlanCharts(stuId).data;
  const saved = charts?.find((chart) => chart.id === planId);
  const counts = dirty || !saved ? tierCountsOf(draft) : saved.tierCounts;
  const points = useMemo<LadderPoint[]>(
    () =>
      dirty || !saved
        ? draft.map((row) => ({
            slot: row.slot,
            label: `${row.collegeName}${row.groupName ? ` ${row.groupName}` : ''}`,
            referenceRank: row.referenceRank,
            tier: row.tier,
          }))
        : saved.ladder,
    [dirty, saved, draft],
  );
  const rank = detail?.student.rank ?? saved?.studentRank ?? studentRank;
  return (
    <Card
      size="small"
      className={styles.card}
      title={t('guidance.plans.ladder')}
      extra={
        <Space size={4} data-testid="tier-counts">
          <Tag color="volcano">冲 {counts.reach}</Tag>
          <Tag color="gold">稳 {counts.match}</Tag>
          <Tag color="green">保 {counts.safe}</Tag>
          <Tag>
            {t('guidance.tiers.unknown')} {counts.unknown}
          </Tag>
        </Space>
      }
    >
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
