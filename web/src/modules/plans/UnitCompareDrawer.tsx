import type { PlanRow } from '@zhihang/contract/plans/plan.schema';
import { COMPARE_MAX_UNITS, COMPARE_MIN_UNITS } from '@zhihang/contract/plans/unit-compare.schema';
import { Alert, Drawer, Grid, Select, Space, Spin, Tag, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './guidance.module.css';
import { PlanRowPrediction } from './PlanRowPrediction.tsx';
import { historySourceText } from './rules/historySource.ts';
import { rankNumber } from './rules/rankText.ts';
import { compareLabelOf, compareYearsOf, initialCompareSlots } from './rules/unitCompare.ts';
import type { PlanRowPredictions } from './usePlanRowPredictions.ts';

/** The expanded sidebar's width and a margin: a drawer wider than the rest of the screen hides under it. */
const SIDEBAR_ROOM = 240;
/** The narrowest a unit's column gets. */
const COLUMN_MIN_WIDTH = 220;

export type UnitCompareDrawerProps = {
  open: boolean;
  rows: readonly PlanRow[];
  groupMode: boolean;
  predictions: PlanRowPredictions | undefined;
  predictionsLoading: boolean;
  studentRank: number | null;
  onClose: () => void;
  /** The slots shown first (default: the first three present). */
  initialSlots?: number[];
  /** Units picked in the search are in no slot: their labels leave 第n志愿 out. */
  inSlots?: boolean;
  /** The units are still being read, or could not be (the reason). */
  loading?: boolean;
  error?: string;
};

/**
 * 志愿对比: 2–5 of the plan's units side by side, one column each — the last three years' lines
 * with whose line each is, plan counts, the majors inside, tuition, 选科, and the engine's
 * probability and tier. The years come from each row's joined history (units matched across
 * years by identity, not by their codes), so a group renumbered since still shows its lines.
 */
export function UnitCompareDrawer(props: UnitCompareDrawerProps) {
  const { t } = useTranslation();
  const { rows, groupMode, predictions, inSlots = true } = props;
  // The teacher's pick once they change it; until then the given slots, also when rows come late.
  const [picked, setSlots] = useState<number[] | null>(null);
  const slots = picked ?? props.initialSlots ?? initialCompareSlots(rows);
  const shown = slots.flatMap((slot) => rows.filter((row) => row.slot === slot));
  const years = compareYearsOf(shown);
  // The console's sidebar stays above drawers: a wide comparison leaves it room, the table scrolls.
  const wide = Grid.useBreakpoint().md ?? true;
  const columnsWidth = Math.min(1280, 260 + 240 * Math.max(shown.length, 2));

  const predictionOf = (row: PlanRow) => {
    const id = groupMode ? row.majors[0]?.enrollmentPlanId : row.enrollmentPlanId;
    if (id === undefined || id === null || row.missing) return undefined;
    return (groupMode ? predictions?.groups : predictions?.units)?.get(id);
  };
  const line = (row: PlanRow, year: number): ReactNode => {
    const entry = row.history.find((item) => item.year === year);
    if (!entry) {
      // No line of that year for the unit, its majors or its school (whatever its code was then).
      return (
        <div data-testid="unit-compare-no-line">
          <span className={styles.muted}>{t('guidance.tiers.unknown')}</span>
          <div className={styles.code}>{t('guidance.plans.unitCompare.noLine', { year })}</div>
        </div>
      );
    }
    return (
      <>
        <div>
          {entry.minScore ?? '—'} / {entry.minRank === null ? '—' : rankNumber(entry.minRank)}
          {historySourceText(entry, t)}
        </div>
        {entry.planCount === null ? null : (
          <div className={styles.muted}>{t('guidance.plans.unitCompare.planOfYear', { count: entry.planCount })}</div>
        )}
      </>
    );
  };
  const attributes: Array<{ key: string; label: string; cell: (row: PlanRow) => ReactNode }> = [
    ...years.map((year) => ({
      key: `y${year}`,
      label: t('guidance.plans.unitCompare.line', { year }),
      cell: (row: PlanRow) => line(row, year),
    })),
    {
      key: 'probability',
      label: t('guidance.plans.probability'),
      cell: (row) => (
        <PlanRowPrediction
          prediction={predictionOf(row)}
          loading={props.predictionsLoading && !row.missing}
          studentRank={props.studentRank}
          fallbackTier={row.tier}
        />
      ),
    },
    {
      key: 'planCount',
      label: t('guidance.plans.unitCompare.planCount'),
      cell: (row) => row.planCount ?? '—',
    },
    {
      key: 'majors',
      label: t('guidance.plans.unitCompare.majors'),
      cell: (row) => {
        const inside = row.groupContents?.majors.map((major) => major.name) ?? row.majors.map((m) => m.majorName);
        return (
          <ol className={styles.compareMajors}>
            {inside.map((name, index) => (
              <li key={`${index}:${name}`}>{name}</li>
            ))}
          </ol>
        );
      },
    },
    { key: 'tuition', label: t('guidance.plans.unitCompare.tuition'), cell: (row) => row.tuition || '—' },
    {
      key: 'subjects',
      label: t('guidance.plans.unitCompare.subjects'),
      cell: (row) => (
        <Space size={4} wrap>
          <span>{row.subjectSelection || '—'}</span>
          {row.subjectFit.known ? (
            <Tag color={row.subjectFit.fits ? 'success' : 'error'}>
              {row.subjectFit.fits ? t('guidance.plans.fits') : row.subjectFit.reason}
            </Tag>
          ) : null}
        </Space>
      ),
    },
    { key: 'source', label: t('guidance.plans.unitCompare.source'), cell: (row) => row.dataSource || '—' },
  ];

  return (
    <Drawer
      open={props.open}
      onClose={props.onClose}
      size={wide ? `min(${columnsWidth}px, calc(100vw - ${SIDEBAR_ROOM}px))` : '100vw'}
      title={t('guidance.plans.unitCompare.title')}
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Select
          mode="multiple"
          aria-label={t('guidance.plans.unitCompare.pick')}
          style={{ width: '100%' }}
          maxCount={COMPARE_MAX_UNITS}
          value={slots}
          onChange={setSlots}
          options={rows.map((row) => ({ value: row.slot, label: compareLabelOf(row, groupMode, inSlots) }))}
        />
        {props.error ? (
          <Alert type="error" showIcon title={props.error} />
        ) : props.loading ? (
          <Spin />
        ) : shown.length < COMPARE_MIN_UNITS ? (
          <Alert type="info" showIcon title={t('guidance.plans.unitCompare.needTwo')} />
        ) : (
          <div className={styles.compareScroll}>
            <table
              className={styles.compareTable}
              // A column keeps room for a prediction's one-line interval; past the drawer, the table scrolls.
              style={{ minWidth: 150 + COLUMN_MIN_WIDTH * shown.length }}
              data-testid="unit-compare"
            >
              <thead>
                <tr>
                  <th scope="col" />
                  {shown.map((row) => (
                    <th scope="col" key={row.slot} data-testid="unit-compare-column">
                      <Typography.Text strong>{compareLabelOf(row, groupMode, inSlots)}</Typography.Text>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {attributes.map((attribute) => (
                  <tr key={attribute.key}>
                    <th scope="row">{attribute.label}</th>
                    {shown.map((row) => (
                      <td key={row.slot}>{attribute.cell(row)}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Space>
    </Drawer>
  );
}
