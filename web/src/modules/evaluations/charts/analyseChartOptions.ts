import type { Analysis } from '@zhihang/contract/evaluations/evaluations.schemas';
import type { EChartsOption } from '../../../components/echartsCore.ts';
import './evaluationEcharts.ts';

type Count = { code: string; count: number };

const PALETTE = ['#409eff', '#67c23a', '#e6a23c', '#f56c6c', '#909399', '#8e6ff7', '#14b8a6', '#f97316'];

/** Counts as vertical bars in the order given (most frequent first, or RIASEC order). */
export function countBarOption(counts: readonly Count[], seriesName: string, color = PALETTE[0]): EChartsOption {
  return {
    grid: { left: 8, right: 16, top: 24, bottom: 8, containLabel: true },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    xAxis: { type: 'category', data: counts.map((item) => item.code), axisTick: { show: false } },
    yAxis: { type: 'value', minInterval: 1, splitLine: { lineStyle: { color: '#eef0f4' } } },
    series: [
      {
        name: seriesName,
        type: 'bar',
        barMaxWidth: 28,
        data: counts.map((item) => item.count),
        itemStyle: { color, borderRadius: [4, 4, 0, 0] },
        label: { show: true, position: 'top' },
      },
    ],
  };
}

/** Shares of a whole as a ring (first letters of the Holland codes, fit against misfit). */
/** Below this many people a share says nothing: the counts are shown without percentages. */
export const MIN_PEOPLE_FOR_SHARE = 5;

/** Shares as a ring, each with its count; percentages only from MIN_PEOPLE_FOR_SHARE people on. */
export function ringOption(counts: readonly { name: string; count: number }[], unit: string): EChartsOption {
  const total = counts.reduce((sum, item) => sum + item.count, 0);
  const withShare = total >= MIN_PEOPLE_FOR_SHARE;
  return {
    color: PALETTE,
    tooltip: { trigger: 'item', formatter: withShare ? `{b}: {c} ${unit} ({d}%)` : `{b}: {c} ${unit}` },
    legend: { bottom: 0, type: 'scroll' },
    series: [
      {
        type: 'pie',
        radius: ['42%', '70%'],
        center: ['50%', '45%'],
        label: { formatter: withShare ? `{b} {c} ${unit} {d}%` : `{b} {c} ${unit}` },
        data: counts.map((item) => ({ name: item.name, value: item.count })),
      },
    ],
  };
}

type Profile = Analysis['profiles'][number];

/**
 * Each class's average profile of one instrument: a radar with a line per class for up to ten
 * scales, grouped bars of stens for more (16 factors).
 */
export function classProfileOption(
  profiles: readonly Profile[],
  nameOf: (name: { zh: string; en: string }) => string,
): EChartsOption {
  const first = profiles[0];
  if (!first) return {};
  const scales = first.scales;
  const classLabel = (profile: Profile) => `${profile.className || '—'}（${profile.count}）`;
  if (scales.length <= 10) {
    return {
      color: PALETTE,
      tooltip: { trigger: 'item' },
      legend: { bottom: 0, type: 'scroll' },
      radar: {
        indicator: scales.map((scale) => ({ name: nameOf(scale.name), min: 0, max: 100 })),
        radius: '62%',
        center: ['50%', '46%'],
        axisName: { color: '#475467', fontSize: 12 },
      },
      series: [
        {
          type: 'radar',
          data: profiles.map((profile) => ({
            name: classLabel(profile),
            value: scales.map((scale) =>
              Math.round(profile.scales.find((item) => item.code === scale.code)?.percent ?? 0),
            ),
          })),
        },
      ],
    };
  }
  return {
    color: PALETTE,
    grid: { left: 8, right: 16, top: 24, bottom: 40, containLabel: true },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    legend: { bottom: 0, type: 'scroll' },
    xAxis: { type: 'category', data: scales.map((scale) => scale.code), axisTick: { show: false } },
    yAxis: { type: 'value', min: 0, max: 10 },
    series: profiles.map((profile) => ({
      name: classLabel(profile),
      type: 'bar',
      data: scales.map(
        (scale) => Math.round((profile.scales.find((item) => item.code === scale.code)?.sten ?? 0) * 10) / 10,
      ),
    })),
  };
}
