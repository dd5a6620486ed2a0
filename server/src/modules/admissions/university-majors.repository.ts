import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * The catalogue majors a university enrols in, as its plan rows and its major admission lines name
 * them (linked to the catalogue: a major or a 专业类), whatever the province or year; the majors
 * module names them and orders them by 门类.
 */
export function createUniversityMajorsRepository(db: Kysely<Database>) {
  return {
    async majorIdsOf(universityId: number): Promise<number[]> {
      const rows = await db
        .selectFrom('enrollment_plans')
        .select('major_id')
        .where('university_id', '=', universityId)
        .where('major_id', 'is not', null)
        .union(
          db
            .selectFrom('major_admissions')
            .select('major_id')
            .where('university_id', '=', universityId)
            .where('major_id', 'is not', null),
        )
        .execute();
      return rows.map((row) => Number(row.major_id));
    },
  };
}
