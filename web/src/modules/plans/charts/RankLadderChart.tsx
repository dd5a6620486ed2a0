import type { PlanTier } from '@zhihang/contract/plans/plan-linter';
import { MarkLineComponent } from 'echarts/components';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EChart } from '../../../components/EChart.tsx';
import { echarts, type EChartsOption } from '../../../components/echartsCore.ts';
import { percentText } from '../rules/wholeListStrip.ts';

// The student's rank is a line across the ladder.
echarts.use([MarkLineComponent]);

export type LadderPoint = {
  slot: number;
  label: string;
  referenceRank: number | null;
  tier: PlanTier | null;
  /** The engine's tier (with its probability), or the rank gap's where the engine has no number. */
  tierSource?: 'engine' | 'rankGap' | null;
  probability?: number | null;
};

export type RankLadderChartProps = { points: readonly LadderPoint[]; studentRank: number | null };

const TIER_COLORS: Record<PlanTier, string> = { 冲: '#f97316', 稳: '#eab308', 保: '#22c55e' };

/**
 * Each slot's last-year lowest rank as a bar coloured by tier (the engine's; a rank-gap tier
 * paler, as it is only a fallback), the student's rank as a line.
 */
export default function RankLadderChart({ points, studentRank }: RankLadderChartProps) {
  const { t } = useTranslation();
  const option = useMemo<EChartsOption>(
    () => ({
      grid: { left: 64, right: 24, top: 36, bottom: 28 },
      tooltip: {
        trigger: 'axis',
        formatter: (params: unknown) => {
          const first = (params as Array<{ dataIndex: number }>)[0];
          const point = first ? points[first.dataIndex] : undefined;
          if (!point) return '';
          const rank =
            point.referenceRank === null ? t('guidance.tiers.unknown') : point.referenceRank.toLocaleString('en-US');
          const tier =
            point.tier && point.tierSource === 'engine' && typeof point.probability === 'number'
              ? `${t(`guidance.tiers.${point.tier}`)} ${percentText(point.probability)}`
              : point.tier
                ? t('guidance.plans.rankGapTier', { tier: t(`guidance.tiers.${point.tier}`) })
                : t('guidance.tiers.unknown');
          return `${point.slot}. ${point.label}<br/>${t('guidance.plans.ladderReference')}: ${rank}<br/>${tier}`;
        },
      },
      xAxis: { type: 'category', data: points.map((point) => String(point.slot)), axisTick: { show: false } },
      yAxis: {
        type: 'value',
        inverse: true,
        name: t('guidance.plans.ladderReference'),
        // The axis runs downwards (rank 1 on top), so its name sits at the start, above it.
        nameLocation: 'start',
        nameTextStyle: { align: 'left', padding: [0, 0, 0, -48] },
      },
      series: [
        {
          type: 'bar',
          barMaxWidth: 18,
          data: points.map((point) => ({
            value: point.referenceRank ?? 0,
            itemStyle: {
              color: point.tier ? TIER_COLORS[point.tier] : '#cbd5e1',
              opacity: point.tierSource === 'rankGap' ? 0.45 : 1,
            },
          })),
          markLine:
            studentRank === null
              ? undefined
              : {
                  symbol: 'none',
                  lineStyle: { color: '#2563eb', type: 'dashed' },
                  label: {
                    formatter: `${t('guidance.plans.ladderStudent')} ${studentRank.toLocaleString('en-US')}`,
                    position: 'insideEndTop',
                    // Readable where the line crosses the bars.
                    backgroundColor: 'rgba(255, 255, 255, 0.9)',
                    padding: [2, 6],
                    borderRadius: 4,
                    color: '#1d4ed8',
                  },
                  data: [{ yAxis: studentRank }],
                },
        },
      ],
    }),
    [points, studentRank, t],
  );
  return <EChart option={option} height={220} label={t('guidance.plans.ladder')} />;
}
