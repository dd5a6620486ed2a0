import type { UniversityListItem } from '@zhihang/contract/universities/university.schema';
import { Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { detailHref } from '../router/mobileRoutes.ts';
import { AppLink } from './AppLink.tsx';
import { UniversityLogo } from './UniversityLogo.tsx';
import { splitCollegeTags } from '../knowledge/collegeTags.ts';
import styles from './knowledgeList.module.css';

export type UniversityCardProps = { university: UniversityListItem; iswx: boolean };

/** A university in the student list: logo, name, 本科/专科, area, type and level tags. */
export function UniversityCard({ university, iswx }: UniversityCardProps) {
  const { t } = useTranslation();
  const area = [university.provinceName, university.cityName !== university.provinceName ? university.cityName : '']
    .filter(Boolean)
    .join(' · ');
  const levelName =
    university.collegeLevel === '1'
      ? t('mobileKnowledge.university.bachelor')
      : university.collegeLevel === '2'
        ? t('mobileKnowledge.university.juniorCollege')
        : '';
  return (
    <AppLink href={detailHref('universityDetail', university.id, iswx)} className={styles.card}>
      <UniversityLogo name={university.collegeName} src={university.collegeLogo} />
      <div className={styles.cardBody}>
        <h2 className={styles.cardTitle}>{university.collegeName}</h2>
        <div className={styles.cardMeta}>
          {area ? <span>{area}</span> : null}
          {university.collegeType ? <span>{university.collegeType}</span> : null}
        </div>
        <div className={styles.tags}>
          {levelName ? (
            <Tag color="primary" fill="outline">
              {levelName}
            </Tag>
          ) : null}
          {splitCollegeTags(university.collegeTag).map((tag) => (
            <Tag key={tag} color="warning" fill="outline">
              {tag}
            </Tag>
          ))}
        </div>
      </div>
    </AppLink>
  );
}
