import type { GuidanceRank, GuidanceRecord } from '@zhihang/contract/plans/guidance.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOrganization, buildStudent, buildUser, type BuiltUser } from './factories.ts';
import { importPlanFixtures } from './admission-fixtures.ts';
import { callApi, createTestApp, expectCleanError, login, rowCounts, testDialects, type TestApp } from './test-app.ts';

const NOT_FOUND = '记录不存在';

describe.each(testDialects())('guidance record API on %s', (dialect) => {
  let t: TestApp;
  let teacher: BuiltUser;
  const tokens = { teacher: '', colleague: '', orgAdmin: '', otherTeacher: '' };
  let studentId: number;
  let otherStudentId: number;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await importPlanFixtures(t);
    const org = await buildOrganization(t.db, { orgKey: 'default' });
    const otherOrg = await buildOrganization(t.db);
    teacher = await buildUser(t.db, { orgId: org.id, role: 'teacher', name: '王老师' });
    const colleague = await buildUser(t.db, { orgId: org.id, role: 'teacher' });
    const orgAdmin = await buildUser(t.db, { orgId: org.id, role: 'orgAdmin' });
    const otherTeacher = await buildUser(t.db, { orgId: otherOrg.id, role: 'teacher' });
    tokens.teacher = await login(t.app, teacher.account, teacher.password);
    tokens.colleague = await login(t.app, colleague.account, colleague.password);
    tokens.orgAdmin = await login(t.app, orgAdmin.account, orgAdmin.password);
    tokens.otherTeacher = await login(t.app, otherTeacher.account, otherTeacher.password);
    ({ id: studentId } = await buildStudent(t.db, {
      orgId: org.id,
      teacherId: teacher.id,
      entryYear: 2023,
      name: '张三',
      province: '320000',
      mainSubject: '0604',
      minorSubject1: '0606',
      minorSubject2: '0607',
    }));
    ({ id: otherStudentId } = await buildStudent(t.db, {
      orgId: otherOrg.id,
      teacherId: otherTeacher.id,
      entryYear: 2023,
    }));
  }, 120_000);
  afterAll(() => t?.close());

  const info = (token: string, id: number) => callApi<GuidanceRecord>(t.app, `/api/stuGuidance/info/${id}`, { token });
  const update = (token: string, body: unknown) =>
    callApi<GuidanceRecord>(t.app, '/api/stuGuidance/update', { token, body: body as object });

  it('refuses every call without a token', async () => {
    for (const url of ['/api/stuGuidance/info/1', '/api/stuGuidance/update', '/api/stuGuidance/rank/1']) {
      expect((await callApi(t.app, url, { body: {} })).body).toEqual({ code: 401, msg: 'invalid token', data: null });
    }
  });

  it('answers the archive’s province and 选科 as defaults before anything is saved', async () => {
    const { body } = await info(tokens.teacher, studentId);
    expect(body).toMatchObject({
      code: 0,
      data: {
        userId: studentId,
        stuId: studentId,
        province: '320000',
        scoreTotal: null,
        addScore: 0,
        scoreArray: [],
        mainSubject: '0604',
        minorSubject1: '0606',
        minorSubject2: '0607',
        guiBatch: 3,
        guiPlanId: null,
        guiPlanType: null,
        selectedEnrollmentPlanIdList: [],
        // In March 2026 the school's 当前填报年份 (the dashboard's year) is 2026: its 高三 students sit
        // the 高考 in June, although the latest 江苏 table is still 2025's.
        examYear: 2026,
        saved: false,
      },
    });
  });

  it('updates only the keys sent and keeps the others', async () => {
    const first = await update(tokens.teacher, {
      stuId: studentId,
      scoreTotal: 588,
      addScore: 2,
      scoreArray: [
        { subject: '0601', score: 120 },
        { subject: '0604', score: 90 },
      ],
    });
    expect(first.body.code).toBe(0);
    const second = await update(tokens.teacher, { stuId: studentId, minorSubject2: '0609' });
    expect(second.body.data).toMatchObject({
      scoreTotal: 588,
      addScore: 2,
      scoreArray: [
        { subject: '0601', score: 120 },
        { subject: '0604', score: 90 },
      ],
      mainSubject: '0604',
      minorSubject1: '0606',
      minorSubject2: '0609',
      saved: true,
      updatedAt: t.clock.now(),
    });
    const rows = await t.db.selectFrom('guidance_records').selectAll().where('student_id', '=', studentId).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ score_total: 588, minor_subject2: '0609', teacher_id: teacher.id });
    await update(tokens.teacher, { stuId: studentId, minorSubject2: '0607' });
  });

  it('refuses unknown keys by name, bad codes and scores out of range, writing nothing', async () => {
    const before = await rowCounts(t);
    const stored = (await info(tokens.teacher, studentId)).body.data;
    const cases: Array<[unknown, RegExp]> = [
      [{ stuId: studentId, scoreTotal: 600, nickname: 'x', hobby: 1 }, /^参数错误：.*nickname、hobby/],
      [{ stuId: studentId, mainSubject: '0606' }, /^参数错误：mainSubject 首选科目应为 0604 或 0605/],
      [{ stuId: studentId, minorSubject1: '0604' }, /^参数错误：minorSubject1/],
      [{ stuId: studentId, minorSubject1: '0607' }, /^参数错误：minorSubject2 两门再选科目不能相同/],
      [{ stuId: studentId, scoreTotal: 751 }, /^参数错误：scoreTotal/],
      [{ stuId: studentId, addScore: -1 }, /^参数错误：addScore/],
      [{ stuId: studentId, scoreArray: [{ subject: '0699', score: 10 }] }, /^参数错误：scoreArray\.0\.subject/],
      [{ stuId: studentId, scoreArray: [{ subject: '0601', score: 151 }] }, /^参数错误：scoreArray\.0\.score/],
      [{ stuId: studentId, province: '32000' }, /^参数错误：province/],
      [{ stuId: studentId, province: '990000' }, /^参数错误：province 省份编码 990000 不存在/],
      [{ stuId: studentId, guiBatch: 4 }, /^参数错误：guiBatch/],
      [{ stuId: studentId, guiPlanId: 999999 }, /^参数错误：guiPlanId/],
      [{ stuId: studentId, selectedEnrollmentPlanIdList: [999999] }, /^参数错误：selectedEnrollmentPlanIdList/],
      [{ scoreTotal: 600 }, /^参数错误：stuId/],
      [{ stuId: studentId, examYear: 1999 }, /^参数错误：examYear 高考年份应为 2000–2100 的整数/],
      [{ stuId: studentId, examYear: 2101 }, /^参数错误：examYear/],
      [{ stuId: studentId, examYear: 2025.5 }, /^参数错误：examYear/],
      [{ stuId: studentId, examYear: '2025' }, /^参数错误：examYear/],
    ];
    for (const [body, message] of cases) {
      const response = await update(tokens.teacher, body);
      expectCleanError(response, 400, message);
    }
    expect(await rowCounts(t)).toEqual(before);
    expect((await info(tokens.teacher, studentId)).body.data).toEqual(stored);
  });

  it('refuses a stuId that is not a JSON positive integer, instead of reading it as some student', async () => {
    const before = await rowCounts(t);
    const stored = (await info(tokens.teacher, studentId)).body.data;
    for (const stuId of [`0x${studentId.toString(16)}`, String(studentId), true, [studentId], 1.5, 0, -1, null]) {
      expectCleanError(await update(tokens.teacher, { stuId, scoreTotal: 1 }), 400, /^参数错误：stuId /);
    }
    expect(await rowCounts(t)).toEqual(before);
    expect((await info(tokens.teacher, studentId)).body.data).toEqual(stored);
  });

  it('reads and writes another teacher’s or another school’s student as not found; an org admin sees all', async () => {
    expectCleanError(await info(tokens.colleague, studentId), 404, NOT_FOUND);
    expectCleanError(await update(tokens.colleague, { stuId: studentId, scoreTotal: 1 }), 404, NOT_FOUND);
    expectCleanError(await info(tokens.otherTeacher, studentId), 404, NOT_FOUND);
    expectCleanError(await info(tokens.teacher, otherStudentId), 404, NOT_FOUND);
    expectCleanError(
      await callApi(t.app, `/api/stuGuidance/rank/${studentId}`, { token: tokens.otherTeacher }),
      404,
      NOT_FOUND,
    );
    expect((await info(tokens.orgAdmin, studentId)).body.data.scoreTotal).toBe(588);
  });

  it('ranks total + bonus in the latest table, with 同位分 of the two years before and the lines', async () => {
    const { body } = await callApi<GuidanceRank>(t.app, `/api/stuGuidance/rank/${studentId}`, {
      token: tokens.teacher,
    });
    // A 2026 candidate before the 2026 table: 590 in the 2025 table, named by its year (the year
    // model); 100 candidates on each score from 600 down, so ranks 1,001–1,100.
    expect(body.data).toMatchObject({
      stuId: studentId,
      province: '320000',
      score: 590,
      trackCode: 15,
      trackName: '物理类',
      year: 2026,
      hasTable: false,
      tableYear: 2025,
      rank: { best: 1001, worst: 1100, exact: true, kind: 'exact' },
      equivalentScores: [
        { year: 2024, low: 591, high: 591, exact: true, kind: 'exact' },
        { year: 2023, low: 592, high: 592, exact: true, kind: 'exact' },
      ],
      controlLines: [
        { year: 2025, batchName: '本科批', lineType: '特殊类型招生控制线', score: 530 },
        { year: 2025, batchName: '本科批', lineType: '本科', score: 462 },
      ],
      notice: '暂无 2026 年一分一段表，位次按 2025 年表换算',
    });
    expect(body.data.years).toMatchObject({ examYear: 2026, tableYear: 2025 });
    expect(body.data.years?.label).toContain('位次 2025 表');
  });

  it('sees a change of the 一分一段 table at once, though the prepared table is kept between requests', async () => {
    const rank = async () =>
      (
        await callApi<GuidanceRank>(t.app, `/api/stuGuidance/rank/${studentId}`, {
          token: tokens.teacher,
        })
      ).body.data.rank;
    expect(await rank()).toMatchObject({ best: 1001, worst: 1100 });
    const where = { province_code: '320000', year: 2025, track_code: 15, score_low: 590 } as const;
    const before = await t.db
      .selectFrom('score_rank_rows')
      .select(['id', 'rank_end', 'count_at_score'])
      .where('province_code', '=', where.province_code)
      .where('year', '=', where.year)
      .where('track_code', '=', where.track_code)
      .where('score_low', '=', where.score_low)
      .executeTakeFirstOrThrow();
    // An in-place correction, as an import's update makes it: same rows, same ids, a new data version.
    const correct = async (rankEnd: number | null, count: number | null) => {
      await t.db
        .updateTable('score_rank_rows')
        .set({ rank_end: rankEnd, count_at_score: count })
        .where('id', '=', before.id)
        .execute();
      await t.db
        .updateTable('data_versions')
        .set((eb) => ({ version: eb('version', '+', 1) }))
        .where('name', '=', 'knowledge')
        .execute();
    };
    try {
      await correct(1150, 150);
      expect(await rank()).toMatchObject({ best: 1001, worst: 1150 });
    } finally {
      await correct(before.rank_end, before.count_at_score);
    }
    expect(await rank()).toMatchObject({ best: 1001, worst: 1100 });
  });

  it('ranks a score whose row is misprinted between its neighbours, and keeps the row as published', async () => {
    const rankOf = async () =>
      (await callApi<GuidanceRank>(t.app, `/api/stuGuidance/rank/${studentId}`, { token: tokens.teacher })).body.data;
    const row = await t.db
      .selectFrom('score_rank_rows')
      .select(['id', 'rank_end'])
      .where('province_code', '=', '320000')
      .where('year', '=', 2025)
      .where('track_code', '=', 15)
      .where('score_low', '=', 590)
      .executeTakeFirstOrThrow();
    const printRank = async (rankEnd: number | null) => {
      await t.db.updateTable('score_rank_rows').set({ rank_end: rankEnd }).where('id', '=', row.id).execute();
      await t.db
        .updateTable('data_versions')
        .set((eb) => ({ version: eb('version', '+', 1) }))
        .where('name', '=', 'knowledge')
        .execute();
    };
    try {
      // As 江苏 2024 物理类 prints 470 at 510 points: 590 → 47 between 591 → 1 000 and 589 → 1 200.
      await printRank(47);
      const ranked = await rankOf();
      expect(ranked.rank).toEqual({ best: 1001, worst: 1100, exact: false, kind: 'gap' });
      // 同位分 follows the neighbours' ranks too, not a top-50 rank.
      expect(ranked.equivalentScores[0]).toMatchObject({ year: 2024, low: 591, high: 591 });
      const stored = await t.db
        .selectFrom('score_rank_rows')
        .select('rank_end')
        .where('id', '=', row.id)
        .executeTakeFirstOrThrow();
      expect(stored.rank_end).toBe(47);
    } finally {
      await printRank(row.rank_end);
    }
    expect((await rankOf()).rank).toMatchObject({ best: 1001, worst: 1100, kind: 'exact' });
  });

  it('ranks in the exam year’s table, with that year’s 同位分 and lines, and back in the current year', async () => {
    const rankOf = async () =>
      (await callApi<GuidanceRank>(t.app, `/api/stuGuidance/rank/${studentId}`, { token: tokens.teacher })).body.data;
    const saved = await update(tokens.teacher, { stuId: studentId, examYear: 2024 });
    expect(saved.body.data).toMatchObject({ examYear: 2024, scoreTotal: 588 });
    // 590 in 2024 (one point harder): ranks 1,101–1,200, which 591 held in 2023; 2022 has no table.
    expect(await rankOf()).toMatchObject({
      year: 2024,
      hasTable: true,
      tableYears: [2025, 2024, 2023],
      rank: { best: 1101, worst: 1200, kind: 'exact' },
      equivalentScores: [{ year: 2023, low: 591, high: 591, kind: 'exact' }],
      controlLines: [],
      notice: '',
    });
    const reset = await update(tokens.teacher, { stuId: studentId, examYear: null });
    expect(reset.body.data.examYear).toBe(2026);
    expect((await rankOf()).rank).toMatchObject({ best: 1001, worst: 1100 });
    const stored = await t.db
      .selectFrom('guidance_records')
      .select('exam_year')
      .where('student_id', '=', studentId)
      .executeTakeFirstOrThrow();
    expect(stored.exam_year).toBeNull();
  });

  it('ranks a year without a table in the latest earlier one and says so (the year model)', async () => {
    await update(tokens.teacher, { stuId: studentId, examYear: 2027 });
    const { body } = await callApi<GuidanceRank>(t.app, `/api/stuGuidance/rank/${studentId}`, {
      token: tokens.teacher,
    });
    expect(body.data).toMatchObject({
      score: 590,
      year: 2027,
      hasTable: false,
      tableYear: 2025,
      tableYears: [2025, 2024, 2023],
      rank: { best: 1001, worst: 1100, kind: 'exact' },
      notice: '暂无 2027 年一分一段表，位次按 2025 年表换算',
    });
    await update(tokens.teacher, { stuId: studentId, examYear: null });
  });

  it('says what is missing when there is nothing to rank', async () => {
    const { id } = await buildStudent(t.db, { orgId: teacher.orgId, teacherId: teacher.id, entryYear: 2023 });
    const { body } = await callApi<GuidanceRank>(t.app, `/api/stuGuidance/rank/${id}`, { token: tokens.teacher });
    expect(body.data).toMatchObject({
      score: null,
      year: null,
      notice: '请先填写高考省份',
      rank: { kind: 'no-table' },
    });
  });
});
