import type { PlanRow } from '@zhihang/contract/plans/plan.schema';
import { groupLineHistory, majorOwnHistory, type HistoryYear } from './admission-predict-unit.ts';
import type { CutoffDistribution, SimulationSlot } from './whole-list-simulation.ts';

/**
 * A saved plan's slots as the whole-list simulation takes them. Pure: the service loads the plan,
 * the groups' rows and their history, and passes the predictor.
 */

/** A row of a 院校专业组 (or 院校) the plan names: one of its majors. */
export type GroupMember = { id: number; collegeCode: string; groupCode: string; majorName: string };

export type PlanSlotsInput = {
  rows: ReadonlyArray<
    Pick<PlanRow, 'slot' | 'enrollmentPlanId' | 'collegeCode' | 'groupCode' | 'majors' | 'obeysAdjustment' | 'missing'>
  >;
  /** 院校专业组 / 院校 modes: a slot is a group with its listed majors; else one unit. */
  grouped: boolean;
  /** Every row of the plan's groups (grouped plans). */
  members: readonly GroupMember[];
  historyOf: (unitId: number) => readonly HistoryYear[];
  /** The cutoff of a unit from some of its history, or null (数据不足). */
  cutoffOf: (unitId: number, history: readonly HistoryYear[]) => CutoffDistribution | null;
};

const groupKey = (row: Pick<GroupMember, 'collegeCode' | 'groupCode'>) => `${row.collegeCode}|${row.groupCode}`;

/**
 * Each named group's own line from its majors' joined history, by 院校代码|专业组代码. A group
 * with neither its own line nor a major's (吉林 and 福建 publish school lines only) is judged by
 * its school's line, as the intelligent making judged it, instead of being left 数据不足.
 */
export function groupLinesOf(
  rows: PlanSlotsInput['rows'],
  members: readonly GroupMember[],
  historyOf: PlanSlotsInput['historyOf'],
): Map<string, HistoryYear[]> {
  const lines = new Map<string, HistoryYear[]>();
  for (const row of rows) {
    const key = groupKey(row);
    if (lines.has(key)) continue;
    const histories = members.filter((member) => groupKey(member) === key).map((member) => historyOf(member.id));
    const own = groupLineHistory(histories);
    const majorsKnown = histories.some((history) => majorOwnHistory(history).length > 0);
    lines.set(key, own.length || majorsKnown ? own : schoolLineHistory(histories));
  }
  return lines;
}

/** The school's line of each year its rows' joined history holds (the weakest rank printed). */
function schoolLineHistory(histories: ReadonlyArray<readonly HistoryYear[]>): HistoryYear[] {
  const byYear = new Map<number, HistoryYear>();
  for (const entry of histories.flat()) {
    if (entry.level !== 'university' || !(entry.minRank && entry.minRank > 0)) continue;
    const known = byYear.get(entry.year);
    if (!known || entry.minRank > (known.minRank ?? 0)) byYear.set(entry.year, entry);
  }
  return [...byYear.values()].sort((left, right) => right.year - left.year);
}

/**
 * Groups judged by their school's line (no line of their own) share that line's draw: two of them
 * are one chance, not two.
 */
function sharedSchoolLine(collegeCode: string, line: readonly HistoryYear[]): { sharedLine: string } | undefined {
  if (!line.length || line.some((entry) => entry.level !== 'university')) return undefined;
  return { sharedLine: `${collegeCode}|${line.map((entry) => `${entry.year}:${entry.minRank}`).join(',')}` };
}

/**
 * The slots in plan order: a unit's cutoff from its whole history; a group's line from its own
 * years, each major's cutoff from the major's own years (a group's or a school's line is not the
 * major's); the group's unlisted majors are where 调剂 may place the student.
 */
export function simulationSlotsOf(input: PlanSlotsInput): SimulationSlot[] {
  const { rows, grouped, members, historyOf, cutoffOf } = input;
  const lines = grouped ? groupLinesOf(rows, members, historyOf) : new Map<string, HistoryYear[]>();
  const majorOf = (unit: { id: number; name: string }) => ({
    ...unit,
    cutoff: cutoffOf(unit.id, majorOwnHistory(historyOf(unit.id))),
  });
  return rows.map((row): SimulationSlot => {
    if (!grouped) {
      const id = row.enrollmentPlanId ?? 0;
      return { slot: row.slot, kind: 'unit', id, cutoff: row.missing || !id ? null : cutoffOf(id, historyOf(id)) };
    }
    const key = groupKey(row);
    const listed = new Set(row.majors.map((major) => major.enrollmentPlanId));
    const line = lines.get(key) ?? [];
    return {
      slot: row.slot,
      kind: 'group',
      cutoff: row.missing ? null : cutoffOf(row.majors[0]?.enrollmentPlanId ?? row.slot, line),
      ...(sharedSchoolLine(row.collegeCode, line) ?? {}),
      listedMajors: row.majors.map((major) => majorOf({ id: major.enrollmentPlanId, name: major.majorName })),
      otherMajors: members
        .filter((member) => groupKey(member) === key && !listed.has(member.id))
        .map((member) => majorOf({ id: member.id, name: member.majorName })),
      obeysAdjustment: row.obeysAdjustment === true,
    };
  });
}
