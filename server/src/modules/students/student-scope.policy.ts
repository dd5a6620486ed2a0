import type { ExpressionBuilder, Expression, SqlBool } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { seesWholeOrg, type AuthContext } from '../../http/auth-context.ts';

/**
 * Which students a caller may see: always their own organisation's; `teacherId` narrows to one
 * teacher's students, undefined means the whole organisation. The students and evaluations
 * modules read students only through this scope; plans ask the students service which of their
 * students lie in it (`idsInScope`).
 */
export type StudentScope = { orgId: number; teacherId?: number };

/** A role scoped to the organisation sees every student of it; a role scoped to its holder, their own. */
export function studentScopeOf(auth: Pick<AuthContext, 'userId' | 'orgId' | 'dataScope'>): StudentScope {
  return seesWholeOrg(auth) ? { orgId: auth.orgId } : { orgId: auth.orgId, teacherId: auth.userId };
}

/** Whether a student already loaded (its org and teacher) lies in the scope. */
export function isInStudentScope(scope: StudentScope, student: { orgId: number; teacherId: number }): boolean {
  return student.orgId === scope.orgId && (scope.teacherId === undefined || student.teacherId === scope.teacherId);
}

/**
 * The scope as a condition on the `students` table, for any query that selects, updates or
 * joins it: `query.where(studentScopeCondition(scope))`.
 */
export function studentScopeCondition(
  scope: StudentScope,
): (eb: ExpressionBuilder<Database, 'students'>) => Expression<SqlBool> {
  return (eb) =>
    scope.teacherId === undefined
      ? eb('students.org_id', '=', scope.orgId)
      : eb.and([eb('students.org_id', '=', scope.orgId), eb('students.teacher_id', '=', scope.teacherId)]);
}
