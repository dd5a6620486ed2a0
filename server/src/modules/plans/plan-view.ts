import type { FillingMode } from '@zhihang/contract/admissions/admission-codes';
import { subjectFit, type StudentSubjects } from '@zhihang/contract/admissions/subject-fit';
import type { ComparedRow } from '@zhihang/contract/plans/plan-comparison';
import type { PlanLintRow } from '@zhihang/contract/plans/plan-linter';
import type { GroupContents } from '@zhihang/contract/enrollment/group-contents.schema';
import type {
  PlanComparedRow,
  PlanMajor,
  PlanRow,
  SubjectFitView,
  TierCounts,
} from '@zhihang/contract/plans/plan.schema';
import { tierOf } from '@zhihang/contract/plans/plan-tier';
import type { PlanHistoryYear, UnitRow } from '../admissions/admissions.service.ts';
import type { StoredPlanRow } from './plans.repository.ts';

/**
 * A plan's rows as the pages show them, from the stored slots and the admissions data loaded for
 * them. Pure: the service loads, this assembles.
 */

/** Years of history a row shows. */
export const HISTORY_YEARS = 3;

/** A major's name as the years compare it: full-width forms folded, spaces and a trailing 专业 dropped. */
export function majorNameKey(name: string): string {
  return name.normalize('NFKC').replace(/\s+/g, '').replace(/专业$/, '');
}

export const unitKeyOf = (
  mode: FillingMode,
  row: Pick<StoredPlanRow, 'enrollmentPlanId' | 'collegeCode' | 'groupCode'>,
) => (mode === '专业+院校' ? `e:${row.enrollmentPlanId}` : `g:${row.collegeCode}|${row.groupCode}`);

export type PlanViewInput = {
  /** What is inside units whose plan book lists a whole group as one row (admissions' groupContentsOf). */
  groupContents?: ReadonlyMap<number, GroupContents>;
  fillingMode: FillingMode;
  /** The exam year: the history shown is of the three years before it. */
  year: number;
  stored: readonly StoredPlanRow[];
  /** Every enrollment-plan row the plan names, and every row of its groups. */
  units: ReadonlyMap<number, UnitRow>;
  groupUnits: readonly UnitRow[];
  /** The joined history of those rows (the admissions service's `planHistory`), newest first. */
  history: ReadonlyMap<number, readonly PlanHistoryYear[]>;
  subjects: StudentSubjects;
  /** The student's rank (worst end of the interval); null when unknown. */
  studentRank: number | null;
};

type History = PlanRow['history'];

/** The newest year with a lowest rank: what a row's tier and the intelligent fill measure against. */
export function referenceRankOf(history: ReadonlyArray<Pick<PlanHistoryYear, 'minRank'>>): number | null {
  return history.find((entry) => entry.minRank !== null)?.minRank ?? null;
}

const roundedOrNull = (value: number | null) => (value === null ? null : Math.round(value));

/** A plan row's earlier years as the pages show them: the three years before the plan's, newest first. */
export function unitHistoryOf(unitId: number, year: number, history: PlanViewInput['history']): History {
  return (history.get(unitId) ?? [])
    .filter((entry) => entry.year < year && entry.year >= year - HISTORY_YEARS)
    .map((entry) => ({
      year: entry.year,
      minScore: entry.minScore,
      minRank: roundedOrNull(entry.minRank),
      planCount: entry.planCount,
      level: entry.level,
      minRankDerived: entry.minRank !== null && entry.minRankDerived === 1,
    }));
}

/**
 * A group's earlier years from its majors' joined history: the group's own line where the join
 * found one, else the weakest of its majors' lines (lowest score, highest rank, plans summed),
 * else the school's line.
 */
export function groupHistoryOf(members: readonly UnitRow[], year: number, history: PlanViewInput['history']): History {
  const entries: History = [];
  const all = members.flatMap((unit) => history.get(unit.id) ?? []);
  for (let earlier = year - 1; earlier >= year - HISTORY_YEARS; earlier -= 1) {
    const ofYear = all.filter((entry) => entry.year === earlier);
    const own = ofYear.find((entry) => entry.level === 'group');
    const majors = ofYear.filter((entry) => entry.level === 'major' || entry.level === 'published');
    const school = ofYear.find((entry) => entry.level === 'university');
    if (own) {
      entries.push({
        year: earlier,
        minScore: own.minScore,
        minRank: roundedOrNull(own.minRank),
        planCount: own.planCount,
        level: 'group',
        minRankDerived: own.minRank !== null && own.minRankDerived === 1,
      });
    } else if (majors.length) {
      const scores = majors.flatMap((entry) => (entry.minScore === null ? [] : [entry.minScore]));
      const ranked = majors.filter((entry) => entry.minRank !== null);
      const weakest = ranked.reduce<PlanHistoryYear | null>(
        (worst, entry) => (worst === null || (entry.minRank as number) > (worst.minRank as number) ? entry : worst),
        null,
      );
      const plans = majors.flatMap((entry) => (entry.planCount === null ? [] : [entry.planCount]));
      entries.push({
        year: earlier,
        minScore: scores.length ? Math.min(...scores) : null,
        minRank: weakest ? Math.round(weakest.minRank as number) : null,
        planCount: plans.length ? plans.reduce((sum, count) => sum + count, 0) : null,
        // One major's line is that major's; several make the group's weakest.
        level: majors.length === 1 ? (majors[0] as PlanHistoryYear).level : 'majors',
        minRankDerived: weakest?.minRankDerived === 1,
      });
    } else if (school) {
      entries.push({
        year: earlier,
        minScore: school.minScore,
        minRank: roundedOrNull(school.minRank),
        planCount: school.planCount,
        level: 'university',
        minRankDerived: school.minRank !== null && school.minRankDerived === 1,
      });
    }
  }
  return entries;
}

/** Where a requirement the plan book omits came from, in the page's words. */
export function subjectNoteOf(unit: Pick<UnitRow, 'subjectInherited' | 'subjectInheritedYear'>): string {
  if (unit.subjectInherited === 'outcome') return `据${unit.subjectInheritedYear ?? ''}年投档数据`;
  if (unit.subjectInherited === 'previous-year') return `参考${unit.subjectInheritedYear ?? ''}年`;
  return '';
}

function fitOf(
  unit: Pick<
    UnitRow,
    'allMask' | 'anyMask' | 'subjectFirst' | 'subjectMatch' | 'subjectInherited' | 'subjectInheritedYear'
  >,
  subjects: StudentSubjects,
): SubjectFitView {
  const known = unit.subjectMatch !== null;
  const fit = subjectFit({ allMask: unit.allMask, anyMask: unit.anyMask, first: unit.subjectFirst }, subjects);
  return { fits: fit.fits, reason: known ? fit.reason : '选科要求未知', known, note: subjectNoteOf(unit) };
}

function planMajorOf(unit: UnitRow, input: PlanViewInput): PlanMajor {
  const history = unitHistoryOf(unit.id, input.year, input.history);
  return {
    enrollmentPlanId: unit.id,
    majorCode: unit.majorCode,
    majorName: unit.majorName,
    majorId: unit.majorId,
    subjectSelection: unit.subjectRequirement,
    subjectFit: fitOf(unit, input.subjects),
    planCount: unit.planCount,
    tuition: unit.tuition,
    studyYears: unit.studyYears,
    history,
    tier: tierOf(input.studentRank, referenceRankOf(history)).tier,
  };
}

const sumOrNull = (values: ReadonlyArray<number | null>) => {
  const known = values.filter((value): value is number => value !== null);
  return known.length ? known.reduce((sum, value) => sum + value, 0) : null;
};

function missingRow(stored: StoredPlanRow, unitKey: string): PlanRow {
  return {
    slot: stored.slot,
    unitKey,
    enrollmentPlanId: stored.enrollmentPlanId,
    collegeCode: stored.collegeCode,
    collegeName: '',
    universityId: null,
    zone: '',
    groupCode: stored.groupCode,
    groupName: '',
    majors: [],
    subjectSelection: '',
    subjectFit: { fits: true, reason: '', known: false, note: '' },
    groupContents: null,
    planCount: null,
    tuition: '',
    history: [],
    referenceRank: null,
    rankGap: null,
    tier: null,
    obeysAdjustment: stored.obeysAdjustment,
    missing: true,
    dataSource: '',
  };
}

/** The plan's rows in slot order with their units' data, history and tier. */
export function assemblePlanRows(input: PlanViewInput): PlanRow[] {
  // The group rows of each 院校 + 专业组, in the order given, found once instead of once per slot.
  const groupsByKey = new Map<string, UnitRow[]>();
  for (const unit of input.groupUnits) {
    const key = `${unit.collegeCode}|${unit.groupCode}`;
    const members = groupsByKey.get(key);
    if (members) members.push(unit);
    else groupsByKey.set(key, [unit]);
  }
  return input.stored.map((stored): PlanRow => {
    const unitKey = unitKeyOf(input.fillingMode, stored);
    if (input.fillingMode === '专业+院校') {
      const unit = stored.enrollmentPlanId === null ? undefined : input.units.get(stored.enrollmentPlanId);
      if (!unit) return missingRow(stored, unitKey);
      const major = planMajorOf(unit, input);
      const referenceRank = referenceRankOf(major.history);
      const { tier, gap } = tierOf(input.studentRank, referenceRank);
      return {
        slot: stored.slot,
        unitKey,
        enrollmentPlanId: unit.id,
        collegeCode: unit.collegeCode,
        collegeName: unit.collegeName,
        universityId: unit.universityId,
        zone: unit.zone,
        groupCode: unit.groupCode,
        groupName: unit.groupName,
        majors: [major],
        subjectSelection: unit.subjectRequirement,
        subjectFit: major.subjectFit,
        planCount: unit.planCount,
        tuition: unit.tuition,
        history: major.history,
        referenceRank,
        rankGap: gap,
        tier,
        obeysAdjustment: stored.obeysAdjustment,
        missing: false,
        dataSource: unit.dataSource,
        groupContents: input.groupContents?.get(unit.id) ?? null,
      };
    }
    const groupRows = groupsByKey.get(`${stored.collegeCode}|${stored.groupCode}`) ?? [];
    const first = groupRows[0];
    if (!first) return missingRow(stored, unitKey);
    const majors = stored.majorIds.flatMap((id) => {
      const unit = input.units.get(id);
      return unit ? [planMajorOf(unit, input)] : [];
    });
    const history = groupHistoryOf(groupRows, input.year, input.history);
    const groupFit = fitOf(first, input.subjects);
    const unfit = majors.find((major) => !major.subjectFit.fits);
    const referenceRank = referenceRankOf(history);
    const { tier, gap } = tierOf(input.studentRank, referenceRank);
    const tuitions = [...new Set((majors.length ? majors : groupRows).map((unit) => unit.tuition).filter(Boolean))];
    return {
      slot: stored.slot,
      unitKey,
      enrollmentPlanId: null,
      collegeCode: first.collegeCode,
      collegeName: first.collegeName,
      universityId: first.universityId,
      zone: first.zone,
      groupCode: first.groupCode,
      groupName: first.groupName,
      majors,
      subjectSelection: first.subjectRequirement,
      subjectFit: groupFit.fits && unfit ? unfit.subjectFit : groupFit,
      planCount: sumOrNull(groupRows.map((unit) => unit.planCount)),
      tuition: tuitions.join('、'),
      history,
      referenceRank,
      rankGap: gap,
      tier,
      obeysAdjustment: stored.obeysAdjustment,
      missing: false,
      dataSource: first.dataSource,
      groupContents: groupRows.map((unit) => input.groupContents?.get(unit.id)).find(Boolean) ?? null,
    };
  });
}

export function tierCountsOf(rows: readonly Pick<PlanRow, 'tier'>[]): TierCounts {
  const counts = { reach: 0, match: 0, safe: 0, unknown: 0 };
  for (const row of rows) {
    if (row.tier === '冲') counts.reach += 1;
    else if (row.tier === '稳') counts.match += 1;
    else if (row.tier === '保') counts.safe += 1;
    else counts.unknown += 1;
  }
  return counts;
}

/** The linter's view of the rows. */
export function lintRowsOf(fillingMode: FillingMode, rows: readonly PlanRow[]): PlanLintRow[] {
  return rows.map((row) => ({
    slot: row.slot,
    unitKey: row.unitKey,
    schoolCode: row.collegeCode,
    schoolName: row.collegeName || row.collegeCode,
    groupCode: row.groupCode || undefined,
    groupName: row.groupName || undefined,
    ...(fillingMode === '专业+院校'
      ? { majorCode: row.majors[0]?.majorCode, majorName: row.majors[0]?.majorName }
      : {}),
    subjectFit: row.subjectFit,
    tier: row.tier,
    majors:
      fillingMode === '专业+院校'
        ? []
        : row.majors.map((major) => ({ majorCode: major.majorCode, majorName: major.majorName })),
    obeysAdjustment: fillingMode === '专业+院校' ? null : row.obeysAdjustment,
  }));
}

/**
 * A plan row as a comparison shows it: the unit, its majors' names and its tier, with the row's
 * status and (0-based) index in the other plan.
 */
export function comparedRowOf(row: PlanRow, compared: Omit<ComparedRow<string>, 'key'>): PlanComparedRow {
  return {
    slot: row.slot,
    unitKey: row.unitKey,
    enrollmentPlanId: row.enrollmentPlanId,
    collegeCode: row.collegeCode,
    collegeName: row.collegeName,
    groupCode: row.groupCode,
    groupName: row.groupName,
    majors: row.majors.map((major) => ({
      enrollmentPlanId: major.enrollmentPlanId,
      majorCode: major.majorCode,
      majorName: major.majorName,
    })),
    referenceRank: row.referenceRank,
    tier: row.tier,
    obeysAdjustment: row.obeysAdjustment,
    missing: row.missing,
    status: compared.status,
    otherSlot: compared.otherIndex === null ? null : compared.otherIndex + 1,
  };
}

/** The enrollment-plan ids of the plan in slot order (spec §4's saved list). */
export function selectedIdsOf(rows: readonly StoredPlanRow[]): number[] {
  return rows.flatMap((row) => (row.enrollmentPlanId !== null ? [row.enrollmentPlanId] : row.majorIds));
}
