import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../components/EmptyState.tsx';
import { ListSkeleton } from '../components/ListSkeleton.tsx';
import { ListTabBar } from '../components/ListTabBar.tsx';
import listStyles from '../components/knowledgeList.module.css';
import { mobilePlanApi } from '../plans/mobilePlanApi.ts';
import { ReminderList } from '../plans/ReminderList.tsx';
import { mobileHistory } from '../router/mobileHistory.ts';
import { myPlanHref } from '../router/mobileRoutes.ts';
import styles from './MyPlansPage.module.css';

const day = (time: number) => new Date(time).toLocaleDateString('zh-CN');

/** 我的方案: the teacher's reminders, then the plans the teacher shared with the student (live links only). */
export function MyPlansPage() {
  const { t } = useTranslation();
  const plans = useQuery({ queryKey: ['myPlans'], queryFn: mobilePlanApi.myPlans });
  return (
    <main className={listStyles.page}>
      <header className={listStyles.header}>
        <h1 className={listStyles.title}>{t('guidance.report.myPlans')}</h1>
      </header>
      <ReminderList />
      {plans.isLoading ? (
        <ListSkeleton />
      ) : !plans.data?.length ? (
        <EmptyState text={t('guidance.report.myPlansEmpty')} />
      ) : (
        <ul className={styles.list}>
          {plans.data.map((plan) => (
            <li key={plan.id}>
              <button type="button" className={styles.card} onClick={() => mobileHistory.push(myPlanHref(plan.id))}>
                <strong>{plan.name}</strong>
                <span>
                  {plan.provinceName} · {plan.year} · {plan.batchName} · {plan.fillingMode}
                </span>
                <span>
                  {t('guidance.report.rows', { count: plan.rowCount })} ·{' '}
                  {t('guidance.report.sharedAt', { date: day(plan.sharedAt), date2: day(plan.expiresAt) })}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <ListTabBar active="myPlans" />
    </main>
  );
}
