import type { ReliabilityBin } from '@zhihang/contract/admission/backtest-figures.schema';
import { LineChart, ScatterChart } from 'echarts/charts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EChart } from '../../../components/EChart.tsx';
import { echarts, type EChartsOption } from '../../../components/echartsCore.ts';

echarts.use([LineChart, ScatterChart]);

export type ReliabilityChartProps = {
  engine: readonly ReliabilityBin[];
  lastYear: readonly ReliabilityBin[];
  label: string;
};

const pointsOf = (bins: readonly ReliabilityBin[]) =>
  bins
    .filter((bin) => bin.students > 0 && bin.meanProbability !== null && bin.admittedShare !== null)
    .map((bin) => ({ value: [bin.meanProbability!, bin.admittedShare!], bin }));

const percent = (value: number) => `${Math.round(value * 100)}%`;

/** Predicted probability (x) against the observed admission share (y) per bin, with the diagonal. */
export default function ReliabilityChart({ engine, lastYear, label }: ReliabilityChartProps) {
  const { t } = useTranslation();
  const option = useMemo<EChartsOption>(() => {
    const series = (name: string, bins: readonly ReliabilityBin[], color: string, symbol: string) => ({
      name,
      type: 'line',
      data: pointsOf(bins),
      color,
      symbol,
      symbolSize: 9,
      lineStyle: { width: 2 },
    });
    return {
      grid: { left: 56, right: 20, top: 40, bottom: 48 },
      legend: { top: 0 },
      tooltip: {
        trigger: 'item',
        formatter: (params: unknown) => {
          const { seriesName, data } = params as { seriesName: string; data?: { bin?: ReliabilityBin } };
          const bin = data?.bin;
          if (!bin) return seriesName;
          return `${seriesName}<br/>${t('engine.binTooltip', {
            from: percent(bin.from),
            to: percent(bin.to),
            students: bin.students.toLocaleString('en-US'),
            predicted: percent(bin.meanProbability ?? 0),
            observed: percent(bin.admittedShare ?? 0),
          })}`;
        },
      },
      xAxis: {
        type: 'value',
        min: 0,
        max: 1,
        name: t('engine.predicted'),
        nameLocation: 'middle',
        nameGap: 28,
        axisLabel: { formatter: (value: number) => percent(value) },
      },
      yAxis: {
        type: 'value',
        min: 0,
        max: 1,
        name: t('engine.observed'),
        nameLocation: 'middle',
        nameGap: 40,
        axisLabel: { formatter: (value: number) => percent(value) },
      },
      series: [
        {
          name: t('engine.ideal'),
          type: 'line',
          data: [
            [0, 0],
            [1, 1],
          ],
          color: '#94a3b8',
          symbol: 'none',
          lineStyle: { type: 'dashed', width: 1 },
          tooltip: { show: false },
        },
        series(t('engine.engine'), engine, '#2563eb', 'circle'),
        series(t('engine.lastYear'), lastYear, '#f97316', 'triangle'),
      ],
    };
  }, [engine, lastYear, t]);
  return <EChart option={option} height={340} label={label} />;
}
