import { PrinterOutlined } from '@ant-design/icons';
import { Button, Empty, Spin } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useReports } from '../../../modules/evaluations/evaluationQueries.ts';
import { defaultChartKind } from '../../../modules/evaluations/reportChartKind.ts';
import { ReportView } from '../../../modules/evaluations/ReportView.tsx';
import { detailIdOf } from '../../../modules/knowledge/rules/detailId.ts';
import { PRINT_READY_MESSAGE } from '../../../modules/plans/print/printInHiddenFrame.ts';
import styles from '../print/PrintPage.module.css';
import reportStyles from './EvaluationPrintPage.module.css';

/** Charts draw without animation, but the canvas still needs a moment before the dialog opens. */
const CHART_SETTLE_MS = 600;

/**
 * /edu/evaluatePrint?ids=1,2: evaluation reports laid out for paper, one student per page (a
 * class's batch print is the list of its reports). Printed directly or through a hidden frame,
 * which this page tells when it is ready.
 */
export function EvaluationPrintPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const ids = (searchParams.get('ids') ?? '')
    .split(',')
    .map((id) => detailIdOf(id))
    .filter((id): id is number => id !== null)
    .slice(0, 200);
  const [printedAt] = useState(() => Date.now());
  const reports = useReports(ids);

  useEffect(() => {
    if (!reports.data) return undefined;
    document.body.dataset.printReady = '1';
    const timer = setTimeout(
      () => window.parent?.postMessage(PRINT_READY_MESSAGE, window.location.origin),
      CHART_SETTLE_MS,
    );
    return () => clearTimeout(timer);
  }, [reports.data]);

  if (!ids.length || reports.isError) {
    return (
      <div className={styles.center}>
        <Empty description={reports.isError ? t('evaluations.report.notFound') : t('evaluations.report.missing')} />
      </div>
    );
  }
  if (!reports.data) {
    return (
      <div className={styles.center}>
        <Spin />
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <Button type="primary" icon={<PrinterOutlined />} onClick={() => window.print()}>
          {t('guidance.print.printNow')}
        </Button>
      </div>
      {reports.data.map((report) => (
        <section key={report.id} className={styles.sheet} data-testid="evaluation-print-sheet">
          <header className={reportStyles.sheetHead}>
            <h1>{t('evaluations.report.printTitle')}</h1>
            <span>{t('evaluations.report.printedAt', { date: dayjs(printedAt).format('YYYY-MM-DD HH:mm') })}</span>
          </header>
          <ReportView
            report={report}
            chartKind={defaultChartKind(report.dichotomies.length || report.scales.length)}
            print
          />
        </section>
      ))}
    </div>
  );
}
