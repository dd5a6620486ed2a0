import { useMutation } from '@tanstack/react-query';
import type { ParentRelationship } from '@zhihang/contract/plans/plan-stage';
import type { PlanReport } from '@zhihang/contract/plans/plan.schema';
import { ERROR } from '@zhihang/contract/http/error-codes';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../base/ApiError.ts';
import { AccessCodeForm } from '../../modules/plans/report/AccessCodeForm.tsx';
import { ParentConfirm } from '../../modules/plans/report/PlanConfirmation.tsx';
import { PlanReportView } from '../../modules/plans/report/PlanReportView.tsx';
import { publicReportApi } from '../../modules/plans/report/publicReportApi.ts';
import { ReportNotice } from '../../modules/plans/report/ReportNotice.tsx';
import styles from './StandalonePage.module.css';

/** Refusals another code cannot cure: the link ended, or it took too many wrong codes. */
const FINAL_REFUSALS: ReadonlySet<number> = new Set([ERROR.shareEnded.code, ERROR.shareCodeLocked.code]);

/**
 * /stu/enroll/trace/report (public, no login): the plan a teacher shared, behind its link and
 * access code. A refusal shows the server's words (one answer to a wrong link or code), never
 * another plan.
 */
export function EnrollReportPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const shareId = searchParams.get('shareId')?.trim() ?? '';
  const open = useMutation({ mutationFn: (code: string) => publicReportApi.report({ shareId, code }) });
  const failure = open.error instanceof ApiError ? open.error.message : open.error ? String(open.error) : '';
  const canRetry = !(open.error instanceof ApiError && FINAL_REFUSALS.has(open.error.code));

  return (
    <div className={styles.page}>
      <header className={styles.brand}>
        <img src="/logo.svg" alt="" width={32} height={32} />
        <span>{t('brand.name')}</span>
        <small>{t('guidance.report.title')}</small>
      </header>
      <main style={{ flex: 1, padding: '0 12px' }}>
        {!shareId ? (
          <ReportNotice title={t('guidance.report.invalidTitle')} message={t('guidance.report.missingLink')} />
        ) : open.data ? (
          <>
            <PlanReportView report={open.data} />
            <ParentActions shareId={shareId} code={open.variables ?? ''} report={open.data} />
          </>
        ) : failure ? (
          <ReportNotice
            title={t('guidance.report.invalidTitle')}
            message={failure}
            actionText={canRetry ? t('guidance.report.retry') : undefined}
            onAction={canRetry ? () => open.reset() : undefined}
          />
        ) : (
          <AccessCodeForm loading={open.isPending} onSubmit={(code) => open.mutate(code)} />
        )}
      </main>
    </div>
  );
}

const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : error ? String(error) : '');

/**
 * Under the plan, the parent confirms the version shown (name and relationship) or asks the
 * teacher a question: both through the same link and code, so they reach this plan only.
 */
function ParentActions({ shareId, code, report }: { shareId: string; code: string; report: PlanReport }) {
  const confirm = useMutation({
    mutationFn: (input: { name: string; relationship: ParentRelationship }) =>
      publicReportApi.reportConfirm({ shareId, code, version: report.version, ...input }),
  });
  const ask = useMutation({
    mutationFn: (input: { name: string; relationship: ParentRelationship; question: string }) =>
      publicReportApi.reportQuestion({ shareId, code, ...input }),
  });
  return (
    <ParentConfirm
      confirmations={confirm.data?.confirmations ?? report.confirmations}
      loading={confirm.isPending || ask.isPending}
      error={messageOf(confirm.error) || messageOf(ask.error)}
      asked={ask.isSuccess}
      confirmed={confirm.isSuccess}
      onConfirm={(name, relationship) => confirm.mutate({ name, relationship })}
      onAsk={(name, relationship, question) => ask.mutate({ name, relationship, question })}
    />
  );
}
