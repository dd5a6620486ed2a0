import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailHero, DetailPageShell } from '../components/DetailPageShell.tsx';
import { DetailPanel } from '../components/DetailPanels.tsx';
import { DetailSection } from '../components/DetailSection.tsx';
import { TextBlock } from '../components/TextBlock.tsx';
import { jobClassPath } from '../knowledge/jobClasses.ts';
import { useJobDetail } from '../knowledge/useKnowledgeDetail.ts';
import { MOBILE_PATHS } from '../router/mobileRoutes.ts';
import styles from '../components/detail.module.css';

export type JobDetailPageProps = { id: number | null; iswx: boolean };
type TabKey = 'basic' | 'qualification' | 'prospects';
const TABS: readonly TabKey[] = ['basic', 'qualification', 'prospects'];

type SectionKey = 'abstract' | 'content' | 'skill' | 'knowledge' | 'prospects';
type JobTextField = 'jobAbstract' | 'jobContent' | 'jobSkill' | 'knowledge' | 'prospectsDevelopment';
/** The text sections of each tab and the job field each one shows. */
const SECTIONS: Record<TabKey, ReadonlyArray<[SectionKey, JobTextField]>> = {
  basic: [
    ['abstract', 'jobAbstract'],
    ['content', 'jobContent'],
    ['skill', 'jobSkill'],
  ],
  qualification: [['knowledge', 'knowledge']],
  prospects: [['prospects', 'prospectsDevelopment']],
};

/** /mp-student/jobDetail: 基本信息, 从业资格 and 工作前景. */
export function JobDetailPage({ id, iswx }: JobDetailPageProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<TabKey>('basic');
  const detail = useJobDetail(id);

  return (
    <DetailPageShell
      title={t('mobileKnowledge.job.detailTitle')}
      iswx={iswx}
      fallback={MOBILE_PATHS.job}
      missing={id === null ? t('mobileKnowledge.job.missingId') : null}
      loading={detail.isPending}
      item={detail.data}
      tabs={{ tabs: TABS, active: tab, onChange: setTab, titleOf: (key) => t(`mobileKnowledge.jobDetail.tabs.${key}`) }}
      hero={(job) => (
        <DetailHero title={job.name}>
          <div className={styles.heroMeta}>
            <span>{job.code}</span>
            <span>{jobClassPath(job)}</span>
          </div>
        </DetailHero>
      )}
    >
      {(job) => (
        <DetailPanel>
          {SECTIONS[tab].map(([key, field]) => (
            <DetailSection key={key} title={t(`mobileKnowledge.jobDetail.${key}`)}>
              <TextBlock text={job[field]} />
            </DetailSection>
          ))}
        </DetailPanel>
      )}
    </DetailPageShell>
  );
}
