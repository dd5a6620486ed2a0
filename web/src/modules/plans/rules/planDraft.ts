import type { FillingMode } from '@zhihang/contract/admissions/admission-codes';
import type { EnrollmentPlanRow } from '@zhihang/contract/enrollment/enrollment.schema';
import type { PlanLintRow } from '@zhihang/contract/plans/plan-linter';
import { tierOf } from '@zhihang/contract/plans/plan-tier';
import type { PlanMajor, PlanRow, PlanRowInput } from '@zhihang/contract/plans/plan.schema';

/**
 * The plan editor's draft: the plan's rows as the teacher arranges them before saving. Pure:
 * every edit returns new rows with slots renumbered 1…n, so the page, the local linter and
 * /stuPlan/update see the same order.
 */

export type DraftContext = {
  fillingMode: FillingMode;
  /** The student's rank the tiers are measured with (the interval's worst); null when unknown. */
  studentRank: number | null;
  /** Majors one slot may hold (1 in 专业+院校 mode; null when the rule sets no limit). */
  majorsPerSlot: number | null;
};

export type AddOutcome = 'added' | 'addedToGroup' | 'duplicate' | 'groupFull';

const renumber = (rows: readonly PlanRow[]): PlanRow[] =>
  rows.map((row, index) => (row.slot === index + 1 ? row : { ...row, slot: index + 1 }));

/** The unit a search row belongs to in a mode: the row itself, or its school's 专业组. */
export function unitKeyOf(fillingMode: FillingMode, row: Pick<EnrollmentPlanRow, 'id' | 'collegeCode' | 'groupCode'>) {
  return fillingMode === '专业+院校' ? `e:${row.id}` : `g:${row.collegeCode}|${row.groupCode}`;
}

/** Last year's line as published with the plan row: the only history a search row carries. */
function historyOf(row: EnrollmentPlanRow): PlanMajor['history'] {
  if (row.majorLowestScore01 === null && row.majorLowestRank01 === null && row.majorPlanNum01 === null) return [];
  return [
    {
      year: row.year - 1,
      minScore: row.majorLowestScore01,
      minRank: row.majorLowestRank01 === null ? null : Math.round(row.majorLowestRank01),
      planCount: row.majorPlanNum01,
    },
  ];
}

function majorOf(row: EnrollmentPlanRow, studentRank: number | null): PlanMajor {
  const history = historyOf(row);
  return {
    enrollmentPlanId: row.id,
    majorCode: row.majorExamCode,
    majorName: row.major,
    majorId: row.majorId,
    subjectSelection: row.subjectSelection,
    // The search only lists rows the student's 选科 meets; the server checks again on save.
    subjectFit: { fits: true, reason: '', known: row.subjectSelection !== '', note: '' },
    planCount: row.majorPlanNum,
    tuition: row.tuition,
    studyYears: row.studyYearWord,
    history,
    tier: tierOf(studentRank, history[0]?.minRank ?? null).tier,
  };
}

/** A new slot for a search row, with what the row knows (last year's line, this year's plan). */
export function draftRowOf(row: EnrollmentPlanRow, context: DraftContext): PlanRow {
  const major = majorOf(row, context.studentRank);
  const referenceRank = major.history[0]?.minRank ?? null;
  const { tier, gap } = tierOf(context.studentRank, referenceRank);
  const byMajor = context.fillingMode === '专业+院校';
  return {
    slot: 0,
    unitKey: unitKeyOf(context.fillingMode, row),
    enrollmentPlanId: byMajor ? row.id : null,
    collegeCode: row.collegeCode,
    collegeName: row.collegeName,
    universityId: row.universityId,
    zone: row.zone,
    groupCode: row.groupCode,
    groupName: row.groupCode ? `第${row.groupCode}组` : '',
    majors: [major],
    subjectSelection: row.subjectSelection,
    subjectFit: major.subjectFit,
    planCount: byMajor ? row.majorPlanNum : (row.majorPlanTotal ?? row.majorPlanNum),
    tuition: row.tuition,
    history: major.history,
    referenceRank,
    rankGap: gap,
    tier,
    obeysAdjustment: byMajor ? null : true,
    missing: false,
    dataSource: row.dataSource,
    // A search row carries what is inside its group; the saved plan's rows do too.
    groupContents:
      'groupContents' in row ? ((row as { groupContents?: PlanRow['groupContents'] }).groupContents ?? null) : null,
  };
}

/**
 * Adds a search row: a new slot at the end, or in 院校专业组 / 院校 mode a further major of the
 * unit's slot while the rule's majors per slot allow it.
 */
export function addUnit(
  rows: readonly PlanRow[],
  entry: EnrollmentPlanRow,
  context: DraftContext,
): { rows: PlanRow[]; outcome: AddOutcome } {
  const key = unitKeyOf(context.fillingMode, entry);
  const index = rows.findIndex((row) => row.unitKey === key);
  if (index < 0) return { rows: renumber([...rows, draftRowOf(entry, context)]), outcome: 'added' };
  const existing = rows[index]!;
  if (context.fillingMode === '专业+院校' || existing.majors.some((major) => major.enrollmentPlanId === entry.id)) {
    return { rows: [...rows], outcome: 'duplicate' };
  }
  if (context.majorsPerSlot !== null && existing.majors.length >= context.majorsPerSlot) {
    return { rows: [...rows], outcome: 'groupFull' };
  }
  const next = [...rows];
  next[index] = { ...existing, majors: [...existing.majors, majorOf(entry, context.studentRank)] };
  return { rows: next, outcome: 'addedToGroup' };
}

/** Whether a search row is already in the draft (as its slot, or as a major of its group's slot). */
export function containsEntry(rows: readonly PlanRow[], entryId: number): boolean {
  return rows.some(
    (row) => row.enrollmentPlanId === entryId || row.majors.some((major) => major.enrollmentPlanId === entryId),
  );
}

/** Moves a slot to another position (both 0-based); out-of-range moves change nothing. */
export function moveSlot(rows: readonly PlanRow[], from: number, to: number): PlanRow[] {
  if (from === to || from < 0 || to < 0 || from >= rows.length || to >= rows.length) return [...rows];
  const next = [...rows];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return renumber(next);
}

export function removeSlot(rows: readonly PlanRow[], index: number): PlanRow[] {
  return renumber(rows.filter((_row, position) => position !== index));
}

/** Moves a major within its slot (院校专业组 order of preference); the last one removed empties nothing. */
export function moveMajor(rows: readonly PlanRow[], index: number, from: number, to: number): PlanRow[] {
  const row = rows[index];
  if (!row || from === to || to < 0 || to >= row.majors.length) return [...rows];
  const majors = [...row.majors];
  const [moved] = majors.splice(from, 1);
  majors.splice(to, 0, moved!);
  const next = [...rows];
  next[index] = { ...row, majors };
  return next;
}

/** Removes one major of a slot; a slot left without majors goes too. */
export function removeMajor(rows: readonly PlanRow[], index: number, enrollmentPlanId: number): PlanRow[] {
  const row = rows[index];
  if (!row) return [...rows];
  const majors = row.majors.filter((major) => major.enrollmentPlanId !== enrollmentPlanId);
  if (!majors.length) return removeSlot(rows, index);
  const next = [...rows];
  next[index] = { ...row, majors };
  return next;
}

export function setAdjustment(rows: readonly PlanRow[], index: number, obeys: boolean): PlanRow[] {
  const next = [...rows];
  const row = next[index];
  if (row) next[index] = { ...row, obeysAdjustment: obeys };
  return next;
}

/** Spec §4's selected id list: the enrollment-plan ids in slot order, as the server's selectedIds. */
export function selectedIdsOf(rows: readonly PlanRow[]): number[] {
  return rows.flatMap((row) => row.majors.map((major) => major.enrollmentPlanId));
}

/** The body rows of /stuPlan/update. */
export function rowInputsOf(fillingMode: FillingMode, rows: readonly PlanRow[]): PlanRowInput[] {
  if (fillingMode === '专业+院校') {
    return rows.map((row) => ({ enrollmentPlanId: row.enrollmentPlanId ?? row.majors[0]?.enrollmentPlanId }));
  }
  return rows.map((row) => ({
    collegeCode: row.collegeCode,
    groupCode: row.groupCode,
    majorIds: row.majors.map((major) => major.enrollmentPlanId),
    obeysAdjustment: row.obeysAdjustment ?? true,
  }));
}

/** The linter's view of the draft (as the server builds it), so the editor shows the findings saving will give. */
export function lintRowsOf(fillingMode: FillingMode, rows: readonly PlanRow[]): PlanLintRow[] {
  const byMajor = fillingMode === '专业+院校';
  return rows.map((row) => ({
    slot: row.slot,
    unitKey: row.unitKey,
    schoolCode: row.collegeCode,
    schoolName: row.collegeName || row.collegeCode,
    groupCode: row.groupCode || undefined,
    groupName: row.groupName || undefined,
    ...(byMajor ? { majorCode: row.majors[0]?.majorCode, majorName: row.majors[0]?.majorName } : {}),
    subjectFit: row.subjectFit,
    tier: row.tier,
    majors: byMajor ? [] : row.majors.map((major) => ({ majorCode: major.majorCode, majorName: major.majorName })),
    obeysAdjustment: byMajor ? null : row.obeysAdjustment,
  }));
}

/** Counts by tier, as the server's tierCounts. */
export function tierCountsOf(rows: readonly Pick<PlanRow, 'tier'>[]) {
  const counts = { reach: 0, match: 0, safe: 0, unknown: 0 };
  for (const row of rows) {
    if (row.tier === '冲') counts.reach += 1;
    else if (row.tier === '稳') counts.match += 1;
    else if (row.tier === '保') counts.safe += 1;
    else counts.unknown += 1;
  }
  return counts;
}
