import { PLAN_STAGES, PLAN_STAGE_LABELS } from '../plans/plan-stage.ts';

/**
 * The board's status of a student: no plan yet (未建), or the final plan's stage. Zod-free, so
 * the console reads the same words the server sorts and filters on.
 */
export const BOARD_STATUSES = ['none', ...PLAN_STAGES] as const;
export type BoardStatus = (typeof BOARD_STATUSES)[number];

export const BOARD_STATUS_LABELS: Record<BoardStatus, string> = { none: '未建', ...PLAN_STAGE_LABELS };

/** The board's red flags. */
export const BOARD_FLAG_KINDS = [
  'noScore',
  'noPlanNearDeadline',
  'lowAdmission',
  'blockingFindings',
  'changedAfterConfirm',
  'collision',
] as const;
export type BoardFlagKind = (typeof BOARD_FLAG_KINDS)[number];

export const BOARD_FLAG_LABELS: Record<BoardFlagKind, string> = {
  noScore: '无成绩',
  noPlanNearDeadline: '临近截止无方案',
  lowAdmission: '录取概率低于目标',
  blockingFindings: '方案有阻断问题',
  changedAfterConfirm: '确认后被修改',
  collision: '同校撞车',
};

/** A week: a student without a plan this close to the deadline is flagged. */
export const NO_PLAN_WARNING_MS = 7 * 24 * 3600 * 1000;
