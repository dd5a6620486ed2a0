import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { areaText, degreeCountText } from '../../modules/knowledge/rules/universityFacts.ts';
import { nationFeatureNames, specialGroups } from '../../modules/knowledge/rules/universityJson.ts';
import { DemoTag } from '../components/DemoTag.tsx';
import { DetailHero, DetailPageShell } from '../components/DetailPageShell.tsx';
import { DetailPanel, HtmlSection, MajorRankPanel } from '../components/DetailPanels.tsx';
import { DetailSection } from '../components/DetailSection.tsx';
import { EmptyState } from '../components/EmptyState.tsx';
import { UniversityContacts } from '../components/UniversityContacts.tsx';
import { UniversityEmploymentPanel } from '../components/UniversityEmploymentPanel.tsx';
import { UniversityLogo } from '../components/UniversityLogo.tsx';
import { UniversityPlanMajors } from '../components/UniversityPlanMajors.tsx';
import { UniversityScoresPanel } from '../components/UniversityScoresPanel.tsx';
import { UniversityTags } from '../components/UniversityTags.tsx';
import { useMajorRank, useUniversityDetail } from '../knowledge/useKnowledgeDetail.ts';
import { MOBILE_PATHS } from '../router/mobileRoutes.ts';
import styles from '../components/detail.module.css';

export type UniversityDetailPageProps = { id: number | null; iswx: boolean };

const TABS = ['intro', 'faculties', 'teachers', 'majors', 'ranking', 'employment', 'scores'] as const;
type TabKey = (typeof TABS)[number];

/** Major names as chips, or 暂无数据. */
function NameChips({ names }: { names: readonly string[] }) {
  return (
    <div className={styles.chips}>
      {names.map((name) => (
        <span key={name} className={styles.chip}>
          {name}
        </span>
      ))}
    </div>
  );
}

/** /mp-student/universityDetail: the university's header and the mobile tab set. */
export function UniversityDetailPage({ id, iswx }: UniversityDetailPageProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<TabKey>('intro');
  const detail = useUniversityDetail(id);
  const rank = useMajorRank({ universityId: id ?? 0 }, id !== null && tab === 'ranking');

  return (
    <DetailPageShell
      title={t('mobileKnowledge.university.detailTitle')}
      iswx={iswx}
      fallback={MOBILE_PATHS.university}
      missing={id === null ? t('mobileKnowledge.university.missingId') : null}
      loading={detail.isPending}
      item={detail.data}
      tabs={{
        tabs: TABS,
        active: tab,
        onChange: setTab,
        titleOf: (key) => t(`mobileKnowledge.universityDetail.tabs.${key}`),
      }}
      hero={(university) => (
        <DetailHero
          title={university.collegeName}
          logo={<UniversityLogo name={university.collegeName} src={university.collegeLogo} />}
        >
          <div className={styles.heroMeta}>
            <span>{areaText(university.provinceName, university.cityName)}</span>
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
                  doctor: degreeCountText(university.doctorNum, university.doctorNum2),
                  master: degreeCountText(university.masterNum, university.masterNum2),
                })}
              </span>
            </div>
          ) : null}
          <UniversityTags university={university} className={styles.chips} />
          {/* Its employment figures and counts are generated when the university comes from the demo. */}
          {university.dataSource === 'demo' ? (
            <div className={styles.heroMeta} data-testid="demo-figures">
              <DemoTag />
            </div>
          ) : null}
        </DetailHero>
      )}
    >
      {(university) => {
        switch (tab) {
          case 'intro':
            return (
              <DetailPanel>
                <HtmlSection html={university.college_introduce} />
                <UniversityContacts university={university} />
              </DetailPanel>
            );
          case 'faculties':
            return <p className={styles.placeholder}>{t('mobileKnowledge.universityDetail.facultiesPlaceholder')}</p>;
          case 'teachers':
            return <p className={styles.placeholder}>{t('mobileKnowledge.universityDetail.teachersPlaceholder')}</p>;
          case 'majors': {
            const features = nationFeatureNames(university.nation_feature);
            const groups = specialGroups(university.special);
            return (
              <DetailPanel>
                <UniversityPlanMajors universityId={university.id} />
                <DetailSection title={t('mobileKnowledge.universityDetail.nationFeature')}>
                  {features.length ? <NameChips names={features} /> : <EmptyState text={t('mobileKnowledge.empty')} />}
                </DetailSection>
                <DetailSection title={t('mobileKnowledge.universityDetail.offeredMajors')}>
                  {groups.length && university.specialSource === 'admissions' ? (
                    <p className={styles.placeholder}>{t('mobileKnowledge.universityDetail.offeredFromAdmissions')}</p>
                  ) : null}
                  {groups.length ? (
                    groups.map((group) => (
                      <div key={group.name}>
                        <h3 className={styles.groupName}>{group.name}</h3>
                        <NameChips names={group.majors} />
                      </div>
                    ))
                  ) : (
                    <EmptyState text={t('mobileKnowledge.empty')} />
                  )}
                </DetailSection>
              </DetailPanel>
            );
          }
          case 'ranking':
            return <MajorRankPanel rank={rank} by="major" iswx={iswx} />;
          case 'employment':
            return <UniversityEmploymentPanel university={university} />;
          case 'scores':
            return <UniversityScoresPanel universityId={university.id} />;
        }
      }}
    </DetailPageShell>
  );
}
