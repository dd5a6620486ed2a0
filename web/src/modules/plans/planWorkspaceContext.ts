import type { GuidanceRank, GuidanceRecord } from '@zhihang/contract/plans/guidance.schema';
import type { PlanDetail, PlanRow, PlanSummary } from '@zhihang/contract/plans/plan.schema';
import type { Student } from '@zhihang/contract/students/student.schema';
import { createContext } from 'react';

/** What the guidance tabs share for one student: the record, the plans and the editor's draft. */
export type PlanWorkspace = {
  stuId: number;
  student: Student | undefined;
  record: GuidanceRecord | undefined;
  rank: GuidanceRank | undefined;
  /** The student's rank the tiers use: the interval's worst end, else its best. */
  studentRank: number | null;
  plans: PlanSummary[];
  planId: number | null;
  selectPlan: (planId: number | null) => void;
  detail: PlanDetail | undefined;
  /** The rows as the teacher arranges them (the saved rows until an edit). */
  draft: PlanRow[];
  setDraft: (rows: PlanRow[]) => void;
  dirty: boolean;
  saving: boolean;
  save: () => Promise<void>;
  discard: () => void;
  /** Why the last save was refused because the plan was saved elsewhere meanwhile; null otherwise. */
  conflict: string | null;
  /** After a conflict: drops the draft and shows the plan as it is now. */
  reloadPlan: () => Promise<void>;
  /** After a conflict: saves the draft over the plan as it is now. */
  overwritePlan: () => Promise<void>;
  /** After a conflict: keeps editing the draft. */
  keepDraft: () => void;
  /**
   * Why no plan can be made for the student's province, exam year and 首选 subject (what the
   * province's data lacks, from /dataHealth/planReadiness); null when nothing is known to lack.
   */
  planBlocked: string | null;
  /** Spec §5: false, with the spec's message shown, when 选科 or (if asked) a plan is missing. */
  ready: (needsPlan: boolean) => boolean;
  switchTab: (tab: string) => void;
};

export const PlanWorkspaceContext = createContext<PlanWorkspace | null>(null);
