import type { LoginResult } from '@zhihang/contract/auth/auth.schema';
import { ERROR } from '@zhihang/contract/http/error-codes';
import type {
  BindInfo,
  HomeProvince,
  StudentCredentials,
  StudentLoginBody,
  StudentRegisterBody,
  StudentSelf,
} from '@zhihang/contract/students/student-account.schema';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { withTransaction } from '../../db/transaction.ts';
import { refuseUniqueViolation, UNIQUE_KEYS } from '../../db/unique-violation.ts';
import { AppError } from '../../http/app-error.ts';
import type { AuthContext } from '../../http/auth-context.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { OrgsService } from '../orgs/orgs.service.ts';
import type { QrCodesService } from '../qrcodes/qrcodes.service.ts';
import { EMPTY_ARCHIVE } from './student-archive-rules.ts';
import { accountCandidates, newInitialPassword } from './student-credentials.ts';
import { entryYearOfGrade, gradeOf } from './school-calendar.ts';
import { createStudentsRepository } from './students.repository.ts';
import { studentScopeOf } from './student-scope.policy.ts';

type Dependencies = {
  db: Kysely<Database>;
  auth: AuthService;
  qrcodes: QrCodesService;
  orgs: OrgsService;
  now?: () => number;
};

type LoginMeta = { address: string; loginType: string };

/**
 * Students' accounts for the mobile area: opened or reset by their teacher, or created by the
 * student from a teacher's QR code. Student accounts are `users` rows with the student role.
 */
export function createStudentAccountsService({ db, auth: accounts, qrcodes, orgs, now = Date.now }: Dependencies) {
  const students = createStudentsRepository(db, accounts);

  const studentInScope = async (auth: AuthContext, id: number) => {
    const student = await students.findById(studentScopeOf(auth), id);
    if (!student) throw new AppError(ERROR.recordNotFound);
    return student;
  };

  const freeAccountFor = async (studentId: number): Promise<string> => {
    for (const candidate of accountCandidates(studentId)) {
      if (!(await accounts.accountTaken(candidate))) return candidate;
    }
    throw new Error(`no free account name for student ${studentId}`);
  };

  return {
    /** Opens the account; the initial password is answered once and never stored in clear. */
    async createAccount(auth: AuthContext, id: number): Promise<StudentCredentials> {
      const student = await studentInScope(auth, id);
      if (student.userId !== null) throw new AppError(ERROR.studentHasAccount);
      const account = await freeAccountFor(id);
      const password = newInitialPassword();
      const passwordHash = await accounts.hashPassword(password);
      // Concurrent requests for one student pick the same account name: the losers are told
      // the account is open, like a request that comes after.
      const openedMeanwhile = () => new AppError(ERROR.studentHasAccount);
      await refuseUniqueViolation(
        () =>
          withTransaction(db, async (trx) => {
            const userId = await accounts
              .within(trx)
              .createAccount({ orgId: auth.orgId, account, passwordHash, name: student.name, role: 'student' });
            const linked = await createStudentsRepository(trx, accounts.within(trx)).setUserId(
              auth.orgId,
              id,
              userId,
              now(),
            );
            if (linked === 0) throw openedMeanwhile();
          }),
        UNIQUE_KEYS.userAccount,
        openedMeanwhile,
      );
      return { studentId: id, account, password };
    },

    /** A new initial password; the student's open sessions end. */
    async resetPassword(auth: AuthContext, id: number): Promise<StudentCredentials> {
      const student = await studentInScope(auth, id);
      if (student.userId === null || student.account === null) throw new AppError(ERROR.studentWithoutAccount);
      const password = newInitialPassword();
      await accounts.resetPassword(auth.orgId, student.userId, password);
      return { studentId: id, account: student.account, password };
    },

    bindInfo(code: string): Promise<BindInfo> {
      return qrcodes.bindInfo(code);
    },

    /** Sign-up from a teacher's code: a student of that teacher whose phone is the account. */
    async register(body: StudentRegisterBody, meta: LoginMeta): Promise<LoginResult> {
      await accounts.throttleAddress(meta.address);
      const target = await qrcodes.resolve(body.code);
      if (await accounts.accountTaken(body.phone)) throw new AppError(ERROR.phoneRegistered);
      const at = now();
      const passwordHash = await accounts.hashPassword(body.password);
      // A concurrent sign-up with the same phone gets the same refusal as the check above.
      const userId = await refuseUniqueViolation(
        () =>
          withTransaction(db, async (trx) => {
            const id = await accounts.within(trx).createAccount({
              orgId: target.orgId,
              account: body.phone,
              passwordHash,
              name: body.name,
              role: 'student',
            });
            await createStudentsRepository(trx, accounts.within(trx)).insert(
              target.orgId,
              {
                ...EMPTY_ARCHIVE,
                teacherId: target.teacherId,
                name: body.name,
                gender: body.gender,
                entryYear: entryYearOfGrade(body.grade, at),
                phone: body.phone,
              },
              at,
              id,
            );
            return id;
          }),
        UNIQUE_KEYS.userAccount,
        () => new AppError(ERROR.phoneRegistered),
      );
      return accounts.issueToken({ id: userId, orgId: target.orgId }, meta.loginType);
    },

    /** Sign-in; with a code the student moves to that teacher, within their own school only. */
    async login(body: StudentLoginBody, meta: LoginMeta): Promise<LoginResult> {
      const target = body.code ? await qrcodes.resolve(body.code) : undefined;
      const owner = await accounts.verifyCredentials(
        { account: body.account, password: body.password },
        meta,
        'student',
      );
      if (target) {
        if (owner.orgId !== target.orgId) throw new AppError(ERROR.accountInOtherOrg);
        const student = await students.findByUserId(owner.orgId, owner.id);
        if (student && student.teacherId !== target.teacherId) {
          await students.setTeacher(owner.orgId, student.id, target.teacherId, now());
        }
      }
      return accounts.issueToken(owner, meta.loginType);
    },

    /** What the signed-in student sees of their own record. */
    /** The caller's 高考 province from their archive; staff have none. */
    async homeProvince(auth: AuthContext): Promise<HomeProvince> {
      if (!auth.roles.includes('student')) return { provinceCode: null };
      const student = await students.findByUserId(auth.orgId, auth.userId);
      return { provinceCode: student?.province || null };
    },

    async self(auth: AuthContext): Promise<StudentSelf> {
      const student = await students.findByUserId(auth.orgId, auth.userId);
      if (!student || student.account === null) throw new AppError(ERROR.recordNotFound);
      const org = await orgs.findById(auth.orgId);
      return {
        id: student.id,
        name: student.name,
        gender: student.gender,
        grade: gradeOf(student.entryYear, now()),
        className: student.className,
        account: student.account,
        orgName: org?.orgName ?? '',
        teacherName: student.teacherName,
      };
    },
  };
}

export type StudentAccountsService = ReturnType<typeof createStudentAccountsService>;
