import ExcelJS from 'exceljs';
import type {
  Analysis,
  AnswerResult,
  AssignmentRow,
  AssignResult,
  Attempt,
  InstrumentForTaking,
  InstrumentSummary,
  MyAssignment,
  Report,
  SubmitResult,
} from '@zhihang/contract/evaluations/evaluations.schemas';
import type { InstrumentDefinition } from '@zhihang/contract/evaluations/instrument-definition';
import type { Page } from '@zhihang/contract/http/envelope.schema';
import type { FileContent } from '@zhihang/contract/students/student.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEvaluationInstruments, SHIPPED_INSTRUMENTS } from '../src/setup/seed/evaluation-instruments.ts';
import { createEvaluationsService } from '../src/modules/evaluations/evaluations.service.ts';
import { bumpKnowledgeVersion } from '../src/modules/knowledge-cache/knowledge-version.ts';
import type { SysLogService } from '../src/modules/sys-log/sys-log.service.ts';
import { scheduledJobs } from '../src/setup/scheduled-jobs.ts';
import {
  buildGuidanceRecord,
  buildOrganization,
  buildSession,
  buildStudent,
  buildUser,
  type BuiltUser,
} from './factories.ts';
import {
  callApi,
  createTestApp,
  expectCleanError,
  login,
  rowCounts,
  testDialects,
  TEST_START,
  type ApiResponse,
  type TestApp,
} from './test-app.ts';

/** Row counts of the data tables: the write log records refused requests too. */
const dataCounts = async (t: TestApp) => {
  const counts = await rowCounts(t.database);
  delete counts.sys_logs;
  return counts;
};

const NOT_FOUND = '记录不存在';
const FORBIDDEN = { code: 403, msg: '没有权限，请联系管理员授权', data: null };
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** At TEST_START (March 2026, school year 2025) the students who entered in 2024 are in 高二. */
const GRADE_TWO_ENTRY = 2024;

const hol = SHIPPED_INSTRUMENTS.find((definition) => definition.key === 'hol') as InstrumentDefinition;

/** Answers per Holland letter: R 5, I 4, A 3, S 2, E and C 1 → code RIA (E and C tie below). */
const HOLLAND_VALUES: Record<string, number> = { R: 5, I: 4, A: 3, S: 2, E: 1, C: 1 };

describe.each(testDialects())('evaluations API on %s', (dialect) => {
  let t: TestApp;
  let orgId: number;
  let teacher: BuiltUser;
  const tokens = {
    teacher: '',
    colleague: '',
    orgAdmin: '',
    otherTeacher: '',
    student: '',
    classmate: '',
    outsider: '',
  };
  const students = { own: 0, classmate: 0, otherClass: 0, colleagues: 0, otherOrg: 0 };

  const call = <T>(path: string, token: string, body?: unknown, method?: 'GET' | 'POST') =>
    callApi<T>(t.app, `/api/evaluation/${path}`, {
      token,
      ...(body !== undefined ? { body: body as object } : {}),
      method,
    });

  const expectOk = <T>(response: ApiResponse<T>): T => {
    expect({ code: response.body.code, msg: response.body.msg }).toEqual({ code: 0, msg: 'success' });
    return response.body.data;
  };

  /** A student with a phone account, and that account's token. */
  const studentWithAccount = async (
    org: number,
    teacherId: number,
    options: { className: string; entryYear?: number },
  ): Promise<{ id: number; token: string }> => {
    const { id } = await buildStudent(t.db, {
      orgId: org,
      teacherId,
      entryYear: options.entryYear ?? GRADE_TWO_ENTRY,
      className: options.className,
    });
    const account = await buildUser(t.db, { orgId: org, role: 'student' });
    await t.db.updateTable('students').set({ user_id: account.id }).where('id', '=', id).execute();
    return { id, token: await buildSession(t.db, account) };
  };

  const answerAll = async (attemptId: number, token: string, valueOf: (scale: string) => number, elapsedMs = 3000) => {
    for (const item of hol.items) {
      expectOk(
        await call('attempt/answer', token, { attemptId, itemId: item.id, value: valueOf(item.scale), elapsedMs }),
      );
    }
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await loadEvaluationInstruments(t.db, TEST_START);
    const org = await buildOrganization(t.db);
    const otherOrg = await buildOrganization(t.db);
    orgId = org.id;
    teacher = await buildUser(t.db, { orgId, role: 'teacher' });
    const colleague = await buildUser(t.db, { orgId, role: 'teacher' });
    const orgAdmin = await buildUser(t.db, { orgId, role: 'orgAdmin' });
    const otherTeacher = await buildUser(t.db, { orgId: otherOrg.id, role: 'teacher' });
    tokens.teacher = await login(t.app, teacher.account, teacher.password);
    tokens.colleague = await login(t.app, colleague.account, colleague.password);
    tokens.orgAdmin = await login(t.app, orgAdmin.account, orgAdmin.password);
    tokens.otherTeacher = await login(t.app, otherTeacher.account, otherTeacher.password);

    const own = await studentWithAccount(orgId, teacher.id, { className: '1班' });
    const classmate = await studentWithAccount(orgId, teacher.id, { className: '1班' });
    const outsider = await studentWithAccount(otherOrg.id, otherTeacher.id, { className: '1班' });
    students.own = own.id;
    students.classmate = classmate.id;
    students.otherOrg = outsider.id;
    tokens.student = own.token;
    tokens.classmate = classmate.token;
    tokens.outsider = outsider.token;
    students.otherClass = (
      await buildStudent(t.db, { orgId, teacherId: teacher.id, entryYear: GRADE_TWO_ENTRY, className: '2班' })
    ).id;
    students.colleagues = (
      await buildStudent(t.db, { orgId, teacherId: colleague.id, entryYear: GRADE_TWO_ENTRY, className: '1班' })
    ).id;
    // The own student's guidance record chose physics, chemistry and geography: it serves R and I.
    await buildGuidanceRecord(t.db, { orgId, studentId: own.id, teacherId: teacher.id });
    await t.db
      .updateTable('guidance_records')
      .set({ main_subject: '0604', minor_subject1: '0606', minor_subject2: '0609' })
      .where('student_id', '=', own.id)
      .execute();
  });
  afterAll(() => t?.close());

  it('loads each shipped instrument version once', async () => {
    const again = await loadEvaluationInstruments(t.db, TEST_START + DAY);
    expect(again).toEqual({ inserted: 0, updated: 0, unchanged: SHIPPED_INSTRUMENTS.length, kept: 0 });
    const stored = await t.db.selectFrom('evaluation_instruments').select(['instrument_key', 'version']).execute();
    expect(stored.map((row) => `${row.instrument_key}@${row.version}`).sort()).toEqual(
      SHIPPED_INSTRUMENTS.map((definition) => `${definition.key}@${definition.version}`).sort(),
    );
  });

  it('refuses every call without a token', async () => {
    for (const path of ['instruments', 'my', 'assignments/list', 'analyse', 'attempt/answer']) {
      expectCleanError(await call(path, ''), 401, 'invalid token');
    }
  });

  it('lists the instruments and serves items without keying', async () => {
    const list = expectOk(await call<InstrumentSummary[]>('instruments', tokens.teacher));
    const summary = list.find((entry) => entry.key === 'hol');
    expect(summary).toMatchObject({
      key: 'hol',
      resultCode: '1301',
      version: hol.version,
      itemCount: hol.items.length,
    });
    const response = await call<InstrumentForTaking>('instrument/hol', tokens.student, undefined, 'GET');
    const taking = expectOk(response);
    expect(taking.items).toHaveLength(hol.items.length);
    expect(taking.items[0]).toEqual({ id: hol.items[0]?.id, text: hol.items[0]?.text });
    expect(taking.responseScale).toEqual(hol.responseScale);
    // No scale, direction, pairing, norms or interpretation travel to the phone.
    expect(response.raw).not.toMatch(/"reverse"|"scale"|"norms"|"repeatOf"|"interpretation"|"bridge"/);
    expectCleanError(await call('instrument/nope', tokens.student), 400);
  });

  it('refuses malformed assignments with the field named, writing nothing', async () => {
    const before = await dataCounts(t);
    expectCleanError(await call('assign', tokens.teacher, { instrumentKeys: [], studentIds: [students.own] }), 400);
    expectCleanError(await call('assign', tokens.teacher, { instrumentKeys: ['iq'], studentIds: [students.own] }), 400);
    expectCleanError(await call('assign', tokens.teacher, { instrumentKeys: ['hol'] }), 400, /请选择学生、班级或年级/);
    expectCleanError(
      await call('assign', tokens.teacher, { instrumentKeys: ['hol'], grade: 2, deadline: TEST_START - 1 }),
      400,
      /deadline/,
    );
    // Another organisation's student, or a colleague's for a teacher, is not found; nothing is assigned.
    expectCleanError(
      await call('assign', tokens.otherTeacher, { instrumentKeys: ['hol'], studentIds: [students.own] }),
      404,
      NOT_FOUND,
    );
    expectCleanError(
      await call('assign', tokens.teacher, {
        instrumentKeys: ['hol'],
        studentIds: [students.own, students.colleagues],
      }),
      404,
      NOT_FOUND,
    );
    expect(await dataCounts(t)).toEqual(before);
  });

  it('assigns to a class once, keeping an unfinished assignment instead of doubling it', async () => {
    const body = { instrumentKeys: ['hol'], grade: 2, className: '1班', deadline: TEST_START + 7 * DAY };
    expect(expectOk(await call<AssignResult>('assign', tokens.teacher, body))).toEqual({
      created: 2,
      skipped: 0,
      studentCount: 2,
    });
    expect(expectOk(await call<AssignResult>('assign', tokens.teacher, body))).toEqual({
      created: 0,
      skipped: 2,
      studentCount: 2,
    });
    const page = expectOk(
      await call<Page<AssignmentRow>>('assignments/list', tokens.teacher, { grade: 2, instrumentKey: 'hol', page: 1 }),
    );
    expect(page.totalCount).toBe(2);
    expect(page.list[0]).toMatchObject({
      className: '1班',
      grade: 2,
      instrumentKey: 'hol',
      instrumentName: hol.title.zh,
      status: 'assigned',
      overdue: false,
      deadline: TEST_START + 7 * DAY,
      answeredCount: 0,
      itemCount: hol.items.length,
      resultId: null,
    });
    // A colleague sees none of them; the org admin sees both; another org sees nothing.
    expect(expectOk(await call<Page<AssignmentRow>>('assignments/list', tokens.colleague, {})).totalCount).toBe(0);
    expect(expectOk(await call<Page<AssignmentRow>>('assignments/list', tokens.orgAdmin, {})).totalCount).toBe(2);
    expect(expectOk(await call<Page<AssignmentRow>>('assignments/list', tokens.otherTeacher, {})).totalCount).toBe(0);
  });

  it("keeps the console and the student's calls apart", async () => {
    expect((await call('my', tokens.teacher)).body).toEqual(FORBIDDEN);
    expect(
      (await call('attempt/answer', tokens.teacher, { attemptId: 1, itemId: 'R1', value: 3, elapsedMs: 1 })).body,
    ).toEqual(FORBIDDEN);
    expect((await call('assignments/list', tokens.student, {})).body).toEqual(FORBIDDEN);
    expect((await call('assign', tokens.student, { instrumentKeys: ['hol'], grade: 2 })).body).toEqual(FORBIDDEN);
  });

  it('lets a student answer only their own assignment, refusing malformed answers without writing', async () => {
    const [mine] = expectOk(await call<MyAssignment[]>('my', tokens.student));
    expect(mine).toMatchObject({
      instrumentKey: 'hol',
      status: 'assigned',
      attemptId: null,
      itemCount: hol.items.length,
    });
    expectCleanError(await call(`attempt/start/${mine!.id}`, tokens.outsider), 404, NOT_FOUND);
    expectCleanError(await call(`attempt/start/${mine!.id}`, tokens.classmate), 404, NOT_FOUND);

    const attempt = expectOk(await call<Attempt>(`attempt/start/${mine!.id}`, tokens.student));
    expect(attempt).toMatchObject({ status: 'inProgress', answers: [], resumeIndex: 0, itemCount: hol.items.length });
    expect(attempt.instrument.items).toHaveLength(hol.items.length);

    const first = hol.items[0]!;
    const before = await dataCounts(t);
    const answer = (body: object, token = tokens.student) => call<AnswerResult>('attempt/answer', token, body);
    expectCleanError(
      await answer({ attemptId: attempt.id, itemId: 'X99', value: 3, elapsedMs: 2000 }),
      400,
      /itemId 题目不存在/,
    );
    expectCleanError(
      await answer({ attemptId: attempt.id, itemId: first.id, value: 6, elapsedMs: 2000 }),
      400,
      /value 答案超出量表范围/,
    );
    expectCleanError(
      await answer({ attemptId: attempt.id, itemId: first.id, value: 0, elapsedMs: 2000 }),
      400,
      /value/,
    );
    expectCleanError(
      await answer({ attemptId: attempt.id, itemId: first.id, value: 2.5, elapsedMs: 2000 }),
      400,
      /value/,
    );
    expectCleanError(
      await answer({ attemptId: attempt.id, itemId: first.id, value: 3, elapsedMs: -1 }),
      400,
      /elapsedMs/,
    );
    expectCleanError(
      await answer({ attemptId: attempt.id, itemId: first.id, value: 3, elapsedMs: 9, score: 100 }),
      400,
    );
    // A classmate and another organisation's student cannot write into this attempt.
    expectCleanError(
      await answer({ attemptId: attempt.id, itemId: first.id, value: 3, elapsedMs: 2000 }, tokens.classmate),
      404,
      NOT_FOUND,
    );
    expectCleanError(
      await answer({ attemptId: attempt.id, itemId: first.id, value: 3, elapsedMs: 2000 }, tokens.outsider),
      404,
      NOT_FOUND,
    );
    expect(await dataCounts(t)).toEqual(before);

    // The same answer twice is stored once; a changed answer replaces it.
    expect(expectOk(await answer({ attemptId: attempt.id, itemId: first.id, value: 2, elapsedMs: 2500 }))).toEqual({
      answeredCount: 1,
      itemCount: hol.items.length,
    });
    expect(expectOk(await answer({ attemptId: attempt.id, itemId: first.id, value: 5, elapsedMs: 2600 }))).toEqual({
      answeredCount: 1,
      itemCount: hol.items.length,
    });
    const stored = await t.db
      .selectFrom('evaluation_answers')
      .selectAll()
      .where('attempt_id', '=', attempt.id)
      .execute();
    expect(stored.map((row) => [row.item_id, Number(row.value), Number(row.elapsed_ms)])).toEqual([
      [first.id, 5, 2600],
    ]);
  });

  it('resumes an attempt where it stopped, scores it once on submit and keeps it read-only', async () => {
    const [mine] = expectOk(await call<MyAssignment[]>('my', tokens.student));
    const opened = expectOk(await call<Attempt>(`attempt/start/${mine!.id}`, tokens.student));
    expect(opened.answers).toEqual([{ itemId: hol.items[0]!.id, value: 5 }]);
    expect(opened.resumeIndex).toBe(1);

    // Half of the items, then the page is closed and opened again.
    const half = hol.items.slice(0, Math.floor(hol.items.length / 2));
    for (const item of half) {
      await call('attempt/answer', tokens.student, {
        attemptId: opened.id,
        itemId: item.id,
        value: HOLLAND_VALUES[item.scale],
        elapsedMs: 3000,
      });
    }
    const resumed = expectOk(await call<Attempt>(`attempt/start/${mine!.id}`, tokens.student, undefined, 'GET'));
    expect(resumed.id).toBe(opened.id);
    expect(resumed.resumeIndex).toBe(half.length);
    expect(resumed.answers).toHaveLength(half.length);
    expect(expectOk(await call<MyAssignment[]>('my', tokens.student))[0]).toMatchObject({
      status: 'inProgress',
      answeredCount: half.length,
      attemptId: opened.id,
    });

    const before = await dataCounts(t);
    expectCleanError(
      await call(`attempt/submit/${opened.id}`, tokens.student),
      500,
      `还有 ${hol.items.length - half.length} 题未作答`,
    );
    expect(await dataCounts(t)).toEqual(before);

    await answerAll(opened.id, tokens.student, (scale) => HOLLAND_VALUES[scale] ?? 1);
    expectCleanError(await call(`attempt/submit/${opened.id}`, tokens.classmate), 404, NOT_FOUND);
    const submitted = expectOk(await call<SubmitResult>(`attempt/submit/${opened.id}`, tokens.student));
    expect(submitted.attemptId).toBe(opened.id);

    const afterSubmit = await dataCounts(t);
    expectCleanError(await call(`attempt/submit/${opened.id}`, tokens.student), 500, '测评已提交，请勿重复提交');
    expectCleanError(
      await call('attempt/answer', tokens.student, {
        attemptId: opened.id,
        itemId: hol.items[0]!.id,
        value: 1,
        elapsedMs: 1,
      }),
      500,
      '测评已完成，答案不能再修改',
    );
    expect(await dataCounts(t)).toEqual(afterSubmit);

    const finished = expectOk(await call<Attempt>(`attempt/start/${mine!.id}`, tokens.student));
    expect(finished).toMatchObject({
      status: 'completed',
      resultId: submitted.resultId,
      resumeIndex: hol.items.length,
    });

    // The student's own report: scored on the server, without the careless-answer signals.
    const own = expectOk(await call<Report>(`report/${submitted.resultId}`, tokens.student));
    expect(own.code).toBe('RIA');
    expect(own.careless).toBeNull();
    expect(own.scales.map((scale) => [scale.code, scale.percent])).toEqual([
      ['R', 100],
      ['I', 75],
      ['A', 50],
      ['S', 25],
      ['E', 0],
      ['C', 0],
    ]);
    expect(own.majors.length).toBeGreaterThan(0);
    expect(own.disclaimer).toEqual(hol.disclaimer);

    // The teacher's report adds the signals; everyone else finds nothing.
    const seen = expectOk(await call<Report>(`report/${submitted.resultId}`, tokens.teacher));
    expect(seen).toMatchObject({ code: 'RIA', studentId: students.own, className: '1班', grade: 2 });
    expect(seen.careless).toMatchObject({ tooFast: false, allSame: false, medianMs: 3000, flagged: false });
    expectCleanError(await call(`report/${submitted.resultId}`, tokens.otherTeacher), 404, NOT_FOUND);
    expectCleanError(await call(`report/${submitted.resultId}`, tokens.colleague), 404, NOT_FOUND);
    expectCleanError(await call(`report/${submitted.resultId}`, tokens.classmate), 404, NOT_FOUND);
    expectCleanError(await call(`report/${submitted.resultId}`, tokens.outsider), 404, NOT_FOUND);
  });

  it('flags careless answers and overdue assignments in the class analysis', async () => {
    const [theirs] = expectOk(await call<MyAssignment[]>('my', tokens.classmate));
    const attempt = expectOk(await call<Attempt>(`attempt/start/${theirs!.id}`, tokens.classmate));
    // Every item answered 3 within half a second: too fast and all the same.
    await answerAll(attempt.id, tokens.classmate, () => 3, 400);
    const { resultId } = expectOk(await call<SubmitResult>(`attempt/submit/${attempt.id}`, tokens.classmate));
    expect(expectOk(await call<Report>(`report/${resultId}`, tokens.teacher)).careless).toMatchObject({
      tooFast: true,
      allSame: true,
      medianMs: 400,
      flagged: true,
    });

    // The other class gets an instrument due in an hour; two hours later it has not been taken.
    expectOk(
      await call('assign', tokens.teacher, {
        instrumentKeys: ['hol'],
        studentIds: [students.otherClass],
        deadline: TEST_START + HOUR,
      }),
    );
    t.clock.advance(2 * HOUR);
    try {
      const overdue = expectOk(
        await call<Page<AssignmentRow>>('assignments/list', tokens.teacher, { status: 'overdue' }),
      );
      expect(overdue.list.map((row) => row.studentId)).toEqual([students.otherClass]);
      expect(overdue.list[0]!.overdue).toBe(true);

      const analysis = expectOk(await call<Analysis>('analyse', tokens.teacher, { grade: 2 }));
      expect(analysis.studentCount).toBe(3);
      expect(analysis.completed.find((entry) => entry.instrumentKey === 'hol')?.count).toBe(2);
      // Each code counts once under its first letter (the all-same answers' code depends on the tie rule).
      expect(analysis.hollandTypes.reduce((sum, entry) => sum + entry.count, 0)).toBe(2);
      expect(analysis.hollandTypes.map((entry) => entry.code)).toEqual(['R', 'I', 'A', 'S', 'E', 'C']);
      expect(analysis.hollandCodes.map((entry) => entry.code)).toContain('RIA');
      expect(analysis.warnings.map((warning) => [warning.studentId, warning.reasons])).toEqual(
        expect.arrayContaining([
          [students.classmate, ['tooFast', 'allSame']],
          [students.otherClass, ['notTaken']],
        ]),
      );
      expect(analysis.warnings.some((warning) => warning.studentId === students.own)).toBe(false);
      // Only the own student has a complete 选科; RIA with physics, chemistry, geography fits.
      expect(analysis.subjectFit).toEqual({ withSubjects: 1, fitting: 1, share: 1 });
      const profile = analysis.profiles.find((entry) => entry.className === '1班' && entry.instrumentKey === 'hol');
      expect(profile?.count).toBe(2);
      // Mean percent of R over the two results: (100 + 50) / 2.
      expect(profile?.scales.find((scale) => scale.code === 'R')?.percent).toBe(75);

      // Another organisation sees none of it.
      const outside = expectOk(await call<Analysis>('analyse', tokens.otherTeacher, {}));
      expect(outside.warnings).toEqual([]);
      expect(outside.hollandCodes).toEqual([]);
    } finally {
      t.clock.reset();
    }
  });

  it('exports the list as XLSX with the same filters', async () => {
    const file = expectOk(await call<FileContent>('export', tokens.teacher, { grade: 2, className: '1班' }));
    expect(file.fileName).toMatch(/^学生测评_\d{4}-\d{2}-\d{2}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(file.content, 'base64') as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const values = (row: number) => (sheet.getRow(row).values as unknown[]).slice(1).map(String);
    expect(values(1).slice(0, 6)).toEqual(['学号', '姓名', '年级', '班级', '测评', '状态']);
    expect(sheet.rowCount).toBe(3);
    expect(values(2)[5]).toBe('已完成');
    expect(values(2)[2]).toBe('高二');
    expect((await call('export', tokens.teacher, { grade: 7 })).body.code).toBe(400);
  });

  it('reminds and withdraws only unfinished assignments in scope, all or nothing', async () => {
    const page = expectOk(await call<Page<AssignmentRow>>('assignments/list', tokens.teacher, { status: 'assigned' }));
    const open = page.list.map((row) => row.id);
    expect(open).toHaveLength(1);
    const done = expectOk(await call<Page<AssignmentRow>>('assignments/list', tokens.teacher, { status: 'completed' }));
    const before = await dataCounts(t);
    expectCleanError(
      await call('remind', tokens.teacher, { assignmentIds: [...open, done.list[0]!.id] }),
      404,
      NOT_FOUND,
    );
    expectCleanError(await call('remind', tokens.otherTeacher, { assignmentIds: open }), 404, NOT_FOUND);
    expectCleanError(await call('assignments/delete', tokens.colleague, open), 404, NOT_FOUND);
    expect(await dataCounts(t)).toEqual(before);
    expect(expectOk(await call('remind', tokens.teacher, { assignmentIds: open }))).toEqual({ reminded: 1 });
    expect(
      expectOk(await call<Page<AssignmentRow>>('assignments/list', tokens.teacher, { status: 'assigned' })).list[0]!
        .remindedAt,
    ).toBe(TEST_START);
    expectOk(await call('assignments/delete', tokens.teacher, open));
    expect(
      expectOk(await call<Page<AssignmentRow>>('assignments/list', tokens.teacher, { status: 'assigned' })).totalCount,
    ).toBe(0);
  });

  it('scores every shipped instrument on the server, with reports that keep the keying out', async () => {
    const keys = SHIPPED_INSTRUMENTS.map((definition) => definition.key).filter((key) => key !== 'hol');
    expectOk(await call('assign', tokens.teacher, { instrumentKeys: keys, studentIds: [students.own] }));
    const mine = expectOk(await call<MyAssignment[]>('my', tokens.student));
    for (const definition of SHIPPED_INSTRUMENTS.filter((entry) => entry.key !== 'hol')) {
      const assignment = mine.find((entry) => entry.instrumentKey === definition.key && entry.status === 'assigned');
      const attempt = expectOk(await call<Attempt>(`attempt/start/${assignment!.id}`, tokens.student));
      const { min, max } = definition.responseScale;
      for (const [index, item] of attempt.instrument.items.entries()) {
        const value = min + (index % (max - min + 1));
        expectOk(
          await call('attempt/answer', tokens.student, {
            attemptId: attempt.id,
            itemId: item.id,
            value,
            elapsedMs: 2500,
          }),
        );
      }
      const { resultId } = expectOk(await call<SubmitResult>(`attempt/submit/${attempt.id}`, tokens.student));
      const response = await call<Report>(`report/${resultId}`, tokens.teacher);
      const report = expectOk(response);
      expect(report).toMatchObject({ instrumentKey: definition.key, resultCode: definition.resultCode });
      expect(report.scales).toHaveLength(definition.scales.length);
      if (definition.key === 'mbti') expect(report.code).toMatch(/^[EI][SN][TF][JP]$/);
      else if (definition.key !== 'pf') expect(report.code.length).toBeGreaterThan(0);
      expect(response.raw).not.toMatch(/"reverse"|"repeatOf"|"norms"/);
    }
  });

  it('offers the scheduled reminder a seam that reminds each overdue assignment once a day', async () => {
    expectOk(
      await call('assign', tokens.teacher, {
        instrumentKeys: ['hol'],
        studentIds: [students.otherClass],
        deadline: TEST_START + DAY,
      }),
    );
    let at = TEST_START + 2 * DAY;
    const service = createEvaluationsService({
      db: t.db,
      knowledge: { majorClasses: async () => new Map(), occupationGroups: async () => new Map() },
      records: { subjectsOf: async () => new Map() },
      now: () => at,
    });
    const first = await service.remindOverdue();
    expect(first.map((row) => [row.orgId, row.studentId, row.instrumentKey])).toEqual([
      [orgId, students.otherClass, 'hol'],
    ]);
    expect(await service.remindOverdue()).toEqual([]);
    at += DAY;
    expect(await service.remindOverdue({ orgId })).toHaveLength(1);
  });

  it('names every fitting major class and occupation group, linking only what the knowledge base holds', async () => {
    const { id: resultId } = await t.db
      .selectFrom('evaluation_results')
      .select('id')
      .where('student_id', '=', students.own)
      .where('instrument_key', '=', 'hol')
      .executeTakeFirstOrThrow();
    // The base holds 机械类 only; the catalogue names the rest.
    const { id: mechanical } = await t.db
      .insertInto('majors')
      .values({
        education_level: '1',
        level: 2,
        code: '0802',
        major_code: '0802',
        name: '机械类',
        parent_id: null,
        grandparent_id: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await bumpKnowledgeVersion(t.db);
    // The cached lists read the data version at most once a second.
    t.clock.advance(2000);
    for (const token of [tokens.teacher, tokens.student]) {
      const report = expectOk(await call<Report>(`report/${resultId}`, token));
      // RIA: the realistic scale's classes and groups come first.
      expect(report.majors.slice(0, 2)).toEqual([
        { code: '0802', name: '机械类', id: mechanical },
        { code: '0806', name: '电气类', id: null },
      ]);
      expect(report.occupations[0]).toEqual({ code: '2-02-07', name: '机械工程技术人员', id: null });
      for (const link of [...report.majors, ...report.occupations]) expect(link.name, link.code).not.toBe('');
    }
  });

  it("reminds through one step whether a teacher asks or the daily job runs, so neither repeats the other's", async () => {
    expectOk(
      await call('assign', tokens.teacher, {
        instrumentKeys: ['anchor'],
        studentIds: [students.otherClass],
        deadline: TEST_START + HOUR,
      }),
    );
    const job = scheduledJobs({
      database: t.database,
      config: t.config,
      logs: {} as SysLogService,
      now: t.clock.now,
    }).find((entry) => entry.name === 'remindOverdueEvaluations')!;
    const anchorRow = async () =>
      expectOk(
        await call<Page<AssignmentRow>>('assignments/list', tokens.teacher, {
          studentId: students.otherClass,
          instrumentKey: 'anchor',
        }),
      ).list[0]!;
    const { id } = await anchorRow();
    // Read from the table once a day has passed: the teacher's token has expired by then.
    const remindedAt = async () =>
      Number(
        (
          await t.db
            .selectFrom('evaluation_assignments')
            .select('reminded_at')
            .where('id', '=', id)
            .executeTakeFirstOrThrow()
        ).reminded_at,
      );
    try {
      // The teacher reminds first: the job run an hour later leaves that assignment alone.
      t.clock.set(TEST_START + 2 * HOUR);
      expect(expectOk(await call('remind', tokens.teacher, { assignmentIds: [id] }))).toEqual({ reminded: 1 });
      t.clock.advance(HOUR);
      await job.run();
      expect((await anchorRow()).remindedAt).toBe(TEST_START + 2 * HOUR);

      expect(await remindedAt()).toBe(TEST_START + 2 * HOUR);

      // A day later the job reminds it, on the same column the teacher's list and the phone read.
      t.clock.advance(DAY);
      expect(await job.run()).toMatch(/^已提醒逾期未完成的测评 [1-9]\d* 项$/);
      expect(await remindedAt()).toBe(TEST_START + 3 * HOUR + DAY);
      // Run again at once: nobody is reminded twice.
      expect(await job.run()).toBe('已提醒逾期未完成的测评 0 项');
    } finally {
      t.clock.reset();
    }
  });
});
