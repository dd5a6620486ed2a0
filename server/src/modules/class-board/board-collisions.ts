import type { BoardCollision, CollisionUnit } from '@zhihang/contract/class-board/class-board.schema';

/** A student of the school whose final plan takes part, named only when in the caller's scope. */
export type CollisionStudent = {
  studentId: number;
  name: string;
  className: string;
  rank: number | null;
  inScope: boolean;
  planId: number;
};

/** One slot of a final plan, keyed by its unit within the plan's province, year, track and batch. */
export type CollisionSlot = {
  unitKey: string;
  label: string;
  provinceName: string;
  year: number;
  slot: number;
  planCount: number | null;
  /** P(admitted at this slot) by the plan's whole-list simulation; null when not simulated. */
  admittedHere: number | null;
};

export type CollisionPlan = { student: CollisionStudent; slots: readonly CollisionSlot[] };

/** Share of a unit's seats that schoolmates ranked above a student must reach to flag it. */
export const COLLISION_SHARE = 0.3;

/** Students listed per unit, best ranked first (who takes the seats); the rest are counted. */
export const LISTED_PER_UNIT = 50;

const byRank = (a: { rank: number | null }, b: { rank: number | null }) =>
  (a.rank ?? Number.MAX_SAFE_INTEGER) - (b.rank ?? Number.MAX_SAFE_INTEGER);

/** Whether `above` schoolmates ranked above a student crowd a unit of `planCount` seats. */
export function crowds(above: number, planCount: number | null): boolean {
  if (above < 1) return false;
  return planCount === null || above >= Math.max(1, Math.ceil(planCount * COLLISION_SHARE));
}

type Entry = { student: CollisionStudent; slot: CollisionSlot };

function entriesByUnit(plans: readonly CollisionPlan[]): Map<string, Entry[]> {
  const units = new Map<string, Entry[]>();
  for (const plan of plans) {
    // A unit a plan lists twice counts once, at its first slot.
    const seen = new Set<string>();
    for (const slot of plan.slots) {
      if (seen.has(slot.unitKey)) continue;
      seen.add(slot.unitKey);
      const entries = units.get(slot.unitKey);
      if (entries) entries.push({ student: plan.student, slot });
      else units.set(slot.unitKey, [{ student: plan.student, slot }]);
    }
  }
  return units;
}

/**
 * The units two or more of the school's final plans share: how many list them in which slot,
 * against the seats; the students in rank order with their P of being admitted there; the seats
 * the school is expected to take. Students outside the caller's scope are counted, never named.
 */
export function collisionUnitsOf(plans: readonly CollisionPlan[]): CollisionUnit[] {
  const units: CollisionUnit[] = [];
  for (const [unitKey, entries] of entriesByUnit(plans)) {
    if (entries.length < 2) continue;
    const first = entries[0]!.slot;
    const bySlot: number[] = [];
    for (const { slot } of entries) {
      while (bySlot.length < slot.slot) bySlot.push(0);
      bySlot[slot.slot - 1]! += 1;
    }
    const students = [...entries]
      .sort((a, b) => byRank(a.student, b.student))
      .slice(0, LISTED_PER_UNIT)
      .map(({ student, slot }) => ({
        studentId: student.inScope ? student.studentId : null,
        name: student.inScope ? student.name : null,
        className: student.className,
        rank: student.rank,
        slot: slot.slot,
        admittedHere: slot.admittedHere,
        planId: student.inScope ? student.planId : null,
      }));
    const expectedTaken = entries.reduce((sum, { slot }) => sum + (slot.admittedHere ?? 0), 0);
    units.push({
      unitKey,
      label: first.label,
      provinceName: first.provinceName,
      year: first.year,
      planCount: first.planCount,
      bySlot,
      studentCount: entries.length,
      students,
      expectedTaken,
      crowded: first.planCount !== null && (entries.length > first.planCount || expectedTaken >= first.planCount),
    });
  }
  // The most crowded first: students per seat.
  const pressure = (unit: CollisionUnit) => unit.studentCount / Math.max(1, unit.planCount ?? 1);
  return units.sort((a, b) => pressure(b) - pressure(a) || a.label.localeCompare(b.label, 'zh'));
}

/**
 * Per student, the units of their final plan where schoolmates ranked above them crowd the seats
 * (`crowds`), with how many and the seats those schoolmates are expected to take.
 */
export function collisionsByStudent(plans: readonly CollisionPlan[]): Map<number, BoardCollision[]> {
  const result = new Map<number, BoardCollision[]>();
  for (const [unitKey, entries] of entriesByUnit(plans)) {
    if (entries.length < 2) continue;
    // In rank order, the schoolmates above a student are those before their rank's first entry:
    // one pass with a running count and sum, whatever the number of students in the unit.
    const ranked = entries.filter((entry) => entry.student.rank !== null).sort((a, b) => byRank(a.student, b.student));
    let above = 0;
    let taken = 0;
    for (let index = 0; index < ranked.length;) {
      const rank = ranked[index]!.student.rank;
      let end = index;
      while (end < ranked.length && ranked[end]!.student.rank === rank) end += 1;
      for (const { student, slot } of ranked.slice(index, end)) {
        if (!crowds(above, slot.planCount)) continue;
        const collision: BoardCollision = {
          unitKey,
          label: slot.label,
          slot: slot.slot,
          planCount: slot.planCount,
          above,
          expectedTaken: taken,
        };
        const list = result.get(student.studentId);
        if (list) list.push(collision);
        else result.set(student.studentId, [collision]);
      }
      for (const { slot } of ranked.slice(index, end)) {
        above += 1;
        taken += slot.admittedHere ?? 0;
      }
      index = end;
    }
  }
  for (const list of result.values()) list.sort((a, b) => a.slot - b.slot);
  return result;
}

/** The flag's words: "3 名同学位次高于你，同报 中山大学 组214（计划 8 人）". */
export function collisionText(collision: BoardCollision): string {
  const seats = collision.planCount === null ? '计划数未知' : `计划 ${collision.planCount} 人`;
  return `${collision.above} 名同学位次高于你，同报 ${collision.label}（${seats}）`;
}
