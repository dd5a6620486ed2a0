import type { UniversityDetail } from '@zhihang/contract/universities/university.schema';
import { Card, Empty, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { SafeHtml } from './SafeHtml.tsx';
import { nationFeatureNames, specialGroups } from './rules/universityJson.ts';
import styles from './knowledge.module.css';

export type UniversityIntroTabProps = { university: UniversityDetail };

/** 院校介绍: the sanitised introduction, then 国家特色专业 and 开设专业 by category. */
export function UniversityIntroTab({ university }: UniversityIntroTabProps) {
  const { t } = useTranslation();
  const features = nationFeatureNames(university.nation_feature);
  const groups = specialGroups(university.special);
  const empty = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('knowledge.noData')} />;

  return (
    <div className={styles.stack} data-testid="university-intro">
      {university.college_introduce.trim() ? (
        <SafeHtml className={styles.richText} html={university.college_introduce} />
      ) : (
        <p className={styles.muted}>{t('knowledge.noInfo')}</p>
      )}
      <Card size="small" title={t('knowledge.university.nationFeature')} className={styles.innerCard}>
        {features.length ? (
          <div className={styles.chips}>
            {features.map((name) => (
              <Tag key={name} color="red" variant="filled">
                {name}
              </Tag>
            ))}
          </div>
        ) : (
          empty
        )}
      </Card>
      <Card size="small" title={t('knowledge.university.offeredMajors')} className={styles.innerCard}>
        {groups.length && university.specialSource === 'admissions' ? (
          <p className={styles.muted}>{t('knowledge.university.offeredFromAdmissions')}</p>
        ) : null}
        {groups.length ? (
          <dl className={styles.groups}>
            {groups.map((group) => (
              <div key={group.name} className={styles.group}>
                <dt>{group.name || t('knowledge.university.otherGroup')}</dt>
                <dd>
                  {group.majors.map((major) => (
                    <Tag key={major} variant="outlined">
                      {major}
                    </Tag>
                  ))}
                </dd>
              </div>
            ))}
          </dl>
        ) : (
          empty
        )}
      </Card>
    </div>
  );
}
