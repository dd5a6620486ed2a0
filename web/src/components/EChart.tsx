import { useEffect, useRef } from 'react';
import { echarts, type EChartsOption } from './echartsCore.ts';

export type EChartProps = {
  option: EChartsOption;
  height: number;
  /** Accessible name of the chart (canvas content is not read out). */
  label: string;
};

/** One ECharts instance bound to a div; follows its width and disposes itself on unmount. */
export function EChart({ option, height, label }: EChartProps) {
  const host = useRef<HTMLDivElement>(null);
  const chart = useRef<ReturnType<typeof echarts.init> | null>(null);

  useEffect(() => {
    const element = host.current;
    if (!element) return undefined;
    const instance = echarts.init(element);
    chart.current = instance;
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(element);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(option, true);
  }, [option]);

  return <div ref={host} role="img" aria-label={label} style={{ width: '100%', height }} />;
}
