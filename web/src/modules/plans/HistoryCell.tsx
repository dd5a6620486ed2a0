import { Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './guidance.module.css';
import { rankNumber } from './rules/rankText.ts';

/** One earlier year of a unit, as plan rows and search rows carry it. */
export type HistoryCellYear = {
  year: number;
  minScore: number | null;
  minRank: number | null;
  planCount: number | null;
  /** The rank was converted from the minimum score, not published. */
  minRankDerived?: boolean;
};

export type HistoryCellProps = { history: readonly HistoryCellYear[] };

/**
 * Up to three earlier years: min score / min rank / plan count, newest first; a rank converted
 * from the score carries 估; 数据不足 when no year is known.
 */
export function HistoryCell({ history }: HistoryCellProps) {
  const { t } = useTranslation();
  if (!history.length) return <span className={styles.muted}>{t('guidance.tiers.unknown')}</span>;
  return (
    <div className={styles.history}>
      {history.slice(0, 3).map((year) => (
        <div key={year.year} style={{ display: 'contents' }}>
          <span className={styles.historyYear}>{year.year}</span>
          <span>
            {year.minScore ?? '—'} / {year.minRank === null ? '—' : rankNumber(year.minRank)}
            {year.minRank !== null && year.minRankDerived ? (
              <Tooltip title={t('guidance.search.derivedRankHint')}>
                <span
                  className={styles.historyYear}
                  style={{ marginInlineStart: 2, cursor: 'help' }}
                  aria-label={t('guidance.search.derivedRankHint')}
                  data-testid="derived-rank"
                >
                  {t('guidance.search.derivedRank')}
                </span>
              </Tooltip>
            ) : null}
          </span>
          <span className={styles.historyYear}>{year.planCount ?? '—'}</span>
        </div>
      ))}
    </div>
  );
}
