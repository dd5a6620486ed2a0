import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { DatabaseTransaction } from '../../db/transaction.ts';
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
 * The plans repository with its plans' people named: the reviewer, and for a held plan whoever
 * changed it last, read through auth's directory on the same connection (`people` is
 * `within(trx)` inside a transaction).
 */
export function createPlanRecords(executor: Kysely<Database>, people: UserDirectory) {
  const plans = createPlansRepository(executor);
  return {
    ...plans,
    find: async (...args: Parameters<typeof plans.find>) => named(people, await plans.find(...args)),
    findMany: async (...args: Parameters<typeof plans.findMany>): Promise<PlanRecord[]> =>
      withReviewerNames(people, await plans.findMany(...args)),
    listOfStudent: async (...args: Parameters<typeof plans.listOfStudent>): Promise<PlanRecord[]> =>
      withReviewerNames(people, await plans.listOfStudent(...args)),
    findShared: async (shareId: string) => named(people, await plans.findShared(shareId)),
    sharedOfAccount: async (...args: Parameters<typeof plans.sharedOfAccount>) =>
      withReviewerNames(people, await plans.sharedOfAccount(...args)),

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
export const planRecordsWithin = (trx: DatabaseTransaction, people: PlanPeople) =>
  createPlanRecords(trx, people.within(trx));
