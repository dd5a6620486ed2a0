import { BAR_MAX_WIDTH } from '@zhihang/contract/constants';
import type { EChartsOption } from '../../../components/echartsCore.ts';

export type ChartItem = { name: string; rate: number };

const PALETTE = ['#409eff', '#67c23a', '#e6a23c', '#f56c6c', '#909399', '#36cfc9', '#9254de', '#ff85c0'];

/** Horizontal bars of rates in percent, in the items' order from the top; bars at most 35 px thick. */
export function rateBarOption(items: readonly ChartItem[], color: string = PALETTE[0] as string): EChartsOption {
  const top = [...items].reverse();
  return {
    grid: { left: 8, right: 48, top: 8, bottom: 8, containLabel: true },
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      valueFormatter: (value: unknown) => `${String(value)}%`,
    },
    xAxis: { type: 'value', axisLabel: { formatter: '{value}%' }, splitLine: { lineStyle: { type: 'dashed' } } },
    yAxis: { type: 'category', data: top.map((item) => item.name), axisTick: { show: false } },
    series: [
      {
        type: 'bar',
        data: top.map((item) => item.rate),
        barMaxWidth: BAR_MAX_WIDTH,
        itemStyle: { color, borderRadius: [0, 4, 4, 0] },
        label: { show: true, position: 'right', formatter: '{c}%' },
      },
    ],
  };
}

/** Vertical bars of rates in percent, in the items' order from the left; bars at most 35 px wide. */
export function rateColumnOption(items: readonly ChartItem[], color: string = PALETTE[0] as string): EChartsOption {
  return {
    grid: { left: 8, right: 8, top: 28, bottom: 8, containLabel: true },
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      valueFormatter: (value: unknown) => `${String(value)}%`,
    },
    xAxis: {
      type: 'category',
      data: items.map((item) => item.name),
      axisLabel: { interval: 0, rotate: items.length > 8 ? 30 : 0 },
    },
    yAxis: { type: 'value', axisLabel: { formatter: '{value}%' }, splitLine: { lineStyle: { type: 'dashed' } } },
    series: [
      {
        type: 'bar',
        data: items.map((item) => item.rate),
        barMaxWidth: BAR_MAX_WIDTH,
        itemStyle: { color, borderRadius: [4, 4, 0, 0] },
        label: { show: true, position: 'top', formatter: '{c}%' },
      },
    ],
  };
}

/**
 * A ring of shares (employer types, job posts). Every slice keeps its percentage label, in whole
 * percent so that it fits beside the ring in a narrow card (ECharts would cut it down to "…").
 */
export function shareRingOption(items: readonly ChartItem[]): EChartsOption {
  return {
    color: PALETTE,
    tooltip: { trigger: 'item', formatter: '{b}：{c}（{d}%）' },
    legend: { bottom: 0, icon: 'circle', itemWidth: 10, itemHeight: 10, textStyle: { color: '#5b6474' } },
    series: [
      {
        type: 'pie',
        radius: ['32%', '54%'],
        center: ['50%', '44%'],
        percentPrecision: 0,
        avoidLabelOverlap: true,
        itemStyle: { borderColor: '#fff', borderWidth: 2, borderRadius: 4 },
        label: { formatter: '{d}%', color: '#5b6474', overflow: 'none' },
        data: items.map((item) => ({ name: item.name, value: item.rate })),
      },
    ],
  };
}

/** A gauge of one percentage (0–100): a progress arc, the value in the middle, the name below. */
export function percentGaugeOption(name: string, value: number, color: string): EChartsOption {
  return {
    series: [
      {
        type: 'gauge',
        min: 0,
        max: 100,
        startAngle: 220,
        endAngle: -40,
        radius: '88%',
        center: ['50%', '55%'],
        progress: { show: true, width: 14, roundCap: true, itemStyle: { color } },
        axisLine: { roundCap: true, lineStyle: { width: 14, color: [[1, '#eef1f6']] } },
        axisTick: { show: false },
        splitLine: { show: false },
        axisLabel: { show: false },
        pointer: { show: false },
        anchor: { show: false },
        title: { offsetCenter: [0, '62%'], fontSize: 13, color: '#5b6474' },
        detail: {
          valueAnimation: true,
          offsetCenter: [0, '0%'],
          fontSize: 26,
          fontWeight: 700,
          formatter: '{value}%',
          color,
        },
        data: [{ value, name }],
      },
    ],
  };
}

export const CHART_COLORS = { primary: '#409eff', success: '#67c23a', warning: '#e6a23c', danger: '#f56c6c' } as const;
