import type { AssignmentRow } from '@zhihang/contract/evaluations/evaluations.schemas';
import { Button, Space, Table, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBackgroundValue } from '../../components/useBackgroundRender.ts';
import { displayStatus } from './rules/answerLanguage.ts';
import styles from './evaluations.module.css';

export type AssignmentTableProps = {
  rows: AssignmentRow[];
  total: number;
  page: number;
  pageSize: number;
  loading: boolean;
  selected: number[];
  onSelect: (ids: number[]) => void;
  onPage: (page: number, pageSize: number) => void;
  /** Reminding needs the assign permission; without it the button is not shown. */
  onRemind?: (row: AssignmentRow) => void;
};

const STATUS_COLOR = { assigned: 'default', started: 'processing', finished: 'success', overdue: 'error' } as const;

const day = (value: number | null) => (value === null ? '—' : dayjs(value).format('YYYY-MM-DD'));
const time = (value: number | null) => (value === null ? '—' : dayjs(value).format('YYYY-MM-DD HH:mm'));

/** Per student and instrument: state, when it was assigned, due and taken, and the result. */
export function AssignmentTable(props: AssignmentTableProps) {
  const { t } = useTranslation();
  // Each page of rows is rendered in a background render of this table alone, so that neither the
  // page's first frame nor its filters and an open 布置测评 dialog wait for (or re-render with) it.
  const shownRows = useBackgroundValue(props.rows);
  const rowsPending = shownRows !== props.rows;
  const columns: TableColumnsType<AssignmentRow> = [
    {
      title: t('evaluations.console.student'),
      dataIndex: 'studentName',
      width: 90,
      fixed: 'left',
      render: (name: string) => <Typography.Text strong>{name}</Typography.Text>,
    },
    { title: t('evaluations.console.studentNo'), dataIndex: 'studentNo', width: 90, ellipsis: true },
    {
      title: t('evaluations.console.grade'),
      dataIndex: 'grade',
      width: 64,
      render: (grade: number) => (grade >= 1 && grade <= 3 ? t(`students.gradeName${grade as 1 | 2 | 3}`) : '—'),
    },
    { title: t('evaluations.console.className'), dataIndex: 'className', width: 64 },
    { title: t('evaluations.console.instrument'), dataIndex: 'instrumentName', width: 160, ellipsis: true },
    {
      title: t('evaluations.console.status'),
      key: 'status',
      width: 90,
      render: (_value, row) => {
        const status = displayStatus(row);
        return (
          <Space size={4} direction="vertical">
            <Tag color={STATUS_COLOR[status]} variant="filled">
              {t(`evaluations.status.${status}`)}
            </Tag>
            {row.status === 'inProgress' ? (
              <span className={styles.progress}>
                {row.answeredCount} / {row.itemCount}
              </span>
            ) : null}
          </Space>
        );
      },
    },
    { title: t('evaluations.console.assignedAt'), dataIndex: 'assignedAt', width: 100, render: day },
    {
      title: t('evaluations.console.deadline'),
      dataIndex: 'deadline',
      width: 100,
      render: (value: number | null) => (value === null ? t('evaluations.console.noDeadline') : day(value)),
    },
    { title: t('evaluations.console.finishedAt'), dataIndex: 'completedAt', width: 132, render: time },
    {
      title: t('evaluations.console.result'),
      dataIndex: 'resultCode',
      width: 90,
      render: (code: string, row) =>
        code ? (
          <Space size={4}>
            <span className={styles.code}>{code}</span>
            {row.careless && (row.careless.tooFast || row.careless.allSame || row.careless.inconsistent) ? (
              <Tooltip
                title={(['tooFast', 'allSame', 'inconsistent'] as const)
                  .filter((key) => row.careless?.[key])
                  .map((key) => t(`evaluations.careless.${key === 'allSame' ? 'sameAnswer' : key}`))
                  .join('，')}
              >
                <Tag color="warning">!</Tag>
              </Tooltip>
            ) : null}
          </Space>
        ) : (
          '—'
        ),
    },
    {
      title: t('evaluations.console.actions'),
      key: 'actions',
      width: 100,
      fixed: 'right',
      render: (_value, row) => (
        <Space size={8}>
          {row.resultId !== null ? (
            <Link to={`/edu/evaluateDetail?id=${row.resultId}`} className={styles.rowLink}>
              {t('evaluations.console.report')}
            </Link>
          ) : null}
          {props.onRemind && row.overdue && row.status !== 'completed' ? (
            <Button type="link" size="small" onClick={() => props.onRemind?.(row)}>
              {t('evaluations.console.remind')}
              {row.remindedAt !== null ? ' ✓' : ''}
            </Button>
          ) : null}
        </Space>
      ),
    },
  ];
  return (
    <Table<AssignmentRow>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={shownRows ?? []}
      loading={props.loading || rowsPending}
      scroll={{ x: 1120 }}
      rowSelection={{ selectedRowKeys: props.selected, onChange: (keys) => props.onSelect(keys as number[]) }}
      pagination={{
        current: props.page,
        pageSize: props.pageSize,
        total: props.total,
        showSizeChanger: true,
        showTotal: (total) => t('evaluations.console.total', { count: total }),
        onChange: props.onPage,
      }}
    />
  );
}
