import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { DatabaseTransaction } from '../../db/transaction.ts';
import type { StudentScope } from '../students/student-scope.policy.ts';
import { createPlansRepository, type PlanRecord, type StoredPlanRecord } from './plans.repository.ts';

/** Who users are (auth's directory): by id, whatever the organisation. */
export type UserDirectory = {
  userNames(ids: readonly number[]): Promise<Map<number, string>>;
  userEntries(ids: readonly number[]): Promise<Map<number, { name: string; orgId: number }>>;
};

/** A plan as a writer finds it once it holds the plan: with the name of whoever changed it last. */
export type LockedPlanRecord = PlanRecord & { updatedByName: string };

/** auth's directory on the database, and inside a plan's saving transaction (`within`). */
export type PlanPeople = UserDirectory & { within(trx: DatabaseTransaction): UserDirectory };

/** What plans ask of the students module (its service), the owner of the students. */
export type PlanStudents = {
  idsInScope(scope: StudentScope, ids: readonly number[]): Promise<Set<number>>;
  idOfAccount(orgId: number, userId: number): Promise<number | undefined>;
  countActiveOf(scope: StudentScope, entryYears: readonly number[], ids: readonly number[]): Promise<number>;
  activeEntries(orgId: number, ids: readonly number[]): Promise<Map<number, { name: string; className: string }>>;
};

/** Who plans are read with: auth's directory of users and the students service. */
export type PlanRecordPorts = { people: UserDirectory; students: PlanStudents };

/** The plans with their reviewers' names, one read of the names for all of them. */
async function withReviewerNames<T extends StoredPlanRecord>(
  people: UserDirectory,
  plans: readonly T[],
): Promise<Array<T & Pick<PlanRecord, 'reviewerName'>>> {
  const ids = plans.flatMap((plan) => (plan.reviewerId === null ? [] : [plan.reviewerId]));
  const names = ids.length ? await people.userNames(ids) : new Map<number, string>();
  return plans.map((plan) => ({
    ...plan,
    reviewerName: plan.reviewerId === null ? '' : (names.get(plan.reviewerId) ?? ''),
  }));
}

async function named<T extends StoredPlanRecord>(
  people: UserDirectory,
  plan: T | undefined,
): Promise<(T & Pick<PlanRecord, 'reviewerName'>) | undefined> {
  return plan ? (await withReviewerNames(people, [plan]))[0] : undefined;
}

/**
 * The plans repository over its owners' services: a plan is read in the caller's student scope
 * (a plan of a student outside it is simply not found), asked of the students service for the
 * plans' student ids; its reviewer, and for a held plan whoever changed it last, are named
 * through auth's directory on the same connection (`people` is `within(trx)` inside a
 * transaction, where only `lock` and the writes are used).
 */
export function createPlanRecords(executor: Kysely<Database>, { people, students }: PlanRecordPorts) {
  const plans = createPlansRepository(executor);
  /** The plans of students in the scope, in the order given. */
  const inScope = async <T extends StoredPlanRecord>(scope: StudentScope, found: readonly T[]): Promise<T[]> => {
    if (!found.length) return [];
    const ids = await students.idsInScope(
      scope,
      found.map((plan) => plan.studentId),
    );
    return found.filter((plan) => ids.has(plan.studentId));
  };
  return {
    ...plans,
    async find(scope: StudentScope, id: number): Promise<PlanRecord | undefined> {
      const plan = await plans.find(scope.orgId, id);
      return named(people, plan && (await inScope(scope, [plan]))[0]);
    },
    findMany: async (scope: StudentScope, ids: readonly number[]): Promise<PlanRecord[]> =>
      withReviewerNames(people, await inScope(scope, await plans.findMany(scope.orgId, ids))),
    async listOfStudent(scope: StudentScope, studentId: number): Promise<PlanRecord[]> {
      if (!(await students.idsInScope(scope, [studentId])).has(studentId)) return [];
      return withReviewerNames(people, await plans.listOfStudent(scope.orgId, studentId));
    },
    findShared: async (shareId: string) => named(people, await plans.findShared(shareId)),

    /** The valid shared plans of the student signed in with this account. */
    async sharedOfAccount(orgId: number, userId: number, now: number) {
      const studentId = await students.idOfAccount(orgId, userId);
      if (studentId === undefined) return [];
      return withReviewerNames(people, await plans.sharedOfStudent(orgId, studentId, now));
    },

    /** Students in the scope, active and of the given entry years, with at least one plan. */
    countStudentsWithPlans: async (scope: StudentScope, entryYears: readonly number[]): Promise<number> =>
      students.countActiveOf(scope, entryYears, await plans.studentIdsWithPlans(scope.orgId)),

    /** Holds the plan (see the repository's `lock`) and names its reviewer and its last editor. */
    async lock(orgId: number, id: number): Promise<LockedPlanRecord | undefined> {
      const plan = await plans.lock(orgId, id);
      if (!plan) return undefined;
      const ids = plan.reviewerId === null ? [plan.updatedBy] : [plan.reviewerId, plan.updatedBy];
      const names = await people.userNames(ids);
      return {
        ...plan,
        reviewerName: plan.reviewerId === null ? '' : (names.get(plan.reviewerId) ?? ''),
        updatedByName: names.get(plan.updatedBy) ?? '',
      };
    },
  };
}

export type PlanRecords = ReturnType<typeof createPlanRecords>;

/** The plan records inside a transaction, the people named on it too. */
export const planRecordsWithin = (trx: DatabaseTransaction, ports: { people: PlanPeople; students: PlanStudents }) =>
  createPlanRecords(trx, { people: ports.people.within(trx), students: ports.students });
