import type { FillingMode } from '@zhihang/contract/admissions/admission-codes';
import { subjectFit, type StudentSubjects } from '@zhihang/contract/admissions/subject-fit';
import type { PlanTier } from '@zhihang/contract/plans/plan-linter';
import { tierOf, withinReach } from '@zhihang/contract/plans/plan-tier';
import type { OldYearRow, PlanHistoryYear, UnitRow } from '../admissions/admissions.service.ts';
import { groupHistoryOf, majorNameKey, referenceRankOf, unitHistoryOf } from './plan-view.ts';
import type { StoredPlanRow } from './plans.repository.ts';

/**
 * The plan makers: the intelligent fill (冲/稳/保 from the rank gap) and the mapping of last
 * year's rows onto this year's units. Pure and deterministic: the same data gives the same plan.
 */

export type FillRatio = { reach: number; match: number; safe: number };
export const DEFAULT_FILL_RATIO: FillRatio = { reach: 0.2, match: 0.4, safe: 0.4 };

type Candidate = {
  referenceRank: number;
  tier: PlanTier;
  row: Omit<StoredPlanRow, 'slot'>;
  /** Tie-breaker: the smallest enrollment-plan id of the unit. */
  firstId: number;
};

/** How many slots each tier gets: rounded shares, the rest to 保 so the plan never runs short of safety. */
export function tierQuotas(slots: number, ratio: FillRatio): Record<PlanTier, number> {
  const total = ratio.reach + ratio.match + ratio.safe || 1;
  const reach = Math.round((slots * ratio.reach) / total);
  const match = Math.min(slots - reach, Math.round((slots * ratio.match) / total));
  return { 冲: reach, 稳: match, 保: slots - reach - match };
}

export type FillInput = {
  fillingMode: FillingMode;
  /** The plan's year: history counts the three years before it. */
  year: number;
  units: readonly UnitRow[];
  /** The units' joined history (the admissions service's `planHistory`), newest first. */
  history: ReadonlyMap<number, readonly PlanHistoryYear[]>;
  studentRank: number;
  slots: number;
  majorsPerGroup: number | null;
  ratio?: FillRatio;
};

/** The units within reach, as slots, each with the reference rank the plan's view will show. */
function candidatesOf(input: FillInput): Candidate[] {
  const { studentRank, year, history } = input;
  const ranked = input.units.flatMap((unit) => {
    const rank = referenceRankOf(unitHistoryOf(unit.id, year, history));
    return rank === null ? [] : [{ unit, rank }];
  });
  const candidate = (referenceRank: number, firstId: number, row: Candidate['row']): Candidate[] =>
    withinReach(studentRank, referenceRank)
      ? [{ referenceRank, tier: tierOf(studentRank, referenceRank).tier as PlanTier, firstId, row }]
      : [];
  if (input.fillingMode === '专业+院校') {
    return ranked.flatMap(({ unit, rank }) =>
      candidate(rank, unit.id, {
        enrollmentPlanId: unit.id,
        collegeCode: unit.collegeCode,
        groupCode: unit.groupCode,
        majorIds: [],
        obeysAdjustment: null,
      }),
    );
  }
  const groups = new Map<string, Array<{ unit: UnitRow; rank: number }>>();
  for (const entry of ranked) {
    const key = `${entry.unit.collegeCode}|${entry.unit.groupCode}`;
    groups.set(key, [...(groups.get(key) ?? []), entry]);
  }
  return [...groups.values()].flatMap((members) => {
    // A group admits down to its weakest major's line (the view's group history); its best majors go first.
    const referenceRank = referenceRankOf(
      groupHistoryOf(
        members.map((member) => member.unit),
        year,
        history,
      ),
    );
    if (referenceRank === null) return [];
    const ordered = [...members].sort((left, right) => left.rank - right.rank || left.unit.id - right.unit.id);
    const first = (ordered[0] as (typeof ordered)[number]).unit;
    return candidate(referenceRank, Math.min(...members.map((member) => member.unit.id)), {
      enrollmentPlanId: null,
      collegeCode: first.collegeCode,
      groupCode: first.groupCode,
      majorIds: ordered.slice(0, input.majorsPerGroup ?? ordered.length).map((member) => member.unit.id),
      obeysAdjustment: true,
    });
  });
}

/**
 * Fills up to `slots` slots: each tier's quota from the units nearest the student's rank (冲 the
 * most attainable long shots, 保 the strongest safe units), a tier short of units leaving its
 * slots to 保 then 稳, and the plan ordered hardest first — 冲, then 稳, then 保.
 */
export function intelligentFill(input: FillInput): StoredPlanRow[] {
  const candidates = candidatesOf(input);
  const byTier = (tier: PlanTier) => candidates.filter((candidate) => candidate.tier === tier);
  const nearest = (list: Candidate[]) =>
    [...list].sort(
      (left, right) =>
        Math.abs(left.referenceRank - input.studentRank) - Math.abs(right.referenceRank - input.studentRank) ||
        left.firstId - right.firstId,
    );
  const quotas = tierQuotas(input.slots, input.ratio ?? DEFAULT_FILL_RATIO);
  const pools: Record<PlanTier, Candidate[]> = {
    冲: nearest(byTier('冲')),
    稳: nearest(byTier('稳')),
    保: nearest(byTier('保')),
  };
  const chosen: Candidate[] = [];
  for (const tier of ['冲', '稳', '保'] as const) chosen.push(...pools[tier].splice(0, quotas[tier]));
  for (const tier of ['保', '稳', '冲'] as const) {
    chosen.push(...pools[tier].splice(0, Math.max(0, input.slots - chosen.length)));
  }
  return chosen
    .sort((left, right) => left.referenceRank - right.referenceRank || left.firstId - right.firstId)
    .map((candidate, index) => ({ ...candidate.row, slot: index + 1 }));
}

export type OldRowMatch = {
  matched: Array<{ oldId: number; unit: UnitRow }>;
  unmatched: Array<{ oldId: number; collegeName: string; majorName: string; reason: string }>;
};

/**
 * Maps earlier-year rows onto this year's units: the same school (code, else name) and major name
 * (compared as `majorNameKey`), a requirement the student meets, the same requirement as before
 * preferred. Codes change between years, so they are never compared.
 */
export function matchOldYearRows(
  old: readonly OldYearRow[],
  current: readonly UnitRow[],
  subjects: StudentSubjects,
  scope: { provinceCode: string; trackCode: number },
): OldRowMatch {
  const result: OldRowMatch = { matched: [], unmatched: [] };
  for (const row of old) {
    const refuse = (reason: string) =>
      result.unmatched.push({ oldId: row.id, collegeName: row.collegeName, majorName: row.majorName, reason });
    if (row.provinceCode !== scope.provinceCode || row.trackCode !== scope.trackCode) {
      refuse('不是本方案省份、科类的数据');
      continue;
    }
    const key = majorNameKey(row.majorName);
    const sameMajor = current.filter(
      (unit) =>
        (unit.collegeCode === row.collegeCode || unit.collegeName === row.collegeName) &&
        majorNameKey(unit.majorName) === key,
    );
    if (sameMajor.length === 0) {
      refuse('今年该校未招收该专业');
      continue;
    }
    const fitting = sameMajor.filter(
      (unit) => subjectFit({ allMask: unit.allMask, anyMask: unit.anyMask, first: unit.subjectFirst }, subjects).fits,
    );
    const unit =
      fitting.find((candidate) => candidate.allMask === row.allMask && candidate.anyMask === row.anyMask) ?? fitting[0];
    if (!unit) {
      refuse('今年该专业的选科要求与学生选科不符');
      continue;
    }
    result.matched.push({ oldId: row.id, unit });
  }
  return result;
}

/** Adds matched units to a plan's rows: a new slot, or the major joins its group's slot. */
export function withMatchedUnits(
  fillingMode: FillingMode,
  rows: readonly StoredPlanRow[],
  units: readonly UnitRow[],
): StoredPlanRow[] {
  const next = rows.map((row) => ({ ...row, majorIds: [...row.majorIds] }));
  for (const unit of units) {
    if (fillingMode === '专业+院校') {
      if (next.some((row) => row.enrollmentPlanId === unit.id)) continue;
      next.push({
        slot: next.length + 1,
        enrollmentPlanId: unit.id,
        collegeCode: unit.collegeCode,
        groupCode: unit.groupCode,
        majorIds: [],
        obeysAdjustment: null,
      });
      continue;
    }
    const group = next.find((row) => row.collegeCode === unit.collegeCode && row.groupCode === unit.groupCode);
    if (group) {
      if (!group.majorIds.includes(unit.id)) group.majorIds.push(unit.id);
      continue;
    }
    next.push({
      slot: next.length + 1,
      enrollmentPlanId: null,
      collegeCode: unit.collegeCode,
      groupCode: unit.groupCode,
      majorIds: [unit.id],
      obeysAdjustment: true,
    });
  }
  return next;
}
