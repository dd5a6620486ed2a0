import { ELECTIVE_SUBJECTS } from '@zhihang/contract/admissions/admission-codes';
import { planMajorName } from '@zhihang/contract/enrollment/plan-row-text';
import type { PlanTier } from '@zhihang/contract/plans/plan-linter';
import type { PlanReport } from '@zhihang/contract/plans/plan.schema';
import { useTranslation } from 'react-i18next';
import { historySourceText } from '../rules/historySource.ts';
import { rankNumber } from '../rules/rankText.ts';
import styles from './PlanReportView.module.css';

export type PlanReportViewProps = { report: PlanReport };

const TIER_CLASS: Record<PlanTier, string | undefined> = { 冲: styles.reach, 稳: styles.match, 保: styles.safe };

const subjectName = (code: string) => ELECTIVE_SUBJECTS.find((subject) => subject.code === code)?.name ?? code;
const day = (time: number) => new Date(time).toLocaleDateString('zh-CN');

/**
 * A shared plan, read only and phone-first: the public report and the student's 我的方案 show
 * it alike. No UI library, so the student pages load it without antd.
 */
export function PlanReportView({ report }: PlanReportViewProps) {
  const { t } = useTranslation();
  const { plan } = report;
  const score = plan.student.scoreTotal === null ? '—' : String(plan.student.scoreTotal + plan.student.addScore);
  const rank = plan.student.rank === null ? '—' : rankNumber(plan.student.rank);
  const tierChip = (tier: PlanTier | null) => (
    <span className={`${styles.chip} ${tier ? (TIER_CLASS[tier] ?? '') : ''}`}>
      {tier ? t(`guidance.tiers.${tier}`) : t('guidance.tiers.unknown')}
    </span>
  );

  return (
    <article className={styles.report} data-testid="plan-report">
      <header className={styles.head}>
        <h1>{plan.name}</h1>
        <p>
          {plan.provinceName} · {plan.year} · {plan.trackName} · {plan.batchName} · {plan.fillingMode}
        </p>
        {plan.years ? <p data-testid="report-years">{plan.years.label}</p> : null}
        <div className={styles.facts}>
          <div className={styles.fact}>
            <span>{t('guidance.print.student')}</span>
            <strong>{plan.student.name}</strong>
          </div>
          <div className={styles.fact}>
            <span>{t('guidance.print.score')}</span>
            <strong>{score}</strong>
          </div>
          <div className={styles.fact}>
            <span>{t('guidance.print.rank')}</span>
            <strong>{rank}</strong>
          </div>
        </div>
        <p style={{ marginTop: 8 }}>
          {t('guidance.print.subjects')}：{plan.student.subjects.map(subjectName).join(' · ') || '—'}
        </p>
      </header>
      <div className={styles.counts}>
        <span className={`${styles.chip} ${styles.reach}`}>冲 {plan.tierCounts.reach}</span>
        <span className={`${styles.chip} ${styles.match}`}>稳 {plan.tierCounts.match}</span>
        <span className={`${styles.chip} ${styles.safe}`}>保 {plan.tierCounts.safe}</span>
        <span className={styles.chip}>{t('guidance.report.rows', { count: plan.rows.length })}</span>
        <span className={styles.chip}>{t('guidance.report.readOnly')}</span>
      </div>
      <ol className={styles.rows}>
        {plan.rows.map((row) => {
          const last = row.history[0];
          return (
            <li key={row.unitKey} className={styles.row}>
              <span className={styles.slot}>{row.slot}</span>
              <div>
                <div className={styles.college}>{row.collegeName}</div>
                <div className={styles.meta}>
                  {row.collegeCode}
                  {row.groupCode ? ` · ${row.groupName || row.groupCode}` : ''} · {row.zone}
                  {last ? (
                    <>
                      {' · '}
                      <span className={styles.nowrap}>
                        {`${last.year}：${last.minScore ?? '—'}分 / ${last.minRank === null ? '—' : rankNumber(last.minRank)}名`}
                        {historySourceText(last, t)}
                      </span>
                    </>
                  ) : null}
                </div>
                <ol className={styles.majors}>
                  {row.majors.map((major) => {
                    const { name, code } = planMajorName(major, row.groupCode);
                    return (
                      <li key={major.enrollmentPlanId}>
                        {name} {code ? <span className={styles.meta}>{code}</span> : null}
                      </li>
                    );
                  })}
                </ol>
              </div>
              {tierChip(row.tier)}
            </li>
          );
        })}
      </ol>
      {plan.findings.length ? (
        <section className={styles.findings}>
          <h2>{t('guidance.plans.findings')}</h2>
          <ul>
            {plan.findings.map((finding, index) => (
              <li key={index} className={finding.level === 'fatal' ? styles.fatal : undefined}>
                {finding.message}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <footer className={styles.foot}>
        <div>{t('guidance.report.sharedBy', { org: report.orgName, teacher: report.teacherName })}</div>
        <div>{t('guidance.report.sharedAt', { date: day(report.sharedAt), date2: day(report.expiresAt) })}</div>
        {report.reviewedAt !== null ? (
          <div data-testid="report-reviewed-by">
            {t('planReview.reviewedBy', { name: report.reviewerName, date: day(report.reviewedAt) })}
          </div>
        ) : null}
        <div>{t('guidance.print.disclaimer')}</div>
      </footer>
    </article>
  );
}
