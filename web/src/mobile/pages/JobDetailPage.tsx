import { Tabs } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailLayout } from '../components/DetailLayout.tsx';
import { DetailSection } from '../components/DetailSection.tsx';
import { DetailSkeleton } from '../components/DetailSkeleton.tsx';
import { EmptyState } from '../components/EmptyState.tsx';
import { TextBlock } from '../components/TextBlock.tsx';
import { useJobDetail } from '../knowledge/useKnowledgeDetail.ts';
import { MOBILE_PATHS } from '../router/mobileRoutes.ts';
import styles from '../components/detail.module.css';

export type JobDetailPageProps = { id: number | null; iswx: boolean };
type TabKey = 'basic' | 'qualification' | 'prospects';
const TABS: readonly TabKey[] = ['basic', 'qualification', 'prospects'];

/** /mp-student/jobDetail: 基本信息, 从业资格 and 工作前景. */
export function JobDetailPage({ id, iswx }: JobDetailPageProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<TabKey>('basic');
  const detail = useJobDetail(id);
  const job = detail.data;
  const section = (key: 'abstract' | 'content' | 'skill' | 'knowledge' | 'prospects', text: string) => (
    <DetailSection key={key} title={t(`mobileKnowledge.jobDetail.${key}`)}>
      <TextBlock text={text} />
    </DetailSection>
  );

  return (
    <DetailLayout title={t('mobileKnowledge.job.detailTitle')} iswx={iswx} fallback={MOBILE_PATHS.job}>
      {detail.isPending && id !== null ? (
        <DetailSkeleton />
      ) : !job ? (
        <EmptyState text={t('mobileKnowledge.empty')} />
      ) : (
        <>
          <header className={styles.hero}>
            <div className={styles.heroBody}>
              <h1 className={styles.heroTitle}>{job.name}</h1>
              <div className={styles.heroMeta}>
                <span>{job.code}</span>
                <span>{[job.grandparentName, job.parentName].filter(Boolean).join(' / ')}</span>
              </div>
            </div>
          </header>
          <Tabs
            activeKey={tab}
            onChange={(key) => setTab(key as TabKey)}
            className={iswx ? `${styles.tabs} ${styles.tabsNoBar}` : styles.tabs}
          >
            {TABS.map((key) => (
              <Tabs.Tab key={key} title={t(`mobileKnowledge.jobDetail.tabs.${key}`)} />
            ))}
          </Tabs>
          <div className={styles.panel}>
            {tab === 'basic'
              ? [
                  section('abstract', job.jobAbstract),
                  section('content', job.jobContent),
                  section('skill', job.jobSkill),
                ]
              : tab === 'qualification'
                ? section('knowledge', job.knowledge)
                : section('prospects', job.prospectsDevelopment)}
          </div>
        </>
      )}
    </DetailLayout>
  );
}
