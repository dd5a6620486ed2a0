import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * Wrong share codes per address, in fixed windows in the database (rate_limit_buckets, as the
 * login limits keep theirs) so that every app instance counts the same attempts.
 */
export function createShareAttemptsRepository(db: Kysely<Database>) {
  const windowStartOf = (now: number, windowMs: number) => Math.floor(now / windowMs) * windowMs;
  return {
    async failures(key: string, windowMs: number, now: number): Promise<number> {
      const row = await db
        .selectFrom('rate_limit_buckets')
        .select('hits')
        .where('bucket_key', '=', key)
        .where('window_start', '=', windowStartOf(now, windowMs))
        .executeTakeFirst();
      return row?.hits ?? 0;
    },

    /** Counts one failure and answers the window's count, atomically. */
    async fail(key: string, windowMs: number, now: number): Promise<number> {
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
  };
}
