import type { StudentNumber } from '@zhihang/contract/dashboard/dashboard.schema';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { seesWholeOrg, type AuthContext } from '../../http/auth-context.ts';
import { entryYearOfGrade } from './school-calendar.ts';
import { createStudentsRepository, type StudentScope } from './students.repository.ts';

const GRADES = [1, 2, 3] as const;

export function createStudentsService({ db, now = Date.now }: { db: Kysely<Database>; now?: () => number }) {
  const students = createStudentsRepository(db);

  const scopeOf = (auth: AuthContext): StudentScope =>
    seesWholeOrg(auth) ? { orgId: auth.orgId } : { orgId: auth.orgId, teacherId: auth.userId };

  return {
    /** Students per grade (高一–高三) in the caller's scope, their total and how many were served. */
    async countByGrade(auth: AuthContext): Promise<StudentNumber> {
      const at = now();
      const entryYears = GRADES.map((grade) => entryYearOfGrade(grade, at));
      const counts = await students.countByEntryYear(scopeOf(auth), entryYears);
      const grades = GRADES.map((grade) => ({
        grade,
        number: counts.get(entryYearOfGrade(grade, at)) ?? 0,
      }));
      return {
        grades,
        allNumber: grades.reduce((sum, grade) => sum + grade.number, 0),
        serviceNumber: await students.countServed(scopeOf(auth), entryYears),
      };
    },
  };
}

export type StudentsService = ReturnType<typeof createStudentsService>;
