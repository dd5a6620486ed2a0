import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** `teacherId` narrows to one teacher's students; undefined means the whole organisation. */
export type StudentScope = { orgId: number; teacherId?: number };

export function createStudentsRepository(db: Kysely<Database>) {
  const inScope = (scope: StudentScope) => {
    let query = db.selectFrom('students').where('students.org_id', '=', scope.orgId).where('students.status', '=', 1);
    if (scope.teacherId !== undefined) query = query.where('students.teacher_id', '=', scope.teacherId);
    return query;
  };

  return {
    async countByEntryYear(scope: StudentScope, entryYears: number[]): Promise<Map<number, number>> {
      const rows = await inScope(scope)
        .select(['students.entry_year', (eb) => eb.fn.countAll<number>().as('total')])
        .where('students.entry_year', 'in', entryYears)
        .groupBy('students.entry_year')
        .execute();
      return new Map(rows.map((row) => [row.entry_year, Number(row.total)]));
    },

    /** Students of those entry years with at least one guidance record. */
    async countServed(scope: StudentScope, entryYears: number[]): Promise<number> {
      const row = await inScope(scope)
        .where('students.entry_year', 'in', entryYears)
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('guidance_records')
              .select('guidance_records.id')
              .whereRef('guidance_records.student_id', '=', 'students.id')
              .where('guidance_records.org_id', '=', scope.orgId),
          ),
        )
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirst();
      return Number(row?.total ?? 0);
    },
  };
}
