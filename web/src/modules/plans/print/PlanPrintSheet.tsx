import { sourceNameOf } from '@zhihang/contract/imports/source-name';
import { ELECTIVE_SUBJECTS } from '@zhihang/contract/admissions/admission-codes';
import { planMajorName } from '@zhihang/contract/enrollment/plan-row-text';
import type { PlanDetail, PlanRow } from '@zhihang/contract/plans/plan.schema';
import dayjs from 'dayjs';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTES_LINES, printPagesOf, rowLinesOf } from '../rules/printPages.ts';
import { rankNumber } from '../rules/rankText.ts';
import styles from './PlanPrintSheet.module.css';
import { usePreviewZoom } from './usePreviewZoom.ts';

export type PlanPrintSheetProps = { plan: PlanDetail; printedAt: number };

const subjectName = (code: string) => ELECTIVE_SUBJECTS.find((subject) => subject.code === code)?.name ?? code;

/** The sources the rows' figures come from, named for the family: their kind, never a data set's id (demo data says so). */
function sourcesOf(rows: readonly PlanRow[], demoLabel: string): string {
  const sources = new Set(
    rows
      .filter((row) => row.dataSource)
      .map((row) => (row.dataSource === 'demo' ? demoLabel : sourceNameOf({ quality: row.dataSource }))),
  );
  return [...sources].join('、') || '—';
}

/** The 志愿确认单 of one plan: A4 pages of up to 16–18 slots, the checks, sources and signature lines. */
export function PlanPrintSheet({ plan, printedAt }: PlanPrintSheetProps) {
  const { t } = useTranslation();
  const zoom = usePreviewZoom();
  const pages = printPagesOf(plan.rows, {
    linesOf: (row) => rowLinesOf(row.majors.length),
    notesLines: NOTES_LINES + plan.findings.length * 1.5,
  });
  const historyYears = [...new Set(plan.rows.flatMap((row) => row.history.map((year) => year.year)))].sort();
  const score = plan.student.scoreTotal === null ? '—' : `${plan.student.scoreTotal + plan.student.addScore}`;
  const rank =
    plan.student.rankBest !== null && plan.student.rank !== null && plan.student.rankBest !== plan.student.rank
      ? `${rankNumber(plan.student.rankBest)}–${rankNumber(plan.student.rank)}`
      : plan.student.rank === null
        ? '—'
        : rankNumber(plan.student.rank);
  const rule = plan.rule
    ? `${plan.rule.provinceName}${plan.rule.year}年${plan.rule.batchName}，${plan.rule.fillingMode}，${plan.rule.volunteerCount}个志愿（${plan.rule.sourceTitle}）`
    : '—';

  const table = (rows: readonly PlanRow[]) => (
    <table className={styles.table}>
      <colgroup>
        <col style={{ width: '5%' }} />
        <col style={{ width: '8%' }} />
        <col style={{ width: '17%' }} />
        <col style={{ width: '7%' }} />
        <col style={{ width: '42%' }} />
        {/* Last year's score and rank, each with its source (专业组, 估 …) on the same line. */}
        <col style={{ width: '12%' }} />
        {/* Room for 服从调剂 on one line under the tier, so a row is as tall as its majors. */}
        <col style={{ width: '9%' }} />
      </colgroup>
      <thead>
        <tr>
          <th>{t('guidance.plans.slot')}</th>
          <th>{t('guidance.print.collegeCode')}</th>
          <th>{t('guidance.print.college')}</th>
          <th>{t('guidance.print.groupCode')}</th>
          <th>{t('guidance.print.majors')}</th>
          <th>{t('guidance.print.lastYear')}</th>
          <th>{t('guidance.plans.tier')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.length ? null : (
          <tr>
            <td colSpan={7} className={styles.empty}>
              {t('guidance.print.noRows')}
            </td>
          </tr>
        )}
        {rows.map((row) => {
          const last = row.history[0];
          return (
            <tr key={row.unitKey}>
              <td className={styles.center}>{row.slot}</td>
              <td className={`${styles.code} ${styles.center}`}>{row.collegeCode}</td>
              <td>{row.collegeName}</td>
              <td className={`${styles.code} ${styles.center}`}>{row.groupCode || '—'}</td>
              <td>
                <ol className={styles.majors}>
                  {row.majors.map((major) => {
                    const { name, code } = planMajorName(major, row.groupCode);
                    return (
                      <li key={major.enrollmentPlanId}>
                        {code ? <span className={styles.code}>{code}</span> : null} {name}
                      </li>
                    );
                  })}
                </ol>
              </td>
              <td className={styles.center}>
                {last ? (
                  <>
                    {last.minScore ?? '—'}
                    {last.level ? (
                      <span className={styles.source} data-testid="print-history-level">
                        {t(`guidance.search.historyLevel.${last.level}`)}
                      </span>
                    ) : null}
                    <br />
                    {last.minRank === null ? '—' : rankNumber(last.minRank)}
                    {last.minRank !== null && last.minRankDerived ? (
                      <span className={styles.source}>{t('guidance.search.derivedRank')}</span>
                    ) : null}
                  </>
                ) : (
                  '—'
                )}
              </td>
              <td className={styles.center}>
                {row.tier ?? '—'}
                {row.obeysAdjustment === true ? (
                  <div className={styles.adjust}>{t('guidance.print.adjust')}</div>
                ) : null}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );

  return (
    <div className={styles.sheet} style={{ '--preview-zoom': zoom } as CSSProperties} data-testid="print-sheet">
      {pages.map((rows, index) => (
        <section key={index} className={styles.page}>
          {index === 0 ? (
            <>
              <h1 className={styles.title}>{t('guidance.print.title')}</h1>
              <p className={styles.subtitle}>
                {plan.provinceName} {plan.year}年 {plan.trackName} {plan.batchName} · {plan.fillingMode}
              </p>
              {plan.years ? <p className={styles.subtitle}>{plan.years.label}</p> : null}
              <div className={styles.facts}>
                <div>
                  <span>{t('guidance.print.student')}</span>
                  {plan.student.name}
                </div>
                <div>
                  <span>{t('guidance.print.subjects')}</span>
                  {plan.student.subjects.map(subjectName).join('、') || '—'}
                </div>
                <div>
                  <span>{t('guidance.print.score')}</span>
                  {score}
                </div>
                <div>
                  <span>{t('guidance.print.rank')}</span>
                  {rank}
                </div>
                <div>
                  <span>{t('guidance.print.plan')}</span>
                  {plan.name}
                </div>
                <div>
                  <span>{t('guidance.plans.tier')}</span>冲 {plan.tierCounts.reach} · 稳 {plan.tierCounts.match} · 保{' '}
                  {plan.tierCounts.safe}
                </div>
                <div className={styles.wide}>
                  <span>{t('guidance.print.printedAt')}</span>
                  {dayjs(printedAt).format('YYYY-MM-DD HH:mm')}
                </div>
              </div>
            </>
          ) : null}
          {table(rows)}
          {index === pages.length - 1 ? (
            <div className={styles.notes}>
              <h2>{t('guidance.print.findings')}</h2>
              {plan.findings.length ? (
                <ul>
                  {plan.findings.map((finding, findingIndex) => (
                    <li key={findingIndex} className={finding.level === 'fatal' ? styles.fatal : undefined}>
                      【{t(finding.level === 'fatal' ? 'guidance.plans.fatal' : 'guidance.plans.warning')}】
                      {finding.message}
                    </li>
                  ))}
                </ul>
              ) : (
                <p>{t('guidance.plans.noFindings')}</p>
              )}
              <p>
                {t('guidance.print.sources', {
                  sources: sourcesOf(plan.rows, t('common.demoData')),
                  year: plan.year,
                  years: historyYears.join('、') || '—',
                  rule,
                })}
              </p>
              <p>{t('guidance.print.sourceLegend')}</p>
              <p>{t('guidance.print.disclaimer')}</p>
              {plan.reviewedAt !== null ? (
                <p data-testid="print-reviewed-by">
                  <strong>
                    {t('planReview.reviewedBy', {
                      name: plan.reviewerName,
                      date: dayjs(plan.reviewedAt).format('YYYY-MM-DD'),
                    })}
                  </strong>
                </p>
              ) : null}
              <div className={styles.signatures}>
                <div>{t('guidance.print.signStudent')}：</div>
                <div>{t('guidance.print.signParent')}：</div>
                <div>{t('guidance.print.signTeacher')}：</div>
              </div>
              <div className={styles.signatures} style={{ marginTop: '4mm' }}>
                <div>{t('guidance.print.date')}：</div>
                <div>{t('guidance.print.date')}：</div>
                <div>{t('guidance.print.date')}：</div>
              </div>
            </div>
          ) : null}
          <div className={styles.pageNo}>
            {plan.student.name} · {t('guidance.print.page', { page: index + 1, pages: pages.length })}
          </div>
        </section>
      ))}
    </div>
  );
}
