import { describe, expect, it } from 'vitest';
import { fallBackNote, fallBackStage, nextStage, rowChanges } from './plan-stage.ts';

describe('plan stage machine', () => {
  it('shares a draft, and a plan that needed changes, without taking a confirmation away', () => {
    expect(nextStage('draft', 'share')).toBe('shared');
    expect(nextStage('needs_changes', 'share')).toBe('shared');
    expect(nextStage('student_confirmed', 'share')).toBe('student_confirmed');
    expect(nextStage('reviewed', 'share')).toBe('reviewed');
  });

  it('marks a shared plan viewed once, and never moves a later stage back for a view', () => {
    expect(nextStage('shared', 'view')).toBe('viewed');
    expect(nextStage('viewed', 'view')).toBe('viewed');
    expect(nextStage('parent_confirmed', 'view')).toBe('parent_confirmed');
    expect(nextStage('needs_changes', 'view')).toBe('needs_changes');
  });

  it('takes confirmations forward, keeps the higher stage and refuses them while changes are asked', () => {
    expect(nextStage('viewed', 'student_confirm')).toBe('student_confirmed');
    expect(nextStage('shared', 'student_confirm')).toBe('student_confirmed');
    expect(nextStage('parent_confirmed', 'student_confirm')).toBe('parent_confirmed');
    expect(nextStage('student_confirmed', 'parent_confirm')).toBe('parent_confirmed');
    expect(nextStage('reviewed', 'parent_confirm')).toBe('reviewed');
    expect(nextStage('needs_changes', 'student_confirm')).toBeNull();
    expect(nextStage('needs_changes', 'parent_confirm')).toBeNull();
  });

  it('lets a review decide from any stage', () => {
    expect(nextStage('draft', 'review_pass')).toBe('reviewed');
    expect(nextStage('parent_confirmed', 'review_pass')).toBe('reviewed');
    expect(nextStage('reviewed', 'review_changes')).toBe('needs_changes');
    expect(nextStage('needs_changes', 'review_pass')).toBe('reviewed');
  });

  it('keeps the stage for a comment, a question, a reviewer and the final mark', () => {
    expect(nextStage('viewed', 'review_comment')).toBe('viewed');
    expect(nextStage('student_confirmed', 'parent_question')).toBe('student_confirmed');
    expect(nextStage('draft', 'set_reviewer')).toBe('draft');
    expect(nextStage('reviewed', 'final')).toBe('reviewed');
  });

  it('falls a settled plan back when its rows are saved past the settled version', () => {
    const settled = { stage: 'student_confirmed' as const, settledVersion: 3, everShared: true };
    expect(fallBackStage(settled, 4)).toBe('shared');
    expect(fallBackStage({ ...settled, stage: 'reviewed', everShared: false }, 4)).toBe('draft');
    expect(fallBackStage(settled, 3)).toBeNull();
    expect(fallBackStage({ ...settled, stage: 'viewed' }, 4)).toBeNull();
    expect(fallBackStage({ ...settled, stage: 'needs_changes' }, 4)).toBeNull();
  });

  it('says why in the teacher’s words', () => {
    expect(fallBackNote('student_confirmed', 3, 4)).toBe('学生确认后方案又被修改（第 3 版 → 第 4 版），需重新确认');
    expect(fallBackNote('parent_confirmed', 1, 2)).toBe('家长确认后方案又被修改（第 1 版 → 第 2 版），需重新确认');
    expect(fallBackNote('reviewed', 5, 6)).toBe('审核通过后方案又被修改（第 5 版 → 第 6 版），需重新审核');
  });

  it('lists the units added, removed and moved between two versions', () => {
    const before = [
      { slot: 1, key: 'g:1001|01', label: '南京大学 01组' },
      { slot: 2, key: 'g:1002|02', label: '东南大学 02组' },
      { slot: 3, key: 'g:1003|03', label: '苏州大学 03组' },
    ];
    const after = [
      { slot: 1, key: 'g:1002|02', label: '东南大学 02组' },
      { slot: 2, key: 'g:1001|01', label: '南京大学 01组' },
      { slot: 3, key: 'g:1004|04', label: '河海大学 04组' },
    ];
    expect(rowChanges(before, after)).toEqual([
      { kind: 'moved', label: '东南大学 02组', from: 2, to: 1 },
      { kind: 'moved', label: '南京大学 01组', from: 1, to: 2 },
      { kind: 'added', label: '河海大学 04组', to: 3 },
      { kind: 'removed', label: '苏州大学 03组', from: 3 },
    ]);
    expect(rowChanges(before, before)).toEqual([]);
  });
});
