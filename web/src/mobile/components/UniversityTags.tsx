import type { UniversityListItem } from '@zhihang/contract/universities/university.schema';
import { Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { splitTags } from '../../modules/knowledge/rules/universityFacts.ts';

export type UniversityTagsProps = {
  university: Pick<UniversityListItem, 'collegeLevel' | 'collegeTag'>;
  className?: string;
};

/** 本科 / 专科 (when known) and the university's own tags, the same on its card and its detail page. */
export function UniversityTags({ university, className }: UniversityTagsProps) {
  const { t } = useTranslation();
  const levelName =
    university.collegeLevel === '1'
      ? t('mobileKnowledge.university.bachelor')
      : university.collegeLevel === '2'
        ? t('mobileKnowledge.university.juniorCollege')
        : '';
  return (
    <div className={className}>
      {levelName ? (
        <Tag color="primary" fill="outline">
          {levelName}
        </Tag>
      ) : null}
      {splitTags(university.collegeTag).map((tag) => (
        <Tag key={tag} color="warning" fill="outline">
          {tag}
        </Tag>
      ))}
    </div>
  );
}
