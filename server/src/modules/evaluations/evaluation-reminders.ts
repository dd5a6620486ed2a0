import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { withTransaction } from '../../db/transaction.ts';
import { createEvaluationsRepository, type EvaluationsRepository, type OverdueRow } from './evaluations.repository.ts';

/** How long after a reminder an overdue assignment is left alone. */
export const REMINDER_INTERVAL_MS = 24 * 3_600_000;

/**
 * The one reminding step, whether a teacher picks assignments (/evaluation/remind) or the daily
 * job finds the overdue ones: marks them reminded at `at`, which the teacher's list and the
 * student's phone show, and which keeps the daily job off them for a day. Returns how many.
 */
export function remindAssignments(
  repository: EvaluationsRepository,
  orgId: number,
  ids: readonly number[],
  at: number,
): Promise<number> {
  return repository.markReminded(orgId, ids, at);
}

/**
 * The scheduled reminder's step: marks every unfinished assignment past its deadline that was not
 * reminded in the last day as reminded at `at` (the student's phone shows it) and returns them,
 * in one organisation or all. Running it twice in a row reminds nobody twice.
 */
export async function remindOverdueEvaluations(
  db: Kysely<Database>,
  at: number,
  options: { orgId?: number } = {},
): Promise<OverdueRow[]> {
  return withTransaction(db, async (trx) => {
    const repository = createEvaluationsRepository(trx);
    const due = (await repository.overdue(at, options.orgId)).filter(
      (row) => row.remindedAt === null || row.remindedAt <= at - REMINDER_INTERVAL_MS,
    );
    const byOrg = new Map<number, number[]>();
    for (const row of due) byOrg.set(row.orgId, [...(byOrg.get(row.orgId) ?? []), row.id]);
    for (const [orgId, ids] of byOrg) await remindAssignments(repository, orgId, ids, at);
    return due.map((row) => ({ ...row, remindedAt: at }));
  });
}
