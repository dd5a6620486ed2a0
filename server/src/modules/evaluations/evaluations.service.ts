import type { Page } from '@zhihang/contract/http/envelope.schema';
import { ERROR } from '@zhihang/contract/http/error-codes';
import {
  EVALUATION_MESSAGES,
  type AnalyseBody,
  type Analysis,
  type AnswerBody,
  type AnswerResult,
  type AssignBody,
  type AssignmentFilter,
  type AssignmentListBody,
  type AssignmentRow,
  type AssignResult,
  type Attempt,
  type Bilingual,
  type InstrumentForTaking,
  type InstrumentSummary,
  type MyAssignment,
  type Report,
  type SubmitResult,
} from '@zhihang/contract/evaluations/evaluations.schemas';
import {
  EVALUATION_KEYS,
  stripKeying,
  type EvaluationKey,
  type InstrumentDefinition,
} from '@zhihang/contract/evaluations/instrument-definition';
import type { EvaluationResult } from '@zhihang/contract/evaluations/scoring/result';
import { entryYearOfGrade, gradeOf } from '@zhihang/contract/students/school-calendar';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { withTransaction } from '../../db/transaction.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError } from '../../http/app-error.ts';
import type { AuthContext } from '../../http/auth-context.ts';
import { paginate } from '../../http/paging.ts';
import { studentScopeOf } from '../students/student-scope.policy.ts';
import { analyseResults } from './evaluation-analysis.ts';
import { createEvaluationInstrumentsRepository, type InstrumentVersion } from './evaluation-instruments.repository.ts';
import { createEvaluationAttemptsRepository } from './evaluation-attempts.repository.ts';
import { remindAssignments, remindOverdueEvaluations } from './evaluation-reminders.ts';
import { buildReport, type KnowledgeLink } from './evaluation-report.ts';
import { createEvaluationResultsRepository, type StudentSubjects } from './evaluation-results.repository.ts';
import { profileOf, scoreAttempt } from './evaluation-scoring.ts';
import {
  createEvaluationsRepository,
  type AssignmentQuery,
  type AssignmentRecord,
  type OverdueRow,
} from './evaluations.repository.ts';

/** Names of the knowledge base a report links to, by major-class and occupation-group code. */
export type KnowledgeLinks = {
  majorClasses: () => Promise<ReadonlyMap<string, KnowledgeLink>>;
  occupationGroups: () => Promise<ReadonlyMap<string, KnowledgeLink>>;
};

type Dependencies = {
  db: Kysely<Database>;
  knowledge: KnowledgeLinks;
  /** The 选科 of the students' guidance records (the guidance service) for the class analysis. */
  records: StudentSubjects;
  now?: () => number;
};

const notFound = () => new AppError(ERROR.recordNotFound);
const refused = (msg: string) => new AppError({ code: 500, msg });
const badField = (field: string, reason: string) =>
  new AppError({ code: ERROR.badRequest.code, msg: `${ERROR.badRequest.msg}：${field} ${reason}` });

const isKey = (key: string): key is EvaluationKey => (EVALUATION_KEYS as readonly string[]).includes(key);

export function createEvaluationsService({ db, knowledge, records, now = Date.now }: Dependencies) {
  const instruments = createEvaluationInstrumentsRepository(db);
  const repository = createEvaluationsRepository(db);
  const attempts = createEvaluationAttemptsRepository(db);
  const results = createEvaluationResultsRepository(db, records);

  /** Definitions by id and content: a stored version changes only before any attempt uses it. */
  const definitions = new Map<number, { hash: string; definition: InstrumentDefinition }>();
  const definitionOf = async (
    version: Pick<InstrumentVersion, 'id' | 'contentHash'>,
  ): Promise<InstrumentDefinition> => {
    const cached = definitions.get(version.id);
    if (cached && cached.hash === version.contentHash) return cached.definition;
    const definition = await instruments.definition(version.id);
    if (!definition) throw notFound();
    definitions.set(version.id, { hash: version.contentHash, definition });
    return definition;
  };

  /** Item lookups per definition, built once: answering checks an item in constant time. */
  const itemSets = new WeakMap<InstrumentDefinition, Set<string>>();
  const itemsOf = (definition: InstrumentDefinition) => {
    let items = itemSets.get(definition);
    if (!items) {
      items = new Set(definition.items.map((item) => item.id));
      itemSets.set(definition, items);
    }
    return items;
  };

  const currentVersion = async (key: string): Promise<InstrumentVersion> => {
    const version = await instruments.current(key);
    if (!version) throw notFound();
    return version;
  };

  const titles = async (): Promise<Map<string, { title: string; itemCount: number }>> => {
    const rows = await instruments.allVersions();
    const map = new Map<string, { title: string; itemCount: number }>();
    for (const row of rows) if (!map.has(row.key)) map.set(row.key, { title: row.title, itemCount: row.itemCount });
    return map;
  };

  const queryOf = (filter: AssignmentFilter): AssignmentQuery => {
    const { grade, ...rest } = filter;
    return { ...rest, ...(grade !== undefined ? { entryYear: entryYearOfGrade(grade, now()) } : {}) };
  };

  const toRow = (
    record: AssignmentRecord,
    known: Map<string, { title: string; itemCount: number }>,
    at: number,
  ): AssignmentRow => ({
    id: record.id,
    studentId: record.studentId,
    studentName: record.studentName,
    studentNo: record.studentNo,
    className: record.className,
    grade: gradeOf(record.entryYear, at),
    instrumentKey: record.instrumentKey as EvaluationKey,
    instrumentName: known.get(record.instrumentKey)?.title ?? record.instrumentKey,
    status: record.status,
    overdue: record.status !== 'completed' && record.deadline !== null && record.deadline < at,
    deadline: record.deadline,
    assignedAt: record.assignedAt,
    startedAt: record.startedAt,
    completedAt: record.completedAt,
    remindedAt: record.remindedAt,
    answeredCount: record.answeredCount,
    itemCount: record.itemCount ?? known.get(record.instrumentKey)?.itemCount ?? 0,
    resultId: record.resultId,
    resultCode: record.resultCode,
    careless: record.careless,
    demo: record.demo,
  });

  /** The signed-in student's own record; a staff token or an account without a student finds nothing. */
  const ownStudent = async (auth: AuthContext): Promise<number> => {
    const studentId = await repository.studentOfAccount(auth.orgId, auth.userId);
    if (studentId === undefined) throw notFound();
    return studentId;
  };

  const attemptView = async (orgId: number, attemptId: number): Promise<Attempt> => {
    const attempt = await attempts.findAttempt(orgId, { id: attemptId });
    if (!attempt) throw notFound();
    const definition = await definitionOf({ id: attempt.instrumentId, contentHash: attempt.contentHash });
    const answers = await attempts.answersOf(attempt.id);
    const answered = new Set(answers.map((answer) => answer.itemId));
    const firstOpen = definition.items.findIndex((item) => !answered.has(item.id));
    const result = attempt.submittedAt === null ? undefined : await attempts.resultOfAttempt(orgId, attempt.id);
    return {
      id: attempt.id,
      assignmentId: attempt.assignmentId,
      instrumentKey: definition.key,
      version: definition.version,
      instrument: stripKeying(definition),
      status: attempt.submittedAt === null ? 'inProgress' : 'completed',
      startedAt: attempt.startedAt,
      submittedAt: attempt.submittedAt,
      answers: definition.items.flatMap((item) => {
        const answer = answers.find((entry) => entry.itemId === item.id);
        return answer ? [{ itemId: answer.itemId, value: answer.value }] : [];
      }),
      itemCount: definition.items.length,
      resumeIndex: firstOpen === -1 ? definition.items.length : firstOpen,
      resultId: result ?? null,
    };
  };

  const scaleNames = async (): Promise<Map<string, Bilingual>> => {
    const names = new Map<string, Bilingual>();
    const seen = new Set<string>();
    for (const version of await instruments.allVersions()) {
      if (seen.has(version.key)) continue;
      seen.add(version.key);
      const definition = await definitionOf(version);
      for (const scale of definition.scales) names.set(`${version.key}|${scale.code}`, scale.name);
    }
    return names;
  };

  return {
    async instruments(): Promise<InstrumentSummary[]> {
      const rows = await instruments.allVersions();
      const summaries: InstrumentSummary[] = [];
      for (const key of EVALUATION_KEYS) {
        const versions = rows.filter((row) => row.key === key);
        const current = versions[0];
        if (!current) continue;
        const definition = await definitionOf(current);
        summaries.push({
          key,
          resultCode: current.resultCode,
          name: current.title,
          title: definition.title,
          version: current.version,
          itemCount: current.itemCount,
          versions: versions.map((row) => row.version),
        });
      }
      return summaries;
    },

    /** The current version for taking or the console's preview: items without keying. */
    async instrument(key: EvaluationKey): Promise<InstrumentForTaking> {
      return stripKeying(await definitionOf(await currentVersion(key)));
    },

    /**
     * Gives instruments to the named students or to a grade (and class), within the caller's
     * scope. A student who already has an unfinished assignment of an instrument keeps that one.
     */
    async assign(auth: AuthContext, body: AssignBody): Promise<AssignResult> {
      const at = now();
      if (body.deadline !== undefined && body.deadline !== null && body.deadline <= at) {
        throw badField('deadline', '截止时间应晚于现在');
      }
      const keys = [...new Set(body.instrumentKeys)];
      for (const key of keys) await currentVersion(key);
      return withTransaction(db, async (trx) => {
        const scoped = createEvaluationsRepository(trx);
        const scope = studentScopeOf(auth);
        const requested = body.studentIds ? [...new Set(body.studentIds)] : undefined;
        const studentIds = await scoped.studentIdsInScope(scope, {
          ...(requested ? { ids: requested } : {}),
          ...(body.grade !== undefined ? { entryYear: entryYearOfGrade(body.grade, at) } : {}),
          ...(body.className ? { className: body.className } : {}),
        });
        // A named student outside the scope refuses the whole request, as another org's record would.
        if (requested && studentIds.length !== requested.length) throw notFound();
        if (studentIds.length === 0) throw refused(EVALUATION_MESSAGES.noStudents);
        const open = await scoped.openPairs(auth.orgId, studentIds, keys);
        const rows = studentIds.flatMap((studentId) =>
          keys
            .filter((key) => !open.has(`${studentId}|${key}`))
            .map((key) => ({ studentId, instrumentKey: key, deadline: body.deadline ?? null })),
        );
        await scoped.insertAssignments(auth.orgId, rows, { userId: auth.userId, now: at });
        return {
          created: rows.length,
          skipped: studentIds.length * keys.length - rows.length,
          studentCount: studentIds.length,
        };
      });
    },

    async list(auth: AuthContext, body: AssignmentListBody): Promise<Page<AssignmentRow>> {
      const { page, limit, ...filter } = body;
      const at = now();
      const known = await titles();
      return paginate({ page, limit }, async (window) => {
        const { total, rows } = await repository.list(studentScopeOf(auth), { ...queryOf(filter), ...window }, at);
        return { total, rows: rows.map((row) => toRow(row, known, at)) };
      });
    },

    /** Every assignment matching the list's filters, for the XLSX export. */
    async listAll(auth: AuthContext, filter: AssignmentFilter, limit: number): Promise<AssignmentRow[]> {
      const at = now();
      const known = await titles();
      const rows = await repository.listAll(studentScopeOf(auth), queryOf(filter), at, limit);
      return rows.map((row) => toRow(row, known, at));
    },

    /** Marks unfinished assignments reminded; the student's phone shows the reminder. All or nothing. */
    async remind(auth: AuthContext, ids: number[]): Promise<{ reminded: number }> {
      const unique = [...new Set(ids)];
      return withTransaction(db, async (trx) => {
        const scoped = createEvaluationsRepository(trx);
        const owned = await scoped.unfinishedInScope(studentScopeOf(auth), unique);
        if (owned.length !== unique.length) throw notFound();
        return { reminded: await remindAssignments(scoped, auth.orgId, owned, now()) };
      });
    },

    /** Withdraws unfinished assignments (their answers go with them). All or nothing. */
    async withdraw(auth: AuthContext, ids: number[]): Promise<void> {
      const unique = [...new Set(ids)];
      await withTransaction(db, async (trx) => {
        const scoped = createEvaluationsRepository(trx);
        const owned = await scoped.unfinishedInScope(studentScopeOf(auth), unique);
        if (owned.length !== unique.length) throw notFound();
        await scoped.deleteAssignments(auth.orgId, owned);
      });
    },

    /** The scheduled reminder's step on this service's clock (see `evaluation-reminders.ts`). */
    remindOverdue(options: { orgId?: number } = {}): Promise<OverdueRow[]> {
      return remindOverdueEvaluations(db, now(), options);
    },

    async my(auth: AuthContext): Promise<MyAssignment[]> {
      const studentId = await ownStudent(auth);
      const at = now();
      const [records, versions] = await Promise.all([
        repository.ofStudent(auth.orgId, studentId, at),
        instruments.allVersions(),
      ]);
      const rank = { inProgress: 0, assigned: 1, completed: 2 } as const;
      const list: MyAssignment[] = [];
      for (const record of records) {
        if (!isKey(record.instrumentKey)) continue;
        const current = versions.find((row) => row.key === record.instrumentKey);
        const definition = current ? await definitionOf(current) : undefined;
        list.push({
          id: record.id,
          instrumentKey: record.instrumentKey,
          title: definition?.title ?? { zh: record.instrumentKey, en: record.instrumentKey },
          status: record.status,
          overdue: record.status !== 'completed' && record.deadline !== null && record.deadline < at,
          deadline: record.deadline,
          assignedAt: record.assignedAt,
          remindedAt: record.remindedAt,
          answeredCount: record.answeredCount,
          itemCount: record.itemCount ?? current?.itemCount ?? 0,
          attemptId: record.attemptId,
          resultId: record.resultId,
          completedAt: record.completedAt,
        });
      }
      return list.sort((a, b) => rank[a.status] - rank[b.status]);
    },

    /** Opens the attempt of an own assignment, or returns the one already open or finished (resume). */
    async start(auth: AuthContext, assignmentId: number): Promise<Attempt> {
      const studentId = await ownStudent(auth);
      const assignment = await repository.assignmentOfStudent(auth.orgId, studentId, assignmentId);
      if (!assignment) throw notFound();
      const existing = await attempts.findAttempt(auth.orgId, { assignmentId });
      if (existing) return attemptView(auth.orgId, existing.id);
      const version = await currentVersion(assignment.instrumentKey);
      try {
        const id = await withTransaction(db, (trx) =>
          createEvaluationAttemptsRepository(trx).insertAttempt(auth.orgId, {
            assignmentId,
            studentId,
            instrumentId: version.id,
            now: now(),
          }),
        );
        return await attemptView(auth.orgId, id);
      } catch (error) {
        // Two pages opened at once: the second finds the first one's attempt.
        if (!isUniqueViolation(error)) throw error;
        const raced = await attempts.findAttempt(auth.orgId, { assignmentId });
        if (!raced) throw error;
        return attemptView(auth.orgId, raced.id);
      }
    },

    /** Stores one answer of an own, open attempt; the same answer sent twice is stored once. */
    async answer(auth: AuthContext, body: AnswerBody): Promise<AnswerResult> {
      // One read finds the attempt and proves it is the signed-in student's own.
      const attempt = await attempts.findAttempt(auth.orgId, { id: body.attemptId, accountId: auth.userId });
      if (!attempt) throw notFound();
      if (attempt.submittedAt !== null) throw refused(EVALUATION_MESSAGES.finishedReadOnly);
      const definition = await definitionOf({ id: attempt.instrumentId, contentHash: attempt.contentHash });
      if (!itemsOf(definition).has(body.itemId)) throw badField('itemId', EVALUATION_MESSAGES.unknownItem);
      const { min, max } = definition.responseScale;
      if (body.value < min || body.value > max) {
        throw badField('value', `${EVALUATION_MESSAGES.valueOutOfScale}（${min}–${max}）`);
      }
      // Submitted between the check above and this write: the attempt takes nothing more.
      if (!(await attempts.upsertAnswer(attempt.id, { ...body, now: now() }))) {
        throw refused(EVALUATION_MESSAGES.finishedReadOnly);
      }
      return { answeredCount: await attempts.answerCount(attempt.id), itemCount: definition.items.length };
    },

    /** Scores a complete own attempt once, on the server; a second submit is refused. */
    async submit(auth: AuthContext, attemptId: number): Promise<SubmitResult> {
      const studentId = await ownStudent(auth);
      return withTransaction(db, async (trx) => {
        const scoped = createEvaluationAttemptsRepository(trx);
        const attempt = await scoped.findAttempt(auth.orgId, { id: attemptId, studentId });
        if (!attempt) throw notFound();
        if (attempt.submittedAt !== null) throw refused(EVALUATION_MESSAGES.alreadySubmitted);
        const definition = await definitionOf({ id: attempt.instrumentId, contentHash: attempt.contentHash });
        const answers = await scoped.answersOf(attempt.id);
        const answered = new Set(answers.map((answer) => answer.itemId));
        const missing = definition.items.filter((item) => !answered.has(item.id)).length;
        if (missing > 0) throw refused(EVALUATION_MESSAGES.unanswered(missing));
        const at = now();
        if ((await scoped.markSubmitted(attempt.id, at)) === 0) throw refused(EVALUATION_MESSAGES.alreadySubmitted);
        const outcome = scoreAttempt(definition, answers);
        const resultId = await scoped.insertResult(auth.orgId, {
          studentId,
          assignmentId: attempt.assignmentId,
          attemptId: attempt.id,
          instrumentId: attempt.instrumentId,
          instrumentKey: attempt.instrumentKey,
          code: outcome.code,
          outcome: JSON.stringify(outcome),
          profile: profileOf(outcome),
          careless: outcome.careless,
          now: at,
        });
        return { resultId, attemptId: attempt.id };
      });
    },

    /** A result in the teacher's scope, or the signed-in student's own (without careless signals). */
    async report(auth: AuthContext, resultId: number): Promise<Report> {
      const forStudent = auth.roles.includes('student');
      // The route serves both audiences; staff still need the report permission of their menu.
      if (!forStudent && !auth.perms.has('stu:evaluation:info')) throw new AppError(ERROR.forbidden);
      const result = forStudent
        ? await results.findResult({ orgId: auth.orgId }, resultId, await ownStudent(auth))
        : await results.findResult(studentScopeOf(auth), resultId);
      if (!result) throw notFound();
      const definition = await instruments.definition(result.instrumentId);
      if (!definition) throw notFound();
      const [majorClasses, occupationGroups] = await Promise.all([
        knowledge.majorClasses(),
        knowledge.occupationGroups(),
      ]);
      return buildReport({
        result: { ...result, grade: gradeOf(result.entryYear, now()) },
        outcome: JSON.parse(result.outcome) as EvaluationResult,
        definition,
        majorClasses,
        occupationGroups,
        forStudent,
      });
    },

    async analyse(auth: AuthContext, body: AnalyseBody): Promise<Analysis> {
      const at = now();
      const scope = studentScopeOf(auth);
      const filter = {
        ...(body.grade !== undefined ? { entryYear: entryYearOfGrade(body.grade, at) } : {}),
        ...(body.className ? { className: body.className } : {}),
      };
      const [studentCount, rows, overdue, names] = await Promise.all([
        results.countStudents(scope, filter),
        results.analysisResults(scope, filter),
        results.overdueInScope(scope, filter, at),
        scaleNames(),
      ]);
      return analyseResults({
        studentCount,
        results: rows.map((row) => ({
          ...row,
          profile: JSON.parse(row.profile) as Array<[string, number, number]>,
        })),
        overdue,
        scaleNames: names,
      });
    },
  };
}

export type EvaluationsService = ReturnType<typeof createEvaluationsService>;
