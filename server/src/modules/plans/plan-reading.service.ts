import { planMajorName } from '@zhihang/contract/enrollment/plan-row-text';
import type { PlanChart, PlanDetail, PlanSummary } from '@zhihang/contract/plans/plan.schema';
import type { AuthContext } from '../../http/auth-context.ts';
import { studentScopeOf } from '../students/student-scope.policy.ts';
import {
  details,
  find,
  findAll,
  notFound,
  readable,
  summaryOf,
  viewsOf,
  type PlanDeps,
} from './plan-detail.service.ts';
import { tierCountsOf } from './plan-view.ts';

export async function listPlans(deps: PlanDeps, auth: AuthContext, studentId: number): Promise<PlanSummary[]> {
  await deps.students.info(auth, studentId);
  const list = await deps.plans.listOfStudent(studentScopeOf(auth), studentId);
  const rows = await deps.plans.rowsOf(list.map((plan) => plan.id));
  return list.map((plan) => summaryOf(deps, plan, rows.get(plan.id) ?? []));
}

export async function countPlans(deps: PlanDeps, auth: AuthContext, studentId: number): Promise<number> {
  await deps.students.info(auth, studentId);
  return (await deps.plans.listOfStudent(studentScopeOf(auth), studentId)).length;
}

export async function selectedNum(deps: PlanDeps, auth: AuthContext, studentId: number) {
  const record = await deps.guidance.info(auth, studentId);
  const list = await listPlans(deps, auth, studentId);
  return {
    stuId: studentId,
    selectedNum: record.selectedEnrollmentPlanIdList.length,
    planNum: list.length,
    plans: list.map((plan) => ({
      id: plan.id,
      name: plan.name,
      rowCount: plan.rowCount,
      majorCount: plan.majorCount,
    })),
  };
}

/** One plan of the caller's scope, or one they are named to review (that plan only). */
export async function planInfo(deps: PlanDeps, auth: AuthContext, id: number): Promise<PlanDetail> {
  const { plan, reader } = await readable(deps, auth, id);
  return (await details(deps, reader, [plan]))[0] as PlanDetail;
}

/** One plan of the student; updateOpened 1 makes it the plan the guidance page opens. */
export async function planWithSelected(
  deps: PlanDeps,
  auth: AuthContext,
  stuId: number,
  planId: number,
  updateOpened: 0 | 1,
): Promise<PlanDetail> {
  const plan = await find(deps, auth, planId);
  if (plan.studentId !== stuId) throw notFound();
  if (updateOpened === 1) await deps.guidance.openPlan(auth, stuId, planId, plan.fillingMode);
  return (await details(deps, auth, [plan]))[0] as PlanDetail;
}

export async function severalPlans(
  deps: PlanDeps,
  auth: AuthContext,
  planIds: number[],
  stuId?: number,
): Promise<PlanDetail[]> {
  const list = await findAll(deps, auth, planIds);
  if (stuId !== undefined && list.some((plan) => plan.studentId !== stuId)) throw notFound();
  return details(deps, auth, list);
}

/** The student's plans, each with its tier counts and its slots as a ladder of reference ranks. */
export async function plansWithChart(deps: PlanDeps, auth: AuthContext, studentId: number): Promise<PlanChart[]> {
  await deps.students.info(auth, studentId);
  const views = await viewsOf(deps, auth, await deps.plans.listOfStudent(studentScopeOf(auth), studentId));
  return views.map(({ plan, stored, student, rows }) => ({
    ...summaryOf(deps, plan, stored),
    tierCounts: tierCountsOf(rows),
    studentRank: student.rank,
    ladder: rows.map((row) => ({
      slot: row.slot,
      label: [
        row.collegeName,
        row.groupName || (row.groupCode ? `${row.groupCode}组` : ''),
        // A group-only row's "major" is the group again (四川大学组3801): the group label says it.
        row.majors.length === 1 && !planMajorName(row.majors[0]!, row.groupCode).groupOnly
          ? row.majors[0]!.majorName
          : '',
      ]
        .filter(Boolean)
        .join(' '),
      referenceRank: row.referenceRank,
      tier: row.tier,
    })),
  }));
}

/** Plans with how many of their majors have last year's admissions. */
export async function plansWithOldYearMajorNum(deps: PlanDeps, auth: AuthContext, studentId: number) {
  await deps.students.info(auth, studentId);
  const views = await viewsOf(deps, auth, await deps.plans.listOfStudent(studentScopeOf(auth), studentId));
  return views.map(({ plan, stored, rows }) => ({
    ...summaryOf(deps, plan, stored),
    oldYearMajorNum: rows
      .flatMap((row) => row.majors)
      .filter((major) => major.history.some((entry) => entry.year === plan.year - 1)).length,
  }));
}

/** Students of the caller's scope, of those entry years, with at least one plan (dashboard). */
export function countStudentsWithPlans(
  deps: PlanDeps,
  auth: AuthContext,
  entryYears: readonly number[],
): Promise<number> {
  return deps.plans.countStudentsWithPlans(studentScopeOf(auth), entryYears);
}
