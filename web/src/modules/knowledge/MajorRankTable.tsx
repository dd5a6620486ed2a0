import type { MajorRankRow } from '@zhihang/contract/majors/major.schema';
import { Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { KnowledgeTable } from './KnowledgeTable.tsx';
import styles from './knowledge.module.css';

export type MajorRankTableProps = {
  rows: MajorRankRow[];
  loading: boolean;
  /** Opening a row (the university page opens its enrolment dialog); rows are not clickable without it. */
  onOpen?: (row: MajorRankRow) => void;
};

/** 专业排名: university, major, level, rank and a link to the major page; 暂无数据 when empty. */
export function MajorRankTable({ rows, loading, onOpen }: MajorRankTableProps) {
  const { t } = useTranslation();
  const columns: TableColumnsType<MajorRankRow> = [
    { title: t('knowledge.rank.universityName'), dataIndex: 'universityName', width: 200 },
    {
      title: t('knowledge.rank.majorName'),
      dataIndex: 'majorName',
      width: 200,
      // The row opens with the mouse anywhere; the name is its button for the keyboard.
      render: (name: string, row) =>
        onOpen ? (
          <button type="button" className={styles.cellButton} onClick={() => onOpen(row)}>
            {name}
          </button>
        ) : (
          name
        ),
    },
    {
      title: t('knowledge.rank.majorLevel'),
      dataIndex: 'majorLevel',
      width: 100,
      render: (level: string) => (level ? <Tag color="geekblue">{level}</Tag> : '-'),
    },
    {
      title: t('knowledge.rank.majorRank'),
      dataIndex: 'majorRank',
      width: 100,
      render: (rank: number | null) => (rank === null ? '-' : <Typography.Text strong>{rank}</Typography.Text>),
    },
    {
      title: t('knowledge.rank.details'),
      key: 'details',
      width: 110,
      render: (_value, row) =>
        row.majorId ? (
          <Link to={`/edu/majorDetail?majorId=${row.majorId}`} onClick={(event) => event.stopPropagation()}>
            {t('knowledge.rank.viewMajor')}
          </Link>
        ) : (
          '-'
        ),
    },
  ];
  return (
    <KnowledgeTable<MajorRankRow>
      rowKey={(row) => `${row.universityId ?? ''}-${row.majorId ?? ''}-${row.rankingYear}-${row.agency}`}
      size="middle"
      className={onOpen ? styles.clickableRows : undefined}
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={false}
      width={710}
      onRow={(row) => ({
        onClick: (event) => {
          if (!(event.target as Element).closest('a, button')) onOpen?.(row);
        },
      })}
    />
  );
}
