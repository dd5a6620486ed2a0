import type {
  MajorLineRow,
  SchoolLineRow,
  UniversityDataScope,
} from '@zhihang/contract/universities/university.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKnowledgeApp, type KnowledgeApp } from './knowledge-app.ts';
import { importFixtures, NOT_FOUND } from './knowledge-test-support.ts';
import { callApi, expectCleanError, testDialects } from './test-app.ts';

const GROUP_HEADER = [
  'province',
  'year',
  'category',
  'batch',
  'college_code_moe',
  'college_name',
  'major_group',
  'major_group_name',
  'min_score',
  'min_rank',
  'source_url',
];
const GD_URL = 'https://eea.gd.gov.cn/example-2024.html';

/** Generated lines: 清华大学 has only 专业组 lines in 广东, 中国人民大学 only major lines in 湖北. */
const GROUP_ROWS = [
  GROUP_HEADER,
  ['广东', '2024', '物理类', '本科批', '4111010003', '清华大学', '201', '清华大学(201)', '690', '60', GD_URL],
  ['广东', '2024', '物理类', '本科批', '4111010003', '清华大学', '202', '清华大学(202)', '681', '300', GD_URL],
  ['广东', '2024', '历史类', '本科批', '4111010003', '清华大学', '203', '清华大学(203)', '665', '40', GD_URL],
  // A group line where 北京大学 has its own school line: the published line stays.
  ['江苏', '2025', '物理类', '本科批', '4111010001', '北京大学', '05', '北京大学05专业组', '670', '900', GD_URL],
];

const MAJOR_ROWS = [
  [
    'province',
    'year',
    'subject_type',
    'batch',
    'school_code',
    'school_name',
    'major_group',
    'major_code',
    'major_name',
    'min_score',
    'min_rank',
  ],
  ['湖北', '2023', '物理类', '本科批', '10002', '中国人民大学', '01', '080901', '计算机科学与技术', '662', '700'],
  ['湖北', '2023', '物理类', '本科批', '10002', '中国人民大学', '01', '070101', '数学与应用数学', '659', '950'],
];

const PLAN_ROWS = [
  ['plan_year', 'province', 'subject_group', 'batch', 'university_code', 'university_name', 'group_code'].concat([
    'major_code',
    'major_name',
    'plan_count',
  ]),
  ['2026', '湖北', '物理类', '本科批', '10002', '中国人民大学', '01', '080901', '计算机科学与技术', '3'],
];

describe.each(testDialects())('university lines API on %s', (dialect) => {
  let k: KnowledgeApp;
  beforeAll(async () => {
    k = await createKnowledgeApp(dialect);
    await importFixtures(k.t, [
      { name: 'group_lines.csv', rows: GROUP_ROWS, kind: 'group-admission' },
      { name: 'renmin_major_lines.csv', rows: MAJOR_ROWS, kind: 'major-admission' },
      { name: 'enrollment_plans_2026.csv', rows: PLAN_ROWS, kind: 'enrollment-plan' },
    ]);
  }, 60_000);
  afterAll(() => k?.t.close());

  const call = <T>(url: string, body?: unknown) =>
    callApi<T>(k.t.app, `/api${url}`, { token: k.token, body: body as object });
  const idOf = async (name: string) =>
    (await k.t.db.selectFrom('universities').select('id').where('college_name', '=', name).executeTakeFirstOrThrow())
      .id;
  const lineView = (row: SchoolLineRow) => [
    row.plan_year,
    row.exam_class_name,
    row.school_low_score,
    row.school_low_ranking,
    row.line_origin,
    row.line_unit,
  ];

  it('derives a school line from the lowest 专业组 line of each year and track, with its source', async () => {
    const id = await idOf('清华大学');
    const lines = await call<SchoolLineRow[]>('/bduniversityyif/getUniversityPlanListInfo', { universityId: id });
    expect(lines.body.code).toBe(0);
    expect(lines.body.data.map(lineView)).toEqual([
      [2024, '历史类', 665, 40, 'group', '清华大学(203)'],
      [2024, '物理类', 681, 300, 'group', '清华大学(202)'],
    ]);
    expect(lines.body.data[0]).toMatchObject({ province_code: '440000', source_url: GD_URL });
    const physics = await call<SchoolLineRow[]>('/bduniversityyif/getUniversityPlanListInfo', {
      universityId: id,
      classCode: 15,
    });
    expect(physics.body.data.map(lineView)).toEqual([[2024, '物理类', 681, 300, 'group', '清华大学(202)']]);
  });

  it('derives it from major lines where a year has neither school nor 专业组 lines', async () => {
    const id = await idOf('中国人民大学');
    const lines = await call<SchoolLineRow[]>('/bduniversityyif/getUniversityPlanListInfo', { universityId: id });
    expect(lines.body.data.map(lineView)).toEqual([[2023, '物理类', 659, 950, 'major', '数学与应用数学']]);
  });

  it('answers major lines with their track and batch codes and their source', async () => {
    const rows = await call<MajorLineRow[]>('/bdmajoryif/getMajorPlanListInfo', {
      universityId: await idOf('中国人民大学'),
    });
    expect(
      rows.body.data.map((row) => [row.plan_year, row.track_code, row.batch_code, row.major_name, row.major_low_score]),
    ).toEqual([
      [2023, 15, 3, '计算机科学与技术', 662],
      [2023, 15, 3, '数学与应用数学', 659],
    ]);
    expect(rows.body.data[0]).toMatchObject({ province_code: '420000', source_id: expect.any(String) });
  });

  it('keeps a published school line over the 专业组 lines of the same year and track', async () => {
    const lines = await call<SchoolLineRow[]>('/bduniversityyif/getUniversityPlanListInfo', {
      universityId: await idOf('北京大学'),
      planYear: 2025,
      classCode: 15,
      provinceCode: '320000',
    });
    expect(lines.body.data.map(lineView)).toEqual([[2025, '物理类', 689, 95, 'school', '']]);
  });

  it('says which provinces hold a university’s lines and plans, with the latest plan year', async () => {
    const renmin = await call<UniversityDataScope>('/bduniversityyif/getUniversityDataScope', {
      universityId: await idOf('中国人民大学'),
    });
    expect(renmin.body.data).toEqual({
      scoreProvinces: [{ provinceCode: '420000', years: [2023] }],
      planProvinces: [{ provinceCode: '420000', latestYear: 2026, rows: 1 }],
    });
    const nanjing = await call<UniversityDataScope>('/bduniversityyif/getUniversityDataScope', {
      universityId: await idOf('南京大学'),
    });
    expect(nanjing.body.data).toEqual({
      scoreProvinces: [{ provinceCode: '320000', years: [2025] }],
      planProvinces: [],
    });
    expectCleanError(
      await callApi(k.t.app, '/api/bduniversityyif/getUniversityDataScope', { body: { universityId: 1 } }),
      401,
    );
    expectCleanError(await call('/bduniversityyif/getUniversityDataScope', { universityId: 999999 }), 404, NOT_FOUND);
    expectCleanError(await call('/bduniversityyif/getUniversityDataScope', { universityId: 'x' }), 400, /universityId/);
  });

  it('answers the latest plan year’s majors for a 填报年度 whose plans are not out yet', async () => {
    const cs = (await k.t.db.selectFrom('majors').select('id').where('code', '=', '080901').executeTakeFirstOrThrow())
      .id;
    for (const body of [{ year: 2027 }, { year: 2026 }, {}]) {
      const ids = await call<number[]>('/bdmajoryif/getCurrentYearPlanMajor', body);
      expect(ids.body.data, JSON.stringify(body)).toEqual([cs]);
    }
  });
});
