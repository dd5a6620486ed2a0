import type { UniversityListItem } from '@zhihang/contract/universities/university.schema';
import { areaText } from '../../modules/knowledge/rules/universityFacts.ts';
import { detailHref } from '../router/mobileRoutes.ts';
import { AppLink } from './AppLink.tsx';
import { UniversityLogo } from './UniversityLogo.tsx';
import { UniversityTags } from './UniversityTags.tsx';
import styles from './knowledgeList.module.css';

export type UniversityCardProps = { university: UniversityListItem; iswx: boolean };

/** A university in the student list: logo, name, 本科/专科, area, type and level tags. */
export function UniversityCard({ university, iswx }: UniversityCardProps) {
  const area = areaText(university.provinceName, university.cityName);
  return (
    <AppLink href={detailHref('universityDetail', university.id, iswx)} className={styles.card}>
      <UniversityLogo name={university.collegeName} src={university.collegeLogo} />
      <div className={styles.cardBody}>
        <h2 className={styles.cardTitle}>{university.collegeName}</h2>
        <div className={styles.cardMeta}>
          {area ? <span>{area}</span> : null}
          {university.collegeType ? <span>{university.collegeType}</span> : null}
        </div>
        <UniversityTags university={university} className={styles.tags} />
      </div>
    </AppLink>
  );
}
