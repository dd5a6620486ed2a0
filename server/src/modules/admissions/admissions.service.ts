import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { createPlanHistoryRepository, type PlanHistoryYear } from './plan-history.repository.ts';

export type { PlanHistoryYear } from './plan-history.repository.ts';

/**
 * The one home of admissions data access (一分一段, control lines, admission history, enrollment
 * plans and their history): other modules call this service, never the repositories.
 */
export function createAdmissionsService({ db }: { db: Kysely<Database> }) {
  const planHistory = createPlanHistoryRepository(db);

  return {
    /**
     * Each plan row's history in the three years before its own, newest first; every asked id
     * that exists is a key (an empty list when nothing is known), unknown ids are left out.
     */
    async planHistory(planIds: number[]): Promise<Map<number, PlanHistoryYear[]>> {
      return planHistory.publishedPrevious([...new Set(planIds)]);
    },
  };
}

export type AdmissionsService = ReturnType<typeof createAdmissionsService>;
