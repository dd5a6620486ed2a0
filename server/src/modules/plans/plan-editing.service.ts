import type { BatchCode } from '@zhihang/contract/admissions/admission-codes';
import { ERROR } from '@zhihang/contract/http/error-codes';
import type {
  PlanDetail,
  PlanImportOldBody,
  PlanImportResult,
  PlanNameBody,
  PlanSaved,
  PlanSummary,
  PlanUpdateBody,
} from '@zhihang/contract/plans/plan.schema';
import { withTransaction } from '../../db/transaction.ts';
import { refuseUniqueViolation, UNIQUE_KEYS } from '../../db/unique-violation.ts';
import { AppError } from '../../http/app-error.ts';
import type { AuthContext } from '../../http/auth-context.ts';
import { staleVersion } from './plan-conflict.ts';
import {
  detailOf,
  details,
  find,
  findAll,
  hasCompleteSubjects,
  notFound,
  planScopeOf,
  ruleOf,
  studentContextOf,
  summaryOf,
  type PlanDeps,
  type StudentContext,
} from './plan-detail.service.ts';
import { matchOldYearRows, withMatchedUnits } from './plan-filling.ts';
import { storedRowsOf } from './plan-input.ts';
import { SETTLED_STAGES } from './plan-stage.ts';
import { planRecordsWithin } from './plan-records.ts';
import { comparedSlotsOf, teacherActor, writeFallBack } from './plan-stage.writer.ts';
import { createPlansRepository, type NewPlan, type PlanRecord, type StoredPlanRow } from './plans.repository.ts';

export const refuseLocked = (plan: PlanRecord) => {
  if (plan.status === 'locked') throw new AppError(ERROR.planLocked);
};

/** The rows' findings as they would be saved: a fatal one refuses them with the rule's words. */
export async function warningsOrRefuse(
  deps: PlanDeps,
  auth: AuthContext,
  plan: PlanRecord,
  rows: StoredPlanRow[],
  known?: StudentContext,
) {
  const student = known ?? (await studentContextOf(deps, auth, plan.studentId));
  const detail = await detailOf(deps, plan, rows, student, await ruleOf(deps, plan));
  const fatal = detail.findings.filter((finding) => finding.level === 'fatal');
  if (fatal.length) {
    throw new AppError({ code: ERROR.badRequest.code, msg: fatal.map((finding) => finding.message).join('；') });
  }
  return detail.findings.filter((finding) => finding.level === 'warning');
}

/**
 * The slots before and after a save of a confirmed or signed-off plan, which falls back on it:
 * the trail names the units added, removed and moved. Nothing to compare for other plans.
 */
async function comparedOnSave(
  deps: PlanDeps,
  auth: AuthContext,
  plan: PlanRecord,
  rows: StoredPlanRow[],
  known?: StudentContext,
) {
  if (!SETTLED_STAGES.includes(plan.stage)) return { before: [], after: [] };
  const student = known ?? (await studentContextOf(deps, auth, plan.studentId));
  const stored = (await deps.plans.rowsOf([plan.id])).get(plan.id) ?? [];
  const [before, after] = await Promise.all([
    detailOf(deps, plan, stored, student),
    detailOf(deps, plan, rows, student),
  ]);
  return {
    before: comparedSlotsOf(before.rows, plan.fillingMode),
    after: comparedSlotsOf(after.rows, plan.fillingMode),
  };
}

/**
 * Lints the rows as they would be saved and writes them in one transaction; a fatal finding
 * (too many slots or majors, a unit the student's 选科 excludes, a duplicate) refuses the whole
 * list with the rule's words and writes nothing. `basedOn`: the version the rows were made
 * from; a plan saved since then is refused with who saved it, not overwritten. `student`: the
 * plan's student as the caller read them in this request, not read again.
 */
export async function saveRows(
  deps: PlanDeps,
  auth: AuthContext,
  plan: PlanRecord,
  rows: StoredPlanRow[],
  { basedOn, student }: { basedOn?: number; student?: StudentContext } = {},
): Promise<PlanSaved> {
  const { db, now } = deps;
  const warnings = await warningsOrRefuse(deps, auth, plan, rows, student);
  const compared = await comparedOnSave(deps, auth, plan, rows, student);
  const actor = await teacherActor(deps.people, auth);
  await withTransaction(db, async (trx) => {
    const scoped = planRecordsWithin(trx, deps);
    // Saves of one plan run one after another from here; each sees what the one before wrote,
    // a share that happened meanwhile included.
    const current = await scoped.lock(auth.orgId, plan.id);
    if (!current) throw notFound();
    refuseLocked(current);
    if (basedOn !== undefined && basedOn !== current.version) throw staleVersion(current);
    const at = now();
    await scoped.replaceRows(auth.orgId, plan.id, rows, { userId: auth.userId, now: at });
    await writeFallBack(trx, { plan: current, savedVersion: current.version + 1, ...compared, actor, at });
  });
  const known = student ? new Map([[plan.studentId, student]]) : undefined;
  const [saved] = await details(deps, auth, [await find(deps, auth, plan.id)], known);
  return { plan: saved as PlanDetail, warnings };
}

async function planningContext(deps: PlanDeps, auth: AuthContext, studentId: number) {
  const record = await deps.guidance.info(auth, studentId);
  if (!hasCompleteSubjects(record)) throw new AppError(ERROR.planSubjectsMissing);
  if (!record.province) throw new AppError(ERROR.planProvinceMissing);
  return record;
}

/** A new plan of the student in the province's current year, batch and filling mode. */
export async function newPlanOf(
  deps: PlanDeps,
  auth: AuthContext,
  studentId: number,
  name: string,
  batch?: number,
): Promise<NewPlan> {
  const { admissions, fillingRules } = deps;
  const record = await planningContext(deps, auth, studentId);
  const trackCode = await admissions.planTrack(record.province, record.mainSubject);
  // The exam year's plan book, else the latest earlier one (参考往年计划); never a later year's.
  const year = await admissions.planYearFor(record.province, trackCode, record.examYear);
  if (year === undefined) throw new AppError(ERROR.planNoEnrollmentData);
  const batchCode = batch ?? record.guiBatch;
  const rule = await fillingRules.fillingRuleFor(record.province, year, batchCode as BatchCode);
  if (!rule) throw new AppError(ERROR.planNoFillingRule);
  return {
    studentId,
    name,
    provinceCode: record.province,
    year,
    trackCode,
    batchCode,
    batchName: rule.batchName,
    fillingMode: rule.rule.fillingMode,
  };
}

/** Creates a plan (no id) in the province's current year and filling mode, or renames one. */
export async function editOrCreatePlan(deps: PlanDeps, auth: AuthContext, body: PlanNameBody): Promise<PlanSummary> {
  const { plans } = deps;
  const stamp = { userId: auth.userId, now: deps.now() };
  const refuseTaken = async (ownId?: number) => {
    const holder = await plans.findIdByName(auth.orgId, body.stuId, body.name);
    if (holder !== undefined && holder !== ownId) throw new AppError(ERROR.planNameTaken);
  };
  const refuseDuplicate = <T>(write: () => Promise<T>) =>
    refuseUniqueViolation(write, UNIQUE_KEYS.planName, () => new AppError(ERROR.planNameTaken));
  let id = body.id;
  if (id !== undefined) {
    const plan = await find(deps, auth, id);
    if (plan.studentId !== body.stuId) throw notFound();
    refuseLocked(plan);
    await refuseTaken(id);
    await refuseDuplicate(() => plans.rename(auth.orgId, plan.id, body.name, stamp));
  } else {
    const values = await newPlanOf(deps, auth, body.stuId, body.name, body.batchCode);
    await refuseTaken();
    id = await refuseDuplicate(() => plans.insert(auth.orgId, values, stamp));
  }
  const plan = await find(deps, auth, id);
  return summaryOf(deps, plan, (await plans.rowsOf([id])).get(id) ?? []);
}

/** All or nothing: one id outside the caller's scope refuses the whole request. */
export async function deletePlans(deps: PlanDeps, auth: AuthContext, ids: number[]): Promise<void> {
  const found = await findAll(deps, auth, ids);
  await withTransaction(deps.db, async (trx) => {
    await deps.guidance.within(trx).forgetPlans(auth.orgId, ids);
    await createPlansRepository(trx).deleteMany(
      auth.orgId,
      found.map((plan) => plan.id),
    );
  });
}

export async function updatePlan(deps: PlanDeps, auth: AuthContext, body: PlanUpdateBody): Promise<PlanSaved> {
  const plan = await find(deps, auth, body.id);
  refuseLocked(plan);
  return saveRows(deps, auth, plan, await storedRowsOf(plan, body.rows, deps.admissions), { basedOn: body.version });
}

/** Last year's rows by id, every one of them found, or the request is refused naming the missing ones. */
async function oldYearRowsOf(deps: PlanDeps, body: PlanImportOldBody) {
  const old = await deps.admissions.oldYearRows(body.ids, body.source);
  const foundIds = new Set(old.map((row) => row.id));
  const unknown = body.ids.filter((id) => !foundIds.has(id));
  if (unknown.length) {
    throw new AppError({
      code: ERROR.badRequest.code,
      msg: `${ERROR.badRequest.msg}：ids ${unknown.slice(0, 5).join('、')} 不存在`,
    });
  }
  return old;
}

/** Maps last year's rows onto this year's units of the plan and adds the matches. */
export async function importOldMajors(
  deps: PlanDeps,
  auth: AuthContext,
  body: PlanImportOldBody,
): Promise<PlanImportResult> {
  const plan = await find(deps, auth, body.id);
  refuseLocked(plan);
  const student = await studentContextOf(deps, auth, plan.studentId);
  if (!hasCompleteSubjects(student.record)) throw new AppError(ERROR.planSubjectsMissing);
  const old = await oldYearRowsOf(deps, body);
  const current = await deps.admissions.unitsOfColleges(
    planScopeOf(plan),
    old.map((row) => row.collegeCode),
  );
  const { matched, unmatched } = matchOldYearRows(old, current, student.subjects, plan);
  const stored = (await deps.plans.rowsOf([plan.id])).get(plan.id) ?? [];
  // The matches are added to the rows read here: a save in between is not overwritten.
  const saved = matched.length
    ? await saveRows(
        deps,
        auth,
        plan,
        withMatchedUnits(
          plan.fillingMode,
          stored,
          matched.map((match) => match.unit),
        ),
        { basedOn: plan.version, student },
      )
    : { plan: (await details(deps, auth, [plan]))[0] as PlanDetail, warnings: [] };
  return {
    ...saved,
    matched: matched.map((match) => ({ oldId: match.oldId, enrollmentPlanId: match.unit.id })),
    unmatched,
  };
}
