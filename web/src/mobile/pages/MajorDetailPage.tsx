import { EDUCATION_LEVEL } from '@zhihang/contract/constants';
import type { MajorDetail } from '@zhihang/contract/majors/major.schema';
import { Tabs, Tag } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasRatio } from '../../modules/knowledge/rules/ratio.ts';
import { sortByRate } from '../../modules/knowledge/rules/rateSort.ts';
import { DetailLayout } from '../components/DetailLayout.tsx';
import { DetailSection } from '../components/DetailSection.tsx';
import { DetailSkeleton } from '../components/DetailSkeleton.tsx';
import { EmptyState } from '../components/EmptyState.tsx';
import { MajorRankTable } from '../components/MajorRankTable.tsx';
import { RateBars } from '../components/RateBars.tsx';
import { RatioBar } from '../components/RatioBar.tsx';
import { SafeHtml } from '../components/SafeHtml.tsx';
import { TextBlock } from '../components/TextBlock.tsx';
import { employmentOf, ratesOf } from '../knowledge/knowledgeJson.ts';
import { useCurrentYearPlanMajors, useMajorDetail, useMajorRank } from '../knowledge/useKnowledgeDetail.ts';
import { MOBILE_PATHS } from '../router/mobileRoutes.ts';
import styles from '../components/detail.module.css';

export type MajorDetailPageProps = { id: number | null; iswx: boolean };
type TabKey = 'overview' | 'intro' | 'employment' | 'ranking';

/** The parent path: grandparent and parent for a level-3 major, else parent and name. */
function parentPath(major: MajorDetail): string {
  const parts = major.dataLevel === 3 ? [major.gpName, major.pName] : [major.pName, major.name];
  return parts.filter((part) => part.trim()).join(' / ');
}

function EmploymentPanel({ major }: { major: MajorDetail }) {
  const { t } = useTranslation();
  const rates = employmentOf(major.employment);
  const industries = sortByRate(ratesOf(major.jobIndustry), 'asc');
  const regions = sortByRate(ratesOf(major.jobCity), 'desc');
  const posts = ratesOf(major.jobPost);
  return (
    <div className={styles.panel}>
      {rates ? (
        <DetailSection title={t('mobileKnowledge.majorDetail.outlook')}>
          <p className={styles.text}>
            {t('mobileKnowledge.majorDetail.employmentRate', {
              employment: rates[0],
              further: rates[1],
              abroad: rates[2],
            })}
          </p>
        </DetailSection>
      ) : null}
      {industries.length ? (
        <DetailSection title={t('mobileKnowledge.majorDetail.industry')}>
          <RateBars items={industries} />
        </DetailSection>
      ) : null}
      {regions.length ? (
        <DetailSection title={t('mobileKnowledge.majorDetail.region')}>
          <RateBars items={regions} />
        </DetailSection>
      ) : null}
      {posts.length ? (
        <DetailSection title={t('mobileKnowledge.majorDetail.post')}>
          <RateBars items={posts} />
        </DetailSection>
      ) : null}
    </div>
  );
}

/** /mp-student/majorDetail: title bar and the tabs 专业概况, 专业介绍, 就业情况 (when there is data), 专业排名. */
export function MajorDetailPage({ id, iswx }: MajorDetailPageProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<TabKey>('overview');
  const detail = useMajorDetail(id);
  const plans = useCurrentYearPlanMajors();
  const rank = useMajorRank({ majorId: id ?? 0 }, id !== null && tab === 'ranking');
  const major = detail.data;
  const hasEmployment =
    major !== null &&
    major !== undefined &&
    (employmentOf(major.employment) !== null ||
      [major.jobIndustry, major.jobCity, major.jobPost].some((text) => ratesOf(text).length > 0));
  const tabs: TabKey[] = hasEmployment
    ? ['overview', 'intro', 'employment', 'ranking']
    : ['overview', 'intro', 'ranking'];

  const body = () => {
    if (!major) return null;
    switch (tab) {
      case 'overview':
        return (
          <div className={styles.panel}>
            <DetailSection title={t('mobileKnowledge.majorDetail.isWhat')}>
              <TextBlock text={major.isWhat} />
            </DetailSection>
            <DetailSection title={t('mobileKnowledge.majorDetail.learnWhat')}>
              <TextBlock text={major.learnWhat} />
            </DetailSection>
            <DetailSection title={t('mobileKnowledge.majorDetail.doWhat')}>
              <TextBlock text={major.doWhat} />
            </DetailSection>
            {hasRatio(major.bgRate) ? (
              <DetailSection title={t('mobileKnowledge.majorDetail.genderRatio')}>
                <RatioBar
                  text={major.bgRate}
                  leftLabel={t('mobileKnowledge.majorDetail.male')}
                  rightLabel={t('mobileKnowledge.majorDetail.female')}
                />
              </DetailSection>
            ) : null}
            {hasRatio(major.phRate) ? (
              <DetailSection title={t('mobileKnowledge.majorDetail.subjectRatio')}>
                <RatioBar
                  text={major.phRate}
                  kind="subject"
                  leftLabel={t('mobileKnowledge.majorDetail.physics')}
                  rightLabel={t('mobileKnowledge.majorDetail.history')}
                />
              </DetailSection>
            ) : null}
            <DetailSection title={t('mobileKnowledge.majorDetail.course')}>
              <TextBlock text={major.course} />
            </DetailSection>
            <DetailSection title={t('mobileKnowledge.majorDetail.direction')}>
              <TextBlock text={major.direction} />
            </DetailSection>
          </div>
        );
      case 'intro':
        return (
          <div className={styles.panel}>
            <DetailSection>
              {major.majorIntro.trim() ? (
                <SafeHtml html={major.majorIntro} />
              ) : (
                <EmptyState text={t('mobileKnowledge.noInfo')} />
              )}
            </DetailSection>
          </div>
        );
      case 'employment':
        return <EmploymentPanel major={major} />;
      case 'ranking':
        return (
          <div className={styles.panel}>
            <DetailSection>
              <MajorRankTable rows={rank.data} loading={rank.isPending} by="university" iswx={iswx} />
            </DetailSection>
          </div>
        );
    }
  };

  return (
    <DetailLayout title={t('mobileKnowledge.major.detailTitle')} iswx={iswx} fallback={MOBILE_PATHS.major}>
      {detail.isPending && id !== null ? (
        <DetailSkeleton />
      ) : !major ? (
        <EmptyState text={t('mobileKnowledge.empty')} />
      ) : (
        <>
          <header className={styles.hero}>
            <div className={styles.heroBody}>
              <h1 className={styles.heroTitle}>
                {major.name}{' '}
                {plans.data?.includes(major.id) ? (
                  <Tag color="success" fill="outline">
                    {t('mobileKnowledge.majorDetail.currentYearPlan')}
                  </Tag>
                ) : null}
              </h1>
              <div className={styles.heroMeta}>
                <span>{parentPath(major)}</span>
              </div>
              <div className={styles.heroMeta}>
                <span>
                  {major.educationLevel === EDUCATION_LEVEL.bachelor
                    ? t('mobileKnowledge.major.bachelor')
                    : t('mobileKnowledge.major.juniorCollege')}
                </span>
                <span>{t('mobileKnowledge.majorDetail.code', { code: major.code })}</span>
                {major.limitYear ? (
                  <span>{t('mobileKnowledge.major.limitYear', { value: major.limitYear })}</span>
                ) : null}
                {major.degree ? <span>{t('mobileKnowledge.major.degree', { value: major.degree })}</span> : null}
              </div>
            </div>
          </header>
          <Tabs
            activeKey={tab}
            onChange={(key) => setTab(key as TabKey)}
            className={iswx ? `${styles.tabs} ${styles.tabsNoBar}` : styles.tabs}
          >
            {tabs.map((key) => (
              <Tabs.Tab key={key} title={t(`mobileKnowledge.majorDetail.tabs.${key}`)} />
            ))}
          </Tabs>
          {body()}
        </>
      )}
    </DetailLayout>
  );
}
