import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../base/feedback.ts';
import { usePlanReadiness } from '../data-health/usePlanReadiness.ts';
import { studentsApi } from '../students/students.api.ts';
import { planQueries, useGuidanceRank, useGuidanceRecord, usePlanList } from './planQueries.ts';
import { PlanWorkspaceContext, type PlanWorkspace } from './planWorkspaceContext.ts';
import { draftBaseVersion, isDraftSaved, type PlanEdit } from './rules/draftState.ts';
import { hasCompleteSubjects } from './rules/subjectChoices.ts';
import { usePlanSave } from './usePlanSave.ts';

export type PlanWorkspaceProviderProps = { stuId: number; onSwitchTab: (tab: string) => void; children: ReactNode };

/** Loads one student's guidance data and holds the plan editor's draft for every tab. */
export function PlanWorkspaceProvider({ stuId, onSwitchTab, children }: PlanWorkspaceProviderProps) {
  const { t } = useTranslation();
  const student = useQuery({ queryKey: ['students', 'info', stuId], queryFn: () => studentsApi.info(stuId) }).data;
  const record = useGuidanceRecord(stuId).data;
  const rank = useGuidanceRank(stuId).data;
  const readiness = usePlanReadiness(
    record ? { province: record.province, examYear: record.examYear, mainSubject: record.mainSubject } : null,
  ).data;
  const plans = usePlanList(stuId).data;
  const [chosenPlanId, setChosenPlanId] = useState<number | null>(null);
  const [edit, setEdit] = useState<PlanEdit | null>(null);

  // The plan shown: the one chosen here, else the student's opened plan, else the newest.
  const planId = useMemo(() => {
    const list = plans ?? [];
    const known = (id: number | null | undefined) => (id && list.some((plan) => plan.id === id) ? id : null);
    return known(chosenPlanId) ?? known(record?.guiPlanId) ?? list.at(-1)?.id ?? null;
  }, [plans, chosenPlanId, record?.guiPlanId]);

  const detail = useQuery({ ...planQueries.detail(stuId, planId ?? 0), enabled: planId !== null }).data;
  const current = detail && detail.id === planId ? detail : undefined;
  const draft = current ? (edit && edit.planId === current.id ? edit.rows : current.rows) : [];
  const dirty = Boolean(current && edit && edit.planId === current.id && !isDraftSaved(edit.rows, current));

  const saving = usePlanSave(stuId, () => setEdit(null));

  const studentRank = rank?.rank.worst ?? rank?.rank.best ?? null;
  const planBlocked =
    readiness && !readiness.ready ? t('guidance.notReady', { missing: readiness.missing.join('；') }) : null;

  const workspace: PlanWorkspace = {
    stuId,
    student,
    record,
    rank,
    studentRank,
    plans: plans ?? [],
    planId,
    selectPlan: (id) => {
      setChosenPlanId(id);
      setEdit(null);
    },
    detail: current,
    draft,
    setDraft: (rows) => {
      if (current) setEdit({ planId: current.id, rows, basedOn: draftBaseVersion(edit, current) });
    },
    dirty,
    saving: saving.saving,
    save: async () => {
      if (!current) return;
      await saving.save({ plan: current, rows: draft, version: draftBaseVersion(edit, current) });
    },
    discard: () => setEdit(null),
    conflict: saving.conflict?.message ?? null,
    reloadPlan: saving.reload,
    overwritePlan: saving.overwrite,
    keepDraft: saving.dismiss,
    planBlocked,
    ready: (needsPlan) => {
      if (!record || !hasCompleteSubjects(record)) {
        feedback.warning(t('guidance.needSubjects'));
        return false;
      }
      if (needsPlan && !(plans ?? []).length) {
        feedback.warning(t('guidance.needPlan'));
        return false;
      }
      return true;
    },
    switchTab: onSwitchTab,
  };

  return <PlanWorkspaceContext.Provider value={workspace}>{children}</PlanWorkspaceContext.Provider>;
}
