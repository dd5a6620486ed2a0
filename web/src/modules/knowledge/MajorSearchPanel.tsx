import type { MajorListItem, MajorTreeNode } from '@zhihang/contract/majors/major.schema';
import { useQuery } from '@tanstack/react-query';
import { Cascader, Segmented, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { knowledgeQueries } from './knowledgeQueries.ts';
import { KnowledgeLink, openOnRowClick } from './KnowledgeLink.tsx';
import { KnowledgeSearchBox } from './KnowledgeSearchBox.tsx';
import { KnowledgeSearchTable } from './KnowledgeSearchTable.tsx';
import { ratioText } from './rules/ratio.ts';
import { useKnowledgeSearch } from './useKnowledgeSearch.ts';
import { useBackgroundValue } from '../../components/useBackgroundRender.ts';
import styles from './knowledge.module.css';

const TABLE_WIDTH = 820;
const majorPath = (id: number) => `/edu/majorDetail?majorId=${id}`;
const MAJOR_LEVEL = 3;

type CategoryOption = { value: string; label: string; children?: CategoryOption[] };
type MajorFilters = { level: 1 | 2; name?: string; class?: string };

/** 门类 → 专业类 choices of one education level (majors themselves are not offered). */
function categoryOptionsOf(nodes: readonly MajorTreeNode[]): CategoryOption[] {
  return nodes.map((node) => ({
    value: node.code,
    label: node.name,
    children: node.children.map((child) => ({ value: child.code, label: child.name })),
  }));
}

/** The major tab of /edu/knowledge: 本科 / 专科, name search, category, count and the table. */
export function MajorSearchPanel() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const search = useKnowledgeSearch<MajorFilters>({ level: 1 });
  const { level } = search.filters;
  const tree = useQuery(knowledgeQueries.majorTree()).data;
  const list = useQuery(knowledgeQueries.majors(search.body));
  // Rows arrive in a background render (React yields to the browser while it draws them).
  const shownPage = useBackgroundValue(list.data);
  const categories = categoryOptionsOf((level === 1 ? tree?.highMajor : tree?.lowMajor) ?? []);

  const columns: TableColumnsType<MajorListItem> = [
    {
      title: t('knowledge.columns.majorName'),
      dataIndex: 'majorName',
      width: 260,
      render: (value: string, row) =>
        row.majorLevel === MAJOR_LEVEL ? (
          <KnowledgeLink to={majorPath(row.majorId)}>{value}</KnowledgeLink>
        ) : (
          <Typography.Text strong={row.majorLevel === 1} type={row.majorLevel === 2 ? 'secondary' : undefined}>
            {value}
          </Typography.Text>
        ),
    },
    { title: t('knowledge.columns.majorCode'), dataIndex: 'majorCode', width: 110 },
    { title: t('knowledge.columns.limitYear'), dataIndex: 'limitYear', width: 90 },
    { title: t('knowledge.columns.degree'), dataIndex: 'degree', width: 140 },
    {
      title: t('knowledge.columns.genderRatio'),
      dataIndex: 'genderRatio',
      render: (value: string, row) => (row.majorLevel === MAJOR_LEVEL ? ratioText(value) : ''),
    },
  ];

  return (
    <div>
      <div className={styles.filters}>
        <Segmented
          aria-label={t('knowledge.filters.level')}
          value={level}
          options={[
            { value: 1, label: t('knowledge.levels.bachelor') },
            { value: 2, label: t('knowledge.levels.juniorCollege') },
          ]}
          onChange={(value) => search.change({ level: value === 2 ? 2 : 1, class: undefined })}
        />
        <KnowledgeSearchBox
          placeholder={t('knowledge.placeholders.major')}
          onSearch={(name) => search.change({ name })}
        />
        <Cascader<CategoryOption>
          key={level}
          className={styles.wideSelect}
          changeOnSelect
          allowClear
          placeholder={t('knowledge.filters.category')}
          aria-label={t('knowledge.filters.category')}
          options={categories}
          onChange={(path) => search.change({ class: path?.length ? String(path[path.length - 1]) : undefined })}
        />
      </div>
      <KnowledgeSearchTable<MajorListItem>
        page={shownPage}
        loading={list.isFetching || shownPage !== list.data}
        countText={(count) => t('knowledge.count.majors', { count })}
        count={shownPage?.majorCount}
        width={TABLE_WIDTH}
        paging={search.paging}
        onPaging={search.setPaging}
        columns={columns}
        rowClassName={(row) =>
          row.majorLevel === MAJOR_LEVEL ? (styles.clickableRow ?? '') : (styles.headingRow ?? '')
        }
        onRow={(row) => openOnRowClick(navigate, row.majorLevel === MAJOR_LEVEL ? majorPath(row.majorId) : null)}
      />
    </div>
  );
}
