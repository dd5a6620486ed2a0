import { NO_PLAN_WARNING_MS, type BoardStatus } from '@zhihang/contract/class-board/board-status';
import type { BoardCollision, BoardFlag } from '@zhihang/contract/class-board/class-board.schema';
import { collisionText } from './board-collisions.ts';

export type FlagInput = {
  score: number | null;
  planCount: number;
  status: BoardStatus;
  deadlineAt: number | null;
  admitted: number | null;
  fatalFindings: number;
  stageNote: string;
  collisions: readonly BoardCollision[];
};

const percent = (value: number) => `${Math.round(value * 1000) / 10}%`;

/** The board's red flags of one student, in the order the teacher acts on them. */
export function boardFlagsOf(input: FlagInput, at: number, target: number): BoardFlag[] {
  const flags: BoardFlag[] = [];
  if (input.score === null) flags.push({ kind: 'noScore', text: '尚未录入成绩' });
  if (input.planCount === 0 && input.deadlineAt !== null && input.deadlineAt - at <= NO_PLAN_WARNING_MS) {
    const days = Math.ceil((input.deadlineAt - at) / (24 * 3600 * 1000));
    flags.push({
      kind: 'noPlanNearDeadline',
      text: days > 0 ? `距截止还有 ${days} 天，尚无方案` : '已过截止时间，尚无方案',
    });
  }
  if (input.admitted !== null && input.admitted < target) {
    flags.push({
      kind: 'lowAdmission',
      text: `整表录取概率 ${percent(input.admitted)}，低于目标 ${percent(target)}`,
    });
  }
  if (input.fatalFindings > 0) flags.push({ kind: 'blockingFindings', text: `${input.fatalFindings} 个阻断问题` });
  if (input.stageNote) flags.push({ kind: 'changedAfterConfirm', text: input.stageNote });
  for (const collision of input.collisions) flags.push({ kind: 'collision', text: collisionText(collision) });
  return flags;
}
