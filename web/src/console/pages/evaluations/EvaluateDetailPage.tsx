import { ExperimentOutlined, PrinterOutlined } from '@ant-design/icons';
import { Button, Card, Result, Segmented, Skeleton, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { useReport } from '../../../modules/evaluations/evaluationQueries.ts';
import { defaultChartKind } from '../../../modules/evaluations/reportChartKind.ts';
import { ReportView } from '../../../modules/evaluations/ReportView.tsx';
import { answerLanguageOf, textIn } from '../../../modules/evaluations/rules/answerLanguage.ts';
import { printInHiddenFrame } from '../../../modules/plans/print/printInHiddenFrame.ts';
import { useIdParam } from '../knowledge/useIdParam.ts';
import styles from '../../../modules/evaluations/evaluations.module.css';

/** /edu/evaluateDetail?id=…: one scored report, its chart as radar or bars, and its print view. */
export function EvaluateDetailPage() {
  const { t, i18n } = useTranslation();
  const id = useIdParam('id');
  const report = useReport(id || null);
  const [chartKind, setChartKind] = useState<'radar' | 'bar' | null>(null);
  const data = report.data;
  const kind = chartKind ?? defaultChartKind(data?.dichotomies.length || data?.scales.length || 0);

  const back = (
    <Link to="/edu/studentEvaluation">
      <Button type="primary">{t('evaluations.title')}</Button>
    </Link>
  );

  return (
    <div>
      <PageHeader
        icon={<ExperimentOutlined />}
        title={
          data
            ? `${data.studentName} · ${textIn(data.title, answerLanguageOf(i18n.language))}`
            : t('evaluations.report.title')
        }
        description={t('areas.evaluateDetail.description')}
        extra={
          data ? (
            <Space wrap>
              <Segmented
                value={kind}
                onChange={(value) => setChartKind(value as 'radar' | 'bar')}
                options={[
                  { value: 'radar', label: t('evaluations.report.chartRadar') },
                  { value: 'bar', label: t('evaluations.report.chartBar') },
                ]}
              />
              <Button
                icon={<PrinterOutlined />}
                onClick={() => printInHiddenFrame(`/edu/evaluatePrint?ids=${data.id}`)}
              >
                {t('evaluations.report.print')}
              </Button>
            </Space>
          ) : null
        }
      />
      <Card variant="borderless" className={styles.card}>
        {!id ? (
          <Result status="warning" title={t('evaluations.report.missing')} extra={back} />
        ) : report.isError ? (
          <Result status="404" title={t('evaluations.report.notFound')} extra={back} />
        ) : data ? (
          <ReportView report={data} chartKind={kind} />
        ) : (
          <Skeleton active paragraph={{ rows: 10 }} />
        )}
      </Card>
    </div>
  );
}
