import type { MajorListItem, MajorTreeNode } from '@zhihang/contract/majors/major.schema';
import { useQuery } from '@tanstack/react-query';
import { Cascader, Input, Segmented, Table, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { knowledgeQueries } from './knowledgeQueries.ts';
import { KNOWLEDGE_DEFAULT_PAGE_SIZE, KNOWLEDGE_PAGE_SIZES, scrollingOf } from './knowledgeTable.ts';
import { ratioText } from './rules/ratio.ts';
import styles from './knowledge.module.css';

const TABLE_WIDTH = 820;
const MAJOR_LEVEL = 3;

type CategoryOption = { value: string; label: string; children?: CategoryOption[] };

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
  const [level, setLevel] = useState<1 | 2>(1);
  const [name, setName] = useState('');
  const [search, setSearch] = useState<{ name?: string; class?: string }>({});
  const [paging, setPaging] = useState({ page: 1, limit: KNOWLEDGE_DEFAULT_PAGE_SIZE });
  const tree = useQuery(knowledgeQueries.majorTree()).data;
  const list = useQuery(knowledgeQueries.majors({ level, ...search, ...paging }));
  const rows = list.data?.list ?? [];
  const categories = categoryOptionsOf((level === 1 ? tree?.highMajor : tree?.lowMajor) ?? []);

  const change = (next: { name?: string; class?: string }) => {
    setSearch((current) => ({ ...current, ...next }));
    setPaging((current) => ({ ...current, page: 1 }));
  };

  const columns: TableColumnsType<MajorListItem> = [
    {
      title: t('knowledge.columns.majorName'),
      dataIndex: 'majorName',
      width: 260,
      render: (value: string, row) =>
        row.majorLevel === MAJOR_LEVEL ? (
          <Typography.Link>{value}</Typography.Link>
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
          value={level}
          options={[
            { value: 1, label: t('knowledge.levels.bachelor') },
            { value: 2, label: t('knowledge.levels.juniorCollege') },
          ]}
          onChange={(value) => {
            setLevel(value === 2 ? 2 : 1);
            change({ class: undefined });
          }}
        />
        <Input.Search
          className={styles.search}
          allowClear
          enterButton={t('knowledge.search')}
          placeholder={t('knowledge.placeholders.major')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          onSearch={(value) => change({ name: value.trim() || undefined })}
        />
        <Cascader<CategoryOption>
          key={level}
          className={styles.wideSelect}
          changeOnSelect
          allowClear
          placeholder={t('knowledge.filters.category')}
          aria-label={t('knowledge.filters.category')}
          options={categories}
          onChange={(path) => change({ class: path?.length ? String(path[path.length - 1]) : undefined })}
        />
      </div>
      <div className={styles.count} data-testid="result-count">
        {t('knowledge.count.rows', { count: list.data?.totalCount ?? 0 })}
      </div>
      <Table<MajorListItem>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={rows}
        loading={list.isFetching}
        {...scrollingOf(rows.length, TABLE_WIDTH)}
        locale={{ emptyText: t('knowledge.noData') }}
        rowClassName={(row) =>
          row.majorLevel === MAJOR_LEVEL ? (styles.clickableRow ?? '') : (styles.headingRow ?? '')
        }
        onRow={(row) => ({
          onClick: () => {
            if (row.majorLevel === MAJOR_LEVEL) void navigate(`/edu/majorDetail?majorId=${row.majorId}`);
          },
        })}
        pagination={{
          current: paging.page,
          pageSize: paging.limit,
          total: list.data?.totalCount ?? 0,
          pageSizeOptions: KNOWLEDGE_PAGE_SIZES,
          showSizeChanger: true,
          onChange: (page, limit) => setPaging({ page, limit }),
        }}
      />
    </div>
  );
}
