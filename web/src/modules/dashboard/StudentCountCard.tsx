import { Progress, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './dashboard.module.css';
import { studentCountRows } from './studentCountRows.ts';
import { useStudentNumber } from './useStudentNumber.ts';

const GRADE_NAME_KEYS = { 1: 'dashboard.gradeName1', 2: 'dashboard.gradeName2', 3: 'dashboard.gradeName3' } as const;

/** Students per grade (高一 … 高三学生数量), the total and the students served. */
export function StudentCountCard() {
  const { t } = useTranslation();
  const students = useStudentNumber();
  const rows = studentCountRows(students.data);
  const unit = t('dashboard.people');

  return (
    <section className={styles.card}>
      <h2 className={styles.cardTitle}>{t('dashboard.studentsTitle')}</h2>
      {students.isPending ? (
        <Skeleton active paragraph={{ rows: 4 }} title={false} />
      ) : (
        <>
          <ul className={styles.grades}>
            {rows.map((row) => (
              <li key={row.grade}>
                <div className={styles.gradeLine}>
                  <span>{t('dashboard.gradeCount', { grade: t(GRADE_NAME_KEYS[row.grade]) })}</span>
                  <strong>
                    {row.number}
                    <small>{unit}</small>
                  </strong>
                </div>
                <Progress
                  percent={row.share}
                  showInfo={false}
                  size="small"
                  strokeColor="var(--app-primary)"
                  aria-label={t('dashboard.gradeCount', { grade: t(GRADE_NAME_KEYS[row.grade]) })}
                />
              </li>
            ))}
          </ul>
          <div className={styles.totals}>
            <div>
              <span>{t('dashboard.allNumber')}</span>
              <strong data-testid="all-number">
                {students.data?.allNumber ?? 0}
                <small>{unit}</small>
              </strong>
            </div>
            <div>
              <span>{t('dashboard.serviceNumber')}</span>
              <strong data-testid="service-number">
                {students.data?.serviceNumber ?? 0}
                <small>{unit}</small>
              </strong>
            </div>
          </div>
        </>
      )}
    </section>
  );
}
