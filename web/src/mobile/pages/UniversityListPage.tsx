import { PAGE_SIZE } from '@zhihang/contract/constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../components/EmptyState.tsx';
import { FilterGroupField } from '../components/FilterGroupField.tsx';
import { FilterPopup } from '../components/FilterPopup.tsx';
import { ListSearchBar } from '../components/ListSearchBar.tsx';
import { ListSkeleton } from '../components/ListSkeleton.tsx';
import { LoadMoreFooter } from '../components/LoadMoreFooter.tsx';
import { UniversityCard } from '../components/UniversityCard.tsx';
import { mobileKnowledgeApi } from '../knowledge/mobileKnowledgeApi.ts';
import { mobileKnowledgeKeys } from '../knowledge/mobileKnowledgeKeys.ts';
import { LEVEL_CHOICES, NATURE_CHOICES, PROVINCE_CHOICES, TYPE_CHOICES } from '../knowledge/universityChoices.ts';
import { NO_UNIVERSITY_FILTERS, universityListFilter, type UniversityFilters } from '../knowledge/universityFilters.ts';
import { useLoadMoreList } from '../knowledge/useLoadMoreList.ts';
import { launchedInMessagingApp } from '../router/launchFlags.ts';
import { mobileHistory } from '../router/mobileHistory.ts';
import { MOBILE_PATHS } from '../router/mobileRoutes.ts';
import { useScrollRestore } from '../router/useScrollRestore.ts';
import styles from '../components/knowledgeList.module.css';

const asOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));
const LEVEL_OPTIONS = asOptions(LEVEL_CHOICES);
const TYPE_OPTIONS = asOptions(TYPE_CHOICES);
const NATURE_OPTIONS = asOptions(NATURE_CHOICES);
const PROVINCE_OPTIONS = PROVINCE_CHOICES.map((province) => ({ value: province.code, label: province.name }));

/** /mp-student/university: name search, the four-group filter drawer, cards and 查看更多. */
export function UniversityListPage() {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [draft, setDraft] = useState<UniversityFilters>(NO_UNIVERSITY_FILTERS);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [filter, setFilter] = useState(() => universityListFilter('', NO_UNIVERSITY_FILTERS));
  useScrollRestore(MOBILE_PATHS.university);

  const list = useLoadMoreList({
    queryKey: mobileKnowledgeKeys.list('university', filter),
    fetchPage: (request) => mobileKnowledgeApi.universities({ ...filter, ...request }),
    firstSize: PAGE_SIZE.universitiesFirst,
    moreSize: PAGE_SIZE.universitiesMore,
  });

  const search = (text: string, filters: UniversityFilters) => {
    setFilter(universityListFilter(text, filters));
    mobileHistory.forgetScroll(MOBILE_PATHS.university);
    window.scrollTo(0, 0);
  };
  const handleDrawerSearch = () => {
    setDrawerOpen(false);
    search(name, draft);
  };
  const setGroup = (group: keyof UniversityFilters) => (value: string[]) =>
    setDraft((current) => ({ ...current, [group]: value }));
  const filtered = Object.keys(filter).some((key) => key !== 'collegeName');

  return (
    <main className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('mobileKnowledge.university.title')}</h1>
        <ListSearchBar
          placeholder={t('mobileKnowledge.university.searchPlaceholder')}
          value={name}
          onChange={setName}
          onSearch={(text) => search(text, draft)}
          onOpenFilter={() => setDrawerOpen(true)}
          filtered={filtered}
        />
      </header>
      {list.isLoading ? (
        <ListSkeleton />
      ) : list.items.length === 0 ? (
        <EmptyState text={t('mobileKnowledge.empty')} />
      ) : (
        <>
          <div className={styles.list}>
            {list.items.map((university) => (
              <UniversityCard key={university.id} university={university} iswx={launchedInMessagingApp} />
            ))}
          </div>
          <LoadMoreFooter total={list.total} loading={list.isLoadingMore} onLoadMore={list.loadMore} />
        </>
      )}
      <FilterPopup
        title={t('mobileKnowledge.university.drawerTitle')}
        visible={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        onReset={() => setDraft(NO_UNIVERSITY_FILTERS)}
        onSearch={handleDrawerSearch}
      >
        <FilterGroupField
          title={t('mobileKnowledge.university.levelGroup')}
          options={LEVEL_OPTIONS}
          value={draft.levels}
          onChange={setGroup('levels')}
        />
        <FilterGroupField
          title={t('mobileKnowledge.university.typeGroup')}
          options={TYPE_OPTIONS}
          value={draft.types}
          onChange={setGroup('types')}
        />
        <FilterGroupField
          title={t('mobileKnowledge.university.natureGroup')}
          options={NATURE_OPTIONS}
          value={draft.natures}
          onChange={setGroup('natures')}
        />
        <FilterGroupField
          title={t('mobileKnowledge.university.provinceGroup')}
          options={PROVINCE_OPTIONS}
          value={draft.provinces}
          onChange={setGroup('provinces')}
        />
      </FilterPopup>
    </main>
  );
}
