import { PAGE_SIZE } from '@zhihang/contract/constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterGroupField } from '../components/FilterGroupField.tsx';
import { ListPageShell } from '../components/ListPageShell.tsx';
import { UniversityCard } from '../components/UniversityCard.tsx';
import { mobileKnowledgeApi } from '../knowledge/mobileKnowledgeApi.ts';
import { mobileKnowledgeKeys } from '../knowledge/mobileKnowledgeKeys.ts';
import { LEVEL_CHOICES, NATURE_CHOICES, PROVINCE_CHOICES, TYPE_CHOICES } from '../knowledge/universityChoices.ts';
import { NO_UNIVERSITY_FILTERS, universityListFilter, type UniversityFilters } from '../knowledge/universityFilters.ts';
import { useListSearch } from '../knowledge/useListSearch.ts';
import { useLoadMoreList } from '../knowledge/useLoadMoreList.ts';
import { launchedInMessagingApp } from '../router/launchFlags.ts';
import { MOBILE_PATHS } from '../router/mobileRoutes.ts';

const asOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/** The drawer's four groups in their order: the filter each one sets, its title and its options. */
const FILTER_GROUPS = [
  { key: 'levels', title: 'levelGroup', options: asOptions(LEVEL_CHOICES) },
  { key: 'types', title: 'typeGroup', options: asOptions(TYPE_CHOICES) },
  { key: 'natures', title: 'natureGroup', options: asOptions(NATURE_CHOICES) },
  {
    key: 'provinces',
    title: 'provinceGroup',
    options: PROVINCE_CHOICES.map((province) => ({ value: province.code, label: province.name })),
  },
] as const satisfies ReadonlyArray<{ key: keyof UniversityFilters; title: string; options: unknown }>;

/** /mp-student/university: name search, the four-group filter drawer, cards and 查看更多. */
export function UniversityListPage() {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [draft, setDraft] = useState<UniversityFilters>(NO_UNIVERSITY_FILTERS);
  const [filter, search] = useListSearch(MOBILE_PATHS.university, () =>
    universityListFilter('', NO_UNIVERSITY_FILTERS),
  );

  const list = useLoadMoreList({
    queryKey: mobileKnowledgeKeys.list('university', filter),
    fetchPage: (request) => mobileKnowledgeApi.universities({ ...filter, ...request }),
    firstSize: PAGE_SIZE.universitiesFirst,
    moreSize: PAGE_SIZE.universitiesMore,
  });

  return (
    <ListPageShell
      title={t('mobileKnowledge.university.title')}
      search={{
        placeholder: t('mobileKnowledge.university.searchPlaceholder'),
        value: name,
        onChange: setName,
        onSearch: (text) => search(universityListFilter(text, draft)),
        filtered: Object.keys(filter).some((key) => key !== 'collegeName'),
      }}
      list={list}
      drawer={{
        title: t('mobileKnowledge.university.drawerTitle'),
        onReset: () => setDraft(NO_UNIVERSITY_FILTERS),
        onSearch: () => search(universityListFilter(name, draft)),
        children: FILTER_GROUPS.map((group) => (
          <FilterGroupField
            key={group.key}
            title={t(`mobileKnowledge.university.${group.title}`)}
            options={group.options}
            value={draft[group.key]}
            onChange={(value) => setDraft((current) => ({ ...current, [group.key]: value }))}
          />
        )),
      }}
    >
      {(universities) =>
        universities.map((university) => (
          <UniversityCard key={university.id} university={university} iswx={launchedInMessagingApp} />
        ))
      }
    </ListPageShell>
  );
}
