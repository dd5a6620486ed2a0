import { ADMISSION_TRACKS, type BatchCode } from '@zhihang/contract/admissions/admission-codes';
import { DATA_SCOPE } from '@zhihang/contract/access/data-scope';
import type { StudentSubjects } from '@zhihang/contract/admissions/subject-fit';
import { yearModelView, type YearModel } from '@zhihang/contract/admissions/year-model';
import type { GroupContents } from '@zhihang/contract/enrollment/group-contents.schema';
import { ERROR } from '@zhihang/contract/http/error-codes';
import { lintPlan } from '@zhihang/contract/plans/plan-linter';
import type { PlanDetail, PlanRow, PlanSummary } from '@zhihang/contract/plans/plan.schema';
import type { GuidanceRecord } from '@zhihang/contract/plans/guidance.schema';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { AuthContext } from '../../http/auth-context.ts';
import type { AdmissionsService, PlanHistoryYear, UnitRow, UnitScope } from '../admissions/admissions.service.ts';
import type { StudentInterests } from '../evaluations/student-interests.ts';
import type { GuidanceService } from '../guidance/guidance.service.ts';
import { studentScopeOf } from '../students/student-scope.policy.ts';
import type { StudentsService } from '../students/students.service.ts';
import {
  lintRuleOf,
  type FillingRuleAnswer,
  type createFillingRulesService,
} from '../admissions/filling-rules/filling-rules.service.ts';
import type { PlanEngine } from './plan-filling-engine.ts';
import type { MakingPool } from './plan-making-pool.ts';
import { assemblePlanRows, lintRowsOf, selectedIdsOf, tierCountsOf } from './plan-view.ts';
import type { PlanPeople, PlanRecords } from './plan-records.ts';
import type { PlanRecord, StoredPlanRow } from './plans.repository.ts';

/**
 * What every plan operation reads and writes through. The operations are plain functions over
 * it, so that each part of the plans service (reading, editing, making, comparing) stays small.
 */
export type PlanDeps = {
  db: Kysely<Database>;
  plans: PlanRecords;
  /** auth's directory of users: who reviews a plan, who changed it last, who acts on its trail. */
  people: PlanPeople;
  students: StudentsService;
  guidance: GuidanceService;
  admissions: AdmissionsService;
  fillingRules: ReturnType<typeof createFillingRulesService>;
  now: () => number;
  /** The admission engine's predictions, for the intelligent making (without it, the rank-gap fill). */
  engine?: PlanEngine;
  /** The students' evaluation results, for the interest codes of the intelligent making. */
  interests?: StudentInterests;
  /** Where the making chooses the plan (worker threads, or this thread). */
  making: MakingPool;
};

/** What a plan needs to know about its student: 选科, score and rank. */
export type StudentContext = {
  name: string;
  teacherName: string;
  record: GuidanceRecord;
  subjects: StudentSubjects;
  rank: number | null;
  rankBest: number | null;
  /** The years a plan for the student's exam year uses (its plan book is the plan's own). */
  years: YearModel | null;
};

/** A plan with its stored slots, its student and its rows as the pages show them. */
export type PlanView = { plan: PlanRecord; stored: readonly StoredPlanRow[]; student: StudentContext; rows: PlanRow[] };

/** What reading a plan's units needs of it: the scope its groups are in, and its filling mode. */
type PlanUnitScope = Pick<PlanRecord, 'provinceCode' | 'year' | 'trackCode' | 'batchCode' | 'fillingMode'>;

/** The enrollment-plan rows and joined history some plans' slots need, read once for all of them. */
type UnitData = {
  units: ReadonlyMap<number, UnitRow>;
  groupUnitsOf: (plan: PlanUnitScope) => readonly UnitRow[];
  history: ReadonlyMap<number, readonly PlanHistoryYear[]>;
  groupContents: ReadonlyMap<number, GroupContents>;
};

export const notFound = () => new AppError(ERROR.recordNotFound);
export const refuseInput = (reason: string) =>
  new AppError({ code: ERROR.badRequest.code, msg: `${ERROR.badRequest.msg}：${reason}` });

/** The province, year, track and batch whose enrollment plans a plan's units come from. */
export const planScopeOf = (
  plan: Pick<PlanRecord, 'provinceCode' | 'year' | 'trackCode' | 'batchCode'>,
): UnitScope => ({
  provinceCode: plan.provinceCode,
  year: plan.year,
  trackCode: plan.trackCode,
  batchCode: plan.batchCode,
});

const scopeKeyOf = (plan: Pick<PlanRecord, 'provinceCode' | 'year' | 'trackCode' | 'batchCode'>) =>
  `${plan.provinceCode}|${plan.year}|${plan.trackCode}|${plan.batchCode}`;

/** The 高考 year a student's plans are for (the history they show ends the year before). */
export const examYearOf = (student: Pick<StudentContext, 'record'>): number | undefined =>
  student.record.examYear ?? undefined;

export function subjectsOfRecord(record: Pick<GuidanceRecord, 'mainSubject' | 'minorSubject1' | 'minorSubject2'>) {
  const first = record.mainSubject === '0604' || record.mainSubject === '0605' ? record.mainSubject : null;
  const others = [record.minorSubject1, record.minorSubject2].filter(Boolean) as StudentSubjects['others'];
  return { first, others } satisfies StudentSubjects;
}

/** Spec §5: planning needs the 首选 subject and both 再选 subjects. */
export function hasCompleteSubjects(record: Pick<GuidanceRecord, 'mainSubject' | 'minorSubject1' | 'minorSubject2'>) {
  return Boolean(record.mainSubject && record.minorSubject1 && record.minorSubject2);
}

export async function studentContextOf(deps: PlanDeps, auth: AuthContext, studentId: number): Promise<StudentContext> {
  const { students, guidance, admissions } = deps;
  const student = await students.info(auth, studentId);
  const record = await guidance.info(auth, studentId);
  const score = record.scoreTotal === null ? null : record.scoreTotal + record.addScore;
  // The rank of the student's own 高考 year, as the guidance page shows it.
  const ranked = record.province
    ? await admissions.studentRank(record.province, record.mainSubject, score, record.examYear ?? undefined)
    : null;
  const rank = ranked?.rank.worst ?? ranked?.rank.best ?? null;
  const years = record.province
    ? await admissions.yearModel(record.province, record.mainSubject, record.examYear)
    : null;
  return {
    years,
    name: student.name,
    teacherName: student.teacherName,
    record,
    subjects: subjectsOfRecord(record),
    rank,
    rankBest: ranked?.rank.best ?? null,
  };
}

export function summaryOf(deps: Pick<PlanDeps, 'now'>, plan: PlanRecord, rows: readonly StoredPlanRow[]): PlanSummary {
  return {
    id: plan.id,
    stuId: plan.studentId,
    name: plan.name,
    provinceCode: plan.provinceCode,
    provinceName: plan.provinceName,
    year: plan.year,
    trackCode: plan.trackCode,
    trackName: ADMISSION_TRACKS.find((track) => track.code === plan.trackCode)?.name ?? '',
    batchCode: plan.batchCode,
    batchName: plan.batchName,
    fillingMode: plan.fillingMode,
    status: plan.status,
    shared:
      plan.shareId !== null && !plan.shareRevoked && plan.sharedAt !== null && (plan.shareExpiresAt ?? 0) > deps.now(),
    shareExpiresAt: plan.shareExpiresAt,
    rowCount: rows.length,
    majorCount: rows.reduce((sum, row) => sum + (row.enrollmentPlanId !== null ? 1 : row.majorIds.length), 0),
    createdAt: plan.createdAt,
    updatedAt: plan.updatedAt,
    createdBy: plan.createdBy,
    updatedBy: plan.updatedBy,
    version: plan.version,
    isFinal: plan.isFinal,
    stage: plan.stage,
    stageNote: plan.stageNote,
    reviewerName: plan.reviewerName,
    reviewedAt: plan.reviewedAt,
  };
}

export const ruleOf = (deps: PlanDeps, plan: Pick<PlanRecord, 'provinceCode' | 'year' | 'batchCode' | 'batchName'>) =>
  deps.fillingRules.fillingRuleFor(plan.provinceCode, plan.year, plan.batchName || (plan.batchCode as BatchCode));

/**
 * The units, group rows and history of some plans' slots in three reads, whatever the number of
 * plans: a comparison or a student's plans share most of their units.
 */
export async function unitDataOf(
  deps: PlanDeps,
  entries: ReadonlyArray<{ plan: PlanUnitScope; stored: readonly StoredPlanRow[] }>,
  examYear: number | undefined,
): Promise<UnitData> {
  const { admissions } = deps;
  const ids = [...new Set(entries.flatMap(({ stored }) => selectedIdsOf(stored)))];
  const groupsByScope = new Map<string, { scope: UnitScope; groups: StoredPlanRow[] }>();
  for (const { plan, stored } of entries) {
    if (plan.fillingMode === '专业+院校') continue;
    const key = scopeKeyOf(plan);
    const entry = groupsByScope.get(key) ?? { scope: planScopeOf(plan), groups: [] };
    entry.groups.push(...stored);
    groupsByScope.set(key, entry);
  }
  const scopes = [...groupsByScope];
  const [units, ...groupLists] = await Promise.all([
    admissions.unitsByIds(ids),
    ...scopes.map(([, { scope, groups }]) => admissions.unitsOfGroups(scope, groups)),
  ]);
  const groupUnits = new Map(scopes.map(([key], index) => [key, groupLists[index] ?? []]));
  const history = await admissions.planHistory([...ids, ...groupLists.flat().map((unit) => unit.id)], examYear);
  const groupContents = await admissions.groupContentsOf([...units, ...groupLists.flat()], examYear);
  return {
    groupContents,
    units: new Map(units.map((unit) => [unit.id, unit])),
    groupUnitsOf: (plan) => (plan.fillingMode === '专业+院校' ? [] : (groupUnits.get(scopeKeyOf(plan)) ?? [])),
    history,
  };
}

export const rowsOfView = (
  plan: PlanUnitScope,
  stored: readonly StoredPlanRow[],
  student: StudentContext,
  data: UnitData,
): PlanRow[] =>
  assemblePlanRows({
    fillingMode: plan.fillingMode,
    // The history shown ends the year before the exam (a 2025 book for 2026 shows 2025's line).
    year: examYearOf(student) ?? plan.year,
    stored,
    units: data.units,
    groupUnits: data.groupUnitsOf(plan),
    history: data.history,
    groupContents: data.groupContents,
    subjects: student.subjects,
    studentRank: student.rank,
  });

/** The plan's summary, rule, student, findings and counts around its assembled rows. */
async function detailOfView(deps: PlanDeps, { plan, stored, student, rows }: PlanView, rule?: FillingRuleAnswer) {
  const answer = rule ?? (await ruleOf(deps, plan));
  return {
    ...summaryOf(deps, plan, stored),
    rule: answer
      ? {
          ...lintRuleOf(answer),
          exactYear: answer.exactYear,
          sourceTitle: answer.rule.sourceTitle,
          verified: answer.rule.verified,
        }
      : null,
    student: {
      name: student.name,
      scoreTotal: student.record.scoreTotal,
      addScore: student.record.addScore,
      subjects: [student.record.mainSubject, student.record.minorSubject1, student.record.minorSubject2].filter(
        Boolean,
      ),
      rank: student.rank,
      rankBest: student.rankBest,
    },
    rows,
    findings: answer ? lintPlan(lintRuleOf(answer), lintRowsOf(plan.fillingMode, rows)) : [],
    tierCounts: tierCountsOf(rows),
    selectedIds: selectedIdsOf(stored),
    years: student.years ? yearModelView({ ...student.years, planYear: plan.year }) : null,
  } satisfies PlanDetail;
}

/** The plan's rows with their units' data, its findings and counts, for some stored rows. */
export async function detailOf(
  deps: PlanDeps,
  plan: PlanRecord,
  stored: readonly StoredPlanRow[],
  student: StudentContext,
  rule?: FillingRuleAnswer,
): Promise<PlanDetail> {
  const data = await unitDataOf(deps, [{ plan, stored }], examYearOf(student));
  return detailOfView(deps, { plan, stored, student, rows: rowsOfView(plan, stored, student, data) }, rule);
}

/** Plans of the caller's scope by id: every one must be found, or 记录不存在. */
export async function findAll(deps: PlanDeps, auth: AuthContext, ids: readonly number[]): Promise<PlanRecord[]> {
  const found = await deps.plans.findMany(studentScopeOf(auth), ids);
  const byId = new Map(found.map((plan) => [plan.id, plan]));
  return [...new Set(ids)].map((id) => {
    const plan = byId.get(id);
    if (!plan) throw notFound();
    return plan;
  });
}

export const find = async (deps: PlanDeps, auth: AuthContext, id: number) =>
  (await findAll(deps, auth, [id]))[0] as PlanRecord;

/**
 * A plan of the caller's scope, or one of the school they are named to review from outside it:
 * that plan is read with the school's scope (its student's name, score and 选科 as the plan
 * shows them); no other call opens the student to them.
 */
export async function readable(
  deps: PlanDeps,
  auth: AuthContext,
  id: number,
): Promise<{ plan: PlanRecord; reader: AuthContext }> {
  const own = await deps.plans.find(studentScopeOf(auth), id);
  if (own) return { plan: own, reader: auth };
  const named = await deps.plans.find({ orgId: auth.orgId }, id);
  if (!named || named.reviewerId !== auth.userId) throw notFound();
  return { plan: named, reader: { ...auth, dataScope: DATA_SCOPE.org } };
}

/** Students the caller has read in this request already (a making reads its student once). */
export type KnownStudents = ReadonlyMap<number, StudentContext>;

/** Plans with their students and assembled rows; units and history read once for all of them. */
export async function viewsOf(
  deps: PlanDeps,
  auth: AuthContext,
  list: readonly PlanRecord[],
  known: KnownStudents = new Map(),
): Promise<PlanView[]> {
  const contextsOf = async () => {
    const contexts = new Map<number, StudentContext>(known);
    for (const plan of list) {
      if (!contexts.has(plan.studentId))
        contexts.set(plan.studentId, await studentContextOf(deps, auth, plan.studentId));
    }
    return contexts;
  };
  const [contexts, rowsByPlan] = await Promise.all([contextsOf(), deps.plans.rowsOf(list.map((plan) => plan.id))]);
  const entries = list.map((plan) => ({ plan, stored: rowsByPlan.get(plan.id) ?? [] }));
  // The history a plan shows depends on its student's exam year: one read per exam year.
  const byExamYear = new Map<number | undefined, typeof entries>();
  for (const entry of entries) {
    const examYear = examYearOf(contexts.get(entry.plan.studentId) as StudentContext);
    byExamYear.set(examYear, [...(byExamYear.get(examYear) ?? []), entry]);
  }
  const dataOf = new Map<PlanRecord, UnitData>();
  for (const [examYear, group] of byExamYear) {
    const data = await unitDataOf(deps, group, examYear);
    for (const { plan } of group) dataOf.set(plan, data);
  }
  return entries.map(({ plan, stored }) => {
    const student = contexts.get(plan.studentId) as StudentContext;
    return { plan, stored, student, rows: rowsOfView(plan, stored, student, dataOf.get(plan) as UnitData) };
  });
}

export async function details(
  deps: PlanDeps,
  auth: AuthContext,
  list: readonly PlanRecord[],
  known?: KnownStudents,
): Promise<PlanDetail[]> {
  const result: PlanDetail[] = [];
  for (const view of await viewsOf(deps, auth, list, known)) result.push(await detailOfView(deps, view));
  return result;
}
