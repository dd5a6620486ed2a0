import { EDUCATION_LEVEL } from '@zhihang/contract/constants';
import type { MajorDetail } from '@zhihang/contract/majors/major.schema';
import { Tag } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { majorParentPath } from '../../modules/knowledge/rules/majorFacts.ts';
import { sortByRate } from '../../modules/knowledge/rules/rateSort.ts';
import { hasRatio } from '../../modules/knowledge/rules/ratio.ts';
import { drawableShares, shareText } from '../../modules/knowledge/rules/share.ts';
import { employmentRates, namedRates } from '../../modules/knowledge/rules/universityJson.ts';
import { DemoTag } from '../components/DemoTag.tsx';
import { DetailHero, DetailPageShell } from '../components/DetailPageShell.tsx';
import { DetailPanel, HtmlSection, MajorRankPanel, RateBarsSection } from '../components/DetailPanels.tsx';
import { DetailSection } from '../components/DetailSection.tsx';
import { RatioBar } from '../components/RatioBar.tsx';
import { TextBlock } from '../components/TextBlock.tsx';
import { useCurrentYearPlanMajors, useMajorDetail, useMajorRank } from '../knowledge/useKnowledgeDetail.ts';
import { MOBILE_PATHS } from '../router/mobileRoutes.ts';
import styles from '../components/detail.module.css';

export type MajorDetailPageProps = { id: number | null; iswx: boolean };
type TabKey = 'overview' | 'intro' | 'employment' | 'ranking';

/**
 * What the 就业情况 tab shows, every share through the share rule (an impossible or missing one
 * is left out of its bars); the tab is offered only when some of it is there.
 */
function majorEmploymentOf(major: MajorDetail) {
  const rates = employmentRates(major.employment);
  const industries = drawableShares(sortByRate(namedRates(major.jobIndustry), 'asc'));
  const regions = drawableShares(sortByRate(namedRates(major.jobCity), 'desc'));
  const posts = drawableShares(namedRates(major.jobPost));
  const any = rates !== null || industries.length > 0 || regions.length > 0 || posts.length > 0;
  return { rates, industries, regions, posts, any };
}

function EmploymentPanel({ major }: { major: MajorDetail }) {
  const { t } = useTranslation();
  const { rates, industries, regions, posts } = majorEmploymentOf(major);
  const rateText = (value: number | null) => shareText(value, 1) ?? t('mobileKnowledge.empty');
  return (
    <DetailPanel>
      {rates ? (
        <DetailSection title={t('mobileKnowledge.majorDetail.outlook')}>
          <p className={styles.text}>
            {t('mobileKnowledge.majorDetail.employmentRate', {
              employment: rateText(rates.employment),
              further: rateText(rates.further),
              abroad: rateText(rates.abroad),
            })}
          </p>
        </DetailSection>
      ) : null}
      <RateBarsSection title={t('mobileKnowledge.majorDetail.industry')} items={industries} />
      <RateBarsSection title={t('mobileKnowledge.majorDetail.region')} items={regions} />
      <RateBarsSection title={t('mobileKnowledge.majorDetail.post')} items={posts} />
    </DetailPanel>
  );
}

function OverviewPanel({ major }: { major: MajorDetail }) {
  const { t } = useTranslation();
  const textSection = (key: 'isWhat' | 'learnWhat' | 'doWhat' | 'course' | 'direction') => (
    <DetailSection title={t(`mobileKnowledge.majorDetail.${key}`)}>
      <TextBlock text={major[key]} />
    </DetailSection>
  );
  return (
    <DetailPanel>
      {textSection('isWhat')}
      {textSection('learnWhat')}
      {textSection('doWhat')}
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
      {textSection('course')}
      {textSection('direction')}
    </DetailPanel>
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
  const tabs: TabKey[] =
    major && majorEmploymentOf(major).any
      ? ['overview', 'intro', 'employment', 'ranking']
      : ['overview', 'intro', 'ranking'];

  return (
    <DetailPageShell
      title={t('mobileKnowledge.major.detailTitle')}
      iswx={iswx}
      fallback={MOBILE_PATHS.major}
      missing={id === null ? t('mobileKnowledge.major.missingId') : null}
      loading={detail.isPending}
      item={major}
      tabs={{ tabs, active: tab, onChange: setTab, titleOf: (key) => t(`mobileKnowledge.majorDetail.tabs.${key}`) }}
      hero={(item) => (
        <DetailHero
          title={
            <>
              {item.name}{' '}
              {plans.data?.includes(item.id) ? (
                <Tag color="success" fill="outline">
                  {t('mobileKnowledge.majorDetail.currentYearPlan')}
                </Tag>
              ) : null}
            </>
          }
        >
          <div className={styles.heroMeta}>
            <span>{majorParentPath(item).join(' / ')}</span>
          </div>
          <div className={styles.heroMeta}>
            <span>
              {item.educationLevel === EDUCATION_LEVEL.bachelor
                ? t('mobileKnowledge.major.bachelor')
                : t('mobileKnowledge.major.juniorCollege')}
            </span>
            <span>{t('mobileKnowledge.majorDetail.code', { code: item.code })}</span>
            {item.limitYear ? <span>{t('mobileKnowledge.major.limitYear', { value: item.limitYear })}</span> : null}
            {item.degree ? <span>{t('mobileKnowledge.major.degree', { value: item.degree })}</span> : null}
          </div>
          {item.dataSource === 'demo' ? (
            <div className={styles.heroMeta} data-testid="demo-figures">
              <DemoTag />
            </div>
          ) : null}
        </DetailHero>
      )}
    >
      {(item) => {
        switch (tab) {
          case 'overview':
            return <OverviewPanel major={item} />;
          case 'intro':
            return (
              <DetailPanel>
                <HtmlSection html={item.majorIntro} />
              </DetailPanel>
            );
          case 'employment':
            return <EmploymentPanel major={item} />;
          case 'ranking':
            return <MajorRankPanel rank={rank} by="university" iswx={iswx} />;
        }
      }}
    </DetailPageShell>
  );
}
