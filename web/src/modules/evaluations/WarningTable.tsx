import type { Analysis } from '@zhihang/contract/evaluations/evaluations.schemas';
import type { EvaluationKey } from '@zhihang/contract/evaluations/instrument-definition';
import { Space, Table, Tag, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './evaluations.module.css';

type Warning = Analysis['warnings'][number];

export type WarningTableProps = {
  warnings: Warning[];
  loading: boolean;
  nameOf: (key: EvaluationKey) => string;
};

const REASON_TEXT = {
  notTaken: 'evaluations.analyse.notTaken',
  tooFast: 'evaluations.careless.tooFast',
  allSame: 'evaluations.careless.sameAnswer',
  inconsistent: 'evaluations.careless.inconsistent',
} as const;

/** 预警: students who have not taken an assigned test by its deadline, or whose answers look careless. */
export function WarningTable({ warnings, loading, nameOf }: WarningTableProps) {
  const { t } = useTranslation();
  const columns: TableColumnsType<Warning> = [
    { title: t('evaluations.console.student'), dataIndex: 'studentName', width: 110 },
    { title: t('evaluations.console.className'), dataIndex: 'className', width: 90 },
    {
      title: t('evaluations.console.instrument'),
      dataIndex: 'instrumentKey',
      width: 180,
      render: (key: EvaluationKey) => nameOf(key),
    },
    {
      title: t('evaluations.analyse.warningReason'),
      dataIndex: 'reasons',
      render: (reasons: Warning['reasons']) => (
        <Space size={4} wrap>
          {reasons.map((reason) => (
            <Tag key={reason} color={reason === 'notTaken' ? 'error' : 'warning'}>
              {t(REASON_TEXT[reason])}
            </Tag>
          ))}
        </Space>
      ),
    },
    {
      title: t('evaluations.console.deadline'),
      dataIndex: 'deadline',
      width: 150,
      render: (value: number | null) => (value === null ? '—' : dayjs(value).format('YYYY-MM-DD HH:mm')),
    },
    {
      title: t('evaluations.console.actions'),
      key: 'actions',
      width: 110,
      render: (_value, warning) =>
        warning.resultId !== null ? (
          <Link to={`/edu/evaluateDetail?id=${warning.resultId}`} className={styles.rowLink}>
            {t('evaluations.console.report')}
          </Link>
        ) : null,
    },
  ];
  return (
    <Table<Warning>
      rowKey={(warning) => `${warning.assignmentId}`}
      size="small"
      columns={columns}
      dataSource={warnings}
      loading={loading}
      pagination={{ pageSize: 10, hideOnSinglePage: true }}
    />
  );
}
