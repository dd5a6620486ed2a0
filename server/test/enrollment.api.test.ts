import type { EnrollmentSchoolRow } from '@zhihang/contract/enrollment/enrollment-details.schema';
import type { EnrollmentPlanRow, RankAnswer } from '@zhihang/contract/enrollment/enrollment.schema';
import type { Page } from '@zhihang/contract/http/envelope.schema';
import type { MajorRankRow } from '@zhihang/contract/majors/major.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrollmentPlanFile, JIANGSU } from './admission-fixtures.ts';
import { createKnowledgeApp, type KnowledgeApp } from './knowledge-app.ts';
import { importFixtures, NOT_FOUND } from './knowledge-test-support.ts';
import { callApi, expectCleanError, testDialects } from './test-app.ts';

/** 江苏 2026 物理类 本科批 plan rows of four-year majors, unless a row says otherwise. */
const plan2026 = { ...JIANGSU, year: '2026', duration: '四年' };

describe.each(testDialects())('enrollment API on %s', (dialect) => {
  let k: KnowledgeApp;
  beforeAll(async () => {
    k = await createKnowledgeApp(dialect);
    await importFixtures(k.t, [
      {
        name: 'jiangsu_rank_2025.csv',
        kind: 'score-rank',
        rows: [
          ['province', 'year', 'subject_type', 'score', 'count_at_score', 'cumulative'],
          ['江苏', '2025', '物理类', '680-750', '100', '100'],
          ['江苏', '2025', '物理类', '679', '20', '120'],
          ['江苏', '2025', '物理类', '678', '30', '150'],
          ['江苏', '2025', '物理类', '677', '25', '175'],
        ],
      },
      enrollmentPlanFile('enrollment_plans_2026.csv', [
        {
          ...plan2026,
          school: '10001',
          name: '北京大学',
          group: '01',
          code: '080901',
          major: '计算机科学与技术',
          plan: '5',
          subjects: '物理+化学',
          prevScore: '690',
          prevRank: '80',
        },
        // 河北 prints its own exam code for the college (not the national 10001).
        {
          ...plan2026,
          province: '河北',
          school: '1101',
          name: '北京大学',
          group: '01',
          code: '080901',
          major: '计算机科学与技术',
          plan: '4',
          subjects: '物理+化学',
          prevScore: '',
          prevRank: '',
        },
        {
          ...plan2026,
          school: '10001',
          name: '北京大学',
          group: '01',
          code: '070101',
          major: '数学与应用数学',
          plan: '3',
          subjects: '物理+化学',
          prevScore: '688',
          prevRank: '101',
        },
        {
          ...plan2026,
          school: '10284',
          name: '南京大学',
          group: '02',
          code: '080902',
          major: '软件工程',
          plan: '10',
          subjects: '物理',
          prevScore: '660',
          prevRank: '2000',
        },
        {
          ...plan2026,
          track: '历史类',
          school: '10284',
          name: '南京大学',
          group: '03',
          code: '070101',
          major: '数学与应用数学',
          plan: '2',
          subjects: '不限',
          prevScore: '640',
          prevRank: '900',
        },
      ]),
    ]);
  }, 60_000);
  afterAll(() => k?.t.close());

  const call = <T>(url: string, body?: unknown) =>
    callApi<T>(k.t.app, `/api${url}`, { token: k.token, body: body as object });
  const rank = (score: number) =>
    call<RankAnswer>('/enEnrollmentMajor/getRank', { provinceCode: '320000', year: 2025, classCode: 15, score });

  it.each([
    '/enEnrollmentMajor/getRank',
    '/enEnrollmentMajor/getEnrollmentMajorList',
    '/enEnrollmentMajor/getEnrollmentMajorByCollegeCodeAndMajorId',
    '/enEnrollmentMajor/getMajorRank/1',
  ])('%s refuses a call without a token', async (url) => {
    expectCleanError(await callApi(k.t.app, `/api${url}`, { body: {} }), 401);
  });

  it('answers the published cumulative rank of a score', async () => {
    const exact = await rank(678);
    expect(exact.body.data).toMatchObject({
      rank: 150,
      rankStart: 121,
      countAtScore: 30,
      merged: false,
      belowFloor: false,
      trackName: '物理类',
      floorScore: 677,
      floorRank: 175,
    });
    const band = await rank(700);
    expect(band.body.data).toMatchObject({ rank: 100, bandLow: 680, bandHigh: 750, merged: true, belowFloor: false });
    const below = await rank(600);
    expect(below.body.data).toMatchObject({ rank: null, belowFloor: true, floorScore: 677, floorRank: 175 });
  });

  it('answers a score whose row is misprinted with the ranks between its neighbours', async () => {
    const row = await k.t.db
      .selectFrom('score_rank_rows')
      .select(['id', 'rank_end'])
      .where('province_code', '=', '320000')
      .where('year', '=', 2025)
      .where('score_low', '=', 679)
      .executeTakeFirstOrThrow();
    const printRank = (rankEnd: number | null) =>
      k.t.db.updateTable('score_rank_rows').set({ rank_end: rankEnd }).where('id', '=', row.id).execute();
    try {
      // 679 → 40 between 680-750 → 100 and 678 → 150 (30 of them from 121): a misprint.
      await printRank(40);
      expect((await rank(679)).body.data).toMatchObject({ rank: 120, rankStart: 101, bandText: '', merged: false });
      expect((await rank(678)).body.data).toMatchObject({ rank: 150, rankStart: 121 });
    } finally {
      await printRank(row.rank_end);
    }
    expect((await rank(679)).body.data).toMatchObject({ rank: 120, rankStart: 101, countAtScore: 20 });
  });

  it('refuses bad rank input and answers 记录不存在 without a table', async () => {
    expectCleanError(
      await call('/enEnrollmentMajor/getRank', { provinceCode: '320000', year: 2025, classCode: 15 }),
      400,
      /score/,
    );
    expectCleanError(
      await call('/enEnrollmentMajor/getRank', { provinceCode: '32', year: 2025, classCode: 15, score: 600 }),
      400,
      /provinceCode/,
    );
    expectCleanError(
      await call('/enEnrollmentMajor/getRank', { provinceCode: '320000', year: 2024, classCode: 15, score: 600 }),
      404,
      NOT_FOUND,
    );
  });

  it('lists plan rows with last year’s lines, group totals and the data source', async () => {
    const response = await call<Page<EnrollmentPlanRow>>('/enEnrollmentMajor/getEnrollmentMajorList', {
      provinceCode: '320000',
      year: 2026,
      classCode: 15,
    });
    expect(response.body.data.totalCount).toBe(3);
    expect(response.body.data.list.map((row) => row.major)).toEqual(['计算机科学与技术', '数学与应用数学', '软件工程']);
    expect(response.body.data.list[0]).toMatchObject({
      collegeName: '北京大学',
      collegeCode: '10001',
      zone: '北京市',
      majorExamCode: '080901',
      subjectSelection: '物理+化学',
      studyYearWord: '四年',
      majorLowestScore01: 690,
      majorLowestRank01: 80,
      majorPlanNum: 5,
      majorPlanTotal: 8,
      majorLowScore: null,
      dataSource: expect.any(String),
    });
  });

  it('filters by score range, 选科 fit, university and major class, with paging', async () => {
    const list = (body: object) =>
      call<Page<EnrollmentPlanRow>>('/enEnrollmentMajor/getEnrollmentMajorList', { provinceCode: '320000', ...body });
    const names = async (body: object) =>
      (await list(body)).body.data.list.map((row) => `${row.collegeName}${row.major}`);
    expect(await names({ scoreMin: 665, scoreMax: 689 })).toEqual(['北京大学数学与应用数学']);
    // 物理+生物: meets 物理 alone and 不限, not 物理+化学.
    expect(await names({ subjects: ['0604', '0607'] })).toEqual(['南京大学软件工程', '南京大学数学与应用数学']);
    expect(await names({ collegeName: '南京', classCode: 15 })).toEqual(['南京大学软件工程']);
    expect(await names({ majorClass: '07' })).toEqual(['北京大学数学与应用数学', '南京大学数学与应用数学']);
    expect(await names({ tags: ['985'], collegeProvinceCode: ['320000'] })).toHaveLength(2);
    const paged = await list({ page: 2, limit: 3 });
    expect(paged.body.data).toMatchObject({ totalCount: 4, totalPage: 2, currPage: 2 });
    expect(paged.body.data.list).toHaveLength(1);
    expectCleanError(await list({ subjects: ['0699'] }), 400, /subjects/);
    expectCleanError(await call('/enEnrollmentMajor/getEnrollmentMajorList', {}), 400, /provinceCode/);
  });

  it('finds a college’s plans for one major and a major’s rankings', async () => {
    const major = await k.t.db
      .selectFrom('majors')
      .select('id')
      .where('major_code', '=', '080901')
      .executeTakeFirstOrThrow();
    const rows = await call<EnrollmentPlanRow[]>('/enEnrollmentMajor/getEnrollmentMajorByCollegeCodeAndMajorId', {
      majorId: major.id,
      collegeCode: '10001',
    });
    // By the national code of the ranking row, also where the province prints its exam code.
    expect(rows.body.data.map((row) => [row.provinceCode, row.year, row.major, row.collegeCode]).sort()).toEqual([
      ['130000', 2026, '计算机科学与技术', '1101'],
      ['320000', 2026, '计算机科学与技术', '10001'],
    ]);
    const ranks = await call<MajorRankRow[]>(`/enEnrollmentMajor/getMajorRank/${major.id}`);
    expect(ranks.body.data.map((row) => row.universityName)).toEqual(['清华大学', '北京大学']);
  });

  it('lists colleges × groups with plan totals and last year’s group line', async () => {
    const response = await call<Page<EnrollmentSchoolRow>>('/enEnrollmentSchool/getEnrollmentSchoolList', {
      provinceCode: '320000',
      classCode: 15,
    });
    expect(response.body.data.totalCount).toBe(2);
    expect(response.body.data.list[0]).toMatchObject({
      collegeName: '北京大学',
      collegeCode: '10001',
      groupCode: '01',
      majorCount: 2,
      majorPlanTotal: 8,
      majorLowestScore01: 688,
      majorLowestRank01: 101,
      zone: '北京市',
      year: 2026,
    });
    expectCleanError(await call('/enEnrollmentSchool/getEnrollmentSchoolList', {}), 400, /provinceCode/);
  });

  it('details a plan row with its group, and a university’s degree points and 双一流 lists', async () => {
    const plan = await k.t.db
      .selectFrom('enrollment_plans')
      .select('id')
      .where('province_code', '=', '320000')
      .where('major_code', '=', '080901')
      .executeTakeFirstOrThrow();
    const detail = await call<{ plan: EnrollmentPlanRow; groupMajors: EnrollmentPlanRow[] }>(
      '/enEnrollmentMajor/getEnrollmentMajorChildDetail',
      { id: plan.id },
    );
    expect(detail.body.data.plan.major).toBe('计算机科学与技术');
    expect(detail.body.data.groupMajors.map((row) => row.major)).toEqual(['计算机科学与技术', '数学与应用数学']);
    expectCleanError(await call('/enEnrollmentMajor/getEnrollmentMajorChildDetail', { id: 999999 }), 404, NOT_FOUND);

    const peking = await k.t.db
      .selectFrom('universities')
      .select('id')
      .where('college_code', '=', '10001')
      .executeTakeFirstOrThrow();
    const points = await call(`/enEnrollmentMajor/getEnrollmentMajorMasterAndDoctorPoint/${peking.id}`);
    expect(points.body.data).toEqual({
      universityId: peking.id,
      doctorNum: 0,
      doctorNum2: 0,
      masterNum: 0,
      masterNum2: 0,
    });
    expectCleanError(await call('/enEnrollmentMajor/getEnrollmentMajorMasterAndDoctorPoint/999999'), 404, NOT_FOUND);
    const doubleFirst = await call('/enEnrollmentMajor/getDoubleFirstAdd', { universityId: peking.id });
    expect(doubleFirst.body.data).toEqual({ disciplines: [], firstClassMajors: [] });
    expectCleanError(await call('/enEnrollmentMajor/getDoubleFirstAdd', {}), 400, /universityId/);
  });

  it('offers the years, tracks and batches with plans in a province', async () => {
    const options = await call('/enEnrollmentMajor/getSearchCache', { provinceCode: '320000' });
    expect(options.body.data).toEqual({
      years: [2026],
      tracks: [
        { code: 11, name: '历史类' },
        { code: 15, name: '物理类' },
      ],
      batches: [{ code: 3, name: '本科批' }],
    });
  });
});
