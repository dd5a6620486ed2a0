import { PAGE_SIZE } from '@zhihang/contract/constants';
import type { MajorListItem } from '@zhihang/contract/majors/major.schema';
import { useQuery } from '@tanstack/react-query';
import { Selector, Tabs } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ratioText } from '../../modules/knowledge/rules/ratio.ts';
import { AppLink } from '../components/AppLink.tsx';
import { CHIP_STYLE } from '../components/chipStyle.ts';
import { FilterGroupSection } from '../components/FilterGroupSection.tsx';
import { KeyboardTabs } from '../components/KeyboardTabs.tsx';
import { ListPageShell } from '../components/ListPageShell.tsx';
import { mobileKnowledgeApi } from '../knowledge/mobileKnowledgeApi.ts';
import { mobileKnowledgeKeys } from '../knowledge/mobileKnowledgeKeys.ts';
import { useListSearch } from '../knowledge/useListSearch.ts';
import { useLoadMoreList } from '../knowledge/useLoadMoreList.ts';
import { launchedInMessagingApp } from '../router/launchFlags.ts';
import { detailHref, MOBILE_PATHS } from '../router/mobileRoutes.ts';
import styles from '../components/knowledgeList.module.css';

type MajorLevel = 1 | 2;
type MajorSearch = { level: MajorLevel; name: string; class: string };

/** One row of the flattened catalogue: 门类 and 专业类 headings, majors as cards. */
function MajorRow({ item }: { item: MajorListItem }) {
  const { t } = useTranslation();
  if (item.majorLevel === 1) {
    return (
      <h2 className={styles.heading1}>
        {item.majorName} <span className={styles.code}>{item.majorCode}</span>
      </h2>
    );
  }
  if (item.majorLevel === 2) {
    return (
      <h3 className={styles.heading2}>
        {item.majorName} <span className={styles.code}>{item.majorCode}</span>
      </h3>
    );
  }
  return (
    <AppLink href={detailHref('majorDetail', item.majorId, launchedInMessagingApp)} className={styles.card}>
      <div className={styles.cardBody}>
        <h4 className={styles.cardTitle}>{item.majorName}</h4>
        <div className={styles.cardMeta}>
          <span>{t('mobileKnowledge.major.code', { code: item.majorCode || '-' })}</span>
          <span>{t('mobileKnowledge.major.limitYear', { value: item.limitYear || '-' })}</span>
          <span>{t('mobileKnowledge.major.degree', { value: item.degree || '-' })}</span>
          <span>{t('mobileKnowledge.major.genderRatio', { value: ratioText(item.genderRatio) })}</span>
        </div>
      </div>
    </AppLink>
  );
}

/** /mp-student/major: 本科 / 专科, name search, the category drawer and 查看更多. */
export function MajorListPage() {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [draftClass, setDraftClass] = useState('');
  const [applied, search] = useListSearch<MajorSearch>(MOBILE_PATHS.major, { level: 1, name: '', class: '' });

  const categories = useQuery({
    queryKey: mobileKnowledgeKeys.majorCategories(applied.level),
    queryFn: () => mobileKnowledgeApi.majorCategories(applied.level),
    staleTime: Infinity,
  });
  const list = useLoadMoreList({
    queryKey: mobileKnowledgeKeys.list('major', applied),
    fetchPage: (request) =>
      mobileKnowledgeApi.majors({
        ...request,
        level: applied.level,
        ...(applied.name ? { name: applied.name } : {}),
        ...(applied.class ? { class: applied.class } : {}),
      }),
    // The count is of majors; the 门类 and 专业类 headings are rows of the page, not results.
    countOf: (page) => page.majorCount,
    firstSize: PAGE_SIZE.majorsFirst,
    moreSize: PAGE_SIZE.majorsMore,
  });

  const handleLevelChange = (key: string) => {
    const level: MajorLevel = key === '2' ? 2 : 1;
    // Categories differ between 本科 and 专科: the toggle searches again across all of them.
    setDraftClass('');
    search({ level, name: name.trim(), class: '' });
  };
  const categoryOptions = [
    { value: '', label: t('mobileKnowledge.major.allCategories') },
    ...(categories.data ?? []).map((category) => ({ value: category.code, label: category.name })),
  ];

  return (
    <ListPageShell
      title={t('mobileKnowledge.major.title')}
      headerExtra={
        <KeyboardTabs activeKey={String(applied.level)} onChange={handleLevelChange}>
          <Tabs.Tab key="1" title={t('mobileKnowledge.major.bachelor')} />
          <Tabs.Tab key="2" title={t('mobileKnowledge.major.juniorCollege')} />
        </KeyboardTabs>
      }
      search={{
        placeholder: t('mobileKnowledge.major.searchPlaceholder'),
        value: name,
        onChange: setName,
        onSearch: (text) => search({ ...applied, name: text.trim() }),
        filtered: Boolean(applied.class),
      }}
      list={list}
      drawer={{
        title: t('mobileKnowledge.major.drawerTitle'),
        onReset: () => setDraftClass(''),
        onSearch: () => search({ ...applied, name: name.trim(), class: draftClass }),
        children: (
          <FilterGroupSection title={t('mobileKnowledge.major.categoryGroup')}>
            <Selector
              columns={2}
              showCheckMark={false}
              style={CHIP_STYLE}
              options={categoryOptions}
              value={[draftClass]}
              onChange={(value) => setDraftClass(value[0] ?? '')}
            />
          </FilterGroupSection>
        ),
      }}
    >
      {(items) => items.map((item) => <MajorRow key={`${item.majorLevel}-${item.id}`} item={item} />)}
    </ListPageShell>
  );
}
