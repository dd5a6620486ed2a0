import type { StudentNumber } from '@zhihang/contract/dashboard/dashboard.schema';
import type { Page } from '@zhihang/contract/http/envelope.schema';
import { ERROR } from '@zhihang/contract/http/error-codes';
import type {
  Student,
  StudentFilter,
  StudentListBody,
  StudentSaveBody,
  StudentUpdateBody,
  TeacherOption,
} from '@zhihang/contract/students/student.schema';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { withTransaction } from '../../db/transaction.ts';
import { refuseUniqueViolation, UNIQUE_KEYS } from '../../db/unique-violation.ts';
import { AppError } from '../../http/app-error.ts';
import { seesWholeOrg, type AuthContext } from '../../http/auth-context.ts';
import { paginate } from '../../http/paging.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { AreasService } from '../system/areas.service.ts';
import type { DictionariesService } from '../system/dictionaries.service.ts';
import { archiveProblems } from './student-archive-rules.ts';
import { createStudentDictionary, type StudentDictionary } from './student-dictionary.ts';
import { entryYearOfGrade, gradeOf } from './school-calendar.ts';
import { studentScopeOf, type StudentScope } from './student-scope.policy.ts';
import {
  createStudentsRepository,
  type StudentQuery,
  type StudentRow,
  type StudentValues,
} from './students.repository.ts';

const GRADES = [1, 2, 3] as const;

type Dependencies = {
  db: Kysely<Database>;
  auth: AuthService;
  dictionaries: DictionariesService;
  areas: AreasService;
  now?: () => number;
};

/** The dictionary and the provinces, which validation and the XLSX files read. */
export type StudentReferenceData = { dictionary: StudentDictionary; provinces: Map<string, string> };

/** The row as the API answers it; the response schema leaves out the internal ids. */
export function toStudent(row: StudentRow, now: number): Student {
  return { ...row, grade: gradeOf(row.entryYear, now) };
}

const badRequest = (field: string, reason: string) =>
  new AppError({ code: ERROR.badRequest.code, msg: `${ERROR.badRequest.msg}：${field} ${reason}` });

export function createStudentsService({ db, auth: accounts, dictionaries, areas, now = Date.now }: Dependencies) {
  const students = createStudentsRepository(db, accounts);

  const referenceData = async (): Promise<StudentReferenceData> => {
    const [bundle, tree] = await Promise.all([dictionaries.bundle(), areas.tree()]);
    return {
      dictionary: createStudentDictionary(bundle.listMap),
      provinces: new Map(tree.map((province) => [province.code, province.name])),
    };
  };

  /** Teachers file students under themselves; admins under any staff member of the org. */
  const teacherFor = async (auth: AuthContext, requested: number | undefined): Promise<number> => {
    if (requested === undefined || requested === auth.userId) return auth.userId;
    if (!seesWholeOrg(auth)) throw new AppError(ERROR.forbidden);
    if (!(await accounts.findStaffMember(auth.orgId, requested))) throw new AppError(ERROR.recordNotFound);
    return requested;
  };

  const valuesOf = async (auth: AuthContext, body: StudentSaveBody): Promise<StudentValues> => {
    const { dictionary, provinces } = await referenceData();
    const [problem] = archiveProblems(body, dictionary, provinces);
    if (problem) throw badRequest(problem.field, problem.reason);
    const { teacherId, ...fields } = body;
    return { ...fields, teacherId: await teacherFor(auth, teacherId) };
  };

  const refuseTakenStudentNo = async (orgId: number, studentNo: string, ownId?: number) => {
    if (!studentNo) return;
    const holder = await students.findIdByStudentNo(orgId, studentNo);
    if (holder !== undefined && holder !== ownId) throw new AppError(ERROR.duplicateStudentNo);
  };

  /** A number given concurrently by another request gets the same refusal as the pre-check. */
  const refuseDuplicateStudentNo = <T>(write: () => Promise<T>) =>
    refuseUniqueViolation(write, UNIQUE_KEYS.studentNumber, () => new AppError(ERROR.duplicateStudentNo));

  return {
    referenceData,

    /** Filters as columns: the grade becomes the entry year of today's students in it. */
    queryOf(filter: StudentFilter): StudentQuery {
      const { grade, ...rest } = filter;
      return { ...rest, ...(grade !== undefined ? { entryYear: entryYearOfGrade(grade, now()) } : {}) };
    },

    async list(auth: AuthContext, body: StudentListBody): Promise<Page<Student>> {
      const { page, limit, ...filter } = body;
      const query = this.queryOf(filter);
      return paginate({ page, limit }, async (window) => {
        const { total, rows } = await students.list(studentScopeOf(auth), { ...query, ...window });
        const at = now();
        return { total, rows: rows.map((row) => toStudent(row, at)) };
      });
    },

    async info(auth: AuthContext, id: number): Promise<Student> {
      const row = await students.findById(studentScopeOf(auth), id);
      if (!row) throw new AppError(ERROR.recordNotFound);
      return toStudent(row, now());
    },

    async save(auth: AuthContext, body: StudentSaveBody): Promise<Student> {
      const values = await valuesOf(auth, body);
      await refuseTakenStudentNo(auth.orgId, values.studentNo);
      const id = await refuseDuplicateStudentNo(() => students.insert(auth.orgId, values, now()));
      return this.info(auth, id);
    },

    /** Another org's or (for a teacher) a colleague's student reads as not found, first of all. */
    async update(auth: AuthContext, body: StudentUpdateBody): Promise<Student> {
      const scope = studentScopeOf(auth);
      const { id, ...fields } = body;
      if (!(await students.findById(scope, id))) throw new AppError(ERROR.recordNotFound);
      const values = await valuesOf(auth, fields);
      await refuseTakenStudentNo(auth.orgId, values.studentNo, id);
      const updated = await refuseDuplicateStudentNo(() => students.update(scope, id, values, now()));
      if (updated === 0) throw new AppError(ERROR.recordNotFound);
      return this.info(auth, id);
    },

    /** All or nothing: one id outside the caller's scope refuses the whole request. */
    async delete(auth: AuthContext, ids: number[]): Promise<void> {
      const unique = [...new Set(ids)];
      await withTransaction(db, async (trx) => {
        const scoped = createStudentsRepository(trx, accounts.within(trx));
        const owned = await scoped.findOwned(studentScopeOf(auth), unique);
        if (owned.length !== unique.length) throw new AppError(ERROR.recordNotFound);
        await scoped.deleteMany(auth.orgId, unique);
        const userIds = owned.flatMap((student) => (student.userId === null ? [] : [student.userId]));
        await accounts.within(trx).deleteAccounts(auth.orgId, userIds);
      });
    },

    /** Moves all of a leaving teacher's students to a colleague (account administration checks both). */
    moveAllToTeacher(orgId: number, fromTeacherId: number, toTeacherId: number): Promise<number> {
      return students.moveAllToTeacher(orgId, fromTeacherId, toTeacherId, now());
    },

    /** How many students each staff member has filed under them (account administration's list). */
    countByTeachers(teacherIds: number[]): Promise<Map<number, number>> {
      return students.countByTeachers(teacherIds);
    },

    /** Which of the given students lie in the scope (plans are read in their students' scope). */
    idsInScope: (scope: StudentScope, ids: readonly number[]): Promise<Set<number>> => students.idsInScope(scope, ids),

    /** The organisation's student signed in with this account, by id. */
    idOfAccount: (orgId: number, userId: number): Promise<number | undefined> => students.idOfAccount(orgId, userId),

    /** Name and class of each active student of `ids` in the organisation (a reviewer's queue). */
    activeEntries: (orgId: number, ids: readonly number[]) => students.activeEntries(orgId, ids),

    /** The active students of the scope, of a year and class when given, by class and id (班级看板). */
    activeRoster: (scope: StudentScope, filter: { entryYear?: number; className?: string }) =>
      students.activeRoster(scope, filter),

    /** How many of the given students are active, in the scope and of those entry years (the dashboard). */
    countActiveOf: (scope: StudentScope, entryYears: readonly number[], ids: readonly number[]): Promise<number> =>
      students.countActiveOf(scope, entryYears, ids),

    /** Whom students can be filed under: the org's staff for admins, oneself for a teacher. */
    async teachers(auth: AuthContext): Promise<TeacherOption[]> {
      if (seesWholeOrg(auth)) return accounts.staffMembers(auth.orgId);
      const self = await accounts.findStaffMember(auth.orgId, auth.userId);
      return self ? [self] : [];
    },

    /** Students per grade (高一–高三) in the caller's scope and their total (the dashboard adds who was served). */
    async countByGrade(auth: AuthContext): Promise<Omit<StudentNumber, 'serviceNumber'>> {
      const at = now();
      const entryYears = GRADES.map((grade) => entryYearOfGrade(grade, at));
      const counts = await students.countByEntryYear(studentScopeOf(auth), entryYears);
      const grades = GRADES.map((grade) => ({
        grade,
        number: counts.get(entryYearOfGrade(grade, at)) ?? 0,
      }));
      return {
        grades,
        allNumber: grades.reduce((sum, grade) => sum + grade.number, 0),
      };
    },
  };
}

export type StudentsService = ReturnType<typeof createStudentsService>;
