import type { HistoryLevel } from '@zhihang/contract/plans/plan.schema';
import type { TFunction } from 'i18next';

type SourcedYear = { minRank: number | null; minRankDerived?: boolean; level?: HistoryLevel };

/**
 * A history year's source as a short suffix for one-line views (the public report, the print):
 * "（估 · 专业组）" — whose line it is and whether the rank was converted from the score; '' when
 * the year says neither (snapshots shared before the level was kept).
 */
export function historySourceText(year: SourcedYear, t: TFunction): string {
  const parts = [
    year.minRank !== null && year.minRankDerived ? t('guidance.search.derivedRank') : '',
    year.level ? t(`guidance.search.historyLevel.${year.level}`) : '',
  ].filter(Boolean);
  return parts.length ? `（${parts.join(' · ')}）` : '';
}
