import type { MyAssignment } from '@zhihang/contract/evaluations/evaluations.schemas';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { evaluationKeys } from '../../../modules/evaluations/evaluationKeys.ts';
import { displayStatus, textIn } from '../../../modules/evaluations/rules/answerLanguage.ts';
import { progressPercent } from '../../../modules/evaluations/rules/takingPosition.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { ListSkeleton } from '../../components/ListSkeleton.tsx';
import { ListTabBar } from '../../components/ListTabBar.tsx';
import listStyles from '../../components/knowledgeList.module.css';
import { mobileEvaluationApi } from '../../evaluations/mobileEvaluationApi.ts';
import { useAnswerLanguage } from '../../evaluations/useAnswerLanguage.ts';
import styles from '../../evaluations/evaluations.module.css';
import { launchedInMessagingApp } from '../../router/launchFlags.ts';
import { mobileHistory } from '../../router/mobileHistory.ts';
import { evaluationReportHref, evaluationTakeHref } from '../../router/mobileRoutes.ts';

const day = (time: number) => new Date(time).toLocaleDateString('zh-CN');

/** 我的测评: the evaluations the student's teachers assigned, open ones first. */
export function MyEvaluationsPage() {
  const { t } = useTranslation();
  const [language] = useAnswerLanguage();
  const assignments = useQuery({ queryKey: evaluationKeys.my(), queryFn: mobileEvaluationApi.my });

  const open = (assignment: MyAssignment) => {
    if (assignment.status === 'completed' && assignment.resultId !== null) {
      mobileHistory.push(evaluationReportHref(assignment.resultId, launchedInMessagingApp));
    } else {
      mobileHistory.push(evaluationTakeHref(assignment.id, launchedInMessagingApp));
    }
  };

  return (
    <main className={listStyles.page}>
      <header className={listStyles.header}>
        <h1 className={listStyles.title}>{t('evaluations.mobile.myTitle')}</h1>
      </header>
      {assignments.isLoading ? (
        <ListSkeleton />
      ) : !assignments.data?.length ? (
        <EmptyState text={t('evaluations.mobile.empty')} />
      ) : (
        <ul className={styles.assignmentList}>
          {assignments.data.map((assignment) => {
            const status = displayStatus(assignment);
            return (
              <li key={assignment.id}>
                <button type="button" className={styles.assignmentCard} onClick={() => open(assignment)}>
                  <span className={styles.assignmentHead}>
                    <strong>{textIn(assignment.title, language)}</strong>
                    <span className={`${styles.status} ${styles[`status_${status}`] ?? ''}`}>
                      {t(`evaluations.status.${status}`)}
                    </span>
                  </span>
                  <span className={styles.assignmentMeta}>
                    {t('evaluations.mobile.items', { count: assignment.itemCount })} ·{' '}
                    {assignment.completedAt !== null
                      ? t('evaluations.mobile.finishedAt', { date: day(assignment.completedAt) })
                      : assignment.deadline !== null
                        ? t('evaluations.mobile.deadline', { date: day(assignment.deadline) })
                        : t('evaluations.mobile.noDeadline')}
                  </span>
                  {assignment.status === 'inProgress' ? (
                    <span className={styles.miniProgress} aria-hidden="true">
                      <span style={{ width: `${progressPercent(assignment.itemCount, assignment.answeredCount)}%` }} />
                    </span>
                  ) : null}
                  <span className={styles.assignmentAction}>
                    {assignment.status === 'completed'
                      ? t('evaluations.mobile.report')
                      : assignment.status === 'inProgress'
                        ? t('evaluations.mobile.resume')
                        : t('evaluations.mobile.start')}
                    {' ›'}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <ListTabBar active="evaluations" />
    </main>
  );
}
