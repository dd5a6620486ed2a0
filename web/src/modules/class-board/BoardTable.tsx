import { ELECTIVE_SUBJECTS } from '@zhihang/contract/admissions/admission-codes';
import {
  BOARD_FLAG_KINDS,
  BOARD_FLAG_LABELS,
  BOARD_STATUS_LABELS,
  BOARD_STATUSES,
  type BoardStatus,
} from '@zhihang/contract/class-board/board-status';
import type { ClassBoard, ClassBoardRow } from '@zhihang/contract/class-board/class-board.schema';
import { PLAN_STAGE_COLORS } from '@zhihang/contract/plans/plan-stage';
import { Table, Tooltip, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { PlainLinkButton } from '../../components/PlainLinkButtons.tsx';
import { PlainTag, type PlainTagColor } from '../../components/PlainTags.tsx';
import { PlainText } from '../../components/PlainText.tsx';
import styles from './BoardTable.module.css';
import {
  ADMISSION_BANDS,
  admissionBandOf,
  ageOf,
  choicesOf,
  compareNullable,
  compareText,
  statusOrder,
} from './boardView.ts';

export type BoardTableProps = {
  board: ClassBoard;
  rows: ClassBoardRow[];
  loading: boolean;
  selected: number[];
  onSelect: (ids: number[]) => void;
  onOpen: (row: ClassBoardRow) => void;
};

/** The body's height: 200 students scroll virtually inside it. */
const BODY_HEIGHT = 600;

const subjectName = (code: string) => ELECTIVE_SUBJECTS.find((subject) => subject.code === code)?.name ?? code;
const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
const statusColor = (status: BoardStatus) => (status === 'none' ? 'red' : PLAN_STAGE_COLORS[status]) as PlainTagColor;

/**
 * One row per student; every column sorts and filters; the body scrolls virtually. The cells are
 * plain markup in antd's classes (PlainTag, PlainText, PlainLinkButton): a screen of rows as antd
 * components was most of the board's first render on an older office PC.
 */
export function BoardTable({ board, rows, loading, selected, onSelect, onOpen }: BoardTableProps) {
  const { t } = useTranslation();
  const band = (row: ClassBoardRow) => admissionBandOf(row, board.target);

  const columns: TableColumnsType<ClassBoardRow> = [
    {
      title: t('classBoard.columns.className'),
      dataIndex: 'className',
      width: 80,
      fixed: 'left',
      sorter: (a, b) => compareText(a.className, b.className),
      filters: choicesOf(board.rows.map((row) => row.className)),
      onFilter: (value, row) => row.className === value,
    },
    {
      title: t('classBoard.columns.name'),
      dataIndex: 'name',
      width: 96,
      fixed: 'left',
      sorter: (a, b) => compareText(a.name, b.name),
      filters: [
        { text: t('classBoard.flagged'), value: 'flagged' },
        { text: t('classBoard.unflagged'), value: 'unflagged' },
      ],
      onFilter: (value, row) => (value === 'flagged') === row.flags.length > 0,
      render: (name: string, row) => (
        <PlainLinkButton className="board-name" onClick={() => onOpen(row)}>
          {name}
        </PlainLinkButton>
      ),
    },
    {
      title: t('classBoard.columns.score'),
      dataIndex: 'score',
      width: 76,
      sorter: (a, b) => compareNullable(a.score, b.score),
      filters: [
        { text: t('classBoard.flags.noScore'), value: 'none' },
        { text: t('classBoard.flags.hasScore'), value: 'some' },
      ],
      onFilter: (value, row) => (value === 'none') === (row.score === null),
      render: (score: number | null) => score ?? <PlainText type="danger">—</PlainText>,
    },
    {
      title: t('classBoard.columns.rank'),
      dataIndex: 'rank',
      width: 136,
      sorter: (a, b) => compareNullable(a.rank, b.rank),
      filters: choicesOf(board.rows.flatMap((row) => (row.rankYear === null ? [] : [String(row.rankYear)]))),
      onFilter: (value, row) => String(row.rankYear) === value,
      render: (rank: number | null, row) =>
        rank === null ? (
          '—'
        ) : (
          <span className={styles.rank}>
            <span>{rank.toLocaleString('zh-CN')}</span>
            {row.rankYear !== null && (
              <PlainText type="secondary">{t('classBoard.columns.rankYear', { year: row.rankYear })}</PlainText>
            )}
          </span>
        ),
    },
    {
      title: t('classBoard.columns.subjects'),
      dataIndex: 'subjects',
      width: 124,
      sorter: (a, b) => compareText(a.subjects.join(), b.subjects.join()),
      filters: choicesOf(board.rows.map((row) => row.subjects.map(subjectName).join(''))),
      onFilter: (value, row) => row.subjects.map(subjectName).join('') === value,
      render: (subjects: string[]) => subjects.map(subjectName).join(''),
    },
    {
      title: t('classBoard.columns.planCount'),
      dataIndex: 'planCount',
      width: 80,
      sorter: (a, b) => a.planCount - b.planCount,
      filters: choicesOf(board.rows.map((row) => String(row.planCount))),
      onFilter: (value, row) => String(row.planCount) === value,
    },
    {
      title: t('classBoard.columns.finalPlan'),
      key: 'finalPlan',
      width: 150,
      ellipsis: true,
      sorter: (a, b) => compareText(a.finalPlan?.name ?? '', b.finalPlan?.name ?? ''),
      filters: [
        { text: t('classBoard.marked'), value: 'marked' },
        { text: t('classBoard.latest'), value: 'latest' },
        { text: t('classBoard.noPlan'), value: 'none' },
      ],
      onFilter: (value, row) =>
        !row.finalPlan ? value === 'none' : row.finalPlan.marked ? value === 'marked' : value === 'latest',
      render: (_, row) =>
        row.finalPlan ? (
          <Tooltip title={row.finalPlan.marked ? t('classBoard.marked') : t('classBoard.latest')}>
            <span>{row.finalPlan.name}</span>
          </Tooltip>
        ) : (
          <PlainText type="secondary">{t('classBoard.noPlan')}</PlainText>
        ),
    },
    {
      title: t('classBoard.columns.status'),
      dataIndex: 'status',
      width: 110,
      sorter: (a, b) => statusOrder(a.status) - statusOrder(b.status),
      filters: BOARD_STATUSES.map((status) => ({ text: BOARD_STATUS_LABELS[status], value: status })),
      onFilter: (value, row) => row.status === value,
      render: (status: BoardStatus) => (
        <PlainTag color={statusColor(status)} data-testid="board-status">
          {BOARD_STATUS_LABELS[status]}
        </PlainTag>
      ),
    },
    {
      title: t('classBoard.columns.flags'),
      key: 'flags',
      width: 420,
      sorter: (a, b) => a.flags.length - b.flags.length,
      filters: BOARD_FLAG_KINDS.map((kind) => ({ text: BOARD_FLAG_LABELS[kind], value: kind })),
      onFilter: (value, row) => row.flags.some((flag) => flag.kind === value),
      render: (_, row) => {
        const collisions = row.flags.filter((flag) => flag.kind === 'collision');
        // One line per row, so the virtual body's rows keep one height: the collisions share one tag.
        return (
          <div className={styles.flags}>
            {row.flags
              .filter((flag) => flag.kind !== 'collision')
              .map((flag) => (
                <Tooltip key={flag.kind} title={flag.text}>
                  <PlainTag color="red" data-testid={`flag-${flag.kind}`}>
                    {BOARD_FLAG_LABELS[flag.kind]}
                  </PlainTag>
                </Tooltip>
              ))}
            {collisions.length > 0 && (
              <Tooltip title={collisions.map((flag) => flag.text).join('；')}>
                <PlainTag color="orange" data-testid="flag-collision">
                  {collisions.length > 1
                    ? t('classBoard.collisionMore', { text: collisions[0]!.text, count: collisions.length })
                    : collisions[0]!.text}
                </PlainTag>
              </Tooltip>
            )}
          </div>
        );
      },
    },
    {
      title: t('classBoard.columns.admitted'),
      key: 'admitted',
      width: 120,
      sorter: (a, b) => compareNullable(a.finalPlan?.admitted ?? null, b.finalPlan?.admitted ?? null),
      filters: ADMISSION_BANDS.map((value) => ({ text: t(`classBoard.bands.${value}`), value })),
      onFilter: (value, row) => band(row) === value,
      render: (_, row) =>
        row.finalPlan && row.finalPlan.admitted !== null ? (
          <PlainText type={band(row) === 'below' ? 'danger' : undefined}>{percent(row.finalPlan.admitted)}</PlainText>
        ) : (
          '—'
        ),
    },
    {
      title: t('classBoard.columns.findings'),
      key: 'findings',
      width: 130,
      sorter: (a, b) =>
        (a.finalPlan?.findings.fatal ?? 0) - (b.finalPlan?.findings.fatal ?? 0) ||
        (a.finalPlan?.findings.warning ?? 0) - (b.finalPlan?.findings.warning ?? 0),
      filters: [
        { text: BOARD_FLAG_LABELS.blockingFindings, value: 'fatal' },
        { text: t('classBoard.flags.warnings'), value: 'warning' },
      ],
      onFilter: (value, row) =>
        value === 'fatal' ? (row.finalPlan?.findings.fatal ?? 0) > 0 : (row.finalPlan?.findings.warning ?? 0) > 0,
      render: (_, row) =>
        row.finalPlan ? (
          <Tooltip title={row.finalPlan.findings.messages.join('；') || undefined}>
            <PlainText type={row.finalPlan.findings.fatal ? 'danger' : undefined}>
              {t('classBoard.findingsText', row.finalPlan.findings)}
            </PlainText>
          </Tooltip>
        ) : (
          '—'
        ),
    },
    {
      title: t('classBoard.columns.deadline'),
      dataIndex: 'deadlineAt',
      width: 110,
      sorter: (a, b) => compareNullable(a.deadlineAt, b.deadlineAt),
      filters: choicesOf(
        board.rows.map((row) => (row.deadlineAt === null ? '—' : dayjs(row.deadlineAt).format('MM-DD'))),
      ),
      onFilter: (value, row) => (row.deadlineAt === null ? '—' : dayjs(row.deadlineAt).format('MM-DD')) === value,
      render: (deadlineAt: number | null) => (deadlineAt === null ? '—' : dayjs(deadlineAt).format('MM-DD HH:mm')),
    },
    {
      title: t('classBoard.columns.lastChanged'),
      dataIndex: 'lastChangedAt',
      width: 100,
      sorter: (a, b) => compareNullable(a.lastChangedAt, b.lastChangedAt),
      filters: (['minute', 'hour', 'day'] as const).map((unit) => ({
        text: t(`classBoard.agoBands.${unit}`),
        value: unit,
      })),
      onFilter: (value, row) => ageOf(row.lastChangedAt, board.at)?.unit === value,
      render: (lastChangedAt: number | null) => {
        const age = ageOf(lastChangedAt, board.at);
        return age ? t(`classBoard.ago.${age.unit}`, { count: age.count }) : '—';
      },
    },
  ];

  return (
    <Table<ClassBoardRow>
      rowKey="studentId"
      size="small"
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={false}
      virtual
      scroll={{ x: 1720, y: BODY_HEIGHT }}
      rowSelection={{
        selectedRowKeys: selected,
        onChange: (keys) => onSelect(keys.map(Number)),
        columnWidth: 48,
        fixed: 'left',
      }}
      data-testid="class-board-table"
    />
  );
}
