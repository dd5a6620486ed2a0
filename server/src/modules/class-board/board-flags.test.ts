import { describe, expect, it } from 'vitest';
import { boardFlagsOf, type FlagInput } from './board-flags.ts';

const DAY = 24 * 3600 * 1000;
const AT = Date.UTC(2026, 5, 20);
const calm: FlagInput = {
  score: 590,
  planCount: 1,
  status: 'draft',
  deadlineAt: AT + 3 * DAY,
  admitted: 0.995,
  fatalFindings: 0,
  stageNote: '',
  collisions: [],
};

describe('the board’s red flags', () => {
  it('raises none for a student with a score and a plan that reaches the target', () => {
    expect(boardFlagsOf(calm, AT, 0.99)).toEqual([]);
  });

  it('flags no score, no plan a week before the deadline, P below target, blocking findings and a change after confirmation', () => {
    const flags = boardFlagsOf(
      { ...calm, score: null, planCount: 0, admitted: 0.9, fatalFindings: 2, stageNote: '确认后修改了第 3 志愿' },
      AT,
      0.99,
    );
    expect(flags).toEqual([
      { kind: 'noScore', text: '尚未录入成绩' },
      { kind: 'noPlanNearDeadline', text: '距截止还有 3 天，尚无方案' },
      { kind: 'lowAdmission', text: '整表录取概率 90%，低于目标 99%' },
      { kind: 'blockingFindings', text: '2 个阻断问题' },
      { kind: 'changedAfterConfirm', text: '确认后修改了第 3 志愿' },
    ]);
  });

  it('leaves a missing plan alone while the deadline is more than a week away or unset', () => {
    expect(boardFlagsOf({ ...calm, planCount: 0, deadlineAt: AT + 8 * DAY }, AT, 0.99)).toEqual([]);
    expect(boardFlagsOf({ ...calm, planCount: 0, deadlineAt: null }, AT, 0.99)).toEqual([]);
    expect(boardFlagsOf({ ...calm, planCount: 0, deadlineAt: AT - DAY }, AT, 0.99)[0]!.text).toBe(
      '已过截止时间，尚无方案',
    );
  });
});
