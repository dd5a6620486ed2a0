import type { JobSummary, JobTreeNode } from '@zhihang/contract/jobs/job.schema';
import { useQuery } from '@tanstack/react-query';
import { Cascader, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { knowledgeQueries } from './knowledgeQueries.ts';
import { KnowledgeSearchBox } from './KnowledgeSearchBox.tsx';
import { KnowledgeSearchTable } from './KnowledgeSearchTable.tsx';
import { useKnowledgeSearch } from './useKnowledgeSearch.ts';
import styles from './knowledge.module.css';

const TABLE_WIDTH = 760;

type ClassOption = { value: number; label: string; children?: ClassOption[] };
type JobFilters = { name?: string; grandparentId?: number; parentId?: number };

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
  const search = useKnowledgeSearch<JobFilters>({});
  const tree = useQuery(knowledgeQueries.jobTree()).data ?? [];
  const list = useQuery(knowledgeQueries.jobs(search.body));

  const handleClass = (path: number[] | undefined) => {
    const [primary, secondary] = path ?? [];
    search.change(
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
        <KnowledgeSearchBox
          placeholder={t('knowledge.placeholders.job')}
          onSearch={(name) => search.change({ name })}
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
      <KnowledgeSearchTable<JobSummary>
        page={list.data}
        loading={list.isFetching}
        countText={(count) => t('knowledge.count.jobs', { count })}
        width={TABLE_WIDTH}
        paging={search.paging}
        onPaging={search.setPaging}
        className={styles.clickableRows}
        columns={columns}
        onRow={(row) => ({ onClick: () => void navigate(`/edu/jobDetail?jobId=${row.id}`) })}
      />
    </div>
  );
}
