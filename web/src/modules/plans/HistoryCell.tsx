import type { HistoryLevel } from '@zhihang/contract/plans/plan.schema';
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
  /** Whose line the figures are (plan rows): the major's, the group's, the school's … */
  level?: HistoryLevel;
};

export type HistoryCellProps = { history: readonly HistoryCellYear[] };

/**
 * Up to three earlier years: min score / min rank / plan count, newest first; a rank converted
 * from the score carries 估, and a plan row's year names whose line it is (专业, 专业组, 院校 …),
 * so a teacher knows how close the figures are to the unit applied to; 数据不足 when no year is known.
 */
export function HistoryCell({ history }: HistoryCellProps) {
  const { t } = useTranslation();
  if (!history.length) return <span className={styles.muted}>{t('guidance.tiers.unknown')}</span>;
  const shown = history.slice(0, 3);
  const levels = [...new Set(shown.flatMap((year) => (year.level ? [year.level] : [])))];
  // One source for every year (the usual case) is said once under the years; mixed ones per year.
  const perYear = levels.length > 1;
  const levelTag = (year: HistoryCellYear, level: HistoryLevel) => (
    <Tooltip title={t(`guidance.search.historyLevelHint.${level}`, { year: year.year })}>
      <span className={styles.historyLevel} data-testid="history-level" style={{ cursor: 'help' }}>
        {t(`guidance.search.historyLevel.${level}`)}
      </span>
    </Tooltip>
  );
  return (
    <div>
      <div className={`${styles.history} ${perYear ? styles.historyWithLevel : ''}`}>
        {shown.map((year) => (
          <div key={year.year} style={{ display: 'contents' }}>
            <span className={styles.historyYear}>{year.year}</span>
            <span className={styles.historyFigures}>
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
            {perYear ? year.level ? levelTag(year, year.level) : <span /> : null}
          </div>
        ))}
      </div>
      {levels.length === 1 ? (
        <div className={styles.historySource}>
          {t('guidance.search.historySource')}
          {levelTag(shown.find((year) => year.level) as HistoryCellYear, levels[0] as HistoryLevel)}
        </div>
      ) : null}
    </div>
  );
}
