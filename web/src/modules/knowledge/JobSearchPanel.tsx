import type { JobSummary, JobTreeNode } from '@zhihang/contract/jobs/job.schema';
import { useQuery } from '@tanstack/react-query';
import { Cascader, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { knowledgeQueries } from './knowledgeQueries.ts';
import { KnowledgeLink, openOnRowClick } from './KnowledgeLink.tsx';
import { KnowledgeSearchBox } from './KnowledgeSearchBox.tsx';
import { KnowledgeSearchTable } from './KnowledgeSearchTable.tsx';
import { isJobClassHeading, withClassHeadings, type JobClassHeading } from './rules/jobClassHeadings.ts';
import { useKnowledgeSearch } from './useKnowledgeSearch.ts';
import { useBackgroundValue } from '../../components/useBackgroundRender.ts';
import styles from './knowledge.module.css';

const TABLE_WIDTH = 760;
const jobPath = (id: number) => `/edu/jobDetail?jobId=${id}`;

type ClassOption = { value: number; label: string; children?: ClassOption[] };
/** Occupations only (classes are headings), below the narrowest class chosen. */
type JobFilters = { name?: string; ancestorId?: number; leafOnly: true };
type JobRow = JobSummary | JobClassHeading;

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
  const search = useKnowledgeSearch<JobFilters>({ leafOnly: true });
  const tree = useQuery(knowledgeQueries.jobTree()).data ?? [];
  const list = useQuery(knowledgeQueries.jobs(search.body));
  // Rows arrive in a background render (React yields to the browser while it draws them).
  const shownPage = useBackgroundValue(list.data);

  const handleClass = (path: number[] | undefined) => {
    const [primary, secondary] = path ?? [];
    search.change({ ancestorId: secondary ?? primary });
  };

  /** A heading spans the three columns. */
  const spanHeading = (row: JobRow, span: number) => ({ colSpan: isJobClassHeading(row) ? span : 1 });
  const columns: TableColumnsType<JobRow> = [
    {
      title: t('knowledge.columns.jobName'),
      key: 'name',
      width: 240,
      onCell: (row) => spanHeading(row, 3),
      render: (_value, row) =>
        isJobClassHeading(row) ? (
          <Typography.Text strong>{row.heading}</Typography.Text>
        ) : (
          <KnowledgeLink to={jobPath(row.id)}>{row.name}</KnowledgeLink>
        ),
    },
    {
      title: t('knowledge.columns.jobCode'),
      key: 'code',
      width: 120,
      onCell: (row) => spanHeading(row, 0),
      render: (_value, row) => (isJobClassHeading(row) ? null : row.code),
    },
    {
      title: t('knowledge.columns.jobClass'),
      key: 'class',
      onCell: (row) => spanHeading(row, 0),
      render: (_value, row) =>
        isJobClassHeading(row) ? null : [row.grandparentName, row.parentName].filter(Boolean).join(' / ') || '-',
    },
  ];
  const page = shownPage && { ...shownPage, list: withClassHeadings(shownPage.list) };

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
      <KnowledgeSearchTable<JobRow>
        page={page}
        loading={list.isFetching || shownPage !== list.data}
        countText={(count) => t('knowledge.count.jobs', { count })}
        orderText={t('knowledge.order.jobs')}
        width={TABLE_WIDTH}
        paging={search.paging}
        onPaging={search.setPaging}
        columns={columns}
        rowClassName={(row) => (isJobClassHeading(row) ? (styles.headingRow ?? '') : (styles.clickableRow ?? ''))}
        onRow={(row) => openOnRowClick(navigate, isJobClassHeading(row) ? null : jobPath(row.id))}
      />
    </div>
  );
}
