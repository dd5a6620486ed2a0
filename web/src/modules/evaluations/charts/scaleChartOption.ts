import type { Report } from '@zhihang/contract/evaluations/evaluations.schemas';
import { textIn, type AnswerLanguage } from '../rules/answerLanguage.ts';
import type { EChartsOption } from '../../../components/echartsCore.ts';
import './evaluationEcharts.ts';

export type ChartScale = { name: string; percent: number; sten: number };

const PRIMARY = '#409eff';

/** What a report's chart draws: the preferences' clarity for a type, else each scale's score. */
export function chartScalesOf(report: Report, language: AnswerLanguage): ChartScale[] {
  if (report.dichotomies.length) {
    return report.dichotomies.map((pair) => ({
      name: textIn(pair.poleName, language),
      percent: pair.clarity,
      sten: Math.round(pair.clarity),
    }));
  }
  return report.scales.map((scale) => ({
    name: textIn(scale.name, language),
    percent: scale.percent,
    sten: scale.sten,
  }));
}

/** Scale scores (0–100 of the scale's range) as a radar, the first scale at the top. */
export function radarOption(scales: readonly ChartScale[]): EChartsOption {
  return {
    tooltip: { trigger: 'item' },
    radar: {
      indicator: scales.map((scale) => ({ name: scale.name, max: 100, min: 0 })),
      radius: '66%',
      axisName: { color: '#475467', fontSize: 12 },
      splitArea: { areaStyle: { color: ['#fafbfd', '#f3f6fa'] } },
    },
    series: [
      {
        type: 'radar',
        data: [{ value: scales.map((scale) => Math.round(scale.percent)), name: '' }],
        areaStyle: { color: 'rgba(64, 158, 255, 0.25)' },
        lineStyle: { color: PRIMARY, width: 2 },
        itemStyle: { color: PRIMARY },
      },
    ],
  };
}

/** The same scores as horizontal bars with each scale's sten (many scales, such as 16 factors). */
export function barOption(scales: readonly ChartScale[]): EChartsOption {
  const ordered = [...scales].reverse();
  return {
    grid: { left: 8, right: 40, top: 8, bottom: 8, containLabel: true },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    xAxis: { type: 'value', min: 0, max: 100, splitLine: { lineStyle: { color: '#eef0f4' } } },
    yAxis: { type: 'category', data: ordered.map((scale) => scale.name), axisTick: { show: false } },
    series: [
      {
        type: 'bar',
        barMaxWidth: 16,
        data: ordered.map((scale) => Math.round(scale.percent)),
        itemStyle: { color: PRIMARY, borderRadius: [0, 4, 4, 0] },
        label: {
          show: true,
          position: 'right',
          formatter: (params: unknown) => String(ordered[(params as { dataIndex: number }).dataIndex]?.sten ?? ''),
        },
      },
    ],
  };
}
