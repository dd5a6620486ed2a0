import {
  DeleteOutlined,
  ColumnWidthOutlined,
  EditOutlined,
  FileExcelOutlined,
  ImportOutlined,
  LockOutlined,
  PlusOutlined,
  PrinterOutlined,
  SaveOutlined,
  ShareAltOutlined,
  StarFilled,
  StarOutlined,
  ThunderboltOutlined,
  UnlockOutlined,
} from '@ant-design/icons';
import { PLAN_STAGE_COLORS, PLAN_STAGE_LABELS } from '@zhihang/contract/plans/plan-stage';
import { Alert, Button, Card, Empty, Modal, Select, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BlockedButton } from './BlockedButton.tsx';
import styles from './guidance.module.css';
import { ImportOldMajorsDialog } from './ImportOldMajorsDialog.tsx';
import { IntelligentMakeDialog, type IntelligentMakeChoice } from './IntelligentMakeDialog.tsx';
import { PlanEditorTable } from './PlanEditorTable.tsx';
import { PlanConflictDialog } from './PlanConflictDialog.tsx';
import { PlanFindingsPanel } from './PlanFindingsPanel.tsx';
import { PlanNameDialog } from './PlanNameDialog.tsx';
import { PlanReviewPanel } from './PlanReviewPanel.tsx';
import { PlanTierPanel } from './PlanTierPanel.tsx';
import { WholeListPanel } from './WholeListPanel.tsx';
import { printInHiddenFrame } from './print/printInHiddenFrame.ts';
import { ShareDialog } from './ShareDialog.tsx';
import { UnitCompareDrawer } from './UnitCompareDrawer.tsx';
import { usePlanActions } from './usePlanActions.ts';
import { usePlanRowPredictions } from './usePlanRowPredictions.ts';
import { usePlanWorkspace } from './usePlanWorkspace.ts';

type NameDialog = { mode: 'create' | 'rename' } | null;

/** 报考方案: the student's plans, the 志愿表 editor, checks, tiers, sharing and printing. */
export function PlansTab() {
  const { t } = useTranslation();
  const [modal, modalHolder] = Modal.useModal();
  const workspace = usePlanWorkspace();
  const { plans, detail, draft, dirty } = workspace;
  const actions = usePlanActions();
  const [nameDialog, setNameDialog] = useState<NameDialog>(null);
  const locked = detail?.status === 'locked';
  const groupMode = detail ? detail.fillingMode !== '专业+院校' : false;
  const rowPredictions = usePlanRowPredictions(
    detail
      ? {
          provinceCode: detail.provinceCode,
          // The exam year the plan is for: its book may be an earlier year's (参考往年计划).
          year: detail.years?.examYear ?? detail.year,
          track: detail.trackCode,
          rank: detail.student.rank,
        }
      : null,
    draft,
    groupMode,
  );

  const handleCreate = () => {
    if (workspace.ready(false)) setNameDialog({ mode: 'create' });
  };

  const handleNameSubmit = (name: string) => {
    const id = nameDialog?.mode === 'rename' ? detail?.id : undefined;
    actions.name.mutate({ name, ...(id ? { id } : {}) }, { onSuccess: () => setNameDialog(null) });
  };

  const handleDelete = () => {
    if (!detail) return;
    modal.confirm({
      title: t('common.tips'),
      content: t('guidance.deleteConfirm'),
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: true },
      onOk: () => actions.remove.mutateAsync(detail.id),
    });
  };

  const [importing, setImporting] = useState(false);
  const [comparing, setComparing] = useState(false);
  const [making, setMaking] = useState(false);
  const handleFill = () => {
    if (detail && workspace.ready(true)) setMaking(true);
  };
  const handleMake = (choice: IntelligentMakeChoice) => {
    if (!detail) return;
    actions.fill.mutate({ planId: detail.id, ...choice }, { onSuccess: () => setMaking(false) });
  };

  const share = (action: 'share' | 'reSave' | 'unlock' | 'revoke' | 'show') => {
    if (detail && workspace.ready(true)) actions.sharing.mutate({ id: detail.id, action });
  };

  return (
    <div className={styles.tabBody}>
      {modalHolder}
      <Card size="small" className={styles.card}>
        <div className={styles.toolbar}>
          <Space wrap>
            <Select
              aria-label={t('guidance.plans.name')}
              style={{ width: 220 }}
              placeholder={t('guidance.needPlan')}
              value={workspace.planId ?? undefined}
              onChange={(id: number) => workspace.selectPlan(id)}
              options={plans.map((plan) => ({
                value: plan.id,
                label: `${plan.name}（${plan.rowCount}）`,
              }))}
            />
            <BlockedButton icon={<PlusOutlined />} onClick={handleCreate} blockedReason={workspace.planBlocked}>
              {t('guidance.plans.create')}
            </BlockedButton>
            <Button icon={<EditOutlined />} disabled={!detail} onClick={() => setNameDialog({ mode: 'rename' })}>
              {t('guidance.plans.rename')}
            </Button>
            <Button icon={<DeleteOutlined />} danger disabled={!detail} onClick={handleDelete}>
              {t('guidance.plans.remove')}
            </Button>
            <Button
              icon={detail?.isFinal ? <StarFilled /> : <StarOutlined />}
              disabled={!detail}
              loading={actions.markFinal.isPending}
              onClick={() => detail && actions.markFinal.mutate({ id: detail.id, final: !detail.isFinal })}
            >
              {t(detail?.isFinal ? 'planReview.unmarkFinal' : 'planReview.markFinal')}
            </Button>
          </Space>
          <Space wrap>
            <BlockedButton
              icon={<ThunderboltOutlined />}
              disabled={!detail || locked}
              loading={actions.fill.isPending}
              onClick={handleFill}
              blockedReason={workspace.planBlocked}
            >
              {t('guidance.plans.intelligent')}
            </BlockedButton>
            <BlockedButton
              icon={<ImportOutlined />}
              disabled={!detail || locked || dirty}
              onClick={() => workspace.ready(true) && setImporting(true)}
              blockedReason={workspace.planBlocked}
            >
              {t('guidance.plans.importOld.button')}
            </BlockedButton>
            {locked ? (
              <>
                <Button icon={<UnlockOutlined />} onClick={() => share('unlock')}>
                  {t('guidance.plans.unlock')}
                </Button>
                <Button icon={<ShareAltOutlined />} onClick={() => share('show')}>
                  {t('guidance.plans.share')}
                </Button>
              </>
            ) : (
              <Button icon={<ShareAltOutlined />} disabled={!detail || dirty} onClick={() => share('share')}>
                {t('guidance.plans.share')}
              </Button>
            )}
            {detail?.shared && !locked ? (
              <Button icon={<LockOutlined />} disabled={dirty} onClick={() => share('reSave')}>
                {t('guidance.plans.reSave')}
              </Button>
            ) : null}
            {detail?.shared ? (
              <Button danger type="text" onClick={() => share('revoke')}>
                {t('guidance.plans.revoke')}
              </Button>
            ) : null}
            <Button
              icon={<PrinterOutlined />}
              disabled={!detail || dirty}
              onClick={() => detail && printInHiddenFrame(`/edu/pdf?planId=${detail.id}`)}
            >
              {t('guidance.plans.print')}
            </Button>
            <Button
              icon={<FileExcelOutlined />}
              disabled={!detail || dirty}
              loading={actions.exportXlsx.isPending}
              onClick={() => detail && actions.exportXlsx.mutate(detail.id)}
            >
              {t('guidance.plans.exportXlsx')}
            </Button>
            {dirty ? <Tag color="orange">{t('guidance.plans.unsaved')}</Tag> : null}
            <Button onClick={workspace.discard} disabled={!dirty}>
              {t('guidance.plans.discard')}
            </Button>
            <Button
              type="primary"
              icon={<SaveOutlined />}
              disabled={!dirty || locked}
              loading={workspace.saving}
              onClick={() => void workspace.save().catch(() => undefined)}
            >
              {t('guidance.plans.save')}
            </Button>
          </Space>
        </div>
        {detail ? (
          <Space wrap size={[8, 4]} style={{ marginTop: 12 }}>
            <Tag color="blue">{t('guidance.plans.mode', { mode: detail.fillingMode })}</Tag>
            {detail.rule ? (
              <>
                <Typography.Text type="secondary">
                  {t('guidance.plans.rule', {
                    province: detail.rule.provinceName,
                    year: detail.rule.year,
                    batch: detail.rule.batchName,
                  })}
                </Typography.Text>
                <Tag>{t('guidance.plans.limit', { count: detail.rule.volunteerCount })}</Tag>
                {detail.fillingMode !== '专业+院校' && detail.rule.majorsPerGroup ? (
                  <Tag>{t('guidance.plans.majorsLimit', { count: detail.rule.majorsPerGroup })}</Tag>
                ) : null}
                {detail.rule.verified ? null : <Tag color="warning">{t('guidance.plans.ruleUnverified')}</Tag>}
              </>
            ) : null}
            {detail.years ? (
              <Tag color={detail.years.referencePlan ? 'warning' : 'default'} data-testid="plan-years">
                {detail.years.label}
              </Tag>
            ) : null}
            {detail.isFinal ? (
              <Tag color="gold" icon={<StarFilled />} data-testid="plan-final">
                {t('planReview.final')}
              </Tag>
            ) : null}
            <Tag color={PLAN_STAGE_COLORS[detail.stage]}>{PLAN_STAGE_LABELS[detail.stage]}</Tag>
            {detail.shared ? <Tag color="purple">{t('guidance.plans.share')}</Tag> : null}
            {locked ? (
              <Tag icon={<LockOutlined />} color="default">
                {t('guidance.plans.locked')}
              </Tag>
            ) : null}
          </Space>
        ) : null}
      </Card>
      {!plans.length ? (
        <Card className={styles.card}>
          <Empty description={t('guidance.needPlan')}>
            <BlockedButton
              type="primary"
              icon={<PlusOutlined />}
              onClick={handleCreate}
              blockedReason={workspace.planBlocked}
            >
              {t('guidance.plans.create')}
            </BlockedButton>
          </Empty>
        </Card>
      ) : detail ? (
        <>
          {locked ? <Alert type="info" showIcon title={t('guidance.plans.lockedHint')} /> : null}
          {actions.makingNotes.length ? (
            <Alert
              type="warning"
              showIcon
              closable={{ onClose: actions.closeMakingNotes }}
              data-testid="making-notes"
              title={t('guidance.plans.making.notesTitle')}
              description={
                <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                  {actions.makingNotes.map((note) => (
                    <li key={note}>{note}</li>
                  ))}
                </ul>
              }
            />
          ) : null}
          <div className={styles.grid}>
            <PlanTierPanel
              predictions={rowPredictions.isError ? undefined : rowPredictions.data}
              predictionsLoading={rowPredictions.isFetching}
            />
            <PlanFindingsPanel />
            <WholeListPanel planId={detail.id} updatedAt={detail.updatedAt} dirty={dirty} />
          </div>
          <Card
            size="small"
            className={styles.card}
            title={detail.name}
            extra={
              <Space>
                {locked ? null : <span className={styles.dragHint}>{t('guidance.plans.dragHint')}</span>}
                <Button
                  size="small"
                  icon={<ColumnWidthOutlined />}
                  disabled={draft.length < 2}
                  onClick={() => setComparing(true)}
                >
                  {t('guidance.plans.unitCompare.button')}
                </Button>
              </Space>
            }
          >
            <PlanEditorTable
              rows={draft}
              groupMode={groupMode}
              locked={locked}
              onChange={workspace.setDraft}
              predictions={rowPredictions.isError ? undefined : rowPredictions.data}
              predictionsLoading={rowPredictions.isFetching}
              studentRank={detail.student.rank}
            />
          </Card>
          <PlanReviewPanel key={detail.id} plan={detail} stuId={workspace.stuId} />
        </>
      ) : null}
      <PlanNameDialog
        key={`${nameDialog?.mode}:${detail?.id}`}
        open={nameDialog !== null}
        title={nameDialog?.mode === 'rename' ? t('guidance.plans.rename') : t('guidance.plans.create')}
        initialName={nameDialog?.mode === 'rename' ? (detail?.name ?? '') : ''}
        loading={actions.name.isPending}
        onSubmit={handleNameSubmit}
        onClose={() => setNameDialog(null)}
      />
      <ShareDialog message={actions.shareMessage} onClose={actions.closeShare} />
      <PlanConflictDialog
        message={workspace.conflict}
        onReload={workspace.reloadPlan}
        onOverwrite={workspace.overwritePlan}
        onClose={workspace.keepDraft}
      />
      {detail && comparing ? (
        <UnitCompareDrawer
          open
          rows={draft}
          groupMode={groupMode}
          predictions={rowPredictions.isError ? undefined : rowPredictions.data}
          predictionsLoading={rowPredictions.isFetching}
          studentRank={detail.student.rank}
          onClose={() => setComparing(false)}
        />
      ) : null}
      {detail ? (
        <ImportOldMajorsDialog
          key={detail.id}
          open={importing}
          plan={detail}
          onImported={actions.imported}
          onClose={() => setImporting(false)}
        />
      ) : null}
      <IntelligentMakeDialog
        open={making}
        loading={actions.fill.isPending}
        onSubmit={handleMake}
        onClose={() => setMaking(false)}
      />
    </div>
  );
}
