import { useQuery } from '@tanstack/react-query';
import type { CollisionUnit } from '@zhihang/contract/class-board/class-board.schema';
import { Button, Empty, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { classBoardApi } from './classBoard.api.ts';
import { classBoardKeys } from './classBoardKeys.ts';
import { compareNullable, compareText } from './boardView.ts';

export type CollisionsTabProps = { onOpen: (studentId: number) => void };

const percent = (value: number) => `${(value * 100).toFixed(0)}%`;
/** Students named per unit, best ranked first; the rest are counted. */
const SHOWN = 8;

/** The school view: the units the school's final plans share, their seats and who likely takes them. */
export function CollisionsTab({ onOpen }: CollisionsTabProps) {
  const { t } = useTranslation();
  const view = useQuery({ queryKey: classBoardKeys.collisions(), queryFn: () => classBoardApi.collisions() });
  const units = view.data?.units ?? [];

  const columns: TableColumnsType<CollisionUnit> = [
    {
      title: t('classBoard.collisions.unit'),
      dataIndex: 'label',
      width: 220,
      sorter: (a, b) => compareText(a.label, b.label),
      render: (label: string, unit) => (
        <Space size={4}>
          <span>{label}</span>
          {unit.crowded && <Tag color="red">{t('classBoard.collisions.crowded')}</Tag>}
        </Space>
      ),
    },
    {
      title: t('classBoard.collisions.planCount'),
      dataIndex: 'planCount',
      width: 80,
      sorter: (a, b) => compareNullable(a.planCount, b.planCount),
      render: (count: number | null) => count ?? '—',
    },
    {
      title: t('classBoard.collisions.students'),
      key: 'students',
      width: 100,
      sorter: (a, b) => a.studentCount - b.studentCount,
      render: (_, unit) => unit.studentCount,
    },
    {
      title: t('classBoard.collisions.bySlot'),
      key: 'bySlot',
      width: 180,
      render: (_, unit) =>
        unit.bySlot
          .flatMap((count, index) => (count ? [t('classBoard.collisions.slotCount', { slot: index + 1, count })] : []))
          .join('，'),
    },
    {
      title: t('classBoard.collisions.expected'),
      dataIndex: 'expectedTaken',
      width: 110,
      sorter: (a, b) => a.expectedTaken - b.expectedTaken,
      render: (value: number) => value.toFixed(1),
    },
    {
      title: t('classBoard.collisions.list'),
      key: 'list',
      render: (_, unit) => (
        <Space size={[4, 4]} wrap>
          {unit.students.slice(0, SHOWN).map((student, index) =>
            student.studentId === null ? (
              <Tag key={index}>
                {student.className} {t('classBoard.collisions.other')} · {student.rank ?? '—'}
              </Tag>
            ) : (
              <Button key={index} size="small" onClick={() => onOpen(student.studentId as number)}>
                {student.name} · {student.rank ?? '—'} · #{student.slot}
                {student.admittedHere !== null &&
                  ` · ${t('classBoard.collisions.here', { value: percent(student.admittedHere) })}`}
              </Button>
            ),
          )}
          {unit.studentCount > SHOWN && (
            <Typography.Text type="secondary">
              {t('classBoard.collisions.more', { count: unit.studentCount - SHOWN })}
            </Typography.Text>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Typography.Paragraph type="secondary">{t('classBoard.collisions.description')}</Typography.Paragraph>
      {view.data && (
        <Typography.Text>{t('classBoard.collisions.finalPlans', { count: view.data.finalPlans })}</Typography.Text>
      )}
      {view.data && !units.length ? (
        <Empty description={t('classBoard.collisions.empty')} />
      ) : (
        <Table<CollisionUnit>
          rowKey="unitKey"
          size="small"
          loading={view.isLoading}
          columns={columns}
          dataSource={units}
          pagination={{ pageSize: 50, showSizeChanger: false }}
          scroll={{ x: 1100 }}
          data-testid="collision-table"
        />
      )}
    </Space>
  );
}
