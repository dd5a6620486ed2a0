import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { createWindowCounters, windowStartOf } from '../../db/window-counters.ts';

/**
 * Fixed-window counters kept in the database, so every app instance behind a load balancer
 * sees the same counts.
 */
export function createRateLimitsRepository(db: Kysely<Database>) {
  const counters = createWindowCounters(db);

  return {
    hit: counters.hit,

    /** Takes back one hit of the window that `now` falls in (a booking that proved unneeded). */
    async release(key: string, windowMs: number, now: number): Promise<void> {
      await db
        .updateTable('rate_limit_buckets')
        .set({ hits: sql`hits - 1` })
        .where('bucket_key', '=', key)
        .where('window_start', '=', windowStartOf(now, windowMs))
        .where('hits', '>', 0)
        .execute();
    },

    async clear(key: string): Promise<void> {
      await db.deleteFrom('rate_limit_buckets').where('bucket_key', '=', key).execute();
    },

    async deleteOlderThan(cutoff: number): Promise<void> {
      await db.deleteFrom('rate_limit_buckets').where('window_start', '<', cutoff).execute();
    },
  };
}

export type RateLimitsRepository = ReturnType<typeof createRateLimitsRepository>;
