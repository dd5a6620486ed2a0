import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { createWindowCounters } from '../../db/window-counters.ts';

/**
 * Wrong share codes, counted twice: per address in the same fixed-window counters as the login
 * limits, and per link (all addresses together) until the teacher issues a new code. Both live in
 * the database, so that every app instance counts the same attempts.
 */
export function createShareAttemptsRepository(db: Kysely<Database>) {
  const counters = createWindowCounters(db);
  return {
    failures: counters.count,
    /** Counts one failure and answers the window's count, atomically. */
    fail: counters.hit,

    /**
     * Counts an attempt on the link before its code is checked and answers the count with it, in
     * one statement: parallel attempts each see a different count, so no burst gets more checks
     * than the limit.
     */
    async takeLinkAttempt(shareId: string, now: number): Promise<number> {
      const row = await db
        .insertInto('share_link_attempts')
        .values({ share_id: shareId, failures: 1, updated_at: now })
        .onConflict((conflict) =>
          conflict.column('share_id').doUpdateSet({ failures: sql`share_link_attempts.failures + 1`, updated_at: now }),
        )
        .returning('failures')
        .executeTakeFirstOrThrow();
      return row.failures;
    },

    /** Gives back the attempt of a right code: only wrong codes stay counted. */
    async returnLinkAttempt(shareId: string): Promise<void> {
      await db
        .updateTable('share_link_attempts')
        .set({ failures: sql`failures - 1` })
        .where('share_id', '=', shareId)
        .where('failures', '>', 0)
        .execute();
    },

    async linkFailures(shareId: string): Promise<number> {
      const row = await db
        .selectFrom('share_link_attempts')
        .select('failures')
        .where('share_id', '=', shareId)
        .executeTakeFirst();
      return row?.failures ?? 0;
    },

    /** A new code starts the link's count again. */
    async clearLink(shareId: string): Promise<void> {
      await db.deleteFrom('share_link_attempts').where('share_id', '=', shareId).execute();
    },
  };
}
