import { sql, type Kysely } from 'kysely';

/**
 * 位次 starts at 1: a plan row's lowest rank of 0 was a compilation's blank for "not published"
 * (广东 2024–2025 历史类), which lists showed as rank 0. The importer now stores it as unknown;
 * this clears what earlier imports stored.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`update enrollment_plans set min_rank = null, min_rank_derived = 0 where min_rank = 0`.execute(db);
  await sql`update enrollment_plans set prev_min_rank = null where prev_min_rank = 0`.execute(db);
}
