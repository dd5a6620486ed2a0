import { sql, type Kysely } from 'kysely';
import type { Database } from './schema.ts';

/** The start of the fixed window that `now` falls in: whole multiples of the window length. */
export const windowStartOf = (now: number, windowMs: number): number => Math.floor(now / windowMs) * windowMs;

/**
 * Fixed-window counters in `rate_limit_buckets`, shared by every limit (logins, share codes), so
 * that every app instance on one database sees the same counts.
 */
export function createWindowCounters(db: Kysely<Database>) {
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

    /** The hits of the window that `now` falls in. */
    async count(key: string, windowMs: number, now: number): Promise<number> {
      const row = await db
        .selectFrom('rate_limit_buckets')
        .select('hits')
        .where('bucket_key', '=', key)
        .where('window_start', '=', windowStartOf(now, windowMs))
        .executeTakeFirst();
      return row?.hits ?? 0;
    },
  };
}
