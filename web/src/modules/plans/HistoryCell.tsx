import type { PlanRow } from '@zhihang/contract/plans/plan.schema';
import { useTranslation } from 'react-i18next';
import styles from './guidance.module.css';
import { rankNumber } from './rules/rankText.ts';

/** Up to three earlier years: min score / min rank / plan count, newest first; 数据不足 when none. */
export function HistoryCell({ history }: { history: PlanRow['history'] }) {
  const { t } = useTranslation();
  if (!history.length) return <span className={styles.muted}>{t('guidance.tiers.unknown')}</span>;
  return (
    <div className={styles.history}>
      {history.slice(0, 3).map((year) => (
        <div key={year.year} style={{ display: 'contents' }}>
          <span className={styles.historyYear}>{year.year}</span>
          <span>
            {year.minScore ?? '—'} / {year.minRank === null ? '—' : rankNumber(year.minRank)}
          </span>
          <span className={styles.historyYear}>{year.planCount ?? '—'}</span>
        </div>
      ))}
    </div>
  );
}
