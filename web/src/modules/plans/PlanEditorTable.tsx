import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, HolderOutlined } from '@ant-design/icons';
import { planMajorName } from '@zhihang/contract/enrollment/plan-row-text';
import type { PlanRow } from '@zhihang/contract/plans/plan.schema';
import { Button, Grid, Space, Switch, Table, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './guidance.module.css';
import { GroupContentsList } from './GroupContentsList.tsx';
import { SpecialAdmissionTag } from './SpecialAdmissionTag.tsx';
import { HistoryCell } from './HistoryCell.tsx';
import { PlanRowPrediction } from './PlanRowPrediction.tsx';
import { moveMajor, moveSlot, removeMajor, removeSlot, setAdjustment } from './rules/planDraft.ts';
import { usePlanRowDrag } from './usePlanRowDrag.ts';
import type { PlanRowPredictions } from './usePlanRowPredictions.ts';

/** Where the handles' keyboard help is written once for all rows. */
const DRAG_HELP_ID = 'plan-row-drag-help';

export type PlanEditorTableProps = {
  rows: PlanRow[];
  groupMode: boolean;
  locked: boolean;
  onChange: (rows: PlanRow[]) => void;
  /** The engine's numbers for the rows (usePlanRowPredictions); undefined while loading or failed. */
  predictions?: PlanRowPredictions | undefined;
  predictionsLoading?: boolean;
  studentRank?: number | null;
};

/**
 * The 志愿表 in slot order: drag a row by its handle (mouse, touch, or the keyboard: Space, the
 * arrows, Space) or use 上移 / 下移 to reorder; majors ordered within a group.
 */
export function PlanEditorTable({
  rows,
  groupMode,
  locked,
  onChange,
  predictions,
  predictionsLoading = false,
  studentRank = null,
}: PlanEditorTableProps) {
  const { t } = useTranslation();
  const drag = usePlanRowDrag(rows, onChange);
  // On a phone a pinned column would leave the unit's name no room: the whole row scrolls.
  const wide = Grid.useBreakpoint().md ?? true;

  const columns: TableColumnsType<PlanRow> = [
    {
      title: t('guidance.plans.slot'),
      dataIndex: 'slot',
      width: 64,
      align: 'center',
      render: (slot: number, row, index) => (
        <Space size={4}>
          {locked ? null : (
            <button
              type="button"
              className={styles.dragHandle}
              aria-label={t('guidance.plans.dragHandle', { slot })}
              aria-describedby={DRAG_HELP_ID}
              {...drag.handleProps(row, index)}
            >
              <HolderOutlined aria-hidden="true" />
            </button>
          )}
          <strong>{slot}</strong>
        </Space>
      ),
    },
    {
      title: t('guidance.plans.unit'),
      key: 'unit',
      width: 200,
      render: (_value, row) => (
        <div>
          <Typography.Text strong>{row.collegeName || row.collegeCode}</Typography.Text>
          <div className={styles.code}>
            {row.collegeCode}
            {row.groupCode ? ` · ${row.groupName || row.groupCode}` : ''} · {row.zone}
          </div>
          {row.missing ? <Tag color="red">{t('guidance.plans.missing')}</Tag> : null}
          <SpecialAdmissionTag collegeName={row.collegeName} />
        </div>
      ),
    },
    {
      title: t('guidance.plans.majors'),
      key: 'majors',
      render: (_value, row, index) => (
        <>
          <ol className={styles.majorList}>
            {row.majors.map((major, majorIndex) => {
              const { name, code } = planMajorName(major, row.groupCode);
              return (
                <li key={major.enrollmentPlanId}>
                  {groupMode ? <span className={styles.majorIndex}>{majorIndex + 1}.</span> : null}
                  <span className={styles.majorName}>
                    {name} {code ? <span className={styles.code}>{code}</span> : null}
                  </span>
                  {groupMode ? (
                    <PlanRowPrediction
                      compact
                      prediction={predictions?.units.get(major.enrollmentPlanId)}
                      loading={predictionsLoading}
                      studentRank={studentRank}
                      fallbackTier={major.tier}
                    />
                  ) : null}
                  {groupMode && !locked ? (
                    <span className={styles.majorActions}>
                      <Button
                        size="small"
                        type="text"
                        icon={<ArrowUpOutlined />}
                        aria-label={`${t('guidance.plans.moveUp')} ${name}`}
                        disabled={majorIndex === 0}
                        onClick={() => onChange(moveMajor(rows, index, majorIndex, majorIndex - 1))}
                      />
                      <Button
                        size="small"
                        type="text"
                        danger
                        icon={<DeleteOutlined />}
                        aria-label={`${t('guidance.plans.removeMajor')} ${name}`}
                        onClick={() => onChange(removeMajor(rows, index, major.enrollmentPlanId))}
                      />
                    </span>
                  ) : null}
                </li>
              );
            })}
          </ol>
          <GroupContentsList contents={row.groupContents} />
        </>
      ),
    },
    {
      title: t('guidance.plans.history'),
      key: 'history',
      width: 176,
      render: (_value, row) => <HistoryCell history={row.history} />,
    },
    {
      title: t('guidance.plans.fit'),
      key: 'fit',
      width: 76,
      align: 'center',
      render: (_value, row) =>
        !row.subjectFit.known ? (
          <Tooltip title={t('guidance.plans.fitUnknownHint')}>
            <Tag color="warning">{t('guidance.plans.fitUnknown')}</Tag>
          </Tooltip>
        ) : row.subjectFit.fits ? (
          <Tooltip
            title={row.subjectFit.note ? `${row.subjectSelection}（${row.subjectFit.note}）` : row.subjectSelection}
          >
            <Tag color="success">{t('guidance.plans.fits')}</Tag>
          </Tooltip>
        ) : (
          <Tag color="error">{row.subjectFit.reason}</Tag>
        ),
    },
    {
      title: t('guidance.plans.probability'),
      key: 'tier',
      width: 176,
      render: (_value, row) => {
        const id = groupMode ? row.majors[0]?.enrollmentPlanId : row.enrollmentPlanId;
        const prediction =
          id === undefined || id === null ? undefined : (groupMode ? predictions?.groups : predictions?.units)?.get(id);
        return (
          <PlanRowPrediction
            prediction={row.missing ? undefined : prediction}
            loading={predictionsLoading && !row.missing}
            studentRank={studentRank}
            fallbackTier={row.tier}
          />
        );
      },
    },
    ...(groupMode
      ? [
          {
            title: t('guidance.plans.adjustment'),
            key: 'adjust',
            width: 80,
            align: 'center' as const,
            render: (_value: unknown, row: PlanRow, index: number) => (
              <Switch
                size="small"
                aria-label={t('guidance.plans.adjustment')}
                checked={row.obeysAdjustment !== false}
                disabled={locked}
                onChange={(checked) => onChange(setAdjustment(rows, index, checked))}
              />
            ),
          },
        ]
      : []),
    {
      title: t('guidance.plans.actions'),
      key: 'actions',
      width: 104,
      fixed: wide ? 'right' : undefined,
      render: (_value, row, index) =>
        locked ? null : (
          <Space size={0}>
            <Button
              size="small"
              type="text"
              icon={<ArrowUpOutlined />}
              aria-label={`${t('guidance.plans.moveUp')} ${row.slot}`}
              disabled={index === 0}
              onClick={() => onChange(moveSlot(rows, index, index - 1))}
            />
            <Button
              size="small"
              type="text"
              icon={<ArrowDownOutlined />}
              aria-label={`${t('guidance.plans.moveDown')} ${row.slot}`}
              disabled={index === rows.length - 1}
              onClick={() => onChange(moveSlot(rows, index, index + 1))}
            />
            <Button
              size="small"
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={`${t('guidance.plans.removeRow')} ${row.slot}`}
              onClick={() => onChange(removeSlot(rows, index))}
            />
          </Space>
        ),
    },
  ];

  return (
    <>
      {locked ? null : (
        <>
          <span id={DRAG_HELP_ID} className={styles.visuallyHidden}>
            {t('guidance.plans.dragHelp')}
          </span>
          <span role="status" aria-live="polite" className={styles.visuallyHidden}>
            {drag.announcement}
          </span>
        </>
      )}
      <Table<PlanRow>
        size="small"
        bordered
        rowKey="unitKey"
        columns={columns}
        dataSource={rows}
        pagination={false}
        scroll={{ x: 1100 }}
        locale={{ emptyText: t('guidance.plans.empty') }}
        rowClassName={(_row, index) => drag.rowClassOf(index, styles)}
        // The slot marks the row for the drag handles and the journeys (a data attribute only).
        onRow={(_row, index) =>
          ({ 'data-slot': index === undefined ? undefined : index + 1 }) as HTMLAttributes<HTMLElement>
        }
      />
    </>
  );
}
