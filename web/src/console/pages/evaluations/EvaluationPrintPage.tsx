import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useReports } from '../../../modules/evaluations/evaluationQueries.ts';
import { defaultChartKind } from '../../../modules/evaluations/reportChartKind.ts';
import { ReportView } from '../../../modules/evaluations/ReportView.tsx';
import { detailIdOf } from '../../../modules/knowledge/rules/detailId.ts';
import { PrintFrame, printFrameStyles as styles } from '../print/PrintFrame.tsx';
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

  return (
    <PrintFrame
      emptyText={
        !ids.length || reports.isError
          ? reports.isError
            ? t('evaluations.report.notFound')
            : t('evaluations.report.missing')
          : undefined
      }
      ready={reports.data !== undefined}
      settleMs={CHART_SETTLE_MS}
    >
      {reports.data?.map((report) => (
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
    </PrintFrame>
  );
}
