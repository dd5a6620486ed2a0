import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { createWindowCounters } from '../../db/window-counters.ts';

/**
 * Wrong share codes per address, in the same fixed-window counters as the login limits, so that
 * every app instance counts the same attempts.
 */
export function createShareAttemptsRepository(db: Kysely<Database>) {
  const counters = createWindowCounters(db);
  return {
    failures: counters.count,
    /** Counts one failure and answers the window's count, atomically. */
    fail: counters.hit,
  };
}
