import { describe, expect, it } from 'vitest';
import {
  collisionText,
  collisionUnitsOf,
  collisionsByStudent,
  crowds,
  type CollisionPlan,
} from './board-collisions.ts';

const slot = (unitKey: string, slotNumber: number, planCount: number | null, admittedHere: number | null = null) => ({
  unitKey,
  label: `中山大学 组${unitKey}`,
  provinceName: '江苏',
  year: 2026,
  slot: slotNumber,
  planCount,
  admittedHere,
});

const plan = (
  studentId: number,
  rank: number | null,
  inScope: boolean,
  slots: CollisionPlan['slots'],
): CollisionPlan => ({
  student: { studentId, name: `学生${studentId}`, className: '1班', rank, inScope, planId: studentId * 10 },
  slots,
});

describe('collisions between the school’s final plans', () => {
  it('flags from 30 % of the seats taken by schoolmates ranked above, at least one', () => {
    expect(crowds(0, 1)).toBe(false);
    expect(crowds(1, 1)).toBe(true);
    expect(crowds(1, 2)).toBe(true);
    expect(crowds(2, 8)).toBe(false);
    expect(crowds(3, 8)).toBe(true);
    expect(crowds(1, null)).toBe(true);
  });

  it('counts a shared unit per slot, ranks its students and names only those in scope', () => {
    const units = collisionUnitsOf([
      plan(1, 500, true, [slot('214', 1, 2, 0.5), slot('300', 2, 10)]),
      plan(2, 300, false, [slot('214', 3, 2, 0.25)]),
      plan(3, 900, true, [slot('214', 1, 2, 0.1), slot('214', 4, 2)]),
    ]);
    expect(units).toHaveLength(1);
    const [unit] = units;
    expect(unit!.bySlot).toEqual([2, 0, 1]);
    expect(unit!.students.map((student) => [student.studentId, student.name, student.rank])).toEqual([
      [null, null, 300],
      [1, '学生1', 500],
      [3, '学生3', 900],
    ]);
    expect(unit!.expectedTaken).toBeCloseTo(0.85);
    expect(unit!.crowded).toBe(true);
  });

  it('tells each student how many ranked above them share a crowded unit', () => {
    const byStudent = collisionsByStudent([
      plan(1, 100, true, [slot('214', 1, 8, 0.9)]),
      plan(2, 200, true, [slot('214', 2, 8, 0.8)]),
      plan(3, 300, true, [slot('214', 1, 8, 0.7)]),
      plan(4, 400, true, [slot('214', 5, 8)]),
      plan(5, null, true, [slot('214', 1, 8)]),
    ]);
    expect(byStudent.has(1)).toBe(false);
    expect(byStudent.has(3)).toBe(false);
    expect(byStudent.has(5)).toBe(false);
    const [collision] = byStudent.get(4)!;
    expect(collision).toMatchObject({ above: 3, slot: 5, planCount: 8 });
    expect(collision!.expectedTaken).toBeCloseTo(2.4);
    expect(collisionText(collision!)).toBe('3 名同学位次高于你，同报 中山大学 组214（计划 8 人）');
  });
});
