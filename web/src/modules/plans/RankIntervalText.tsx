import type { GuidanceRank } from '@zhihang/contract/plans/guidance.schema';
import { useTranslation } from 'react-i18next';
import { rankTextOf } from './rules/rankText.ts';

/** The student's rank as the table allows: one rank, an interval, or "after the floor". */
export function RankIntervalText({ rank }: { rank: GuidanceRank['rank'] }) {
  const { t } = useTranslation();
  const text = rankTextOf(rank);
  if (text.key === 'none') return <>—</>;
  return <>{t(`guidance.score.${text.key}`, text.values)}</>;
}
