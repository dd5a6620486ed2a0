import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export function createAreasRepository(db: Kysely<Database>) {
  return {
    listAll(): Promise<Array<{ code: string; name: string; parent_code: string; level: number }>> {
      return db.selectFrom('areas').select(['code', 'name', 'parent_code', 'level']).orderBy('code').execute();
    },
  };
}
