import { useMutation, useQuery } from '@tanstack/react-query';
import type { PlanDetail, PlanImportResult } from '@zhihang/contract/plans/plan.schema';
import type { MajorLineRow } from '@zhihang/contract/universities/university.schema';
import { Alert, Button, Empty, Modal, Select, Space, Table, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './guidance.module.css';
import { knowledgeQueries } from '../knowledge/knowledgeQueries.ts';
import { plansApi } from './plans.api.ts';
import { importOutcomeOf, universityChoicesOf } from './rules/importOldMajors.ts';

export type ImportOldMajorsDialogProps = {
  open: boolean;
  plan: PlanDetail;
  onImported: (result: PlanImportResult) => void;
  onClose: () => void;
};

/**
 * 导入往年专业 (spec §2): a university's majors of an earlier admission year, ticked and mapped by
 * /stuPlan/importPlanOldMajorByIds onto this year's rows; then what was added and what was not.
 */
export function ImportOldMajorsDialog({ open, plan, onImported, onClose }: ImportOldMajorsDialogProps) {
  const { t } = useTranslation();
  const years = plan.years?.outcomeYears.length ? plan.years.outcomeYears : [plan.year - 1];
  const [year, setYear] = useState(years[0] as number);
  const [universityId, setUniversityId] = useState<number | null>(null);
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<number[]>([]);
  const [result, setResult] = useState<PlanImportResult | null>(null);

  const found = useQuery({
    ...knowledgeQueries.universities({ page: 1, limit: 20, collegeName: search.trim() }),
    enabled: open && search.trim().length > 0,
  });
  const choices = useMemo(
    () => universityChoicesOf(plan.rows, search.trim() ? (found.data?.list ?? []) : []),
    [plan.rows, search, found.data],
  );
  const lines = useQuery({
    ...knowledgeQueries.majorPlans({
      universityId: universityId ?? 0,
      provinceCode: plan.provinceCode,
      planYear: year,
      classCode: plan.trackCode,
      batchCode: plan.batchCode,
    }),
    enabled: open && universityId !== null,
  });
  const importing = useMutation({
    mutationFn: (ids: number[]) => plansApi.importOldMajors({ id: plan.id, ids, source: 'admission' }),
    onSuccess: (answer) => {
      setResult(answer);
      setSelected([]);
      onImported(answer);
    },
  });
  const outcome = result ? importOutcomeOf(result, lines.data ?? []) : null;

  const columns = [
    { title: t('guidance.plans.importOld.majorCode'), dataIndex: 'major_exam_code', width: 110 },
    { title: t('guidance.plans.importOld.majorName'), dataIndex: 'major_name' },
    { title: t('guidance.plans.importOld.minScore'), dataIndex: 'major_low_score', width: 90 },
    { title: t('guidance.plans.importOld.minRank'), dataIndex: 'major_low_ranking', width: 100 },
    { title: t('guidance.plans.importOld.planCount'), dataIndex: 'major_plan_num', width: 80 },
  ];

  return (
    <Modal
      open={open}
      width={760}
      title={t('guidance.plans.importOld.title')}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={onClose}>{t('common.close')}</Button>
          {outcome ? (
            <Button type="primary" onClick={() => setResult(null)}>
              {t('guidance.plans.importOld.again')}
            </Button>
          ) : (
            <Button
              type="primary"
              disabled={!selected.length}
              loading={importing.isPending}
              onClick={() => importing.mutate(selected)}
            >
              {t('guidance.plans.importOld.submit', { count: selected.length })}
            </Button>
          )}
        </Space>
      }
    >
      <div data-testid="import-old-majors">
        {outcome ? (
          <Space orientation="vertical" style={{ width: '100%' }}>
            <Typography.Title level={5}>
              {t('guidance.plans.importOld.matched', { count: outcome.matched.length })}
            </Typography.Title>
            <ul data-testid="import-matched" className={styles.importList}>
              {outcome.matched.map((row) => (
                <li key={`${row.slot}:${row.major}`}>{t('guidance.plans.importOld.matchedRow', row)}</li>
              ))}
            </ul>
            <Typography.Title level={5}>
              {t('guidance.plans.importOld.unmatched', { count: outcome.unmatched.length })}
            </Typography.Title>
            {outcome.unmatched.length ? (
              <ul data-testid="import-unmatched" className={styles.importList}>
                {outcome.unmatched.map((row, index) => (
                  <li key={index}>
                    <Typography.Text type="warning">{t('guidance.plans.importOld.unmatchedRow', row)}</Typography.Text>
                  </li>
                ))}
              </ul>
            ) : null}
          </Space>
        ) : (
          <Space orientation="vertical" style={{ width: '100%' }}>
            <Alert type="info" showIcon title={t('guidance.plans.importOld.hint')} />
            <Space wrap>
              <Select
                aria-label={t('guidance.plans.importOld.university')}
                style={{ width: 320 }}
                showSearch={{ filterOption: false, onSearch: setSearch }}
                placeholder={t('guidance.plans.importOld.universityPlaceholder')}
                value={universityId ?? undefined}
                onChange={(id: number) => {
                  setUniversityId(id);
                  setSelected([]);
                }}
                options={choices}
                loading={found.isFetching}
                virtual={false}
              />
              <Select
                aria-label={t('guidance.plans.importOld.year')}
                style={{ width: 120 }}
                value={year}
                onChange={(value: number) => {
                  setYear(value);
                  setSelected([]);
                }}
                options={years.map((value) => ({ value, label: String(value) }))}
              />
            </Space>
            {universityId === null ? null : (
              <Table<MajorLineRow>
                size="small"
                rowKey="id"
                loading={lines.isFetching}
                columns={columns}
                dataSource={lines.data ?? []}
                pagination={false}
                scroll={{ y: 360 }}
                locale={{ emptyText: <Empty description={t('guidance.plans.importOld.none')} /> }}
                rowSelection={{
                  selectedRowKeys: selected,
                  onChange: (keys) => setSelected(keys.map(Number)),
                }}
              />
            )}
          </Space>
        )}
      </div>
    </Modal>
  );
}
