import { useQuery } from '@tanstack/react-query';
import type { StudentReminder } from '@zhihang/contract/class-board/class-board.schema';
import { useTranslation } from 'react-i18next';
import { mobileApiClient } from '../mobileApiClient.ts';
import styles from './ReminderList.module.css';

/** How many of the newest reminders the page shows. */
const SHOWN = 3;

const when = (time: number) =>
  new Date(time).toLocaleString('zh-CN', { month: 'numeric', day: 'numeric', hour: '2-digit', minute: '2-digit' });

/** The teacher's reminders to the student (deadline and message), newest first; nothing when there are none. */
export function ReminderList() {
  const { t } = useTranslation();
  const reminders = useQuery({
    queryKey: ['myReminders'],
    queryFn: () => mobileApiClient.post<StudentReminder[]>('/classBoard/myReminders', {}),
  });
  const shown = (reminders.data ?? []).slice(0, SHOWN);
  if (!shown.length) return null;
  return (
    <section className={styles.box} aria-label={t('mobileHome.reminders.title')} data-testid="student-reminders">
      <h2 className={styles.title}>{t('mobileHome.reminders.title')}</h2>
      <ul className={styles.list}>
        {shown.map((reminder) => (
          <li key={reminder.id} className={styles.item}>
            <p className={styles.message}>{reminder.message}</p>
            <p className={styles.meta}>
              {reminder.teacherName}
              {reminder.deadlineAt !== null &&
                ` · ${t('mobileHome.reminders.deadline', { date: when(reminder.deadlineAt) })}`}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
