import { useMutation } from '@tanstack/react-query';
import type { PlanImportResult, PlanShareMessage } from '@zhihang/contract/plans/plan.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../base/feedback.ts';
import { saveBlobFile } from '../../components/saveBlobFile.ts';
import type { IntelligentMakeChoice } from './IntelligentMakeDialog.tsx';
import { usePlanRefresh } from './planQueries.ts';
import { percentText } from './rules/wholeListStrip.ts';
import { plansApi } from './plans.api.ts';
import { usePlanWorkspace } from './usePlanWorkspace.ts';

/** The plan calls of the 报考方案 tab: create, rename, delete, fill, share, unlock, resave, revoke, export, import. */
export function usePlanActions() {
  const { t } = useTranslation();
  const workspace = usePlanWorkspace();
  const refresh = usePlanRefresh(workspace.stuId);
  const [shareMessage, setShareMessage] = useState<PlanShareMessage | null>(null);
  /** What the last intelligent making said beside its figures (a partial plan book, a short tier). */
  const [makingNotes, setMakingNotes] = useState<string[]>([]);
  const done = () => feedback.success(t('common.operationSuccess'));

  const name = useMutation({
    mutationFn: (input: { id?: number; name: string }) => plansApi.nameOrCreate({ stuId: workspace.stuId, ...input }),
    onSuccess: async (plan) => {
      await refresh.all();
      workspace.selectPlan(plan.id);
      done();
    },
  });
  const remove = useMutation({
    mutationFn: (id: number) => plansApi.remove([id]),
    onSuccess: async () => {
      workspace.selectPlan(null);
      await refresh.all();
      done();
    },
  });
  const fill = useMutation({
    mutationFn: (input: { planId: number } & IntelligentMakeChoice) =>
      plansApi.intelligentFill({ stuId: workspace.stuId, ...input }),
    onSuccess: (saved) => {
      workspace.discard();
      refresh.detail(saved.plan);
      const { making } = saved;
      setMakingNotes(making.notes);
      const split = { reach: making.split.冲, match: making.split.稳, safe: making.split.保 };
      if (making.method === 'rank-gap' || making.admitted === null) {
        feedback.warning(t('guidance.plans.making.rankGap', split));
        return;
      }
      const figures = { admitted: percentText(making.admitted), target: percentText(making.target), ...split };
      // The Holland code that weighed the units, and whether it is the student's latest result.
      const interest =
        making.interestCodesUsed && making.interest
          ? `；${t('guidance.plans.making.interest', {
              code: making.interest.code,
              from: making.interest.source === 'evaluation' ? t('guidance.plans.making.fromEvaluation') : '',
            })}`
          : '';
      if (making.met) feedback.success(`${t('guidance.plans.intelligentDone', figures)}${interest}`);
      else feedback.warning(`${t('guidance.plans.intelligentShort', figures)}${interest}`);
    },
  });
  const sharing = useMutation({
    mutationFn: async (input: { id: number; action: 'share' | 'reSave' | 'unlock' | 'revoke' | 'show' }) => {
      if (input.action === 'share') return plansApi.share(input.id);
      if (input.action === 'reSave') return plansApi.reSave(input.id);
      if (input.action === 'show') return plansApi.shareMessage(input.id);
      if (input.action === 'unlock') await plansApi.unlock(input.id);
      else await plansApi.revoke(input.id);
      return null;
    },
    onSuccess: async (message) => {
      await refresh.all();
      if (message) setShareMessage(message);
      else done();
    },
  });

  /** 设为最终方案: one per student, so the other plans' marks go too. */
  const markFinal = useMutation({
    mutationFn: (input: { id: number; final: boolean }) => plansApi.markFinal(input),
    onSuccess: async (workflow) => {
      await refresh.all();
      feedback.success(t(workflow.isFinal ? 'planReview.finalDone' : 'common.operationSuccess'));
    },
  });

  const exportXlsx = useMutation({
    mutationFn: (planId: number) => plansApi.exportXlsx(planId),
    onSuccess: (file) => saveBlobFile(file.blob, file.fileName),
  });
  /** 导入往年专业 saved the plan: show it as saved. */
  const imported = (result: PlanImportResult) => {
    workspace.discard();
    refresh.detail(result.plan);
  };

  return {
    name,
    remove,
    fill,
    sharing,
    markFinal,
    exportXlsx,
    imported,
    shareMessage,
    closeShare: () => setShareMessage(null),
    makingNotes,
    closeMakingNotes: () => setMakingNotes([]),
  };
}
