/**
 * A plan's stage from draft to signed off, as the class board and the plan's 审核 panel show it.
 * Zod-free: the server's stage machine, the console and the phone read the same words.
 */
export const PLAN_STAGES = [
  'draft',
  'shared',
  'viewed',
  'student_confirmed',
  'parent_confirmed',
  'reviewed',
  'needs_changes',
] as const;
export type PlanStage = (typeof PLAN_STAGES)[number];

export const PLAN_STAGE_LABELS: Record<PlanStage, string> = {
  draft: '草稿',
  shared: '已分享',
  viewed: '学生已查看',
  student_confirmed: '学生已确认',
  parent_confirmed: '家长已确认',
  reviewed: '教师已审核',
  needs_changes: '需修改',
};

/** Who may confirm a plan for the student besides the student. */
export const PARENT_RELATIONSHIPS = ['父亲', '母亲', '其他监护人'] as const;
export type ParentRelationship = (typeof PARENT_RELATIONSHIPS)[number];

/** Every step of a plan's life the audit trail keeps. */
export const PLAN_EVENT_ACTIONS = [
  'final',
  'share',
  'view',
  'student_confirm',
  'parent_confirm',
  'parent_question',
  'set_reviewer',
  'review_comment',
  'review_changes',
  'review_pass',
  'fall_back',
] as const;
export type PlanEventAction = (typeof PLAN_EVENT_ACTIONS)[number];

export const PLAN_EVENT_LABELS: Record<PlanEventAction, string> = {
  final: '设为最终方案',
  share: '分享方案',
  view: '学生查看方案',
  student_confirm: '学生确认方案',
  parent_confirm: '家长确认方案',
  parent_question: '家长提问',
  set_reviewer: '指定审核人',
  review_comment: '审核批注',
  review_changes: '审核：需修改',
  review_pass: '审核：已审核',
  fall_back: '方案修改后退回',
};

export const PLAN_STAGE_COLORS: Record<PlanStage, string> = {
  draft: 'default',
  shared: 'blue',
  viewed: 'cyan',
  student_confirmed: 'geekblue',
  parent_confirmed: 'purple',
  reviewed: 'green',
  needs_changes: 'orange',
};
