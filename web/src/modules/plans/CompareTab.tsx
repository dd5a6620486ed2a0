import { useQuery } from '@tanstack/react-query';
import { planMajorName } from '@zhihang/contract/enrollment/plan-row-text';
import type { PlanDiff } from '@zhihang/contract/plans/plan.schema';
import { Alert, Card, Select, Table, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './guidance.module.css';
import { planQueries } from './planQueries.ts';
import { TierTag } from './TierTag.tsx';
import { usePlanWorkspace } from './usePlanWorkspace.ts';

type ComparedRow = PlanDiff['current']['rows'][number];

const STATUS_COLORS = { 1: '#22c55e', 2: '#f59e0b', 3: '#ef4444' } as const;
const STATUS_KEYS = { 1: 'same', 2: 'moved', 3: 'absent' } as const;

/** Virtual scrolling keeps 96-slot plans smooth (spec §9: above 32 rows). */
const VIRTUAL_ABOVE = 32;

/** 方案对比: two plans side by side, each row coloured by the spec's status 1 / 2 / 3. */
export function CompareTab() {
  const { t } = useTranslation();
  const { plans, planId } = usePlanWorkspace();
  const [left, setLeft] = useState<number | null>(null);
  const [right, setRight] = useState<number | null>(null);
  const current = left ?? planId ?? plans[0]?.id ?? null;
  // By default the other plan with the most slots (an empty plan has nothing to compare).
  const other =
    right ?? [...plans].filter((plan) => plan.id !== current).sort((a, b) => b.rowCount - a.rowCount)[0]?.id ?? null;
  const diff = useQuery({
    ...planQueries.diff(current ?? 0, other ?? 0),
    enabled: current !== null && other !== null && current !== other,
  }).data;

  if (plans.length < 2) return <Alert type="info" showIcon title={t('guidance.compare.needTwo')} />;

  const statusText = (status: 1 | 2 | 3): string => t(`guidance.compare.status.${STATUS_KEYS[status]}`);
  const columns: TableColumnsType<ComparedRow> = [
    { title: t('guidance.plans.slot'), dataIndex: 'slot', width: 56, align: 'center' },
    {
      title: t('guidance.plans.unit'),
      key: 'unit',
      minWidth: 200,
      render: (_value, row) => (
        <div>
          <Typography.Text strong>{row.collegeName}</Typography.Text>
          <div className={styles.code}>
            {row.collegeCode}
            {row.groupCode ? ` · ${row.groupName || row.groupCode}` : ''}
            {row.majors.length
              ? ` · ${row.majors.map((major) => planMajorName(major, row.groupCode).name).join('、')}`
              : ''}
          </div>
        </div>
      ),
    },
    {
      title: t('guidance.plans.tier'),
      key: 'tier',
      width: 86,
      align: 'center',
      render: (_value, row) => <TierTag tier={row.tier} />,
    },
    {
      title: t('guidance.compare.statusTitle'),
      key: 'status',
      width: 132,
      render: (_value, row) => (
        <span data-status={row.status}>
          <span className={styles.swatch} style={{ background: STATUS_COLORS[row.status] }} />
          {statusText(row.status)}
          {row.status === 2 && row.otherSlot !== null ? (
            <div className={styles.code}>{t('guidance.compare.otherSlot', { slot: row.otherSlot })}</div>
          ) : null}
        </span>
      ),
    },
  ];

  const side = (
    label: string,
    value: number | null,
    onChange: (id: number) => void,
    data: PlanDiff['current'] | undefined,
  ) => {
    const virtual = (data?.rows.length ?? 0) > VIRTUAL_ABOVE;
    return (
      <Card size="small" className={styles.card} title={label}>
        <div className={styles.compareHead}>
          <Select
            aria-label={label}
            className={styles.compareSelect}
            value={value ?? undefined}
            placeholder={t('guidance.compare.pickOther')}
            onChange={onChange}
            options={plans.map((plan) => ({ value: plan.id, label: plan.name }))}
          />
          {data ? (
            <span className={styles.muted}>
              {t('guidance.compare.counts', {
                same: data.counts.samePosition,
                moved: data.counts.otherPosition,
                absent: data.counts.absent,
              })}
            </span>
          ) : null}
        </div>
        <Table<ComparedRow>
          size="small"
          rowKey="unitKey"
          columns={columns}
          dataSource={data?.rows ?? []}
          pagination={false}
          virtual={virtual}
          // A short plan grows with its rows (a scrolled box would need its own keyboard focus).
          scroll={virtual ? { x: 480, y: 620 } : { x: 480 }}
          locale={{ emptyText: t('guidance.plans.empty') }}
          rowClassName={(row) => styles[`status${row.status}`] ?? ''}
        />
      </Card>
    );
  };

  return (
    <div className={styles.tabBody}>
      <Card size="small" className={styles.card}>
        <div className={styles.legend} data-testid="compare-legend">
          <strong>{t('guidance.compare.legend')}</strong>
          {([1, 2, 3] as const).map((status) => (
            <span key={status}>
              <span className={styles.swatch} style={{ background: STATUS_COLORS[status] }} />
              {status} · {statusText(status)}
            </span>
          ))}
        </div>
      </Card>
      <div className={styles.compareGrid}>
        {side(t('guidance.compare.current'), current, setLeft, diff?.current)}
        {side(t('guidance.compare.other'), other, setRight, diff?.other)}
      </div>
    </div>
  );
}
