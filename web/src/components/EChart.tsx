import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect, useRef } from 'react';
import { queueChartStep } from './chartDrawQueue.ts';
import { echarts, type EChartsOption } from './echartsCore.ts';

type ECharts = ReturnType<typeof echarts.init>;

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

/**
 * One ECharts instance bound to a div; follows its width and disposes itself on unmount. A chart
 * on screen sets itself up and draws in two queued tasks (`queueChartStep`); a printed one
 * (`still`) draws at once, as the print view waits for it.
 */
export function EChart({ option, height, label, exportLabel, still }: EChartProps) {
  const host = useRef<HTMLDivElement>(null);
  const chart = useRef<ECharts | null>(null);
  const shown = useRef<{ option: EChartsOption; still: boolean | undefined }>({ option, still });

  useEffect(() => {
    const element = host.current;
    if (!element) return undefined;
    const bound: { instance: ECharts | null; observer: ResizeObserver | null } = { instance: null, observer: null };
    const setUp = () => {
      const instance = echarts.init(element);
      bound.instance = instance;
      // The observer's first call reports the size the chart was just drawn at: a resize then
      // would lay the whole chart out and draw it a second time (20 ms on an older office PC).
      bound.observer = new ResizeObserver(([entry]) => {
        if (!entry) return;
        const { width, height } = entry.contentRect;
        if (Math.abs(width - instance.getWidth()) < 1 && Math.abs(height - instance.getHeight()) < 1) return;
        instance.resize();
      });
      bound.observer.observe(element);
    };
    const draw = () => {
      const { option: latest, still: printed } = shown.current;
      bound.instance?.setOption(printed ? { ...latest, animation: false } : latest, true);
      chart.current = bound.instance;
    };
    let cancel = () => {};
    if (still) {
      setUp();
      draw();
    } else {
      cancel = queueChartStep(() => {
        setUp();
        cancel = queueChartStep(draw);
      });
    }
    return () => {
      cancel();
      bound.observer?.disconnect();
      bound.instance?.dispose();
      chart.current = null;
    };
  }, [still]);

  useEffect(() => {
    shown.current = { option, still };
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
