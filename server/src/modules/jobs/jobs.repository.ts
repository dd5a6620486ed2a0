import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Jobs (职业分类大典 tree): platform-wide content. */
export function createJobsRepository(db: Kysely<Database>) {
  return {
    async idsByCode(): Promise<Map<string, number>> {
      const rows = await db.selectFrom('jobs').select(['id', 'code']).execute();
      return new Map(rows.map((row) => [row.code, row.id]));
    },
  };
}
