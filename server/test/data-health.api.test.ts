import type {
  DataHealth,
  PlanReadiness,
  ProvinceHealth,
  YearHealth,
} from '@zhihang/contract/data-health/data-health.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runImport } from '../src/modules/imports/import-engine.ts';
import { createFileSourcesRepository } from '../src/modules/imports/file-sources.ts';
import { buildOrganization, buildSession, buildUser } from './factories.ts';
import { csv, fixtureDirectory, UNIVERSITY_HEADER, UNIVERSITY_ROWS } from './import-test-support.ts';
import { callApi, createTestApp, expectCleanError, login, testDialects, type TestApp } from './test-app.ts';

const PROVINCES = '/api/dataHealth/provinces';
const READINESS = '/api/dataHealth/planReadiness';

/**
 * A 河北 一分一段 file of three years, written here: 物理类 has four times the candidates of
 * 历史类 at every score, and each year has 5 % more than the year before. In 2026 the file
 * prints the two tables under each other's names, which the import check corrects.
 */
const SCORES = Array.from({ length: 151 }, (_, index) => 650 - index);
const GROWTH: Record<number, number> = { 2024: 1, 2025: 1.05, 2026: 1.1 };
const physicsRank = (year: number, score: number) => Math.round(3000 * Math.exp(0.02 * (700 - score)) * GROWTH[year]!);
const historyRank = (year: number, score: number) => Math.round(physicsRank(year, score) / 4);
const SCORE_SOURCE = 'test/score-tables@1';

function scoreTableRows(): Array<Array<string | number>> {
  const rows: Array<Array<string | number>> = [];
  for (const year of [2024, 2025, 2026]) {
    const swapped = year === 2026;
    for (const score of SCORES) {
      rows.push([
        '河北',
        year,
        '物理类',
        score,
        swapped ? historyRank(year, score) : physicsRank(year, score),
        SCORE_SOURCE,
      ]);
    }
    for (const score of SCORES) {
      rows.push([
        '河北',
        year,
        '历史类',
        score,
        swapped ? physicsRank(year, score) : historyRank(year, score),
        SCORE_SOURCE,
      ]);
    }
  }
  return rows;
}

const CONTROL_LINES = [
  ['province', 'year', 'subject_type', 'batch', 'score_line'],
  ['河北', 2026, '物理类', '本科批', 450],
  ['河北', 2026, '历史类', '本科批', 470],
  ['江西', 2026, '物理类', '本科批', 440],
];

const MAJOR_LINES = [
  [
    'province',
    'year',
    'subject_type',
    'batch',
    'school_name',
    'major_name',
    'subject_requirement',
    'min_score',
    'plan_count',
  ],
  ['河北', 2025, '物理类', '本科批', '北京大学', '临床医学', '物理+化学', 660, 5],
  ['河北', 2025, '物理类', '本科批', '清华大学', '计算机科学与技术', '物理+化学', 668, 6],
  // A lowest score no 高考 total can be: kept as published, not served.
  ['河北', 2025, '物理类', '本科批', '清华大学', '动物科学', '物理+化学', 2, 1],
  // 山西 admitted to twelve schools in 2025.
  ...Array.from({ length: 12 }, (_, index) => [
    '山西',
    2025,
    '物理类',
    '本科批',
    `山西示例学院${index + 1}`,
    '汉语言文学',
    '物理',
    520 + index,
    3,
  ]),
  // …and to one school in a few stray 历史类 lines.
  ['山西', 2025, '历史类', '本科批', '北京大学', '法学', '历史', 600, 2],
];

const PLANS = [
  [
    'plan_year',
    'province',
    'subject_group',
    'batch',
    'university_name',
    'major_name',
    'plan_count',
    'subject_requirement',
  ],
  [2026, '河北', '物理类', '本科批', '北京大学', '临床医学', 5, '物理+化学'],
  [2026, '河北', '物理类', '本科批', '清华大学', '计算机科学与技术', 6, '物理+化学'],
  // No requirement published: the row's 选科 is unknown.
  [2026, '河北', '历史类', '本科批', '中国人民大学', '汉语言文学', 4, ''],
  [2025, '河北', '物理类', '本科批', '北京大学', '临床医学', 5, '物理+化学'],
  // One university's own 2026 plan for 山西: not the province's plan book.
  [2026, '山西', '物理类', '本科批', '北京大学', '临床医学', 2, '物理+化学'],
  [2026, '山西', '历史类', '本科批', '北京大学', '法学', 2, '历史'],
];

describe.each(testDialects())('data health API on %s', (dialect) => {
  let t: TestApp;
  const tokens = { teacher: '', admin: '', student: '' };
  const fixtures = fixtureDirectory();

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const org = await buildOrganization(t.db, { orgKey: 'default' });
    const teacher = await buildUser(t.db, { orgId: org.id, role: 'teacher' });
    const admin = await buildUser(t.db, { orgId: org.id, role: 'admin' });
    tokens.teacher = await login(t.app, teacher.account, teacher.password);
    tokens.admin = await login(t.app, admin.account, admin.password);
    tokens.student = await buildSession(t.db, await buildUser(t.db, { orgId: org.id, role: 'student' }));

    const files = [
      ['universities.csv', csv([UNIVERSITY_HEADER, ...UNIVERSITY_ROWS]), undefined],
      [
        'hebei_score_tables.csv',
        csv([['province', 'year', 'subject_type', 'score', 'cumulative', 'source_id'], ...scoreTableRows()]),
        'score-rank',
      ],
      ['control_lines.csv', csv(CONTROL_LINES), 'control-line'],
      ['hebei_major_lines.csv', csv(MAJOR_LINES), 'major-admission'],
      ['hebei_plans.csv', csv(PLANS), 'enrollment-plan'],
    ] as const;
    for (const [name, content, kind] of files) {
      const summary = await runImport(t.database, [fixtures.write(name, content)], kind ? { kind } : {});
      expect(summary.files.map((file) => file.status)).toEqual(['imported']);
    }
    // The score tables' file as the import centre declares an upload's source.
    await createFileSourcesRepository(t.db).declare('hebei_score_tables.csv', {
      name: '河北省教育考试院',
      attribution: '',
      quality: 'upload',
      years: '2024–2026',
      licence: '',
    });
    // More findings than a year lists: 55 to be looked at in 江西 2026.
    await t.db
      .insertInto('data_findings')
      .values(
        Array.from({ length: 55 }, (_, index) => ({
          file_id: null,
          kind: 'rank-order',
          province_code: '360000',
          year: 2026,
          track_name: '物理类',
          row_number: index + 2,
          subject: `江西 2026 年物理类一分一段表第 ${index + 2} 行`,
          message: '累计人数比上一行少，请核对原表；按原表使用。',
          action: 'flagged',
          found_at: 0,
        })),
      )
      .execute();
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    fixtures.remove();
  });

  const provinces = (body: unknown, token = tokens.teacher) =>
    callApi<DataHealth>(t.app, PROVINCES, { token, body: body as object });
  const readiness = (body: unknown, token = tokens.teacher) =>
    callApi<PlanReadiness>(t.app, READINESS, { token, body: body as object });
  const yearOf = (province: ProvinceHealth | undefined, year: number): YearHealth | undefined =>
    province?.years.find((entry) => entry.year === year);

  it('refuses both calls without a token, and a student’s token', async () => {
    for (const url of [PROVINCES, READINESS]) {
      expectCleanError(await callApi(t.app, url, { body: {} }), 401, 'invalid token');
      expectCleanError(await callApi(t.app, url, { token: tokens.student, body: {} }), 403);
    }
  });

  it('refuses a malformed province code, exam year or 首选 subject, naming the field', async () => {
    expectCleanError(await provinces({ provinceCode: '13' }), 400, /provinceCode/);
    expectCleanError(await provinces({ provinceCode: 130000 }), 400, /provinceCode/);
    const valid = { provinceCode: '130000', examYear: 2026, mainSubject: '0604' };
    expectCleanError(await readiness({ ...valid, provinceCode: 'hebei1' }), 400, /provinceCode/);
    expectCleanError(await readiness({ ...valid, examYear: 1999 }), 400, /examYear/);
    expectCleanError(await readiness({ ...valid, mainSubject: '0606' }), 400, /mainSubject/);
    expectCleanError(await readiness({ provinceCode: '130000' }), 400, /examYear/);
  });

  it('answers each province with data, newest year first; the filter answers one', async () => {
    const all = await provinces({});
    expect(all.body.code).toBe(0);
    expect(all.body.data.provinces.map((province) => [province.provinceCode, province.provinceName])).toEqual([
      ['130000', '河北'],
      ['140000', '山西'],
      ['360000', '江西'],
    ]);
    const hebei = all.body.data.provinces[0];
    expect(hebei).toMatchObject({ latestPlanYear: 2026, latestOutcomeYear: 2025 });
    expect(hebei?.years.map((entry) => entry.year)).toEqual([2026, 2025, 2024]);

    const filtered = await provinces({ provinceCode: '130000' });
    expect(filtered.body.data.provinces).toEqual([hebei]);
    expect((await provinces({ provinceCode: '320000' })).body.data.provinces).toEqual([]);
    // The same for a platform administrator.
    expect((await provinces({}, tokens.admin)).body.data).toEqual(all.body.data);
  });

  it('counts the plan book, the corrected 一分一段 tables, the lines and the swap the import fixed', async () => {
    const hebei = (await provinces({ provinceCode: '130000' })).body.data.provinces[0];
    const year2026 = yearOf(hebei, 2026);
    expect(year2026?.planBook).toEqual({
      rows: 3,
      excludedRows: 0,
      tracks: ['物理类', '历史类'],
      schools: 2,
      servesPlans: true,
      latest: true,
    });
    // Served under the corrected names: 物理类 holds the larger table again.
    expect(year2026?.scoreTables).toEqual([
      {
        trackCode: 15,
        trackName: '物理类',
        rows: 151,
        excludedRows: 0,
        candidates: physicsRank(2026, 500),
        sourceId: SCORE_SOURCE,
        sourceName: '河北省教育考试院',
      },
      {
        trackCode: 11,
        trackName: '历史类',
        rows: 151,
        excludedRows: 0,
        candidates: historyRank(2026, 500),
        sourceId: SCORE_SOURCE,
        sourceName: '河北省教育考试院',
      },
    ]);
    expect(year2026?.controlLines).toEqual({ served: 2, excluded: 0 });
    expect(year2026?.outcomes).toEqual({
      universities: { served: 0, excluded: 0 },
      groups: { served: 0, excluded: 0 },
      majors: { served: 0, excluded: 0 },
    });
    // Two of the three rows publish their 选科; two units have a 2025 line (人大 汉语言文学 has none).
    expect(year2026?.subjectCoverage).toBeCloseTo(2 / 3, 10);
    expect(year2026?.historyCoverage).toBeCloseTo(2 / 3, 10);
    expect(year2026?.findings).toEqual({
      total: 1,
      kinds: [{ kind: 'track-swap', kindLabel: '科类互换', count: 1 }],
      list: [
        {
          kind: 'track-swap',
          kindLabel: '科类互换',
          action: 'fixed',
          actionLabel: '已更正',
          trackName: '物理类/历史类',
          rowNumber: null,
          subject: '河北 2026 年一分一段表（物理类、历史类）',
          message: expect.stringContaining('已按互换更正后使用'),
          fileName: 'hebei_score_tables.csv',
        },
      ],
    });

    const year2025 = yearOf(hebei, 2025);
    expect(year2025?.planBook).toEqual({
      rows: 1,
      excludedRows: 0,
      tracks: ['物理类'],
      schools: 1,
      servesPlans: true,
      latest: false,
    });
    expect(year2025?.subjectCoverage).toBe(1);
    expect(year2025?.outcomes.majors).toEqual({ served: 2, excluded: 1 });
    expect(year2025?.findings.kinds).toEqual([{ kind: 'impossible-score', kindLabel: '分数不可能', count: 1 }]);
    expect(year2025?.findings.list).toEqual([
      expect.objectContaining({ action: 'excluded', actionLabel: '不予使用', fileName: 'hebei_major_lines.csv' }),
    ]);
    expect(year2025?.scoreTables.map((table) => [table.trackName, table.candidates])).toEqual([
      ['物理类', physicsRank(2025, 500)],
      ['历史类', historyRank(2025, 500)],
    ]);

    const year2024 = yearOf(hebei, 2024);
    expect(year2024).toMatchObject({ planBook: null, subjectCoverage: null, historyCoverage: null });
    expect(year2024?.findings).toEqual({ total: 0, kinds: [], list: [] });
  });

  it('lists a year that names one university’s own plan, but not as the plan book plans are made from', async () => {
    const shanxi = (await provinces({ provinceCode: '140000' })).body.data.provinces[0];
    expect(shanxi).toMatchObject({ latestPlanYear: null, latestOutcomeYear: 2025 });
    expect(yearOf(shanxi, 2026)?.planBook).toEqual({
      rows: 2,
      excludedRows: 0,
      tracks: ['物理类', '历史类'],
      schools: 1,
      servesPlans: false,
      latest: false,
    });
    // The readiness check says the same before a teacher tries.
    expect((await readiness({ provinceCode: '140000', examYear: 2026, mainSubject: '0604' })).body.data).toEqual({
      ready: false,
      missing: expect.arrayContaining(['该省份暂无招生计划数据']),
    });
    // One university's 历史类 plan is not a book either, though the track's own lines name one school:
    // it is measured against the schools of the province's fullest track.
    expect((await readiness({ provinceCode: '140000', examYear: 2026, mainSubject: '0605' })).body.data).toEqual({
      ready: false,
      missing: expect.arrayContaining(['该省份暂无招生计划数据']),
    });
  });

  it('lists at most 50 findings of a province-year and counts them all', async () => {
    const jiangxi = (await provinces({ provinceCode: '360000' })).body.data.provinces[0];
    expect(jiangxi).toMatchObject({ provinceName: '江西', latestPlanYear: null, latestOutcomeYear: null });
    const year2026 = yearOf(jiangxi, 2026);
    expect(year2026?.controlLines).toEqual({ served: 1, excluded: 0 });
    expect(year2026?.findings.total).toBe(55);
    expect(year2026?.findings.kinds).toEqual([{ kind: 'rank-order', kindLabel: '累计人数错位', count: 55 }]);
    expect(year2026?.findings.list).toHaveLength(50);
    expect(year2026?.findings.list[0]).toMatchObject({ actionLabel: '待核对', rowNumber: 2, fileName: null });
    expect(year2026?.findings.list.at(-1)?.rowNumber).toBe(51);
  });

  it('says a plan can be made where the province has a plan book, a table of the track and outcomes', async () => {
    const ask = async (body: object) => (await readiness(body)).body;
    expect(await ask({ provinceCode: '130000', examYear: 2026, mainSubject: '0604' })).toEqual({
      code: 0,
      msg: 'success',
      data: { ready: true, missing: [] },
    });
    // An earlier year's table is enough; none up to the exam year is not.
    expect((await ask({ provinceCode: '130000', examYear: 2027, mainSubject: '0605' })).data).toEqual({
      ready: true,
      missing: [],
    });
    expect((await ask({ provinceCode: '130000', examYear: 2023, mainSubject: '0604' })).data).toEqual({
      ready: false,
      missing: ['暂无该省物理类一分一段表'],
    });
    expect((await ask({ provinceCode: '360000', examYear: 2026, mainSubject: '0605' })).data).toEqual({
      ready: false,
      missing: ['该省份暂无招生计划数据', '暂无该省历史类一分一段表', '暂无该省历年录取数据'],
    });
    expect(
      (await readiness({ provinceCode: '320000', examYear: 2026, mainSubject: '' }, tokens.admin)).body.data,
    ).toEqual({
      ready: false,
      missing: ['该省份暂无招生计划数据', '暂无该省一分一段表', '暂无该省历年录取数据'],
    });
  });
});
