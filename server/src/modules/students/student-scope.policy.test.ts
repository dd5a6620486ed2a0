import { DummyDriver, Kysely, SqliteAdapter, SqliteIntrospector, SqliteQueryCompiler } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/schema.ts';
import { DATA_SCOPE, type DataScope } from '@zhihang/contract/access/data-scope';
import { isInStudentScope, studentScopeCondition, studentScopeOf } from './student-scope.policy.ts';

const caller = (dataScope: DataScope) => ({ userId: 7, orgId: 3, dataScope });

/** Compiles queries without a database, to read the SQL the condition makes. */
const db = new Kysely<Database>({
  dialect: {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (kysely) => new SqliteIntrospector(kysely),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  },
});

describe('studentScopeOf', () => {
  it("gives a role scoped to its holder the holder's own students of their org", () => {
    expect(studentScopeOf(caller(DATA_SCOPE.own))).toEqual({ orgId: 3, teacherId: 7 });
  });

  it('gives roles scoped to the organisation or the platform the whole org, and no other', () => {
    expect(studentScopeOf(caller(DATA_SCOPE.org))).toEqual({ orgId: 3 });
    expect(studentScopeOf(caller(DATA_SCOPE.platform))).toEqual({ orgId: 3 });
  });
});

describe('isInStudentScope', () => {
  it('needs the org, and the teacher when the scope names one', () => {
    expect(isInStudentScope({ orgId: 3, teacherId: 7 }, { orgId: 3, teacherId: 7 })).toBe(true);
    expect(isInStudentScope({ orgId: 3, teacherId: 7 }, { orgId: 3, teacherId: 8 })).toBe(false);
    expect(isInStudentScope({ orgId: 3 }, { orgId: 3, teacherId: 8 })).toBe(true);
    expect(isInStudentScope({ orgId: 3 }, { orgId: 4, teacherId: 8 })).toBe(false);
  });
});

describe('studentScopeCondition', () => {
  it('filters the students table by org, and by teacher for a teacher', () => {
    const teacher = db
      .selectFrom('students')
      .select('id')
      .where(studentScopeCondition({ orgId: 3, teacherId: 7 }));
    expect(teacher.compile().sql).toBe(
      'select "id" from "students" where ("students"."org_id" = ? and "students"."teacher_id" = ?)',
    );
    expect(teacher.compile().parameters).toEqual([3, 7]);
    const admin = db
      .selectFrom('students')
      .select('id')
      .where(studentScopeCondition({ orgId: 3 }));
    expect(admin.compile().sql).toBe('select "id" from "students" where "students"."org_id" = ?');
  });

  it('applies to queries that join students and to updates', () => {
    const joined = db
      .selectFrom('guidance_records')
      .innerJoin('students', 'students.id', 'guidance_records.student_id')
      .select('guidance_records.id')
      .where(studentScopeCondition({ orgId: 3, teacherId: 7 }));
    expect(joined.compile().sql).toContain('where ("students"."org_id" = ? and "students"."teacher_id" = ?)');
    const update = db
      .updateTable('students')
      .set({ status: 0 })
      .where(studentScopeCondition({ orgId: 3 }))
      .where('id', '=', 9);
    expect(update.compile().sql).toBe('update "students" set "status" = ? where "students"."org_id" = ? and "id" = ?');
  });
});
