import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect, useRef } from 'react';
import { echarts, type EChartsOption } from './echartsCore.ts';

export type EChartProps = {
  option: EChartsOption;
  height: number;
  /** Accessible name of the chart (canvas content is not read out), and the saved image's file name. */
  label: string;
  /** Text of a button that saves the chart as a PNG; no button without it. */
  exportLabel?: string;
  /** For printing: draw at once, without animation. */
  still?: boolean;
};

/** One ECharts instance bound to a div; follows its width and disposes itself on unmount. */
export function EChart({ option, height, label, exportLabel, still }: EChartProps) {
  const host = useRef<HTMLDivElement>(null);
  const chart = useRef<ReturnType<typeof echarts.init> | null>(null);

  useEffect(() => {
    const element = host.current;
    if (!element) return undefined;
    const instance = echarts.init(element);
    chart.current = instance;
    // The observer's first call reports the size the chart was just drawn at: a resize then would
    // lay the whole chart out and draw it a second time (20 ms on an older office PC per chart).
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      const { width, height } = entry.contentRect;
      if (Math.abs(width - instance.getWidth()) < 1 && Math.abs(height - instance.getHeight()) < 1) return;
      instance.resize();
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(still ? { ...option, animation: false } : option, true);
  }, [option, still]);

  const handleExport = () => {
    const url = chart.current?.getDataURL({ type: 'png', pixelRatio: 2, backgroundColor: '#fff' });
    if (!url) return;
    const link = document.createElement('a');
    link.href = url;
    link.download = `${label}.png`;
    document.body.append(link);
    link.click();
    link.remove();
  };

  const canvas = <div ref={host} role="img" aria-label={label} style={{ width: '100%', height }} />;
  if (!exportLabel) return canvas;
  return (
    <div>
      <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button size="small" icon={<DownloadOutlined />} onClick={handleExport} aria-label={`${exportLabel} ${label}`}>
          {exportLabel}
        </Button>
      </div>
      {canvas}
    </div>
  );
}
