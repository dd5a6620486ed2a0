import type {
  BulkMakeJob,
  BulkShareResult,
  ClassBoard,
  CollisionView,
  StudentReminder,
} from '@zhihang/contract/class-board/class-board.schema';
import type { PlanDetail } from '@zhihang/contract/plans/plan.schema';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importEngineFixtures, importPlanFixtures } from './admission-fixtures.ts';
import { buildOrganization, buildStudent, buildUser } from './factories.ts';
import { callApi, createTestApp, expectCleanError, login, TEST_START, testDialects, type TestApp } from './test-app.ts';

const JIANGSU = { province: '320000', mainSubject: '0604', minorSubject1: '0606', minorSubject2: '0607' } as const;
const DAY = 24 * 3600 * 1000;

/** Every sheet of a workbook by name, its rows as text, the header first. */
async function workbookSheets(content: Buffer): Promise<Map<string, string[][]>> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(content as unknown as ArrayBuffer);
  return new Map(
    workbook.worksheets.map((sheet) => {
      const rows: string[][] = [];
      sheet.eachRow((row) => {
        rows.push(
          (row.values as unknown[])
            .slice(1)
            .map((value) => (value === null || value === undefined ? '' : String(value))),
        );
      });
      return [sheet.name, rows];
    }),
  );
}

describe.each(testDialects())('the class board, %s', (dialect) => {
  let t: TestApp;
  const tokens = { teacher: '', colleague: '', orgAdmin: '', stranger: '' };
  /** The teacher's class: two with scores, one without, one whose province has no data. */
  const ours = { first: 0, second: 0, noScore: 0, noData: 0 };
  let colleagueStudent = 0;
  let strangerStudent = 0;

  const call = <T>(url: string, body: object, token = tokens.teacher) =>
    callApi<T>(t.app, `/api/classBoard/${url}`, { token, body });

  /** Starts a bulk making and waits for its end; the job runs in the background. */
  const bulkMake = async (studentIds: number[], token = tokens.teacher, stopAtOnce = false) => {
    const started = await call<BulkMakeJob>('bulkMake', { studentIds }, token);
    expect(started.body.code).toBe(0);
    let job = started.body.data;
    if (stopAtOnce) job = (await call<BulkMakeJob>('bulkMakeStop', { jobId: job.jobId }, token)).body.data;
    while (job.state === 'running' || job.state === 'stopping') {
      await new Promise((resolve) => setTimeout(resolve, 25));
      job = (await call<BulkMakeJob>('bulkMakeStatus', { jobId: job.jobId }, token)).body.data;
    }
    return job;
  };

  const plansOf = (studentId: number) =>
    t.db.selectFrom('plans').select(['id', 'name']).where('student_id', '=', studentId).execute();
  const rowCount = async (planId: number) =>
    (await t.db.selectFrom('plan_rows').select('id').where('plan_id', '=', planId).execute()).length;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await importPlanFixtures(t);
    await importEngineFixtures(t);
    const org = await buildOrganization(t.db, { orgKey: 'default' });
    const otherOrg = await buildOrganization(t.db);
    const teacher = await buildUser(t.db, { orgId: org.id, role: 'teacher' });
    const colleague = await buildUser(t.db, { orgId: org.id, role: 'teacher' });
    const orgAdmin = await buildUser(t.db, { orgId: org.id, role: 'orgAdmin' });
    const stranger = await buildUser(t.db, { orgId: otherOrg.id, role: 'teacher' });
    tokens.teacher = await login(t.app, teacher.account, teacher.password);
    tokens.colleague = await login(t.app, colleague.account, colleague.password);
    tokens.orgAdmin = await login(t.app, orgAdmin.account, orgAdmin.password);
    tokens.stranger = await login(t.app, stranger.account, stranger.password);
    const student = async (
      orgId: number,
      teacherId: number,
      name: string,
      score: number | null,
      province: { province: string; mainSubject: string; minorSubject1: string; minorSubject2: string } = JIANGSU,
    ) => {
      const { id } = await buildStudent(t.db, {
        orgId,
        teacherId,
        entryYear: 2023,
        className: '1班',
        name,
        ...province,
      });
      const token = orgId === org.id ? (teacherId === teacher.id ? tokens.teacher : tokens.colleague) : tokens.stranger;
      if (score !== null) {
        const saved = await callApi(t.app, '/api/stuGuidance/update', {
          token,
          body: { stuId: id, scoreTotal: score },
        });
        expect(saved.body.code).toBe(0);
      }
      return id;
    };
    ours.first = await student(org.id, teacher.id, '甲同学', 595);
    ours.second = await student(org.id, teacher.id, '乙同学', 590);
    ours.noScore = await student(org.id, teacher.id, '丙同学', null);
    ours.noData = await student(org.id, teacher.id, '丁同学', 600, { ...JIANGSU, province: '110000' });
    colleagueStudent = await student(org.id, colleague.id, '戊同学', 592);
    strangerStudent = await student(otherOrg.id, stranger.id, '外校同学', 593);
  }, 180_000);
  afterAll(() => t?.close());

  it('makes a plan for each student, reports the one that fails with its reason and leaves it no plan', async () => {
    const job = await bulkMake([ours.first, ours.second, ours.noScore, ours.noData]);
    expect(job.state).toBe('done');
    expect(job.results.map((result) => [result.studentId, result.ok])).toEqual([
      [ours.first, true],
      [ours.second, true],
      [ours.noScore, false],
      [ours.noData, false],
    ]);
    expect(job.results[2]!.message).toMatch(/成绩/);
    expect(job.results[3]!.message).not.toBe('');
    for (const result of job.results.filter((entry) => entry.ok)) {
      expect(await rowCount(result.planId!)).toBeGreaterThan(0);
      expect(result.admitted).toEqual(expect.any(Number));
    }
    expect(await plansOf(ours.noScore)).toEqual([]);
    expect(await plansOf(ours.noData)).toEqual([]);
    // Another school's and another teacher's students make their own.
    expect((await bulkMake([colleagueStudent], tokens.colleague)).results[0]!.ok).toBe(true);
    expect((await bulkMake([strangerStudent], tokens.stranger)).results[0]!.ok).toBe(true);
  });

  it('refuses students outside the caller’s scope before making anything', async () => {
    expectCleanError(await call('bulkMake', { studentIds: [ours.first, colleagueStudent] }), 404, '记录不存在');
    expectCleanError(await call('bulkMake', { studentIds: [strangerStudent] }, tokens.orgAdmin), 404, '记录不存在');
  });

  it('stopped, leaves every student either a whole new plan or none', async () => {
    const before = new Map(
      await Promise.all([ours.first, ours.second].map(async (id) => [id, (await plansOf(id)).length] as const)),
    );
    const job = await bulkMake([ours.first, ours.second], tokens.teacher, true);
    expect(['stopped', 'done']).toContain(job.state);
    expect(job.results.length).toBeLessThanOrEqual(2);
    for (const id of [ours.first, ours.second]) {
      const made = job.results.filter((result) => result.studentId === id && result.ok).length;
      const plans = await plansOf(id);
      expect(plans).toHaveLength(before.get(id)! + made);
      for (const plan of plans) expect(await rowCount(plan.id)).toBeGreaterThan(0);
    }
    // The second making of a student takes a name of its own.
    const names = (await plansOf(ours.first)).map((plan) => plan.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('shows one row per student of the teacher’s class with score, rank, plans, status, P and flags', async () => {
    const { body } = await call<ClassBoard>('list', {});
    expect(body.code).toBe(0);
    const rows = new Map(body.data.rows.map((row) => [row.studentId, row]));
    expect([...rows.keys()].sort((a, b) => a - b)).toEqual(Object.values(ours).sort((a, b) => a - b));
    const first = rows.get(ours.first)!;
    expect(first).toMatchObject({ name: '甲同学', score: 595, subjects: ['0604', '0606', '0607'], status: 'draft' });
    expect(first.rank).toEqual(expect.any(Number));
    expect(first.rankYear).toBe(2026);
    expect(first.planCount).toBeGreaterThanOrEqual(1);
    expect(first.finalPlan).toMatchObject({ marked: false, stageNote: '' });
    expect(first.finalPlan!.admitted).toEqual(expect.any(Number));
    expect(first.finalPlan!.rowCount).toBeGreaterThan(0);
    expect(first.lastChangedAt).toBe(TEST_START);
    const noScore = rows.get(ours.noScore)!;
    expect(noScore).toMatchObject({ score: null, rank: null, planCount: 0, status: 'none', finalPlan: null });
    expect(noScore.flags.map((flag) => flag.kind)).toEqual(['noScore']);
    expect(body.data.target).toBe(0.99);
  });

  it('flags a plan changed after it was confirmed, P below the target and a missing plan near the deadline', async () => {
    const [plan] = await plansOf(ours.second);
    await t.db
      .updateTable('plans')
      .set({ is_final: 1, stage: 'student_confirmed', stage_note: '确认后修改了第 3 志愿' })
      .where('id', '=', plan!.id)
      .execute();
    const reminded = await call<{ reminded: number; deadlinesSet: number }>('remind', {
      studentIds: [ours.second, ours.noScore],
      deadlineAt: TEST_START + 3 * DAY,
      message: '请在周五前确认志愿表',
    });
    expect(reminded.body.data).toEqual({ reminded: 2, deadlinesSet: 1 });
    const stored = await t.db
      .selectFrom('student_reminders')
      .select(['student_id', 'plan_id', 'message'])
      .orderBy('student_id')
      .execute();
    expect(stored).toEqual([
      { student_id: ours.second, plan_id: plan!.id, message: '请在周五前确认志愿表' },
      { student_id: ours.noScore, plan_id: null, message: '请在周五前确认志愿表' },
    ]);
    const { body } = await call<ClassBoard>('list', {});
    const rows = new Map(body.data.rows.map((row) => [row.studentId, row]));
    const second = rows.get(ours.second)!;
    expect(second.status).toBe('student_confirmed');
    expect(second.finalPlan).toMatchObject({ id: plan!.id, marked: true });
    expect(second.deadlineAt).toBe(TEST_START + 3 * DAY);
    expect(second.flags.map((flag) => flag.kind)).toContain('changedAfterConfirm');
    expect(rows.get(ours.noScore)!.flags.map((flag) => flag.kind)).toEqual(['noScore', 'noPlanNearDeadline']);
    for (const row of body.data.rows) {
      const admitted = row.finalPlan?.admitted ?? null;
      const low = admitted !== null && admitted < body.data.target;
      expect(row.flags.some((flag) => flag.kind === 'lowAdmission')).toBe(low);
    }
  });

  it('shows the student their reminders on the phone, and no one else’s', async () => {
    const credentials = await callApi<{ account: string; password: string }>(t.app, '/api/stuArchive/createAccount', {
      token: tokens.teacher,
      body: { id: ours.second },
    });
    const signedIn = await callApi<{ token: string }>(t.app, '/api/stuAccount/login', {
      body: credentials.body.data,
      headers: { 'login-type': '0' },
    });
    const { body } = await callApi<StudentReminder[]>(t.app, '/api/classBoard/myReminders', {
      token: signedIn.body.data.token,
      body: {},
    });
    expect(body.data).toEqual([
      expect.objectContaining({ message: '请在周五前确认志愿表', deadlineAt: TEST_START + 3 * DAY }),
    ]);
    // A teacher's token is not a student's: the phone's call is refused on the console.
    expect((await call('myReminders', {})).body.code).toBe(403);
  });

  it('shows a teacher only their class, an org admin every class, never another school’s', async () => {
    const colleague = await call<ClassBoard>('list', {}, tokens.colleague);
    expect(colleague.body.data.rows.map((row) => row.studentId)).toEqual([colleagueStudent]);
    const admin = await call<ClassBoard>('list', {}, tokens.orgAdmin);
    expect(admin.body.data.rows.map((row) => row.studentId).sort((a, b) => a - b)).toEqual(
      [...Object.values(ours), colleagueStudent].sort((a, b) => a - b),
    );
    expect(JSON.stringify(admin.body)).not.toContain('外校同学');
  });

  it('counts the school’s final plans in the collision view, names only the caller’s students, never another school’s', async () => {
    const { body } = await call<CollisionView>('collisions', {});
    expect(body.code).toBe(0);
    // The teacher's two, the colleague's one; the other school's plan is not counted.
    expect(body.data.finalPlans).toBe(3);
    expect(body.data.units.length).toBeGreaterThan(0);
    const text = JSON.stringify(body.data);
    expect(text).not.toContain('外校同学');
    expect(text).not.toContain('戊同学');
    for (const unit of body.data.units) {
      expect(unit.students.length).toBeGreaterThanOrEqual(2);
      expect(unit.students.length).toBeLessThanOrEqual(3);
      expect(unit.bySlot.reduce((sum, count) => sum + count, 0)).toBe(unit.studentCount);
      expect(unit.studentCount).toBe(unit.students.length);
      const ranks = unit.students.map((student) => student.rank ?? Infinity);
      expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
      for (const student of unit.students) {
        if (student.studentId === null) expect(student.name).toBeNull();
        else expect([ours.first, ours.second]).toContain(student.studentId);
      }
    }
    const admin = await call<CollisionView>('collisions', {}, tokens.orgAdmin);
    expect(JSON.stringify(admin.body.data)).toContain('戊同学');
    const stranger = await call<CollisionView>('collisions', {}, tokens.stranger);
    expect(stranger.body.data.finalPlans).toBe(1);
    expect(stranger.body.data.units).toEqual([]);
  });

  it('flags a student whose schoolmates ranked above them crowd a unit of their plan', async () => {
    const { body } = await call<ClassBoard>('list', {}, tokens.orgAdmin);
    const rows = new Map(body.data.rows.map((row) => [row.studentId, row]));
    // 乙 (590) ranks below 甲 (595) and 戊 (592): where they share a small unit, 乙 is flagged.
    const second = rows.get(ours.second)!;
    expect(second.collisions.length).toBeGreaterThan(0);
    for (const collision of second.collisions) expect(collision.above).toBeGreaterThanOrEqual(1);
    expect(second.flags.find((flag) => flag.kind === 'collision')!.text).toMatch(
      /^\d+ 名同学位次高于你，同报 .+（计划 \d+ 人）$/,
    );
    // The best-ranked student is never ranked below anyone.
    expect(rows.get(ours.first)!.collisions).toEqual([]);
  });

  it('prints, shares and exports the selected students’ final plans', async () => {
    const printed = await call<PlanDetail[]>('finalPlans', { studentIds: [ours.first, ours.second, ours.noScore] });
    expect(printed.body.data.map((plan) => plan.stuId)).toEqual([ours.first, ours.second]);
    expect(printed.body.data.every((plan) => plan.rows.length > 0)).toBe(true);
    const shared = await call<BulkShareResult>('share', { studentIds: [ours.first, ours.noScore] });
    expect(shared.body.data.results.map((result) => [result.studentId, result.ok])).toEqual([
      [ours.first, true],
      [ours.noScore, false],
    ]);
    const exported = await t.app.inject({
      method: 'GET',
      url: '/api/classBoard/exportXlsx',
      headers: { token: tokens.teacher },
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toMatch(/spreadsheetml/);
    expect(exported.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expectCleanError(await call('finalPlans', { studentIds: [strangerStudent] }), 404, '记录不存在');
  });

  it('exports the final plans as one workbook: a summary, then one sheet per plan in the filling order', async () => {
    const download = (query: string, token = tokens.teacher) =>
      t.app.inject({
        method: 'GET',
        url: `/api/classBoard/exportFinalPlansXlsx${query}`,
        headers: token ? { token } : {},
      });
    const board = new Map(
      (await call<ClassBoard>('list', {})).body.data.rows.map((row) => [row.studentId, row] as const),
    );
    const first = board.get(ours.first)!.finalPlan!;
    const second = board.get(ours.second)!.finalPlan!;

    const selected = await download(`?studentIds=${ours.second},${ours.first},${ours.noScore}`);
    expect(selected.statusCode).toBe(200);
    expect(selected.headers['content-disposition']).toContain(encodeURIComponent('最终方案汇总.xlsx'));
    const sheets = await workbookSheets(selected.rawPayload);
    expect([...sheets.keys()]).toEqual(['汇总', `甲同学_${first.name}`, `乙同学_${second.name}`]);
    expect(sheets.get('汇总')).toEqual([
      ['班级', '姓名', '最终方案', '标记为最终', '状态', '志愿数', '工作表'],
      [
        '1班',
        '甲同学',
        first.name,
        first.marked ? '是' : '否',
        expect.any(String),
        String(first.rowCount),
        `甲同学_${first.name}`,
      ],
      [
        '1班',
        '乙同学',
        second.name,
        second.marked ? '是' : '否',
        expect.any(String),
        String(second.rowCount),
        `乙同学_${second.name}`,
      ],
      ['1班', '丙同学', '', '', '未建', '', '无最终方案'],
    ]);
    // Each plan's sheet is the per-plan export's, row for row.
    const single = await t.app.inject({
      method: 'GET',
      url: `/api/stuPlan/exportPlanXlsx?id=${first.id}`,
      headers: { token: tokens.teacher },
    });
    const own = [...(await workbookSheets(single.rawPayload)).values()][0]!;
    expect(sheets.get(`甲同学_${first.name}`)).toEqual(own);
    expect(own[0]!.slice(0, 3)).toEqual(['志愿', '院校代码', '专业组代码']);
    expect(own).toHaveLength(first.rowCount + 1);

    // Without a selection: every student of the caller's board, no one else's.
    const summaryNames = async (token: string) =>
      (await workbookSheets((await download('', token)).rawPayload))
        .get('汇总')!
        .slice(1)
        .map((row) => row[1]);
    expect((await summaryNames(tokens.teacher)).sort()).toEqual(['丁同学', '丙同学', '乙同学', '甲同学']);
    expect(await summaryNames(tokens.colleague)).toEqual(['戊同学']);
    expect(await summaryNames(tokens.orgAdmin)).toHaveLength(5);
    expect(await summaryNames(tokens.stranger)).toEqual(['外校同学']);

    const refused = async (query: string, token: string, code: number) => {
      const response = await download(query, token);
      expect(response.headers['content-type']).toMatch(/json/);
      expect(response.json()).toMatchObject({ code });
    };
    await refused(`?studentIds=${strangerStudent}`, tokens.orgAdmin, 404);
    await refused(`?studentIds=${colleagueStudent}`, tokens.teacher, 404);
    await refused('?studentIds=1,x', tokens.teacher, 400);
    // No token.
    await refused('', '', 401);
  });
});
