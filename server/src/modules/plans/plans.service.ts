import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { compareUnits, diffPlans } from './plan-comparing.service.ts';
import { detailOf, details, find, findAll, studentContextOf, summaryOf, type PlanDeps } from './plan-detail.service.ts';
import { deletePlans, editOrCreatePlan, importOldMajors, updatePlan } from './plan-editing.service.ts';
import { intelligentMake, makeNewPlan } from './plan-making.service.ts';
import { makingInThread } from './plan-making-pool.ts';
import {
  countPlans,
  countStudentsWithPlans,
  listPlans,
  planInfo,
  plansWithChart,
  plansWithOldYearMajorNum,
  planWithSelected,
  selectedNum,
  severalPlans,
} from './plan-reading.service.ts';
import { createPlanRecords } from './plan-records.ts';
import { createPlansRepository } from './plans.repository.ts';

export { hasCompleteSubjects, subjectsOfRecord } from './plan-detail.service.ts';
export type { PlanMaking } from './plan-making.service.ts';

/** What the plans service is built from; the making runs on this thread and `now` is the clock unless given. */
type Dependencies = Omit<PlanDeps, 'plans' | 'now' | 'making'> & Partial<Pick<PlanDeps, 'now' | 'making'>>;

/**
 * The plans service: one object over the parts that read (plan-detail, plan-reading), edit
 * (plan-editing), make (plan-making) and compare (plan-comparing) plans, so that the routes and
 * the other modules keep one service to call.
 */
export function createPlansService(dependencies: Dependencies) {
  const deps: PlanDeps = {
    ...dependencies,
    plans: createPlanRecords(dependencies.db, dependencies),
    now: dependencies.now ?? Date.now,
    making: dependencies.making ?? makingInThread,
  };
  // Each operation is a function of the dependencies and its arguments; the service binds the first.
  const withDeps =
    <A extends unknown[], R>(operation: (deps: PlanDeps, ...args: A) => R) =>
    (...args: A) =>
      operation(deps, ...args);
  return {
    find: withDeps(find),
    findAll: withDeps(findAll),
    details: withDeps(details),
    summaryOf: withDeps(summaryOf),
    studentContext: withDeps(studentContextOf),
    detailOf: withDeps(detailOf),
    rowsOf: (ids: readonly number[]) => deps.plans.rowsOf(ids),
    editOrCreate: withDeps(editOrCreatePlan),
    delete: withDeps(deletePlans),
    update: withDeps(updatePlan),
    list: withDeps(listPlans),
    count: withDeps(countPlans),
    selectedNum: withDeps(selectedNum),
    info: withDeps(planInfo),
    withSelected: withDeps(planWithSelected),
    several: withDeps(severalPlans),
    diff: withDeps(diffPlans),
    compareUnits: withDeps(compareUnits),
    withChart: withDeps(plansWithChart),
    withOldYearMajorNum: withDeps(plansWithOldYearMajorNum),
    importOldMajors: withDeps(importOldMajors),
    intelligentMake: withDeps(intelligentMake),
    makeNewPlan: withDeps(makeNewPlan),
    countStudentsWithPlans: withDeps(countStudentsWithPlans),
  };
}

export type PlansService = ReturnType<typeof createPlansService>;

/**
 * What another module asks of plans on its own connection: the class board sets deadlines inside
 * its transaction, and the guidance record checks its opened plan (guidance is created before the
 * plans, which are built on it).
 */
export function planStepsWithin(executor: Kysely<Database>) {
  const plans = createPlansRepository(executor);
  return {
    isStudentPlan: (orgId: number, studentId: number, planId: number) => plans.isStudentPlan(orgId, studentId, planId),
    /** Sets the reply-by date on the organisation's plans. */
    setDeadline: (orgId: number, planIds: readonly number[], deadlineAt: number) =>
      plans.setDeadline(orgId, planIds, deadlineAt),
  };
}
