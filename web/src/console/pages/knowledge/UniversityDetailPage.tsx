import { CONFIG_KEYS } from '@zhihang/contract/constants';
import { useQuery } from '@tanstack/react-query';
import { Card, Empty, Skeleton, Tabs } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { knowledgeQueries } from '../../../modules/knowledge/knowledgeQueries.ts';
import { currentYearOf } from '../../../modules/knowledge/rules/scoreFilters.ts';
import { UniversityInfoPanel } from '../../../modules/knowledge/UniversityInfoPanel.tsx';
import { UniversityIntroTab } from '../../../modules/knowledge/UniversityIntroTab.tsx';
import { UniversityMajorsTab } from '../../../modules/knowledge/UniversityMajorsTab.tsx';
import { UniversityRankTab } from '../../../modules/knowledge/UniversityRankTab.tsx';
import { UniversityScoresTab } from '../../../modules/knowledge/UniversityScoresTab.tsx';
import { useScoreScope } from '../../../modules/knowledge/useScoreScope.ts';
import { useSystemConfig } from '../../../modules/system/useSystemConfig.ts';
import { useIdParam } from './useIdParam.ts';
import { MissingIdNotice } from './MissingIdNotice.tsx';
import styles from './KnowledgeDetail.module.css';

/** The charts load with the 就业情况 tab, not with the page. */
const UniversityEmploymentTab = lazy(() =>
  import('../../../modules/knowledge/UniversityEmploymentTab.tsx').then((m) => ({
    default: m.UniversityEmploymentTab,
  })),
);

/** /edu/universityDetail?universityId=: the info panel and the five tabs; a skeleton while loading. */
export function UniversityDetailPage() {
  const { t } = useTranslation();
  const universityId = useIdParam('universityId');
  const detail = useQuery({ ...knowledgeQueries.university(universityId), enabled: universityId > 0 });
  const scope = useScoreScope(universityId);
  const currentYear = currentYearOf(useSystemConfig().data?.[CONFIG_KEYS.currentYear]);
  const university = detail.data;

  if (universityId === 0) return <MissingIdNotice title={t('knowledge.university.missingId')} />;
  if (detail.isPending) {
    return (
      <div className={styles.layout} data-testid="detail-skeleton">
        <Card variant="borderless" className={styles.side}>
          <Skeleton.Avatar active size={72} shape="square" />
          <Skeleton active paragraph={{ rows: 8 }} />
        </Card>
        <Card variant="borderless" className={styles.main}>
          <Skeleton active paragraph={{ rows: 12 }} />
        </Card>
      </div>
    );
  }
  if (!university) {
    return (
      <Card variant="borderless" className={styles.card}>
        <Empty description={t('knowledge.university.notFound')} />
      </Card>
    );
  }

  const tabs = [
    {
      key: 'intro',
      label: t('knowledge.university.tabs.intro'),
      children: <UniversityIntroTab university={university} />,
    },
    {
      key: 'majors',
      label: t('knowledge.university.tabs.majors'),
      children: <UniversityMajorsTab universityId={universityId} scope={scope} />,
    },
    {
      key: 'ranking',
      label: t('knowledge.university.tabs.ranking'),
      children: <UniversityRankTab universityId={universityId} />,
    },
    {
      key: 'employment',
      label: t('knowledge.university.tabs.employment'),
      children: (
        <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} />}>
          <UniversityEmploymentTab university={university} />
        </Suspense>
      ),
    },
    {
      key: 'scores',
      label: t('knowledge.university.tabs.scores'),
      children: scope.isPending ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <UniversityScoresTab universityId={universityId} scope={scope} currentYear={currentYear} />
      ),
    },
  ];

  return (
    <div className={styles.layout} key={universityId} data-testid="university-detail">
      <Card variant="borderless" className={styles.side}>
        <UniversityInfoPanel university={university} />
      </Card>
      <Card variant="borderless" className={styles.main}>
        <Tabs items={tabs} />
      </Card>
    </div>
  );
}
