import type { MajorRankRow } from '@zhihang/contract/majors/major.schema';
import { useTranslation } from 'react-i18next';
import { detailHref } from '../router/mobileRoutes.ts';
import { AppLink } from './AppLink.tsx';
import { DetailSkeleton } from './DetailSkeleton.tsx';
import { EmptyState } from './EmptyState.tsx';
import styles from './detail.module.css';

export type MajorRankTableProps = {
  rows: MajorRankRow[] | undefined;
  loading: boolean;
  /** A university's ranking lists its majors; a major's lists the universities. */
  by: 'major' | 'university';
  iswx: boolean;
};

/** 专业排名: name (a link to the other side's detail), level and rank; 暂无数据 when empty. */
export function MajorRankTable({ rows, loading, by, iswx }: MajorRankTableProps) {
  const { t } = useTranslation();
  if (loading) return <DetailSkeleton />;
  if (!rows?.length) return <EmptyState text={t('mobileKnowledge.empty')} />;
  const nameTitle =
    by === 'major'
      ? t('mobileKnowledge.universityDetail.rankColumns.major')
      : t('mobileKnowledge.majorDetail.rankColumns.university');
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th>{nameTitle}</th>
          <th>{t('mobileKnowledge.universityDetail.rankColumns.level')}</th>
          <th className={styles.num}>{t('mobileKnowledge.universityDetail.rankColumns.rank')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => {
          const name = by === 'major' ? row.majorName : row.universityName;
          const id = by === 'major' ? row.majorId : row.universityId;
          const href = id === null ? null : detailHref(by === 'major' ? 'majorDetail' : 'universityDetail', id, iswx);
          return (
            <tr key={`${row.universityId}-${row.majorId}-${row.rankingYear}-${index}`}>
              <td>
                {href ? (
                  <AppLink href={href} className={styles.rowLink}>
                    {name}
                  </AppLink>
                ) : (
                  name
                )}
              </td>
              <td>{row.majorLevel || '-'}</td>
              <td className={styles.num}>{row.majorRank ?? '-'}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
