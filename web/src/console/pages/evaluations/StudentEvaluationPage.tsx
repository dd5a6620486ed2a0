import { BellOutlined, ExportOutlined, PlusOutlined, PrinterOutlined } from '@ant-design/icons';
import type { AssignmentFilter, AssignmentRow } from '@zhihang/contract/evaluations/evaluations.schemas';
import { Alert, Button, Card, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../base/feedback.ts';
import { useUserInfo } from '../../../modules/auth/useUserInfo.ts';
import { AssignDialog } from '../../../modules/evaluations/AssignDialog.tsx';
import { AssignmentFilterBar } from '../../../modules/evaluations/AssignmentFilterBar.tsx';
import { AssignmentTable } from '../../../modules/evaluations/AssignmentTable.tsx';
import {
  useAssignmentList,
  useEvaluationActions,
  useInstruments,
  useStudentChoices,
} from '../../../modules/evaluations/evaluationQueries.ts';
import { evaluationsApi } from '../../../modules/evaluations/evaluations.api.ts';
import { printInHiddenFrame } from '../../../modules/plans/print/printInHiddenFrame.ts';
import styles from '../../../modules/evaluations/evaluations.module.css';

const DEFAULT_PAGE_SIZE = 10;
/** The most reports one batch print holds (a large class). */
const PRINT_LIMIT = 200;

/**
 * /edu/studentEvaluation (学生测评): per student and instrument, what is assigned, taken and when;
 * filters, overdue reminders, assigning, the XLSX export and the batch print of reports.
 */
export function StudentEvaluationPage() {
  const { t } = useTranslation();
  const perms = useUserInfo().data?.perms ?? [];
  const can = (perm: string) => perms.includes(`stu:evaluation:${perm}`);
  const [filter, setFilter] = useState<AssignmentFilter>({});
  const [paging, setPaging] = useState({ page: 1, limit: DEFAULT_PAGE_SIZE });
  const [selected, setSelected] = useState<number[]>([]);
  const [assignOpen, setAssignOpen] = useState(false);
  const [printing, setPrinting] = useState(false);
  const instruments = useInstruments().data ?? [];
  const classes = useStudentChoices(filter.grade).data?.classes ?? [];
  const list = useAssignmentList({ ...filter, ...paging });
  const overdue = useAssignmentList({ ...filter, status: 'overdue', page: 1, limit: 1 });
  const { remind, exportList } = useEvaluationActions();
  const rows = list.data?.list ?? [];
  const overdueCount = overdue.data?.totalCount ?? 0;

  const handleSearch = (values: AssignmentFilter) => {
    setFilter(values);
    setPaging((current) => ({ ...current, page: 1 }));
    setSelected([]);
  };

  const handleRemind = async (ids: number[], row?: AssignmentRow) => {
    if (!ids.length) return;
    await remind.mutateAsync(ids);
    feedback.success(
      row
        ? t('evaluations.console.reminded', { name: row.studentName, instrument: row.instrumentName })
        : t('common.operationSuccess'),
    );
  };

  /** The chosen rows' reports, or every finished report the filter finds (a class's batch print). */
  const handlePrint = async () => {
    const chosen = rows.filter((row) => selected.includes(row.id) && row.resultId !== null);
    let resultIds = chosen.map((row) => row.resultId as number);
    if (!resultIds.length) {
      setPrinting(true);
      try {
        const finished = await evaluationsApi.assignments({
          ...filter,
          status: 'completed',
          page: 1,
          limit: PRINT_LIMIT,
        });
        resultIds = finished.list.flatMap((row) => (row.resultId === null ? [] : [row.resultId]));
      } finally {
        setPrinting(false);
      }
    }
    if (!resultIds.length) {
      feedback.warning(t('evaluations.analyse.empty'));
      return;
    }
    printInHiddenFrame(`/edu/evaluatePrint?ids=${resultIds.join(',')}`);
  };

  const overdueSelected = rows.filter((row) => selected.includes(row.id) && row.overdue).map((row) => row.id);

  return (
    <div>
      <Card variant="borderless" className={styles.card}>
        <AssignmentFilterBar instruments={instruments} classes={classes} value={filter} onSearch={handleSearch} />
      </Card>
      {overdueCount > 0 && filter.status !== 'overdue' ? (
        <Alert
          type="warning"
          showIcon
          className={styles.card}
          message={t('evaluations.console.overdueBanner', { count: overdueCount })}
          action={
            <Button size="small" onClick={() => handleSearch({ ...filter, status: 'overdue' })}>
              {t('evaluations.console.overdueOnly')}
            </Button>
          }
        />
      ) : null}
      <Card variant="borderless" className={styles.card}>
        <div className={styles.toolbar}>
          <Space wrap>
            {can('assign') ? (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setAssignOpen(true)}>
                {t('evaluations.console.assign')}
              </Button>
            ) : null}
            {can('assign') ? (
              <Button
                icon={<BellOutlined />}
                disabled={!overdueSelected.length}
                loading={remind.isPending}
                onClick={() => void handleRemind(overdueSelected).catch(() => undefined)}
              >
                {t('evaluations.console.remind')}
              </Button>
            ) : null}
            <Button
              icon={<PrinterOutlined />}
              loading={printing}
              onClick={() => void handlePrint().catch(() => undefined)}
            >
              {t('evaluations.report.batchPrint')}
            </Button>
          </Space>
          {can('export') ? (
            <Button icon={<ExportOutlined />} loading={exportList.isPending} onClick={() => exportList.mutate(filter)}>
              {t('evaluations.console.export')}
            </Button>
          ) : null}
        </div>
        <AssignmentTable
          rows={rows}
          total={list.data?.totalCount ?? 0}
          page={paging.page}
          pageSize={paging.limit}
          loading={list.isFetching}
          selected={selected}
          onSelect={setSelected}
          onPage={(page, limit) => setPaging({ page, limit })}
          onRemind={can('assign') ? (row) => void handleRemind([row.id], row).catch(() => undefined) : undefined}
        />
      </Card>
      <AssignDialog open={assignOpen} instruments={instruments} onClose={() => setAssignOpen(false)} />
    </div>
  );
}
