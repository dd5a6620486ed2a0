import { JOB_SEARCH_DELAY_MS, PAGE_SIZE } from '@zhihang/contract/constants';
import type { JobTreeNode } from '@zhihang/contract/jobs/job.schema';
import { useQuery } from '@tanstack/react-query';
import { Radio } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../components/AppLink.tsx';
import { FilterGroupSection } from '../components/FilterGroupSection.tsx';
import { ListPageShell } from '../components/ListPageShell.tsx';
import { jobClassPath, jobListFilter, secondaryClassesOf, type JobClasses } from '../knowledge/jobClasses.ts';
import { mobileKnowledgeApi } from '../knowledge/mobileKnowledgeApi.ts';
import { mobileKnowledgeKeys } from '../knowledge/mobileKnowledgeKeys.ts';
import { useListSearch } from '../knowledge/useListSearch.ts';
import { useLoadMoreList } from '../knowledge/useLoadMoreList.ts';
import { launchedInMessagingApp } from '../router/launchFlags.ts';
import { detailHref, MOBILE_PATHS } from '../router/mobileRoutes.ts';
import styles from '../components/knowledgeList.module.css';

const NO_CLASSES: JobClasses = { primary: null, secondary: null };
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One level of job classes as a radio list (none chosen: null). */
function ClassRadios({
  classes,
  value,
  onChange,
}: {
  classes: readonly JobTreeNode[];
  value: number | null;
  onChange: (id: number) => void;
}) {
  return (
    <Radio.Group value={value ?? undefined} onChange={(id) => onChange(Number(id))}>
      <div className={styles.radioList}>
        {classes.map((node) => (
          <Radio key={node.id} value={node.id}>
            {node.name}
          </Radio>
        ))}
      </div>
    </Radio.Group>
  );
}

/** /mp-student/job: name search, the 筛选职业 drawer with class radios, and 查看更多. */
export function JobListPage() {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [draft, setDraft] = useState<JobClasses>(NO_CLASSES);
  const [applied, search] = useListSearch(MOBILE_PATHS.job, { name: '', classes: NO_CLASSES });

  const tree = useQuery({
    queryKey: mobileKnowledgeKeys.jobTree(),
    queryFn: () => mobileKnowledgeApi.jobTree(),
    staleTime: Infinity,
  });
  const filter = jobListFilter(applied.name, applied.classes);
  const list = useLoadMoreList({
    queryKey: mobileKnowledgeKeys.list('job', filter),
    fetchPage: async (request) => {
      // Spec §9: a job search answers after a short pause, as the product always has.
      if (request.page === 1) await pause(JOB_SEARCH_DELAY_MS);
      return mobileKnowledgeApi.jobs({ ...filter, ...request });
    },
    firstSize: PAGE_SIZE.jobsFirst,
    moreSize: PAGE_SIZE.jobsMore,
  });

  const primaries = tree.data ?? [];

  return (
    <ListPageShell
      title={t('mobileKnowledge.job.title')}
      search={{
        placeholder: t('mobileKnowledge.job.searchPlaceholder'),
        value: name,
        onChange: setName,
        onSearch: (text) => search({ name: text.trim(), classes: applied.classes }),
        filtered: applied.classes.primary !== null,
      }}
      list={list}
      drawer={{
        title: t('mobileKnowledge.job.drawerTitle'),
        onReset: () => setDraft(NO_CLASSES),
        onSearch: () => search({ name: name.trim(), classes: draft }),
        children: (
          <>
            <FilterGroupSection title={t('mobileKnowledge.job.primaryClass')}>
              <ClassRadios
                classes={primaries}
                value={draft.primary}
                // Another primary class clears the secondary one, which belonged to the old class.
                onChange={(primary) => setDraft({ primary, secondary: null })}
              />
            </FilterGroupSection>
            <FilterGroupSection title={t('mobileKnowledge.job.secondaryClass')}>
              {draft.primary === null ? (
                <span className={styles.hint}>{t('mobileKnowledge.job.chooseSecondaryFirst')}</span>
              ) : (
                <ClassRadios
                  classes={secondaryClassesOf(primaries, draft.primary)}
                  value={draft.secondary}
                  onChange={(secondary) => setDraft((current) => ({ ...current, secondary }))}
                />
              )}
            </FilterGroupSection>
          </>
        ),
      }}
    >
      {(jobs) =>
        jobs.map((job) => (
          <AppLink key={job.id} href={detailHref('jobDetail', job.id, launchedInMessagingApp)} className={styles.card}>
            <div className={styles.cardBody}>
              <h2 className={styles.cardTitle}>{job.name}</h2>
              <div className={styles.cardMeta}>
                <span>{job.code}</span>
                <span>{jobClassPath(job)}</span>
              </div>
            </div>
          </AppLink>
        ))
      }
    </ListPageShell>
  );
}
