import { COLLEGE_TYPES } from '@zhihang/contract/universities/college-types';
import type { UniversityListBody, UniversityListItem } from '@zhihang/contract/universities/university.schema';
import { useQuery } from '@tanstack/react-query';
import { Checkbox, Select, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { systemQueries } from '../system/systemQueries.ts';
import { knowledgeQueries } from './knowledgeQueries.ts';
import { KnowledgeLink, openOnRowClick } from './KnowledgeLink.tsx';
import { KnowledgeSearchBox } from './KnowledgeSearchBox.tsx';
import { KnowledgeSearchTable } from './KnowledgeSearchTable.tsx';
import { PlainTags } from '../../components/PlainTags.tsx';
import { areaText, splitTags } from './rules/universityFacts.ts';
import { useKnowledgeSearch } from './useKnowledgeSearch.ts';
import { useBackgroundValue } from '../../components/useBackgroundRender.ts';
import styles from './knowledge.module.css';

const NATURES = ['公办', '民办', '合作办学'] as const;
const TAGS = ['985', '211', '双一流'] as const;
const TABLE_WIDTH = 980;

const universityPath = (id: number) => `/edu/universityDetail?universityId=${id}`;

type Filters = Omit<UniversityListBody, 'page' | 'limit'>;

/** The university tab of /edu/knowledge: name search, filters, count and the table. */
export function UniversitySearchPanel() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const search = useKnowledgeSearch<Filters>({});
  const { change } = search;
  const provinces = useQuery(systemQueries.areas()).data ?? [];
  const list = useQuery(knowledgeQueries.universities(search.body));
  // Rows arrive in a background render (React yields to the browser while it draws them).
  const shownPage = useBackgroundValue(list.data);

  const columns: TableColumnsType<UniversityListItem> = [
    {
      title: t('knowledge.columns.collegeName'),
      dataIndex: 'collegeName',
      width: 220,
      render: (value: string, row) => <KnowledgeLink to={universityPath(row.id)}>{value}</KnowledgeLink>,
    },
    { title: t('knowledge.columns.collegeCode'), dataIndex: 'collegeCode', width: 90 },
    {
      title: t('knowledge.columns.location'),
      key: 'location',
      width: 150,
      render: (_value, row) => areaText(row.provinceName, row.cityName),
    },
    {
      title: t('knowledge.columns.level'),
      dataIndex: 'collegeLevel',
      width: 70,
      render: (level: string) => (level === '1' ? t('knowledge.levels.bachelor') : t('knowledge.levels.juniorCollege')),
    },
    { title: t('knowledge.columns.type'), dataIndex: 'collegeType', width: 80 },
    { title: t('knowledge.columns.nature'), dataIndex: 'nature', width: 90 },
    {
      title: t('knowledge.columns.tags'),
      dataIndex: 'collegeTag',
      render: (text: string) => <PlainTags tags={splitTags(text)} color="blue" />,
    },
  ];

  return (
    <div>
      <div className={styles.filters}>
        <KnowledgeSearchBox
          placeholder={t('knowledge.placeholders.university')}
          onSearch={(collegeName) => change({ collegeName })}
        />
        <Select
          className={styles.wideSelect}
          mode="multiple"
          allowClear
          maxTagCount="responsive"
          placeholder={t('knowledge.filters.province')}
          aria-label={t('knowledge.filters.province')}
          options={provinces.map((area) => ({ value: area.code, label: area.name }))}
          optionFilterProp="label"
          onChange={(codes: string[]) => change({ provinceCode: codes.length ? codes : undefined })}
        />
        <Select
          className={styles.select}
          allowClear
          placeholder={t('knowledge.filters.level')}
          aria-label={t('knowledge.filters.level')}
          options={[
            { value: '1', label: t('knowledge.levels.bachelor') },
            { value: '2', label: t('knowledge.levels.juniorCollege') },
          ]}
          onChange={(level?: '1' | '2') => change({ collegeLevel: level })}
        />
        <Select
          className={styles.select}
          allowClear
          placeholder={t('knowledge.filters.type')}
          aria-label={t('knowledge.filters.type')}
          options={COLLEGE_TYPES.map((type) => ({ value: type, label: type }))}
          onChange={(type?: string) => change({ collegeType: type })}
        />
        <Select
          className={styles.select}
          allowClear
          placeholder={t('knowledge.filters.nature')}
          aria-label={t('knowledge.filters.nature')}
          options={NATURES.map((nature) => ({ value: nature, label: nature }))}
          onChange={(nature?: (typeof NATURES)[number]) => change({ nature })}
        />
        <Checkbox.Group
          options={TAGS.map((tag) => ({ value: tag, label: tag }))}
          onChange={(tags) => change({ tags: tags.length ? (tags as Array<(typeof TAGS)[number]>) : undefined })}
        />
      </div>
      <KnowledgeSearchTable<UniversityListItem>
        page={shownPage}
        loading={list.isFetching || shownPage !== list.data}
        countText={(count) => t('knowledge.count.universities', { count })}
        orderText={t('knowledge.order.universities')}
        width={TABLE_WIDTH}
        paging={search.paging}
        onPaging={search.setPaging}
        className={styles.clickableRows}
        columns={columns}
        onRow={(row) => openOnRowClick(navigate, universityPath(row.id))}
      />
    </div>
  );
}
