import { JOB_SEARCH_DELAY_MS, PAGE_SIZE } from '@zhihang/contract/constants';
import { useQuery } from '@tanstack/react-query';
import { Radio } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../components/AppLink.tsx';
import { EmptyState } from '../components/EmptyState.tsx';
import { FilterPopup } from '../components/FilterPopup.tsx';
import { ListSearchBar } from '../components/ListSearchBar.tsx';
import { ListSkeleton } from '../components/ListSkeleton.tsx';
import { LoadMoreFooter } from '../components/LoadMoreFooter.tsx';
import { jobListFilter, secondaryClassesOf, type JobClasses } from '../knowledge/jobClasses.ts';
import { mobileKnowledgeApi } from '../knowledge/mobileKnowledgeApi.ts';
import { mobileKnowledgeKeys } from '../knowledge/mobileKnowledgeKeys.ts';
import { useLoadMoreList } from '../knowledge/useLoadMoreList.ts';
import { launchedInMessagingApp } from '../router/launchFlags.ts';
import { mobileHistory } from '../router/mobileHistory.ts';
import { detailHref, MOBILE_PATHS } from '../router/mobileRoutes.ts';
import { useScrollRestore } from '../router/useScrollRestore.ts';
import styles from '../components/knowledgeList.module.css';

const NO_CLASSES: JobClasses = { primary: null, secondary: null };
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** /mp-student/job: name search, the 筛选职业 drawer with class radios, and 查看更多. */
export function JobListPage() {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [draft, setDraft] = useState<JobClasses>(NO_CLASSES);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [applied, setApplied] = useState({ name: '', classes: NO_CLASSES });
  useScrollRestore(MOBILE_PATHS.job);

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

  const search = (text: string, classes: JobClasses) => {
    setApplied({ name: text.trim(), classes });
    mobileHistory.forgetScroll(MOBILE_PATHS.job);
    window.scrollTo(0, 0);
  };
  const primaries = tree.data ?? [];
  const secondaries = secondaryClassesOf(primaries, draft.primary);

  return (
    <main className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('mobileKnowledge.job.title')}</h1>
        <ListSearchBar
          placeholder={t('mobileKnowledge.job.searchPlaceholder')}
          value={name}
          onChange={setName}
          onSearch={(text) => search(text, applied.classes)}
          onOpenFilter={() => setDrawerOpen(true)}
          filtered={applied.classes.primary !== null}
        />
      </header>
      {list.isLoading ? (
        <ListSkeleton />
      ) : list.items.length === 0 ? (
        <EmptyState text={t('mobileKnowledge.empty')} />
      ) : (
        <>
          <div className={styles.list}>
            {list.items.map((job) => (
              <AppLink
                key={job.id}
                href={detailHref('jobDetail', job.id, launchedInMessagingApp)}
                className={styles.card}
              >
                <div className={styles.cardBody}>
                  <h2 className={styles.cardTitle}>{job.name}</h2>
                  <div className={styles.cardMeta}>
                    <span>{job.code}</span>
                    <span>{[job.grandparentName, job.parentName].filter(Boolean).join(' / ')}</span>
                  </div>
                </div>
              </AppLink>
            ))}
          </div>
          <LoadMoreFooter total={list.total} loading={list.isLoadingMore} onLoadMore={list.loadMore} />
        </>
      )}
      <FilterPopup
        title={t('mobileKnowledge.job.drawerTitle')}
        visible={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        onReset={() => setDraft(NO_CLASSES)}
        onSearch={() => {
          setDrawerOpen(false);
          search(name, draft);
        }}
      >
        <fieldset className={styles.group}>
          <legend className={styles.groupTitle}>{t('mobileKnowledge.job.primaryClass')}</legend>
          <Radio.Group
            value={draft.primary ?? undefined}
            onChange={(value) => setDraft({ primary: Number(value), secondary: null })}
          >
            <div className={styles.radioList}>
              {primaries.map((node) => (
                <Radio key={node.id} value={node.id}>
                  {node.name}
                </Radio>
              ))}
            </div>
          </Radio.Group>
        </fieldset>
        <fieldset className={styles.group}>
          <legend className={styles.groupTitle}>{t('mobileKnowledge.job.secondaryClass')}</legend>
          {draft.primary === null ? (
            <span className={styles.hint}>{t('mobileKnowledge.job.chooseSecondaryFirst')}</span>
          ) : (
            <Radio.Group
              value={draft.secondary ?? undefined}
              onChange={(value) => setDraft((current) => ({ ...current, secondary: Number(value) }))}
            >
              <div className={styles.radioList}>
                {secondaries.map((node) => (
                  <Radio key={node.id} value={node.id}>
                    {node.name}
                  </Radio>
                ))}
              </div>
            </Radio.Group>
          )}
        </fieldset>
      </FilterPopup>
    </main>
  );
}
