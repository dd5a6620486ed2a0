import { sql, type RawBuilder, type SqlBool } from 'kysely';

/**
 * The SQL twin of `subjectFit` (contract/src/admissions/subject-fit.ts) for a table with
 * subject_all_mask / subject_any_mask (enrollment plans, admissions): the row's required bits
 * are all among the student's, and one of its alternatives is when it has any. A requirement
 * that could not be read (both masks 0) excludes nobody, as in the pure function.
 */
export function subjectFitCondition(tableAlias: string, studentMask: number): RawBuilder<SqlBool> {
  const allMask = sql.ref(`${tableAlias}.subject_all_mask`);
  const anyMask = sql.ref(`${tableAlias}.subject_any_mask`);
  // The complement as a positive 31-bit integer: the same number in SQLite and PostgreSQL.
  const lacking = ~studentMask & 0x7fffffff;
  return sql<SqlBool>`((${allMask} & ${lacking}) = 0 and (${anyMask} = 0 or (${anyMask} & ${studentMask}) <> 0))`;
}
