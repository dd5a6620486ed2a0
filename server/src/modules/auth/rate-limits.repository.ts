import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * Fixed-window counters kept in the database, so every app instance behind a load balancer
 * sees the same counts.
 */
export function createRateLimitsRepository(db: Kysely<Database>) {
  const windowStartOf = (now: number, windowMs: number) => Math.floor(now / windowMs) * windowMs;

  return {
    /**
     * Counts one hit and returns the window's count in the same statement, so that parallel
     * requests, on one instance or several, each see a different count.
     */
    async hit(key: string, windowMs: number, now: number): Promise<number> {
      const row = await db
        .insertInto('rate_limit_buckets')
        .values({ bucket_key: key, window_start: windowStartOf(now, windowMs), hits: 1 })
        .onConflict((conflict) =>
          conflict.columns(['bucket_key', 'window_start']).doUpdateSet({ hits: sql`rate_limit_buckets.hits + 1` }),
        )
        .returning('hits')
        .executeTakeFirstOrThrow();
      return row.hits;
    },

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
