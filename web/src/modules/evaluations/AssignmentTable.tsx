import type { AssignmentRow } from '@zhihang/contract/evaluations/evaluations.schemas';
import { Empty, Tooltip, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import type { Key } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PlainLinkButton } from '../../components/PlainLinkButtons.tsx';
import { PagedRowsTable } from '../../components/PagedRowsTable.tsx';
import { PlainTag } from '../../components/PlainTags.tsx';
import { PlainText } from '../../components/PlainText.tsx';
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

/** antd's selection column in a table without borders (its `selectionColumnWidth`). */
const SELECTION_WIDTH = 32;
/** Width the columns need; a narrower card scrolls the table sideways. */
const TABLE_WIDTH = 1120;

const STATUS_COLOR = { assigned: 'default', started: 'processing', finished: 'success', overdue: 'error' } as const;

const day = (value: number | null) => (value === null ? '—' : dayjs(value).format('YYYY-MM-DD'));
const time = (value: number | null) => (value === null ? '—' : dayjs(value).format('YYYY-MM-DD HH:mm'));

/**
 * Per student and instrument: state, when it was assigned, due and taken, and the result. Above 32
 * rows the body scrolls virtually (spec §9, `PagedRowsTable`).
 */
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
      render: (name: string) => <PlainText strong>{name}</PlainText>,
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
          <div className={styles.statusCell}>
            <div>
              <PlainTag color={STATUS_COLOR[status]}>{t(`evaluations.status.${status}`)}</PlainTag>
            </div>
            {row.status === 'inProgress' ? (
              <div>
                <span className={styles.progress}>
                  {row.answeredCount} / {row.itemCount}
                </span>
              </div>
            ) : null}
          </div>
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
          <div className={styles.resultCell}>
            <div>
              <span className={styles.code}>{code}</span>
            </div>
            {row.careless && (row.careless.tooFast || row.careless.allSame || row.careless.inconsistent) ? (
              <div>
                <Tooltip
                  title={(['tooFast', 'allSame', 'inconsistent'] as const)
                    .filter((key) => row.careless?.[key])
                    .map((key) => t(`evaluations.careless.${key === 'allSame' ? 'sameAnswer' : key}`))
                    .join('，')}
                >
                  <PlainTag color="warning">!</PlainTag>
                </Tooltip>
              </div>
            ) : null}
          </div>
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
        <div className={styles.actionsCell}>
          {row.resultId !== null ? (
            <div>
              <Link to={`/edu/evaluateDetail?id=${row.resultId}`} className={styles.rowLink}>
                {t('evaluations.console.report')}
              </Link>
            </div>
          ) : null}
          {props.onRemind && row.overdue && row.status !== 'completed' ? (
            <div>
              <PlainLinkButton onClick={() => props.onRemind?.(row)}>
                {t('evaluations.console.remind')}
                {row.remindedAt !== null ? ' ✓' : ''}
              </PlainLinkButton>
            </div>
          ) : null}
        </div>
      ),
    },
  ];
  const onSelect = (keys: Key[]) => props.onSelect(keys.map((key) => Number(key)));
  const loading = props.loading || rowsPending;
  const rows = shownRows ?? [];
  return (
    <PagedRowsTable<AssignmentRow>
      rowKey="id"
      size="middle"
      columns={columns}
      rows={rows}
      loading={loading}
      scrollX={TABLE_WIDTH}
      emptyText={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />}
      rowSelection={{
        columnWidth: SELECTION_WIDTH,
        selectedRowKeys: props.selected,
        onChange: onSelect,
        rowLabel: (row) =>
          t('evaluations.console.selectOne', { name: row.studentName, instrument: row.instrumentName }),
        allLabel: t('common.selectPage'),
      }}
      pager={{
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
