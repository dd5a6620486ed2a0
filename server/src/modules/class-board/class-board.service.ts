import { BOARD_STATUSES, type BoardStatus } from '@zhihang/contract/class-board/board-status';
import type {
  BulkShareResult,
  BulkMakeBody,
  BulkMakeJob,
  ClassBoard,
  ClassBoardListBody,
  ClassBoardRow,
  CollisionView,
  FinalPlansExportQuery,
  RemindBody,
  StudentReminder,
} from '@zhihang/contract/class-board/class-board.schema';
import { ERROR } from '@zhihang/contract/http/error-codes';
import type { PlanDetail } from '@zhihang/contract/plans/plan.schema';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { withTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import type { AuthContext } from '../../http/auth-context.ts';
import type { AdmissionsService } from '../admissions/admissions.service.ts';
import type { GuidanceService } from '../guidance/guidance.service.ts';
import { knowledgeFingerprint } from '../knowledge-cache/knowledge-version.ts';
import { DEFAULT_ADMIT_TARGET } from '../plans/plan-filling-engine.ts';
import type { PlanSharingService } from '../plans/plan-sharing.service.ts';
import { planStepsWithin, type PlansService } from '../plans/plans.service.ts';
import { studentScopeOf } from '../students/student-scope.policy.ts';
import { collisionUnitsOf, collisionsByStudent } from './board-collisions.ts';
import { boardFlagsOf } from './board-flags.ts';
import type { FinalPlanEntry } from './final-plans-workbook.ts';
import { createBulkMakeJobs } from './bulk-make.jobs.ts';
import {
  createClassBoardRepository,
  type BoardPeople,
  type BoardPlan,
  type BoardStudents,
} from './class-board.repository.ts';
import {
  createBoardSchool,
  DETAIL_BATCH,
  finalPlanOf,
  groupByStudent,
  type PlanSimulator,
  type StudentFigures,
} from './board-school.ts';

type Dependencies = {
  db: Kysely<Database>;
  plans: PlansService;
  sharing: PlanSharingService;
  guidance: GuidanceService;
  admissions: AdmissionsService;
  /** The admission engine's whole-list simulation of a saved plan. */
  engine: PlanSimulator;
  /** Teachers' and senders' names (auth owns the accounts). */
  people: BoardPeople;
  /** The scope's students and a student's account (the students module owns the students). */
  students: BoardStudents;
  now?: () => number;
};

/** A row names the first collisions of the plan, by slot; the school view has them all. */
const COLLISIONS_PER_ROW = 5;

const statusOf = (plan: BoardPlan | undefined): BoardStatus =>
  !plan ? 'none' : (BOARD_STATUSES as readonly string[]).includes(plan.stage) ? (plan.stage as BoardStatus) : 'draft';

/**
 * The head teacher's class board: one read of the caller's students and their plans, the final
 * plans' P and findings from the school's kept figures (`board-school.ts`), the collisions between
 * the school's final plans, the final plans' workbook, and the bulk share and reminders.
 */
export function createClassBoardService(dependencies: Dependencies) {
  const { db, plans, sharing, now = Date.now } = dependencies;
  const ports = { people: dependencies.people, students: dependencies.students, records: dependencies.guidance };
  const repository = createClassBoardRepository(db, ports);
  const schoolFigures = createBoardSchool({ ...dependencies, repository, now });

  const board = async (auth: AuthContext, filter: ClassBoardListBody): Promise<ClassBoard> => {
    const at = now();
    const fingerprint = await knowledgeFingerprint(db);
    const students = await repository.students(studentScopeOf(auth), filter);
    const school = await schoolFigures.schoolFinals(auth, fingerprint);
    const collisions = collisionsByStudent(school.collisionPlans);
    const reminderDeadlines = await repository.reminderDeadlines(
      auth.orgId,
      students.map((student) => student.id),
    );
    const figures = await schoolFigures.studentFiguresOf(auth, students, fingerprint);
    const rows = students.map((student): ClassBoardRow => {
      const own = school.byStudent.get(student.id) ?? [];
      const final = finalPlanOf(own);
      const planFigures = final ? school.figures.get(final.id) : undefined;
      const studentFigures = figures.get(student.id) as StudentFigures;
      const status = statusOf(final);
      const deadlineAt = final?.deadlineAt ?? reminderDeadlines.get(student.id) ?? null;
      const admitted = planFigures?.admitted ?? null;
      const studentCollisions = (collisions.get(student.id) ?? []).slice(0, COLLISIONS_PER_ROW);
      return {
        studentId: student.id,
        name: student.name,
        className: student.className,
        entryYear: student.entryYear,
        teacherName: student.teacherName,
        ...studentFigures,
        planCount: own.length,
        status,
        finalPlan: final
          ? {
              id: final.id,
              name: final.name,
              marked: final.isFinal,
              version: final.version,
              stageNote: final.stageNote,
              rowCount: planFigures?.rowCount ?? 0,
              admitted,
              findings: planFigures?.findings ?? { fatal: 0, warning: 0, messages: [] },
            }
          : null,
        deadlineAt,
        lastChangedAt: own.length ? Math.max(...own.map((plan) => plan.updatedAt)) : null,
        collisions: studentCollisions,
        flags: boardFlagsOf(
          {
            score: studentFigures.score,
            planCount: own.length,
            status,
            deadlineAt,
            admitted,
            fatalFindings: planFigures?.findings.fatal ?? 0,
            stageNote: final?.stageNote ?? '',
            collisions: studentCollisions,
          },
          at,
          DEFAULT_ADMIT_TARGET,
        ),
      };
    });
    return { rows, target: DEFAULT_ADMIT_TARGET, at };
  };

  /** The selected students of the caller's scope, every one found, or 记录不存在. */
  const studentsOfScope = async (auth: AuthContext, studentIds: readonly number[]) => {
    const wanted = new Set(studentIds);
    const found = (await repository.students(studentScopeOf(auth), {})).filter((student) => wanted.has(student.id));
    if (found.length !== wanted.size) throw new AppError(ERROR.recordNotFound);
    return found;
  };

  /** The selected students with their final plans (none for a student without a plan). */
  const finalsOf = async (auth: AuthContext, studentIds: readonly number[]) => {
    const students = await studentsOfScope(auth, studentIds);
    const byStudent = groupByStudent(
      await repository.plansOf(
        auth.orgId,
        students.map((student) => student.id),
      ),
    );
    return students.map((student) => ({ student, plan: finalPlanOf(byStudent.get(student.id) ?? []) }));
  };

  /** Plans of the caller's scope with their rows, read in batches, in the order given. */
  const detailsOf = async (auth: AuthContext, planIds: readonly number[]): Promise<PlanDetail[]> => {
    const result: PlanDetail[] = [];
    for (let index = 0; index < planIds.length; index += DETAIL_BATCH) {
      const batch = await plans.findAll(auth, planIds.slice(index, index + DETAIL_BATCH));
      result.push(...(await plans.details(auth, batch)));
    }
    return result;
  };

  const jobs = createBulkMakeJobs({
    now,
    makeOne: async (auth, studentId, name, making) => {
      const made = await plans.makeNewPlan(auth, studentId, name, making);
      return { planId: made.plan.id, admitted: made.making.admitted };
    },
  });

  return {
    board,
    jobs,

    /**
     * 智能填报 for each selected student of the caller's scope, each into a new plan named as
     * asked (a number added where the student already has a plan of that name).
     */
    async bulkMake(auth: AuthContext, body: BulkMakeBody): Promise<BulkMakeJob> {
      const { studentIds, name = '智能填报', ...making } = body;
      const students = await studentsOfScope(auth, studentIds);
      const names = new Map<number, Set<string>>();
      for (const plan of await repository.plansOf(auth.orgId, studentIds)) {
        names.set(plan.studentId, (names.get(plan.studentId) ?? new Set()).add(plan.name));
      }
      const order = new Map(studentIds.map((id, index) => [id, index]));
      const queue = [...students]
        .sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0))
        .map((student) => {
          const taken = names.get(student.id) ?? new Set<string>();
          let planName = name;
          for (let n = 2; taken.has(planName); n += 1) planName = `${name}${n}`;
          return { id: student.id, name: student.name, planName };
        });
      return jobs.start(auth, queue, making);
    },

    /** The schools with plans, whose boards a warm-up prepares. */
    schoolsWithPlans: schoolFigures.schoolsWithPlans,
    warmSchool: schoolFigures.warmSchool,

    /** The school view: the units the school's final plans share, students named only in scope. */
    async collisions(auth: AuthContext): Promise<CollisionView> {
      const school = await schoolFigures.schoolFinals(auth, await knowledgeFingerprint(db));
      return { finalPlans: school.collisionPlans.length, units: collisionUnitsOf(school.collisionPlans) };
    },

    /** The selected students' final plans as the print shows them, in the order asked. */
    async finalPlans(auth: AuthContext, studentIds: readonly number[]): Promise<PlanDetail[]> {
      return detailsOf(
        auth,
        (await finalsOf(auth, studentIds)).flatMap(({ plan }) => (plan ? [plan.id] : [])),
      );
    },

    /**
     * The students of the workbook of final plans: those selected (each in the caller's scope), or
     * every student of the caller's board, each with the plan the board counts as final.
     */
    async finalPlanEntries(auth: AuthContext, query: FinalPlansExportQuery): Promise<FinalPlanEntry[]> {
      const students = query.studentIds
        ? await studentsOfScope(auth, query.studentIds)
        : await repository.students(studentScopeOf(auth), { entryYear: query.entryYear, className: query.className });
      const byStudent = groupByStudent(
        await repository.plansOf(
          auth.orgId,
          students.map((student) => student.id),
        ),
      );
      const finals = students.map((student) => ({ student, plan: finalPlanOf(byStudent.get(student.id) ?? []) }));
      const details = await detailsOf(
        auth,
        finals.flatMap(({ plan }) => (plan ? [plan.id] : [])),
      );
      const detailOf = new Map(details.map((detail) => [detail.id, detail]));
      return finals.map(({ student, plan }) => ({
        className: student.className,
        studentName: student.name,
        status: statusOf(plan),
        marked: plan?.isFinal ?? false,
        plan: plan ? (detailOf.get(plan.id) ?? null) : null,
      }));
    },

    /** Shares each selected student's final plan through the plan's own share; a failure is reported, not thrown. */
    async share(auth: AuthContext, studentIds: readonly number[], origin: string): Promise<BulkShareResult> {
      const results: BulkShareResult['results'] = [];
      for (const { student, plan } of await finalsOf(auth, studentIds)) {
        if (!plan) {
          results.push({ studentId: student.id, name: student.name, planId: null, ok: false, message: '尚无方案' });
          continue;
        }
        try {
          await sharing.share(auth, plan.id, origin);
          results.push({ studentId: student.id, name: student.name, planId: plan.id, ok: true, message: '' });
        } catch (error) {
          const message = error instanceof AppError ? error.message : '分享失败';
          results.push({ studentId: student.id, name: student.name, planId: plan.id, ok: false, message });
        }
      }
      return { results };
    },

    /** Sets the deadline on each final plan and leaves a reminder on each student's phone. */
    async remind(auth: AuthContext, body: RemindBody) {
      const finals = await finalsOf(auth, body.studentIds);
      const planIds = finals.flatMap(({ plan }) => (plan ? [plan.id] : []));
      await withTransaction(db, async (trx) => {
        const scoped = createClassBoardRepository(trx, ports);
        await planStepsWithin(trx).setDeadline(auth.orgId, planIds, body.deadlineAt);
        await scoped.insertReminders(
          auth.orgId,
          finals.map(({ student, plan }) => ({ studentId: student.id, planId: plan?.id ?? null })),
          { message: body.message, deadlineAt: body.deadlineAt, createdBy: auth.userId, createdAt: now() },
        );
      });
      return { reminded: finals.length, deadlinesSet: planIds.length };
    },

    /** The signed-in student's reminders (the phone's home and plan page). */
    myReminders(auth: AuthContext): Promise<StudentReminder[]> {
      return repository.remindersOfAccount(auth.orgId, auth.userId, 20);
    },
  };
}

export type ClassBoardService = ReturnType<typeof createClassBoardService>;
