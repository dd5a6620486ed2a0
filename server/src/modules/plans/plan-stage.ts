import type { PlanEventAction, PlanStage } from '@zhihang/contract/plans/plan-stage';

/**
 * The plan's stage machine: for each step, the stage it leads to from each stage. A stage
 * missing from a step's row refuses the step (`null`). Pure: the workflow service writes what
 * this answers, with the audit trail's row, in one transaction.
 */
type Row = Partial<Record<PlanStage, PlanStage>>;

const SAME: Row = {
  draft: 'draft',
  shared: 'shared',
  viewed: 'viewed',
  student_confirmed: 'student_confirmed',
  parent_confirmed: 'parent_confirmed',
  reviewed: 'reviewed',
  needs_changes: 'needs_changes',
};

const ALL_TO = (stage: PlanStage): Row => Object.fromEntries(Object.keys(SAME).map((from) => [from, stage])) as Row;

/** Steps that change the stage; `fall_back` is answered by `fallBackStage`. */
export const STAGE_TRANSITIONS: Record<Exclude<PlanEventAction, 'fall_back'>, Row> = {
  // Sharing (again) never takes a confirmation away: only a change of the rows does.
  share: { ...SAME, draft: 'shared', needs_changes: 'shared' },
  // A plan shared before stages existed is still 'draft' while its link is live.
  view: { ...SAME, draft: 'viewed', shared: 'viewed' },
  student_confirm: {
    draft: 'student_confirmed',
    shared: 'student_confirmed',
    viewed: 'student_confirmed',
    student_confirmed: 'student_confirmed',
    parent_confirmed: 'parent_confirmed',
    reviewed: 'reviewed',
  },
  parent_confirm: {
    draft: 'parent_confirmed',
    shared: 'parent_confirmed',
    viewed: 'parent_confirmed',
    student_confirmed: 'parent_confirmed',
    parent_confirmed: 'parent_confirmed',
    reviewed: 'reviewed',
  },
  review_pass: ALL_TO('reviewed'),
  review_changes: ALL_TO('needs_changes'),
  final: SAME,
  parent_question: SAME,
  set_reviewer: SAME,
  review_comment: SAME,
};

/** The stage a step leads to, or null when the plan's stage refuses it. */
export function nextStage(stage: PlanStage, action: Exclude<PlanEventAction, 'fall_back'>): PlanStage | null {
  return STAGE_TRANSITIONS[action][stage] ?? null;
}

/** Stages a confirmation or a sign-off reached: a save of the rows past them falls back. */
export const SETTLED_STAGES: readonly PlanStage[] = ['student_confirmed', 'parent_confirmed', 'reviewed'];

/** The steps that settle a version: the version they were given for is the plan's `settled_version`. */
export const SETTLING_ACTIONS: readonly PlanEventAction[] = ['student_confirm', 'parent_confirm', 'review_pass'];

/**
 * Where a save of the rows takes a settled plan: back to 已分享 (草稿 when it was never shared);
 * null when the plan was not settled or the save does not pass the settled version.
 */
export function fallBackStage(
  plan: { stage: PlanStage; settledVersion: number | null; everShared: boolean },
  savedVersion: number,
): PlanStage | null {
  if (!SETTLED_STAGES.includes(plan.stage)) return null;
  if (plan.settledVersion !== null && savedVersion <= plan.settledVersion) return null;
  return plan.everShared ? 'shared' : 'draft';
}

const SETTLED_BY: Partial<Record<PlanStage, string>> = {
  student_confirmed: '学生确认后',
  parent_confirmed: '家长确认后',
  reviewed: '审核通过后',
};

/** Why a plan fell back, in the teacher's words: 学生确认后方案又被修改（第 3 版 → 第 4 版），需重新确认. */
export function fallBackNote(stage: PlanStage, fromVersion: number, toVersion: number): string {
  const after = SETTLED_BY[stage] ?? '确认后';
  const again = stage === 'reviewed' ? '需重新审核' : '需重新确认';
  return `${after}方案又被修改（第 ${fromVersion} 版 → 第 ${toVersion} 版），${again}`;
}

/** A slot as compared: its unit's key and how the teacher reads it. */
export type ComparedSlot = { slot: number; key: string; label: string };

export type RowChange =
  | { kind: 'added'; label: string; to: number }
  | { kind: 'removed'; label: string; from: number }
  | { kind: 'moved'; label: string; from: number; to: number };

/** What changed between two versions' slots: units added, removed, or moved to another slot. */
export function rowChanges(before: readonly ComparedSlot[], after: readonly ComparedSlot[]): RowChange[] {
  const was = new Map(before.map((row) => [row.key, row]));
  const now = new Map(after.map((row) => [row.key, row]));
  const changes: RowChange[] = [];
  for (const row of after) {
    const old = was.get(row.key);
    if (!old) changes.push({ kind: 'added', label: row.label, to: row.slot });
    else if (old.slot !== row.slot) changes.push({ kind: 'moved', label: row.label, from: old.slot, to: row.slot });
  }
  for (const row of before) {
    if (!now.has(row.key)) changes.push({ kind: 'removed', label: row.label, from: row.slot });
  }
  return changes;
}
