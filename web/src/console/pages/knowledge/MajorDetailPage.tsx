import { useQuery } from '@tanstack/react-query';
import { Card, Empty, Skeleton, Tabs, Tag } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { DemoDataTag } from '../../../modules/knowledge/DemoDataTag.tsx';
import { knowledgeQueries } from '../../../modules/knowledge/knowledgeQueries.ts';
import { MajorOverviewTab } from '../../../modules/knowledge/MajorOverviewTab.tsx';
import { MajorRankTable } from '../../../modules/knowledge/MajorRankTable.tsx';
import {
  educationLevelName,
  hasMajorEmployment,
  majorParentPath,
} from '../../../modules/knowledge/rules/majorFacts.ts';
import { useIdParam } from './useIdParam.ts';
import { MissingIdNotice } from './MissingIdNotice.tsx';
import styles from './KnowledgeDetail.module.css';

/** The charts load with the 就业情况 tab, not with the page. */
const MajorEmploymentTab = lazy(() =>
  import('../../../modules/knowledge/MajorEmploymentTab.tsx').then((m) => ({ default: m.MajorEmploymentTab })),
);

/** /edu/majorDetail?majorId=: the title bar and the tabs 专业概况, 就业情况 (when there is data), 专业排名. */
export function MajorDetailPage() {
  const { t } = useTranslation();
  const majorId = useIdParam('majorId');
  const detail = useQuery({ ...knowledgeQueries.major(majorId), enabled: majorId > 0 });
  const currentPlan = useQuery(knowledgeQueries.currentYearPlanMajors()).data ?? [];
  const ranks = useQuery({ ...knowledgeQueries.majorRanks(majorId), enabled: majorId > 0 });
  const major = detail.data;

  if (majorId === 0) return <MissingIdNotice title={t('knowledge.major.missingId')} />;
  if (detail.isPending) {
    return (
      <Card variant="borderless" className={styles.card} data-testid="detail-skeleton">
        <Skeleton active paragraph={{ rows: 10 }} />
      </Card>
    );
  }
  if (!major) {
    return (
      <Card variant="borderless" className={styles.card}>
        <Empty description={t('knowledge.major.notFound')} />
      </Card>
    );
  }

  const tabs = [
    { key: 'overview', label: t('knowledge.major.tabs.overview'), children: <MajorOverviewTab major={major} /> },
    ...(hasMajorEmployment(major)
      ? [
          {
            key: 'employment',
            label: t('knowledge.major.tabs.employment'),
            children: (
              <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} />}>
                <MajorEmploymentTab major={major} />
              </Suspense>
            ),
          },
        ]
      : []),
    {
      key: 'ranking',
      label: t('knowledge.major.tabs.ranking'),
      children: <MajorRankTable rows={ranks.data ?? []} loading={ranks.isFetching} />,
    },
  ];

  return (
    <div key={majorId} data-testid="major-detail">
      <Card variant="borderless" className={`${styles.card} ${styles.header}`}>
        <div className={styles.titleBar}>
          <h1 className={styles.title}>{major.name}</h1>
          {currentPlan.includes(major.id) ? (
            <Tag color="green" variant="filled">
              {t('knowledge.major.currentYearPlan')}
            </Tag>
          ) : null}
          <DemoDataTag rows={[major]} />
          <span className={styles.path}>{majorParentPath(major).join(' / ')}</span>
        </div>
        <div className={styles.meta}>
          <span>
            {t('knowledge.major.educationLevel')}
            <strong>{educationLevelName(major.educationLevel)}</strong>
          </span>
          <span>
            {t('knowledge.major.code')}
            <strong>{major.code || '-'}</strong>
          </span>
          {major.limitYear ? (
            <span>
              {t('knowledge.major.limitYear')}
              <strong>{major.limitYear}</strong>
            </span>
          ) : null}
          {major.degree ? (
            <span>
              {t('knowledge.major.degree')}
              <strong>{major.degree}</strong>
            </span>
          ) : null}
        </div>
      </Card>
      <Card variant="borderless" className={styles.card}>
        <Tabs items={tabs} />
      </Card>
    </div>
  );
}
