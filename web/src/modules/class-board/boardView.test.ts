import type { ClassBoardRow } from '@zhihang/contract/class-board/class-board.schema';
import { describe, expect, it } from 'vitest';
import {
  admissionBandOf,
  ageOf,
  choicesOf,
  compareNullable,
  compareText,
  statusCounts,
  statusOrder,
} from './boardView.ts';

const row = (patch: Partial<ClassBoardRow>): ClassBoardRow => ({
  studentId: 1,
  name: '甲',
  className: '1班',
  entryYear: 2023,
  teacherName: '王老师',
  score: 590,
  rank: 1000,
  rankYear: 2026,
  provinceName: '江苏',
  subjects: [],
  planCount: 1,
  status: 'draft',
  finalPlan: null,
  deadlineAt: null,
  lastChangedAt: null,
  flags: [],
  collisions: [],
  ...patch,
});

describe('the board’s view rules', () => {
  it('sorts missing numbers after every number', () => {
    expect([3, null, 1].sort(compareNullable)).toEqual([1, 3, null]);
  });

  it('orders statuses from 未建 to 教师已审核', () => {
    expect(statusOrder('none')).toBeLessThan(statusOrder('draft'));
    expect(statusOrder('parent_confirmed')).toBeLessThan(statusOrder('reviewed'));
  });

  it('puts a student’s P in its band against the target', () => {
    const plan = {
      id: 1,
      name: 'a',
      marked: false,
      version: 1,
      stageNote: '',
      rowCount: 1,
      findings: { fatal: 0, warning: 0, messages: [] },
    };
    expect(admissionBandOf(row({}), 0.99)).toBe('none');
    expect(admissionBandOf(row({ finalPlan: { ...plan, admitted: 0.9 } }), 0.99)).toBe('below');
    expect(admissionBandOf(row({ finalPlan: { ...plan, admitted: 0.995 } }), 0.99)).toBe('met');
  });

  it('counts students per status and says the age of the last change coarsely', () => {
    expect(statusCounts([row({}), row({ status: 'none' }), row({})])).toMatchObject({ draft: 2, none: 1, reviewed: 0 });
    const at = Date.UTC(2026, 5, 20);
    expect(ageOf(null, at)).toBeNull();
    expect(ageOf(at - 3 * 24 * 3600_000 - 5, at)).toEqual({ unit: 'day', count: 3 });
    expect(ageOf(at - 5 * 3600_000, at)).toEqual({ unit: 'hour', count: 5 });
    expect(ageOf(at - 60_000, at)).toEqual({ unit: 'minute', count: 1 });
  });
});

describe('compareText and choicesOf', () => {
  const names = ['王芳', '李浩然', '陈嘉怡', '张伟', '赵敏', 'Alice', '3班', '12班', '阿明'];

  it('orders text as the Chinese locale does', () => {
    expect([...names].sort(compareText)).toEqual([...names].sort((a, b) => a.localeCompare(b, 'zh')));
  });

  it('gives each distinct value once, in that order', () => {
    expect(choicesOf(['张伟', '王芳', '张伟']).map((choice) => choice.value)).toEqual(
      ['王芳', '张伟'].sort((a, b) => a.localeCompare(b, 'zh')),
    );
  });
});
