import { unitCompareSchema, type UnitCompare } from '@zhihang/contract/plans/unit-compare.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importPlanFixtures } from './admission-fixtures.ts';
import { buildOrganization, buildStudent, buildUser } from './factories.ts';
import { callApi, createTestApp, expectCleanError, login, rowCounts, testDialects, type TestApp } from './test-app.ts';

/**
 * 志愿对比 from 院校专业查询: search rows compared for a student without any plan, groups merged
 * into one column, a group renumbered since last year still shown with its lines, and the ids
 * refused with the reason when the comparison cannot show them.
 */
describe.each(testDialects())('/stuPlan/compareUnits on %s', (dialect) => {
  let t: TestApp;
  const tokens = { teacher: '', colleague: '', otherTeacher: '' };
  let studentId: number;
  let hebeiStudentId: number;
  /** Enrollment-plan ids by "school|major" (江苏), "hb|school|major" (河北). */
  const unit = new Map<string, number>();
  const id = (key: string) => unit.get(key) as number;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await importPlanFixtures(t);
    const org = await buildOrganization(t.db, { orgKey: 'default' });
    const otherOrg = await buildOrganization(t.db);
    const teacher = await buildUser(t.db, { orgId: org.id, role: 'teacher' });
    const colleague = await buildUser(t.db, { orgId: org.id, role: 'teacher' });
    const otherTeacher = await buildUser(t.db, { orgId: otherOrg.id, role: 'teacher' });
    tokens.teacher = await login(t.app, teacher.account, teacher.password);
    tokens.colleague = await login(t.app, colleague.account, colleague.password);
    tokens.otherTeacher = await login(t.app, otherTeacher.account, otherTeacher.password);
    const subjects = { mainSubject: '0604', minorSubject1: '0606', minorSubject2: '0607' };
    ({ id: studentId } = await buildStudent(t.db, {
      orgId: org.id,
      teacherId: teacher.id,
      entryYear: 2023,
      province: '320000',
      ...subjects,
    }));
    ({ id: hebeiStudentId } = await buildStudent(t.db, {
      orgId: org.id,
      teacherId: teacher.id,
      entryYear: 2023,
      province: '130000',
      ...subjects,
    }));
    for (const [stuId, scoreTotal] of [
      [studentId, 590],
      [hebeiStudentId, 600],
    ] as const) {
      const saved = await callApi(t.app, '/api/stuGuidance/update', {
        token: tokens.teacher,
        body: { stuId, scoreTotal },
      });
      expect(saved.body.code).toBe(0);
    }
    const rows = await t.db
      .selectFrom('enrollment_plans')
      .select(['id', 'province_code', 'school_code', 'major_name'])
      .execute();
    for (const row of rows) {
      unit.set(`${row.province_code === '130000' ? 'hb|' : ''}${row.school_code}|${row.major_name}`, row.id);
    }
  }, 120_000);
  afterAll(() => t?.close());

  const compare = (body: unknown, token = tokens.teacher) =>
    callApi<UnitCompare>(t.app, '/api/stuPlan/compareUnits', { token, body: body as object });

  it('refuses a call without a token', async () => {
    expectCleanError(await compare({ stuId: studentId, unitIds: [1, 2] }, ''), 401, 'invalid token');
  });

  it('compares search rows no plan holds: one column per group, in the order picked, as a plan shows them', async () => {
    const before = await rowCounts(t);
    const { body } = await compare({
      stuId: studentId,
      unitIds: [
        id('10286|电子信息工程'),
        id('10001|计算机科学与技术'),
        id('20001|工商管理'),
        id('10001|数学与应用数学'),
      ],
    });
    expect(body.code).toBe(0);
    const answer = unitCompareSchema.parse(body.data);
    expect(answer.fillingMode).toBe('院校专业组');
    // 北京大学's two majors make one column, where its first major was picked.
    expect(
      answer.rows.map((row) => [
        row.slot,
        row.collegeName,
        row.groupCode,
        row.majors.map((major) => major.majorName),
        row.planCount,
        row.tier,
      ]),
    ).toEqual([
      [1, '东南大学', '03', ['电子信息工程'], 8, '稳'],
      [2, '北京大学', '01', ['计算机科学与技术', '数学与应用数学'], 8, '冲'],
      [3, '测试学院1', '01', ['工商管理'], 1, '保'],
    ]);
    const [southeast, peking, college] = answer.rows;
    // 东南大学's group was 07 in 2025 and is 03 now: its 2025 line is still found through its major.
    expect(southeast?.history).toEqual([
      { year: 2025, minScore: 589, minRank: 1190, planCount: 8, level: 'major', minRankDerived: false },
    ]);
    expect(peking?.history[0]).toMatchObject({ year: 2025, minRank: 900 });
    expect(peking?.subjectFit).toMatchObject({ fits: true, known: true });
    expect(peking?.subjectSelection).toBe('物理+化学');
    // Only the plan book's own column of last year: shown, and no earlier year invented.
    expect(college?.history).toEqual([
      { year: 2025, minScore: null, minRank: 2000, planCount: null, level: 'published', minRankDerived: false },
    ]);
    expect(await rowCounts(t)).toEqual(before);
  });

  it('compares majors one column each where the province fills 专业+院校', async () => {
    const { body } = await compare({
      stuId: hebeiStudentId,
      unitIds: [id('hb|10055|数学与应用数学'), id('hb|10001|计算机科学与技术')],
    });
    expect(body.code).toBe(0);
    expect(body.data.fillingMode).toBe('专业+院校');
    expect(
      body.data.rows.map((row) => [row.slot, row.collegeName, row.enrollmentPlanId, row.majors[0]?.majorName]),
    ).toEqual([
      [1, '南开大学', id('hb|10055|数学与应用数学'), '数学与应用数学'],
      [2, '北京大学', id('hb|10001|计算机科学与技术'), '计算机科学与技术'],
    ]);
  });

  it('names the field when the ids are not 2–5 distinct positive integers', async () => {
    const a = id('10001|计算机科学与技术');
    const b = id('10286|电子信息工程');
    for (const [unitIds, message] of [
      [[a], '至少选择2个志愿单位'],
      [[a, b, 1, 2, 3, 4], '最多对比5个志愿单位'],
      [[a, a], '志愿单位重复'],
      [[a, 0], ''],
      [[a, -3], ''],
      [[a, 1.5], ''],
      [[a, String(b)], ''],
      [undefined, ''],
    ] as const) {
      const response = await compare({ stuId: studentId, ...(unitIds ? { unitIds } : {}) });
      expectCleanError(response, 400, new RegExp(`^参数错误：unitIds.*${message}`));
    }
    expectCleanError(await compare({ stuId: studentId, unitIds: [a, b], extra: 1 }), 400, /^参数错误/);
  });

  it('refuses an id the search does not offer in the student’s province, with the reason', async () => {
    const a = id('10001|计算机科学与技术');
    expectCleanError(
      await compare({ stuId: studentId, unitIds: [a, 99_999_999] }),
      400,
      '参数错误：unitIds 中的招生计划 99999999 不存在',
    );
    const hebei = id('hb|10001|计算机科学与技术');
    expectCleanError(
      await compare({ stuId: studentId, unitIds: [a, hebei] }),
      400,
      `参数错误：招生计划 ${hebei} 不是江苏的招生计划`,
    );
  });

  it('reads another organisation’s student, or another teacher’s, as not found', async () => {
    const unitIds = [id('10001|计算机科学与技术'), id('10286|电子信息工程')];
    expectCleanError(await compare({ stuId: studentId, unitIds }, tokens.otherTeacher), 404, '记录不存在');
    // A teacher sees their own students only (org admins see all of the school's).
    expectCleanError(await compare({ stuId: studentId, unitIds }, tokens.colleague), 404, '记录不存在');
  });
});
