import { useQuery } from '@tanstack/react-query';
import { Card, Empty, Skeleton, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { knowledgeQueries } from '../../../modules/knowledge/knowledgeQueries.ts';
import { TextSection } from '../../../modules/knowledge/TextSection.tsx';
import { useIdParam } from './useIdParam.ts';
import { MissingIdNotice } from './MissingIdNotice.tsx';
import styles from './KnowledgeDetail.module.css';

/** /edu/jobDetail?jobId=: 基本信息, 从业资格 and 工作前景. */
export function JobDetailPage() {
  const { t } = useTranslation();
  const jobId = useIdParam('jobId');
  const detail = useQuery({ ...knowledgeQueries.job(jobId), enabled: jobId > 0 });
  const job = detail.data;

  if (jobId === 0) return <MissingIdNotice title={t('knowledge.job.missingId')} />;
  if (detail.isPending) {
    return (
      <Card variant="borderless" className={styles.card} data-testid="detail-skeleton">
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  }
  if (!job) {
    return (
      <Card variant="borderless" className={styles.card}>
        <Empty description={t('knowledge.job.notFound')} />
      </Card>
    );
  }

  const path = [job.grandparentName, job.parentName].filter(Boolean).join(' / ');
  const tabs = [
    {
      key: 'basic',
      label: t('knowledge.job.tabs.basic'),
      children: (
        <>
          <TextSection title={t('knowledge.job.abstract')} text={job.jobAbstract} />
          <TextSection title={t('knowledge.job.content')} text={job.jobContent} />
          <TextSection title={t('knowledge.job.skill')} text={job.jobSkill} />
        </>
      ),
    },
    {
      key: 'qualification',
      label: t('knowledge.job.tabs.qualification'),
      children: <TextSection title={t('knowledge.job.knowledge')} text={job.knowledge} />,
    },
    {
      key: 'prospects',
      label: t('knowledge.job.tabs.prospects'),
      children: <TextSection title={t('knowledge.job.prospects')} text={job.prospectsDevelopment} />,
    },
  ];

  return (
    <div key={jobId} data-testid="job-detail">
      <Card variant="borderless" className={`${styles.card} ${styles.header}`}>
        <div className={styles.titleBar}>
          <h1 className={styles.title}>{job.name}</h1>
          {path ? <span className={styles.path}>{path}</span> : null}
        </div>
        {job.code ? (
          <div className={styles.meta}>
            <span>
              {t('knowledge.job.code')}
              <strong>{job.code}</strong>
            </span>
          </div>
        ) : null}
      </Card>
      <Card variant="borderless" className={styles.card}>
        <Tabs items={tabs} />
      </Card>
    </div>
  );
}
