import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, StudentsTable } from '../../db/schema.ts';
import { studentScopeCondition, type StudentScope } from './student-scope.policy.ts';
import { idChunks } from '../../lib/id-chunks.ts';

/** What a teacher records about a student, camelCase; multi-valued codes as arrays. */
export type StudentValues = {
  teacherId: number;
  name: string;
  gender: number;
  entryYear: number;
  className: string;
  studentNo: string;
  middleSchool: string;
  province: string;
  phone: string;
  status: number;
  nation: string;
  language: string;
  archiveCard: string;
  graduationIntention: string;
  specialReportingType: string[];
  vision: string;
  colorWeakness: string;
  otherTestType: string[];
  preferType: string;
  interestMajorOption: string;
  mainSubject: string;
  minorSubject1: string;
  minorSubject2: string;
  remark: string;
};

export type StudentRow = StudentValues & {
  id: number;
  orgId: number;
  userId: number | null;
  teacherName: string;
  account: string | null;
  createdAt: number;
  updatedAt: number;
};

/** Filters already resolved to columns (grade → entry year). */
export type StudentQuery = {
  name?: string;
  entryYear?: number;
  className?: string;
  teacherId?: number;
  mainSubject?: string;
  minorSubject?: string;
  province?: string;
  status?: number;
};

const splitCodes = (value: string) => (value ? value.split(',') : []);

function toColumns(values: StudentValues) {
  return {
    teacher_id: values.teacherId,
    name: values.name,
    gender: values.gender,
    entry_year: values.entryYear,
    class_name: values.className,
    student_no: values.studentNo,
    middle_school: values.middleSchool,
    province: values.province,
    phone: values.phone,
    status: values.status,
    nation: values.nation,
    language: values.language,
    archive_card: values.archiveCard,
    graduation_intention: values.graduationIntention,
    special_reporting_type: values.specialReportingType.join(','),
    vision: values.vision,
    color_weakness: values.colorWeakness,
    other_test_type: values.otherTestType.join(','),
    prefer_type: values.preferType,
    interest_major_option: values.interestMajorOption,
    main_subject: values.mainSubject,
    minor_subject1: values.minorSubject1,
    minor_subject2: values.minorSubject2,
    remark: values.remark,
  };
}

type SelectedRow = Selectable<StudentsTable> & { teacher_name: string | null; account: string | null };

/**
 * Names and account names of users, from the module that owns the accounts (auth): a student's
 * teacher and login account are named beside the rows, one query per page of students.
 */
export type StudentPeople = {
  userEntries(ids: readonly number[]): Promise<Map<number, { name: string; account: string }>>;
};

function toStudentRow(row: SelectedRow): StudentRow {
  return {
    id: row.id,
    orgId: row.org_id,
    userId: row.user_id,
    teacherId: row.teacher_id,
    teacherName: row.teacher_name ?? '',
    account: row.account,
    name: row.name,
    gender: row.gender,
    entryYear: row.entry_year,
    className: row.class_name,
    studentNo: row.student_no,
    middleSchool: row.middle_school,
    province: row.province,
    phone: row.phone,
    status: row.status,
    nation: row.nation,
    language: row.language,
    archiveCard: row.archive_card,
    graduationIntention: row.graduation_intention,
    specialReportingType: splitCodes(row.special_reporting_type),
    vision: row.vision,
    colorWeakness: row.color_weakness,
    otherTestType: splitCodes(row.other_test_type),
    preferType: row.prefer_type,
    interestMajorOption: row.interest_major_option,
    mainSubject: row.main_subject,
    minorSubject1: row.minor_subject1,
    minorSubject2: row.minor_subject2,
    remark: row.remark,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/**
 * `LIKE` pattern for a case-insensitive substring with `%` and `_` taken literally: SQLite's LIKE
 * ignores case and PostgreSQL's does not, so both sides are lower-cased.
 */
const containsPattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/** Rows per INSERT: 25 columns each stays far below either dialect's bound-parameter limit. */
const INSERT_CHUNK = 200;

export function createStudentsRepository(db: Kysely<Database>, people: StudentPeople) {
  const inScope = (scope: StudentScope) => db.selectFrom('students').where(studentScopeCondition(scope));

  const activeInScope = (scope: StudentScope) => inScope(scope).where('students.status', '=', 1);

  const filtered = (scope: StudentScope, filter: StudentQuery) => {
    let query = inScope(scope);
    if (filter.name) {
      query = query.where(sql<boolean>`lower(students.name) like ${containsPattern(filter.name)} escape '\\'`);
    }
    if (filter.entryYear !== undefined) query = query.where('students.entry_year', '=', filter.entryYear);
    if (filter.className) query = query.where('students.class_name', '=', filter.className);
    if (filter.teacherId !== undefined) query = query.where('students.teacher_id', '=', filter.teacherId);
    if (filter.mainSubject) query = query.where('students.main_subject', '=', filter.mainSubject);
    const minor = filter.minorSubject;
    if (minor) {
      query = query.where((eb) =>
        eb.or([eb('students.minor_subject1', '=', minor), eb('students.minor_subject2', '=', minor)]),
      );
    }
    if (filter.province) query = query.where('students.province', '=', filter.province);
    if (filter.status !== undefined) query = query.where('students.status', '=', filter.status);
    return query;
  };

  /** The rows with their teacher's name and their login account, as a join would give them. */
  const withNames = async (rows: Array<Selectable<StudentsTable>>): Promise<StudentRow[]> => {
    if (!rows.length) return [];
    const ids = rows.flatMap((row) => (row.user_id === null ? [row.teacher_id] : [row.teacher_id, row.user_id]));
    const users = await people.userEntries(ids);
    return rows.map((row) =>
      toStudentRow({
        ...row,
        teacher_name: users.get(row.teacher_id)?.name ?? null,
        account: row.user_id === null ? null : (users.get(row.user_id)?.account ?? null),
      }),
    );
  };

  return {
    async list(
      scope: StudentScope,
      filter: StudentQuery & { offset: number; limit: number },
    ): Promise<{ total: number; rows: StudentRow[] }> {
      const totalRow = await filtered(scope, filter)
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirst();
      const rows = await filtered(scope, filter)
        .selectAll('students')
        .orderBy('students.id', 'desc')
        .offset(filter.offset)
        .limit(filter.limit)
        .execute();
      return { total: Number(totalRow?.total ?? 0), rows: await withNames(rows) };
    },

    /** Every matching student, in list order (exports). */
    async listAll(scope: StudentScope, filter: StudentQuery, limit: number): Promise<StudentRow[]> {
      const rows = await filtered(scope, filter)
        .selectAll('students')
        .orderBy('students.id', 'desc')
        .limit(limit)
        .execute();
      return withNames(rows);
    },

    async findById(scope: StudentScope, id: number): Promise<StudentRow | undefined> {
      const row = await inScope(scope).selectAll('students').where('students.id', '=', id).executeTakeFirst();
      return row ? (await withNames([row]))[0] : undefined;
    },

    async findByUserId(orgId: number, userId: number): Promise<StudentRow | undefined> {
      const row = await inScope({ orgId })
        .selectAll('students')
        .where('students.user_id', '=', userId)
        .executeTakeFirst();
      return row ? (await withNames([row]))[0] : undefined;
    },

    /** Id of the org's student holding a student number, if any. */
    async findIdByStudentNo(orgId: number, studentNo: string): Promise<number | undefined> {
      const row = await inScope({ orgId })
        .select('students.id')
        .where('students.student_no', '=', studentNo)
        .executeTakeFirst();
      return row?.id;
    },

    /** Student numbers already given in the organisation. */
    async studentNumbers(orgId: number): Promise<Set<string>> {
      const rows = await inScope({ orgId })
        .select('students.student_no')
        .where('students.student_no', '<>', '')
        .execute();
      return new Set(rows.map((row) => row.student_no));
    },

    async insert(orgId: number, values: StudentValues, now: number, userId: number | null = null): Promise<number> {
      const row = await db
        .insertInto('students')
        .values({ org_id: orgId, ...toColumns(values), user_id: userId, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async insertMany(orgId: number, rows: StudentValues[], now: number): Promise<void> {
      for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
        await db
          .insertInto('students')
          .values(
            rows
              .slice(start, start + INSERT_CHUNK)
              .map((values) => ({ org_id: orgId, ...toColumns(values), created_at: now, updated_at: now })),
          )
          .execute();
      }
    },

    async update(scope: StudentScope, id: number, values: StudentValues, now: number): Promise<number> {
      const result = await db
        .updateTable('students')
        .set({ ...toColumns(values), updated_at: now })
        .where(studentScopeCondition(scope))
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** Links the account to a student that has none yet; 0 when another request linked one first. */
    async setUserId(orgId: number, id: number, userId: number, now: number): Promise<number> {
      const result = await db
        .updateTable('students')
        .set({ user_id: userId, updated_at: now })
        .where('org_id', '=', orgId)
        .where('id', '=', id)
        .where('user_id', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    async setTeacher(orgId: number, id: number, teacherId: number, now: number): Promise<void> {
      await db
        .updateTable('students')
        .set({ teacher_id: teacherId, updated_at: now })
        .where('org_id', '=', orgId)
        .where('id', '=', id)
        .execute();
    },

    /** Files every student of one teacher under another (a teacher leaving); the number moved. */
    async moveAllToTeacher(orgId: number, fromTeacherId: number, toTeacherId: number, now: number): Promise<number> {
      const result = await db
        .updateTable('students')
        .set({ teacher_id: toTeacherId, updated_at: now })
        .where('org_id', '=', orgId)
        .where('teacher_id', '=', fromTeacherId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** Students (of any status) filed under each of the given teachers; teachers with none are left out. */
    async countByTeachers(teacherIds: number[]): Promise<Map<number, number>> {
      if (!teacherIds.length) return new Map();
      const rows = await db
        .selectFrom('students')
        .select(['teacher_id', (eb) => eb.fn.countAll<number>().as('total')])
        .where('teacher_id', 'in', teacherIds)
        .groupBy('teacher_id')
        .execute();
      return new Map(rows.map((row) => [row.teacher_id, Number(row.total)]));
    },

    /** Ids (and account owners) of the given students that lie in the scope. */
    async findOwned(scope: StudentScope, ids: number[]): Promise<Array<{ id: number; userId: number | null }>> {
      const rows = await inScope(scope)
        .select(['students.id', 'students.user_id'])
        .where('students.id', 'in', ids)
        .execute();
      return rows.map((row) => ({ id: row.id, userId: row.user_id }));
    },

    /** Which of the given students lie in the scope, one query per 500 ids. */
    async idsInScope(scope: StudentScope, ids: readonly number[]): Promise<Set<number>> {
      const found = new Set<number>();
      for (const chunk of idChunks(ids)) {
        const rows = await inScope(scope).select('students.id').where('students.id', 'in', chunk).execute();
        for (const row of rows) found.add(row.id);
      }
      return found;
    },

    /** The id of the organisation's student signed in with this account (one at most). */
    async idOfAccount(orgId: number, userId: number): Promise<number | undefined> {
      const row = await inScope({ orgId })
        .select('students.id')
        .where('students.user_id', '=', userId)
        .executeTakeFirst();
      return row?.id;
    },

    /** Name and class of each active student of `ids` in the organisation, one query per 500 ids. */
    async activeEntries(
      orgId: number,
      ids: readonly number[],
    ): Promise<Map<number, { name: string; className: string }>> {
      const found = new Map<number, { name: string; className: string }>();
      for (const chunk of idChunks(ids)) {
        const rows = await activeInScope({ orgId })
          .select(['students.id', 'students.name', 'students.class_name'])
          .where('students.id', 'in', chunk)
          .execute();
        for (const row of rows) found.set(row.id, { name: row.name, className: row.class_name });
      }
      return found;
    },

    /** The active students of the scope, of a year and class when given, by class and id (班级看板). */
    async activeRoster(scope: StudentScope, filter: { entryYear?: number; className?: string }) {
      let query = activeInScope(scope).select([
        'students.id',
        'students.name',
        'students.class_name',
        'students.entry_year',
        'students.updated_at',
        'students.teacher_id',
      ]);
      if (filter.entryYear !== undefined) query = query.where('students.entry_year', '=', filter.entryYear);
      if (filter.className) query = query.where('students.class_name', '=', filter.className);
      const rows = await query.orderBy('students.class_name').orderBy('students.id').execute();
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        className: row.class_name,
        entryYear: row.entry_year,
        updatedAt: Number(row.updated_at),
        teacherId: row.teacher_id,
      }));
    },

    /** How many of the given students are active, in the scope and of those entry years. */
    async countActiveOf(scope: StudentScope, entryYears: readonly number[], ids: readonly number[]): Promise<number> {
      let total = 0;
      for (const chunk of idChunks(ids)) {
        const row = await activeInScope(scope)
          .where('students.entry_year', 'in', [...entryYears])
          .where('students.id', 'in', chunk)
          .select((eb) => eb.fn.countAll<number>().as('total'))
          .executeTakeFirst();
        total += Number(row?.total ?? 0);
      }
      return total;
    },

    async deleteMany(orgId: number, ids: number[]): Promise<void> {
      await db.deleteFrom('students').where('org_id', '=', orgId).where('id', 'in', ids).execute();
    },

    async countByEntryYear(scope: StudentScope, entryYears: number[]): Promise<Map<number, number>> {
      const rows = await activeInScope(scope)
        .select(['students.entry_year', (eb) => eb.fn.countAll<number>().as('total')])
        .where('students.entry_year', 'in', entryYears)
        .groupBy('students.entry_year')
        .execute();
      return new Map(rows.map((row) => [row.entry_year, Number(row.total)]));
    },
  };
}

export type StudentsRepository = ReturnType<typeof createStudentsRepository>;
