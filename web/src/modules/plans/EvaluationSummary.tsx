import { useQuery } from '@tanstack/react-query';
import type { AssignmentListBody, Report } from '@zhihang/contract/evaluations/evaluations.schemas';
import { Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePerm } from '../../base/usePerm.ts';
import { evaluationKeys } from '../evaluations/evaluationKeys.ts';
import { useReports } from '../evaluations/evaluationQueries.ts';
import { evaluationsApi } from '../evaluations/evaluations.api.ts';
import { answerLanguageOf, textIn } from '../evaluations/rules/answerLanguage.ts';
import styles from './guidance.module.css';
import { latestResultsOf, SCALE_RANKED, TOP_SCALES, type LatestResult } from './rules/evaluationSummary.ts';

/** A student's finished evaluations, newest first: more than five instruments' worth. */
const LIST_LIMIT = 50;

/** The top scales of a ranked result (多元智能, 职业锚) by name, highest first. */
function topScalesOf(report: Report | undefined, language: 'zh' | 'en'): string | null {
  if (!report) return null;
  const names = report.ranking.slice(0, TOP_SCALES).flatMap((code) => {
    const scale = report.scales.find((candidate) => candidate.code === code);
    return scale ? [textIn(scale.name, language)] : [];
  });
  return names.length ? names.join('、') : null;
}

/**
 * The student's latest evaluation results beside the plan: Holland code, type, strongest
 * intelligences and career anchors, each opening its report; nothing when the student has
 * finished none or the role may not read evaluations. The server keeps the caller's student scope.
 */
export function EvaluationSummary({ stuId }: { stuId: number }) {
  const { t, i18n } = useTranslation();
  const can = usePerm();
  const language = answerLanguageOf(i18n.language);
  const body: AssignmentListBody = { page: 1, limit: LIST_LIMIT, studentId: stuId, status: 'completed' };
  const list = useQuery({
    queryKey: evaluationKeys.assignmentList(body),
    queryFn: () => evaluationsApi.assignments(body),
    enabled: can('stu:evaluation:list'),
  });
  const latest = latestResultsOf(list.data?.list ?? []);
  const ranked = latest.filter((result) => SCALE_RANKED.has(result.instrumentKey));
  const reports = useReports(ranked.map((result) => result.resultId));
  if (!latest.length) return null;

  const valueOf = (result: LatestResult) => {
    const report = reports.data?.[ranked.indexOf(result)];
    return (SCALE_RANKED.has(result.instrumentKey) ? topScalesOf(report, language) : null) ?? result.code;
  };
  return (
    <div className={styles.evaluationSummary} data-testid="evaluation-summary">
      <Typography.Text type="secondary">{t('guidance.evaluations.title')}</Typography.Text>
      <Space size={[16, 4]} wrap>
        {latest.map((result) => {
          const name = t(`guidance.evaluations.${result.instrumentKey}`);
          return (
            <Link
              key={result.instrumentKey}
              to={`/edu/evaluateDetail?id=${result.resultId}`}
              title={t('guidance.evaluations.openReport', { name })}
            >
              <span className={styles.muted}>{name}</span> <strong>{valueOf(result)}</strong>
            </Link>
          );
        })}
      </Space>
    </div>
  );
}
