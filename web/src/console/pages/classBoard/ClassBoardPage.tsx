import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClassBoardRow } from '@zhihang/contract/class-board/class-board.schema';
import { App, Button, Input, Space, Tabs, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePerm } from '../../../base/usePerm.ts';
import { saveBlobFile } from '../../../components/saveBlobFile.ts';
import { useBackgroundMount, useBackgroundValue } from '../../../components/useBackgroundRender.ts';
import { BoardTable } from '../../../modules/class-board/BoardTable.tsx';
import { BulkMakeProgress } from '../../../modules/class-board/BulkMakeProgress.tsx';
import { CollisionsTab } from '../../../modules/class-board/CollisionsTab.tsx';
import { RemindDialog } from '../../../modules/class-board/RemindDialog.tsx';
import { ReviewQueueTab } from '../../../modules/class-board/ReviewQueueTab.tsx';
import { classBoardApi } from '../../../modules/class-board/classBoard.api.ts';
import { classBoardKeys } from '../../../modules/class-board/classBoardKeys.ts';
import { flaggedCount } from '../../../modules/class-board/boardView.ts';
import { useBulkMake } from '../../../modules/class-board/useBulkMake.ts';
import { IntelligentMakeDialog } from '../../../modules/plans/IntelligentMakeDialog.tsx';
import styles from './ClassBoardPage.module.css';

/**
 * 班级看板 (/edu/classBoard): the caller's students on one virtual table with their final plans'
 * status, P, findings and red flags; bulk 智能填报, print, share, reminders and the final plans'
 * workbook on the selected; the school's collisions in a second tab, the plans the teacher is
 * named to review in a third.
 */
export function ClassBoardPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const can = usePerm();
  const queryClient = useQueryClient();
  const board = useQuery({ queryKey: classBoardKeys.list(), queryFn: () => classBoardApi.list() });
  const [selected, setSelected] = useState<number[]>([]);
  const [search, setSearch] = useState('');
  const [dialog, setDialog] = useState<'make' | 'remind' | null>(null);
  const bulk = useBulkMake();
  const refresh = () => queryClient.invalidateQueries({ queryKey: classBoardKeys.all });

  // The table mounts, and takes each new board, in a background render that yields to the browser
  // every few milliseconds: done at once, either was a task of 200–400 ms on an older office PC.
  const tableShown = useBackgroundMount();
  const shownBoard = useBackgroundValue(board.data);
  const rows = useMemo(
    () => (shownBoard?.rows ?? []).filter((row) => !search || row.name.includes(search.trim())),
    [shownBoard, search],
  );
  const open = (studentId: number) => void navigate(`/edu/studentGuidance?stuId=${studentId}`);

  const share = useMutation({
    mutationFn: () => classBoardApi.share(selected),
    onSuccess: ({ results }) => {
      const failed = results.filter((result) => !result.ok);
      void message.success(t('classBoard.shareDone', { ok: results.length - failed.length, failed: failed.length }));
      if (failed.length) {
        void message.warning(t('classBoard.shareFailures', { names: failed.map((result) => result.name).join('、') }));
      }
      void refresh();
    },
  });
  const remind = useMutation({
    mutationFn: (value: { deadlineAt: number; message: string }) =>
      classBoardApi.remind({ studentIds: selected, ...value }),
    onSuccess: (result) => {
      void message.success(t('classBoard.remind.done', { reminded: result.reminded, deadlines: result.deadlinesSet }));
      setDialog(null);
      void refresh();
    },
  });
  const exportXlsx = useMutation({
    mutationFn: () => classBoardApi.exportXlsx(),
    onSuccess: (file) => saveBlobFile(file.blob, file.fileName),
  });
  // The selected students' final plans, or every student's on the board when none is selected.
  const exportFinalPlans = useMutation({
    mutationFn: () => classBoardApi.exportFinalPlans(selected),
    onSuccess: (file) => saveBlobFile(file.blob, file.fileName),
  });
  const print = () => window.open(`/edu/pdf?final=1&stuIds=${selected.join(',')}`, '_blank', 'noopener');

  /** Runs a bulk action on the selection, or says to select first. */
  const onSelection = (action: () => void) => () => {
    if (!selected.length) void message.info(t('classBoard.selectFirst'));
    else action();
  };

  const boardTab = (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Space wrap>
        {can('stu:plan:save') && (
          <Button type="primary" onClick={onSelection(() => setDialog('make'))}>
            {t('classBoard.actions.bulkMake')}
          </Button>
        )}
        <Button onClick={onSelection(print)}>{t('classBoard.actions.print')}</Button>
        {can('stu:plan:share') && (
          <Button loading={share.isPending} onClick={onSelection(() => share.mutate())}>
            {t('classBoard.actions.share')}
          </Button>
        )}
        {can('stu:plan:update') && (
          <Button onClick={onSelection(() => setDialog('remind'))}>{t('classBoard.actions.remind')}</Button>
        )}
        <Button loading={exportXlsx.isPending} onClick={() => exportXlsx.mutate()}>
          {t('classBoard.actions.export')}
        </Button>
        {can('stu:plan:info') && (
          <Button loading={exportFinalPlans.isPending} onClick={() => exportFinalPlans.mutate()}>
            {t('classBoard.actions.exportFinalPlans')}
          </Button>
        )}
        <Button onClick={() => void refresh()}>{t('classBoard.actions.refresh')}</Button>
        <Input.Search
          allowClear
          aria-label={t('classBoard.search')}
          placeholder={t('classBoard.search')}
          style={{ width: 200 }}
          onSearch={setSearch}
          onChange={(event) => !event.target.value && setSearch('')}
        />
      </Space>
      {board.data && (
        <Typography.Text data-testid="board-summary">
          {t('classBoard.summary', {
            total: board.data.rows.length,
            flagged: flaggedCount(board.data.rows),
            selected: selected.length,
          })}
        </Typography.Text>
      )}
      {!tableShown ? (
        <div className={styles.tablePlaceholder} />
      ) : shownBoard ? (
        <BoardTable
          board={shownBoard}
          rows={rows}
          loading={board.isFetching || shownBoard !== board.data}
          selected={selected}
          onSelect={setSelected}
          onOpen={(row: ClassBoardRow) => open(row.studentId)}
        />
      ) : (
        <BoardTable
          board={{ rows: [], target: 0.99, at: 0 }}
          rows={[]}
          loading
          selected={[]}
          onSelect={setSelected}
          onOpen={() => undefined}
        />
      )}
    </Space>
  );

  return (
    <div>
      <Tabs
        items={[
          { key: 'board', label: t('classBoard.tabs.board'), children: boardTab },
          { key: 'collisions', label: t('classBoard.tabs.collisions'), children: <CollisionsTab onOpen={open} /> },
          ...(can('stu:plan:update')
            ? [
                {
                  key: 'reviews',
                  label: t('classBoard.tabs.reviews'),
                  children: <ReviewQueueTab onOpenGuidance={open} />,
                },
              ]
            : []),
        ]}
      />
      <IntelligentMakeDialog
        open={dialog === 'make'}
        loading={bulk.starting}
        title={t('classBoard.bulk.title', { count: selected.length })}
        note={t('classBoard.bulk.note')}
        onClose={() => setDialog(null)}
        onSubmit={(choice) => {
          setDialog(null);
          bulk.start({ studentIds: selected, ...choice });
        }}
      />
      <BulkMakeProgress job={bulk.job} finished={bulk.finished} onStop={bulk.stop} onClose={bulk.close} />
      {dialog === 'remind' && (
        <RemindDialog
          count={selected.length}
          loading={remind.isPending}
          onSubmit={(value) => remind.mutate(value)}
          onClose={() => setDialog(null)}
        />
      )}
    </div>
  );
}
