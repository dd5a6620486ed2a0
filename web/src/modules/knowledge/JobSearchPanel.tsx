import type { JobSummary, JobTreeNode } from '@zhihang/contract/jobs/job.schema';
import { useQuery } from '@tanstack/react-query';
import { Cascader, Input, Table, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { knowledgeQueries } from './knowledgeQueries.ts';
import { KNOWLEDGE_DEFAULT_PAGE_SIZE, KNOWLEDGE_PAGE_SIZES, scrollingOf } from './knowledgeTable.ts';
import styles from './knowledge.module.css';

const TABLE_WIDTH = 760;

type ClassOption = { value: number; label: string; children?: ClassOption[] };
type ClassFilter = { grandparentId?: number; parentId?: number };

/** 大类 → 中类 choices of the job tree. */
function classOptionsOf(nodes: readonly JobTreeNode[]): ClassOption[] {
  return nodes.map((node) => ({
    value: node.id,
    label: node.name,
    children: node.children.map((child) => ({ value: child.id, label: child.name })),
  }));
}

/** The job tab of /edu/knowledge: name search, job classes, count and the table. */
export function JobSearchPanel() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [search, setSearch] = useState<{ name?: string } & ClassFilter>({});
  const [paging, setPaging] = useState({ page: 1, limit: KNOWLEDGE_DEFAULT_PAGE_SIZE });
  const tree = useQuery(knowledgeQueries.jobTree()).data ?? [];
  const list = useQuery(knowledgeQueries.jobs({ ...search, ...paging }));
  const rows = list.data?.list ?? [];

  const change = (next: { name?: string } & ClassFilter) => {
    setSearch((current) => ({ ...current, ...next }));
    setPaging((current) => ({ ...current, page: 1 }));
  };

  const handleClass = (path: number[] | undefined) => {
    const [primary, secondary] = path ?? [];
    change(
      secondary !== undefined
        ? { grandparentId: undefined, parentId: secondary }
        : { grandparentId: primary, parentId: undefined },
    );
  };

  const columns: TableColumnsType<JobSummary> = [
    {
      title: t('knowledge.columns.jobName'),
      dataIndex: 'name',
      width: 240,
      render: (value: string) => <Typography.Link>{value}</Typography.Link>,
    },
    { title: t('knowledge.columns.jobCode'), dataIndex: 'code', width: 120 },
    {
      title: t('knowledge.columns.jobClass'),
      key: 'class',
      render: (_value, row) => [row.grandparentName, row.parentName].filter(Boolean).join(' / ') || '-',
    },
  ];

  return (
    <div>
      <div className={styles.filters}>
        <Input.Search
          className={styles.search}
          allowClear
          enterButton={t('knowledge.search')}
          placeholder={t('knowledge.placeholders.job')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          onSearch={(value) => change({ name: value.trim() || undefined })}
        />
        <Cascader<ClassOption>
          className={styles.wideSelect}
          changeOnSelect
          allowClear
          placeholder={t('knowledge.filters.jobClass')}
          aria-label={t('knowledge.filters.jobClass')}
          options={classOptionsOf(tree)}
          onChange={(path) => handleClass(path)}
        />
      </div>
      <div className={styles.count} data-testid="result-count">
        {t('knowledge.count.jobs', { count: list.data?.totalCount ?? 0 })}
      </div>
      <Table<JobSummary>
        rowKey="id"
        size="middle"
        className={styles.clickableRows}
        columns={columns}
        dataSource={rows}
        loading={list.isFetching}
        {...scrollingOf(rows.length, TABLE_WIDTH)}
        locale={{ emptyText: t('knowledge.noData') }}
        onRow={(row) => ({ onClick: () => void navigate(`/edu/jobDetail?jobId=${row.id}`) })}
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
