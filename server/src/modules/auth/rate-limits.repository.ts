import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * Fixed-window counters kept in the database, so every app instance behind a load balancer
 * sees the same counts.
 */
export function createRateLimitsRepository(db: Kysely<Database>) {
  const windowStartOf = (now: number, windowMs: number) => Math.floor(now / windowMs) * windowMs;

  return {
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

    async count(key: string, windowMs: number, now: number): Promise<number> {
      const row = await db
        .selectFrom('rate_limit_buckets')
        .select('hits')
        .where('bucket_key', '=', key)
        .where('window_start', '=', windowStartOf(now, windowMs))
        .executeTakeFirst();
      return row?.hits ?? 0;
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
