import { Tabs, Tag } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailLayout } from '../components/DetailLayout.tsx';
import { DetailSection } from '../components/DetailSection.tsx';
import { DetailSkeleton } from '../components/DetailSkeleton.tsx';
import { EmptyState } from '../components/EmptyState.tsx';
import { MajorRankTable } from '../components/MajorRankTable.tsx';
import { SafeHtml } from '../components/SafeHtml.tsx';
import { UniversityContacts } from '../components/UniversityContacts.tsx';
import { UniversityEmploymentPanel } from '../components/UniversityEmploymentPanel.tsx';
import { UniversityLogo } from '../components/UniversityLogo.tsx';
import { UniversityScoresPanel } from '../components/UniversityScoresPanel.tsx';
import { splitCollegeTags } from '../knowledge/collegeTags.ts';
import { majorGroupsOf, namesOf } from '../knowledge/knowledgeJson.ts';
import { useMajorRank, useUniversityDetail } from '../knowledge/useKnowledgeDetail.ts';
import { MOBILE_PATHS } from '../router/mobileRoutes.ts';
import styles from '../components/detail.module.css';

export type UniversityDetailPageProps = { id: number | null; iswx: boolean };

const TABS = ['intro', 'faculties', 'teachers', 'majors', 'ranking', 'employment', 'scores'] as const;
type TabKey = (typeof TABS)[number];

const countText = (first: number, second: number) => (first > 0 || second > 0 ? `${first} / ${second}` : '-');

/** /mp-student/universityDetail: the university's header and the mobile tab set. */
export function UniversityDetailPage({ id, iswx }: UniversityDetailPageProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<TabKey>('intro');
  const detail = useUniversityDetail(id);
  const rank = useMajorRank({ universityId: id ?? 0 }, id !== null && tab === 'ranking');
  const university = detail.data;

  const body = () => {
    if (!university) return null;
    switch (tab) {
      case 'intro':
        return (
          <div className={styles.panel}>
            <DetailSection>
              {university.college_introduce.trim() ? (
                <SafeHtml html={university.college_introduce} />
              ) : (
                <EmptyState text={t('mobileKnowledge.noInfo')} />
              )}
            </DetailSection>
            <UniversityContacts university={university} />
          </div>
        );
      case 'faculties':
        return <p className={styles.placeholder}>{t('mobileKnowledge.universityDetail.facultiesPlaceholder')}</p>;
      case 'teachers':
        return <p className={styles.placeholder}>{t('mobileKnowledge.universityDetail.teachersPlaceholder')}</p>;
      case 'majors': {
        const features = namesOf(university.nation_feature);
        const groups = majorGroupsOf(university.special);
        return (
          <div className={styles.panel}>
            <DetailSection title={t('mobileKnowledge.universityDetail.nationFeature')}>
              {features.length ? (
                <div className={styles.chips}>
                  {features.map((name) => (
                    <span key={name} className={styles.chip}>
                      {name}
                    </span>
                  ))}
                </div>
              ) : (
                <EmptyState text={t('mobileKnowledge.empty')} />
              )}
            </DetailSection>
            <DetailSection title={t('mobileKnowledge.universityDetail.offeredMajors')}>
              {groups.length ? (
                groups.map((group) => (
                  <div key={group.name}>
                    <h4 className={styles.groupName}>{group.name}</h4>
                    <div className={styles.chips}>
                      {group.majors.map((name) => (
                        <span key={name} className={styles.chip}>
                          {name}
                        </span>
                      ))}
                    </div>
                  </div>
                ))
              ) : (
                <EmptyState text={t('mobileKnowledge.empty')} />
              )}
            </DetailSection>
          </div>
        );
      }
      case 'ranking':
        return (
          <div className={styles.panel}>
            <DetailSection>
              <MajorRankTable rows={rank.data} loading={rank.isPending} by="major" iswx={iswx} />
            </DetailSection>
          </div>
        );
      case 'employment':
        return <UniversityEmploymentPanel university={university} />;
      case 'scores':
        return <UniversityScoresPanel universityId={university.id} />;
    }
  };

  return (
    <DetailLayout title={t('mobileKnowledge.university.detailTitle')} iswx={iswx} fallback={MOBILE_PATHS.university}>
      {detail.isPending && id !== null ? (
        <DetailSkeleton />
      ) : !university ? (
        <EmptyState text={t('mobileKnowledge.empty')} />
      ) : (
        <>
          <header className={styles.hero}>
            <UniversityLogo name={university.collegeName} src={university.collegeLogo} />
            <div className={styles.heroBody}>
              <h1 className={styles.heroTitle}>{university.collegeName}</h1>
              <div className={styles.heroMeta}>
                <span>{[university.provinceName, university.cityName].filter(Boolean).join(' · ')}</span>
                {university.collegeType ? <span>{university.collegeType}</span> : null}
                {university.build_year ? (
                  <span>{t('mobileKnowledge.universityDetail.founded', { year: university.build_year })}</span>
                ) : null}
              </div>
              {university.doctorNum > 0 ||
              university.doctorNum2 > 0 ||
              university.masterNum > 0 ||
              university.masterNum2 > 0 ? (
                <div className={styles.heroMeta}>
                  <span>
                    {t('mobileKnowledge.universityDetail.doctorMaster', {
                      doctor: countText(university.doctorNum, university.doctorNum2),
                      master: countText(university.masterNum, university.masterNum2),
                    })}
                  </span>
                </div>
              ) : null}
              <div className={styles.chips}>
                {university.collegeLevel === '1' || university.collegeLevel === '2' ? (
                  <Tag color="primary" fill="outline">
                    {university.collegeLevel === '1'
                      ? t('mobileKnowledge.university.bachelor')
                      : t('mobileKnowledge.university.juniorCollege')}
                  </Tag>
                ) : null}
                {splitCollegeTags(university.collegeTag).map((tag) => (
                  <Tag key={tag} color="warning" fill="outline">
                    {tag}
                  </Tag>
                ))}
              </div>
            </div>
          </header>
          <Tabs
            activeKey={tab}
            onChange={(key) => setTab(key as TabKey)}
            className={iswx ? `${styles.tabs} ${styles.tabsNoBar}` : styles.tabs}
          >
            {TABS.map((key) => (
              <Tabs.Tab key={key} title={t(`mobileKnowledge.universityDetail.tabs.${key}`)} />
            ))}
          </Tabs>
          {body()}
        </>
      )}
    </DetailLayout>
  );
}
