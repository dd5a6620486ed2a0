import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { echarts, type EChartsOption } from './evaluationEcharts.ts';

export type EvaluationChartProps = {
  option: EChartsOption;
  height: number;
  /** Accessible name of the chart, and the saved image's file name. */
  label: string;
  /** Offers the chart as a PNG download. */
  exportable?: boolean;
  /** For printing: draw at once, without animation. */
  still?: boolean;
};

/** An ECharts chart of the evaluation pages, optionally saved as an image. */
export function EvaluationChart({ option, height, label, exportable, still }: EvaluationChartProps) {
  const { t } = useTranslation();
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

  return (
    <div>
      {exportable ? (
        <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button
            size="small"
            icon={<DownloadOutlined />}
            onClick={handleExport}
            aria-label={`${t('evaluations.analyse.exportImage')} ${label}`}
          >
            {t('evaluations.analyse.exportImage')}
          </Button>
        </div>
      ) : null}
      <div ref={host} role="img" aria-label={label} style={{ width: '100%', height }} />
    </div>
  );
}
