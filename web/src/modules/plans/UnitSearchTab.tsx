import type { EnrollmentSearchRow } from '@zhihang/contract/enrollment/enrollment.schema';
import { planRowName, tuitionText } from '@zhihang/contract/enrollment/plan-row-text';
import { majorsPerSlot } from '@zhihang/contract/plans/plan-linter';
import { tierOf } from '@zhihang/contract/plans/plan-tier';
import { COMPARE_MAX_UNITS, COMPARE_MIN_UNITS } from '@zhihang/contract/plans/unit-compare.schema';
import { ColumnWidthOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Grid, Select, Space, Table, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../base/feedback.ts';
import styles from './guidance.module.css';
import { GroupContentsList } from './GroupContentsList.tsx';
import { SpecialAdmissionTag } from './SpecialAdmissionTag.tsx';
import { addUnit, containsEntry } from './rules/planDraft.ts';
import { rankNumber } from './rules/rankText.ts';
import { rankWindowOf, searchFilterFields } from './rules/searchRefine.ts';
import { toggleComparePick } from './rules/unitCompare.ts';
import { SearchCompareDrawer } from './SearchCompareDrawer.tsx';
import { examModelOfTracks, hasCompleteSubjects, trackOfChoice } from './rules/subjectChoices.ts';
import { HistoryCell } from './HistoryCell.tsx';
import { PredictionCell } from './PredictionCell.tsx';
import { UnitSearchFilters, type UnitFilters } from './UnitSearchFilters.tsx';
import { usePlanWorkspace } from './usePlanWorkspace.ts';
import { useSearchChoices } from './useSearchChoices.ts';
import { useUnitPredictions } from './useUnitPredictions.ts';
import { useUnitSearch } from './useUnitSearch.ts';

const PAGE_SIZE = 20;

const INITIAL: UnitFilters = {
  batchCode: 3,
  collegeProvinceCode: [],
  collegeLevel: '',
  tags: [],
  majorClass: '',
  collegeName: '',
  majorName: '',
  maxTuition: null,
  cooperation: 'any',
  minPlanCount: null,
  rankWindow: true,
};

/**
 * 院校专业查询: this year's plans of the student's province, only units their 选科 allows, every
 * filter applied by the server, with the unit's last three years and the engine's P(admit), tier
 * and confidence (one prediction call per page), each addable to the plan being edited.
 */
/** A bare amount is a yearly fee in 元 (the plan books print 6000 for 6000 元/年). */
const yearlyTuition = (text: string) => (/^\d+(\.\d+)?$/.test(text) ? `${text}元/年` : text);

export function UnitSearchTab() {
  const { t } = useTranslation();
  const workspace = usePlanWorkspace();
  const { record, studentRank, detail, draft, plans } = workspace;
  const province = record?.province ?? '';
  const searchChoices = useSearchChoices(province).data;
  const [filters, setFilters] = useState<UnitFilters>({ ...INITIAL, batchCode: record?.guiBatch || 3 });
  const [page, setPage] = useState(1);
  // 志愿对比: the rows picked on any page, in the order picked.
  const [picked, setPicked] = useState<EnrollmentSearchRow[]>([]);
  const [comparing, setComparing] = useState(false);
  const subjects =
    record && hasCompleteSubjects(record) ? [record.mainSubject, record.minorSubject1, record.minorSubject2] : null;
  const model = examModelOfTracks(searchChoices?.tracks.map((track) => track.code) ?? []);
  // The student's 高考 year: the server answers its plan book (else the latest earlier one, marked)
  // with the lines of the years before it, and the engine predicts that year.
  const year = record?.examYear ?? (searchChoices?.years.length ? Math.max(...searchChoices.years) : undefined);
  const window = filters.rankWindow && studentRank ? rankWindowOf(studentRank) : null;

  const body =
    province && subjects && year
      ? {
          page,
          limit: PAGE_SIZE,
          provinceCode: province,
          year,
          classCode: trackOfChoice(model, { subjects }),
          batchCode: filters.batchCode,
          subjects,
          ...searchFilterFields(filters),
          ...(window ?? {}),
        }
      : null;
  const search = useUnitSearch(body);
  const rows = search.data?.list ?? [];
  const predictions = useUnitPredictions(
    body && studentRank && !search.isPlaceholderData
      ? {
          provinceCode: body.provinceCode,
          year: body.year,
          track: body.classCode,
          rank: studentRank,
          unitIds: rows.map((row) => row.id),
        }
      : null,
  );

  const handleFilters = (next: UnitFilters) => {
    setFilters(next);
    setPage(1);
  };

  const handleAdd = (entry: EnrollmentSearchRow) => {
    if (!workspace.ready(true)) return;
    if (!detail) return;
    if (detail.status === 'locked') {
      feedback.warning(t('guidance.plans.lockedHint'));
      return;
    }
    const limit = detail.rule ? majorsPerSlot(detail.rule) : null;
    const result = addUnit(draft, entry, {
      fillingMode: detail.fillingMode,
      studentRank: detail.student.rank ?? studentRank,
      majorsPerSlot: limit,
    });
    if (result.outcome === 'duplicate') return feedback.warning(t('guidance.search.duplicate'));
    if (result.outcome === 'groupFull') return feedback.warning(t('guidance.search.groupFull', { count: limit }));
    if (result.outcome === 'added' && detail.rule && result.rows.length > detail.rule.volunteerCount) {
      return feedback.warning(t('guidance.search.tooMany', { count: detail.rule.volunteerCount }));
    }
    workspace.setDraft(result.rows);
    if (result.outcome === 'added') {
      feedback.success(t('guidance.search.addedToPlan', { name: detail.name, slot: result.rows.length }));
    } else {
      feedback.success(t('guidance.search.addedToGroup', { name: detail.name }));
    }
  };

  const groupMode = detail ? detail.fillingMode !== '专业+院校' : true;
  const handlePick = (row: EnrollmentSearchRow) => {
    const result = toggleComparePick(picked, row, groupMode);
    if (result.outcome === 'full')
      return feedback.warning(t('guidance.search.compareFull', { count: COMPARE_MAX_UNITS }));
    if (result.outcome === 'sameUnit') return feedback.warning(t('guidance.search.compareSameUnit'));
    setPicked(result.picked);
  };
  // On a phone a pinned column would leave the scrolled columns no room: the whole row scrolls.
  const wide = Grid.useBreakpoint().md ?? true;
  const columns: TableColumnsType<EnrollmentSearchRow> = [
    {
      title: t('guidance.search.college'),
      key: 'college',
      width: 210,
      render: (_value, row) => (
        <div>
          <Typography.Text strong>{row.collegeName}</Typography.Text>
          <div className={styles.code}>
            {row.collegeCode} · {row.zone}
          </div>
          <SpecialAdmissionTag collegeName={row.collegeName} />
          {row.referencePlan ? (
            <Tooltip title={t('guidance.search.referencePlanHint', { year: row.year })}>
              <Tag color="warning">{t('guidance.search.referencePlan')}</Tag>
            </Tooltip>
          ) : null}
        </div>
      ),
    },
    ...(groupMode ? [{ title: t('guidance.search.group'), dataIndex: 'groupCode', width: 70 } as const] : []),
    {
      title: t('guidance.search.major'),
      key: 'major',
      render: (_value, row) => {
        // A row published per 院校专业组 is named 专业组 <code>, without the file's made-up major code.
        const { name, code } = planRowName(row);
        return (
          <div>
            {name}
            <div className={styles.code}>
              {[code, row.studyYearWord, yearlyTuition(tuitionText(row.tuition))].filter(Boolean).join(' · ')}
            </div>
            <GroupContentsList contents={row.groupContents} />
          </div>
        );
      },
    },
    {
      title: t('guidance.search.subjects'),
      key: 'subjects',
      width: 136,
      ellipsis: true,
      render: (_value, row) =>
        row.subjectSelection ? (
          row.subjectSelection
        ) : (
          <Tooltip title={t('guidance.plans.fitUnknownHint')}>
            <Tag color="warning">{t('guidance.plans.fitUnknown')}</Tag>
          </Tooltip>
        ),
    },
    { title: t('guidance.search.plan'), dataIndex: 'majorPlanNum', width: 76, align: 'right' },
    {
      title: t('guidance.search.history'),
      key: 'history',
      width: 196,
      render: (_value, row) => <HistoryCell history={row.history} />,
    },
    {
      title: t('guidance.search.probability'),
      key: 'tier',
      width: 120,
      align: 'center',
      render: (_value, row) => (
        <PredictionCell
          prediction={predictions.data?.get(row.id)}
          loading={predictions.isFetching || search.isPlaceholderData}
          // The rank gap to last year's line stands in only when the engine did not answer.
          fallbackTier={tierOf(studentRank, row.majorLowestRank01).tier}
        />
      ),
    },
    // 对比's checkboxes beside 加入方案: the teacher picks units where they add them.
    Table.SELECTION_COLUMN,
    {
      title: t('common.actions'),
      key: 'add',
      width: 96,
      fixed: wide ? 'right' : undefined,
      render: (_value, row) =>
        containsEntry(draft, row.id) ? (
          <Tag color="success">{t('guidance.search.added')}</Tag>
        ) : (
          <Button size="small" type="link" onClick={() => handleAdd(row)}>
            {t('guidance.search.add')}
          </Button>
        ),
    },
  ];

  if (!subjects) return <Alert type="warning" showIcon title={t('guidance.needSubjects')} />;

  return (
    <div className={styles.tabBody}>
      <Card size="small" className={styles.card}>
        <UnitSearchFilters value={filters} batches={searchChoices?.batches ?? []} onChange={handleFilters} />
      </Card>
      <Card size="small" className={styles.card}>
        <div className={styles.toolbar} style={{ marginBottom: 12 }}>
          <Space wrap>
            <Typography.Text type="secondary">{t('guidance.search.onlyFit')}</Typography.Text>
            {window ? (
              <Tag color="blue">
                {t('guidance.search.rankWindowHint', {
                  min: rankNumber(window.rankMin),
                  max: rankNumber(window.rankMax),
                })}
              </Tag>
            ) : null}
            <Tooltip title={t('guidance.search.compareHint')}>
              <Button
                icon={<ColumnWidthOutlined />}
                disabled={picked.length < COMPARE_MIN_UNITS}
                onClick={() => setComparing(true)}
              >
                {t('guidance.search.compare', { count: picked.length })}
              </Button>
            </Tooltip>
            {picked.length ? (
              <Button type="link" size="small" onClick={() => setPicked([])}>
                {t('guidance.search.compareClear')}
              </Button>
            ) : null}
          </Space>
          <Space>
            <Typography.Text type="secondary">{t('guidance.search.currentPlan')}</Typography.Text>
            <Select
              aria-label={t('guidance.search.currentPlan')}
              style={{ width: 200, maxWidth: '100%' }}
              value={workspace.planId ?? undefined}
              placeholder={t('guidance.needPlan')}
              onChange={(id: number) => workspace.selectPlan(id)}
              options={plans.map((plan) => ({ value: plan.id, label: plan.name }))}
            />
          </Space>
        </div>
        <Table<EnrollmentSearchRow>
          size="small"
          rowKey="id"
          bordered
          loading={search.isFetching}
          columns={columns}
          dataSource={rows}
          scroll={{ x: 1100 }}
          rowSelection={{
            // Controlled by handlePick: a sixth unit or a second major of a picked group is refused.
            selectedRowKeys: picked.map((row) => row.id),
            preserveSelectedRowKeys: true,
            columnTitle: t('guidance.search.compareColumn'),
            columnWidth: 56,
            fixed: wide ? 'right' : undefined,
            onSelect: handlePick,
            getCheckboxProps: (row) => ({ 'aria-label': `${t('guidance.search.comparePick')} ${row.collegeName}` }),
          }}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: search.data?.totalCount ?? 0,
            showSizeChanger: false,
            showTotal: (total) => t('common.total', { count: total }),
            onChange: setPage,
          }}
        />
      </Card>
      {comparing && record ? (
        <SearchCompareDrawer
          stuId={record.stuId}
          unitIds={picked.map((row) => row.id)}
          predictionScope={
            body ? { provinceCode: body.provinceCode, year: body.year, track: body.classCode, rank: studentRank } : null
          }
          onClose={() => setComparing(false)}
        />
      ) : null}
    </div>
  );
}
