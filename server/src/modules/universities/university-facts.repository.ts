import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** A university's degree points and 双一流 lists, for the enrolment detail endpoints. */
export function createUniversityFactsRepository(db: Kysely<Database>) {
  return {
    async degreePoints(universityId: number) {
      return db
        .selectFrom('universities')
        .select(['doctor_num', 'doctor_num2', 'master_num', 'master_num2'])
        .where('id', '=', universityId)
        .executeTakeFirst();
    },

    async disciplines(universityId: number) {
      return db
        .selectFrom('university_disciplines')
        .select(['list_name', 'discipline_code', 'discipline_name', 'grade'])
        .where('university_id', '=', universityId)
        .orderBy('list_name')
        .orderBy('discipline_code')
        .orderBy('discipline_name')
        .execute();
    },

    async firstClassMajors(universityId: number) {
      return db
        .selectFrom('first_class_major_sites')
        .select(['major_id', 'major_name', 'batch', 'batch_year', 'tier'])
        .where('university_id', '=', universityId)
        .orderBy('major_name')
        .execute();
    },
  };
}
