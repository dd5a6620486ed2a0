import { useMutation } from '@tanstack/react-query';
import { ERROR } from '@zhihang/contract/http/error-codes';
import type { PlanDetail, PlanRow } from '@zhihang/contract/plans/plan.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../base/ApiError.ts';
import { feedback } from '../../base/feedback.ts';
import { usePlanRefresh } from './planQueries.ts';
import { plansApi } from './plans.api.ts';
import { rowInputsOf } from './rules/planDraft.ts';

/** The editor's rows for a plan, with the plan's version they were edited from. */
export type PlanSaveRequest = { plan: PlanDetail; rows: PlanRow[]; version: number };

/** A save refused because the plan was saved elsewhere meanwhile: the server's words and the refused save. */
export type PlanSaveConflict = { message: string; request: PlanSaveRequest };

const isConflict = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.code === ERROR.planConflict.code;

/**
 * Saves the plan editor's draft with the version it was edited from. When the plan was saved
 * elsewhere since (another tab, another teacher), the save is refused and `conflict` holds the
 * server's words — who saved it and when — until the teacher reloads the plan (losing the draft)
 * or overwrites it (the same rows again, on the version the plan has now).
 */
export function usePlanSave(stuId: number, clearDraft: () => void) {
  const { t } = useTranslation();
  const refresh = usePlanRefresh(stuId);
  const [conflict, setConflict] = useState<PlanSaveConflict | null>(null);

  const mutation = useMutation({
    mutationFn: ({ plan, rows, version }: PlanSaveRequest) =>
      plansApi.save(plan.id, rowInputsOf(plan.fillingMode, rows), version),
    onSuccess: (saved) => {
      setConflict(null);
      refresh.detail(saved.plan);
      clearDraft();
      feedback.success(t('guidance.saved'));
    },
    // Any other refusal has been shown by the API client; the draft stays for the teacher to fix.
    onError: (error, request) => setConflict(isConflict(error) ? { message: error.message, request } : null),
  });

  return {
    saving: mutation.isPending,
    conflict,
    save: async (request: PlanSaveRequest) => {
      await mutation.mutateAsync(request);
    },
    overwrite: async () => {
      if (!conflict) return;
      const current = await plansApi.planInfo(conflict.request.plan.id);
      await mutation.mutateAsync({ ...conflict.request, version: current.version });
    },
    reload: async () => {
      setConflict(null);
      await refresh.all();
      clearDraft();
    },
    /** Closes the question and keeps the draft (saving again asks again). */
    dismiss: () => setConflict(null),
  };
}
