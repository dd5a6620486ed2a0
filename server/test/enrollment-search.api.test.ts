import type { EnrollmentSchoolRow } from '@zhihang/contract/enrollment/enrollment-details.schema';
import type { EnrollmentSearchRow } from '@zhihang/contract/enrollment/enrollment.schema';
import type { Page } from '@zhihang/contract/http/envelope.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrollmentPlanFile, JIANGSU, majorLinesFile } from './admission-fixtures.ts';
import { createKnowledgeApp, type KnowledgeApp } from './knowledge-app.ts';
import { importFixtures } from './knowledge-test-support.ts';
import { callApi, expectCleanError, rowCounts, testDialects } from './test-app.ts';

/** 江苏 2026 物理类 本科批 rows: tuition as plan files print it, 中外合作 in a name or a remark. */
const PLAN_ROWS: Array<
  [
    school: string,
    name: string,
    group: string,
    code: string,
    major: string,
    plan: number,
    tuition: string,
    remark: string,
  ]
> = [
  ['10001', '北京大学', '01', '080901', '计算机科学与技术', 5, '5000', ''],
  ['10001', '北京大学', '01', '070101', '数学与应用数学', 3, '6380(元/年)', ''],
  ['10001', '北京大学', '01', '080905', '物联网工程', 4, '免费', ''],
  ['10284', '南京大学', '02', '080902', '软件工程(中外合作办学)', 10, '1.2万', ''],
  ['10284', '南京大学', '02', '080903', '网络工程', 1, '待定', ''],
  ['10284', '南京大学', '03', '080904', '信息安全', 2, '', '与英国高校合作办学'],
  // A misplaced 学制 in the tuition column is no tuition.
  ['10284', '南京大学', '03', '080906', '数据科学与大数据技术', 6, '4.0', ''],
];

describe.each(testDialects())('院校专业查询 filters and history on %s', (dialect) => {
  let k: KnowledgeApp;
  beforeAll(async () => {
    k = await createKnowledgeApp(dialect);
    await importFixtures(k.t, [
      majorLinesFile('major_lines_2023.csv', [
        {
          ...JIANGSU,
          year: '2023',
          school: '10001',
          name: '北京大学',
          group: '01',
          code: '080901',
          major: '计算机科学与技术',
          minScore: '684',
          minRank: '130',
          plan: '6',
          rankDerived: '1',
        },
      ]),
      enrollmentPlanFile(
        'enrollment_plans_2026.csv',
        PLAN_ROWS.map(([school, name, group, code, major, plan, tuition, remark]) => ({
          ...JIANGSU,
          year: '2026',
          school,
          name,
          group,
          code,
          major,
          plan,
          subjects: '物理',
          tuition,
          remark,
        })),
      ),
    ]);
  }, 120_000);
  afterAll(() => k?.t.close());

  const search = (body: object) =>
    callApi<Page<EnrollmentSearchRow>>(k.t.app, '/api/enEnrollmentMajor/getEnrollmentMajorList', {
      token: k.token,
      body: { provinceCode: '320000', year: 2026, limit: 50, ...body },
    });
  const majors = async (body: object) => {
    const { body: answer } = await search(body);
    expect(answer.code).toBe(0);
    return answer.data.list.map((row) => row.major).sort();
  };

  it('keeps rows up to a tuition ceiling, reading 元/年, 万 and 免费, never an unknown tuition', async () => {
    expect(await majors({ maxTuition: 6000 })).toEqual(['物联网工程', '计算机科学与技术']);
    expect(await majors({ maxTuition: 12_000 })).toEqual([
      '数学与应用数学',
      '物联网工程',
      '计算机科学与技术',
      '软件工程(中外合作办学)',
    ]);
    expect(await majors({ maxTuition: 0 })).toEqual(['物联网工程']);
    // 待定, an empty tuition and 4.0 match no ceiling, however high.
    expect(await majors({ maxTuition: 1_000_000 })).toHaveLength(4);
    expect(await majors({})).toHaveLength(7);
  });

  it('keeps only or leaves out 中外合作办学 units, by name or by remark', async () => {
    expect(await majors({ cooperation: 'only' })).toEqual(['信息安全', '软件工程(中外合作办学)']);
    expect(await majors({ cooperation: 'exclude' })).toEqual([
      '数学与应用数学',
      '数据科学与大数据技术',
      '物联网工程',
      '网络工程',
      '计算机科学与技术',
    ]);
    expect(await majors({ cooperation: 'any' })).toHaveLength(7);
    // With the other filters, not beside them.
    expect(await majors({ cooperation: 'only', collegeName: '北京' })).toEqual([]);
    expect(await majors({ cooperation: 'only', provinceCode: '130000' })).toEqual([]);
  });

  it('keeps rows with at least a number of places', async () => {
    expect(await majors({ minPlanCount: 5 })).toEqual([
      '数据科学与大数据技术',
      '计算机科学与技术',
      '软件工程(中外合作办学)',
    ]);
    expect(await majors({ minPlanCount: 11 })).toEqual([]);
  });

  it('combines the filters with the others and counts and pages what they keep', async () => {
    const combined = { maxTuition: 12_000, cooperation: 'exclude', minPlanCount: 4 };
    expect(await majors(combined)).toEqual(['物联网工程', '计算机科学与技术']);
    expect(await majors({ ...combined, collegeName: '南京' })).toEqual([]);
    const first = await search({ ...combined, limit: 1, page: 1 });
    const second = await search({ ...combined, limit: 1, page: 2 });
    expect(first.body.data).toMatchObject({ totalCount: 2, totalPage: 2, currPage: 1 });
    expect(second.body.data).toMatchObject({ totalCount: 2, totalPage: 2, currPage: 2 });
    const paged = [...first.body.data.list, ...second.body.data.list].map((row) => row.major).sort();
    expect(paged).toEqual(['物联网工程', '计算机科学与技术']);
    // The college × group list takes the same body.
    const schools = await callApi<Page<EnrollmentSchoolRow>>(
      k.t.app,
      '/api/enEnrollmentSchool/getEnrollmentSchoolList',
      {
        token: k.token,
        body: { provinceCode: '320000', year: 2026, cooperation: 'only' },
      },
    );
    expect(schools.body.data.list.map((row) => `${row.collegeCode}|${row.groupCode}`).sort()).toEqual([
      '10284|02',
      '10284|03',
    ]);
  });

  it('refuses bad filter values by name and changes nothing', async () => {
    const before = await rowCounts(k.t);
    const cases: Array<[object, RegExp]> = [
      [{ maxTuition: -1 }, /maxTuition/],
      [{ maxTuition: 'cheap' }, /maxTuition/],
      [{ maxTuition: 2_000_000 }, /maxTuition/],
      [{ cooperation: 'yes' }, /cooperation/],
      [{ minPlanCount: 0 }, /minPlanCount/],
      [{ minPlanCount: 2.5 }, /minPlanCount/],
    ];
    for (const [body, field] of cases) expectCleanError(await search(body), 400, field);
    expect(await rowCounts(k.t)).toEqual(before);
  });

  it('gives each row its unit’s last three years, marking ranks derived from a score', async () => {
    const { body } = await search({ majorName: '计算机' });
    expect(body.data.list).toHaveLength(1);
    expect(body.data.list[0]?.history).toEqual([
      { year: 2025, level: 'major', minScore: 690, minRank: 80, minRankDerived: false, planCount: null },
      { year: 2024, level: 'major', minScore: 687, minRank: 100, minRankDerived: false, planCount: null },
      { year: 2023, level: 'major', minScore: 684, minRank: 130, minRankDerived: true, planCount: 6 },
    ]);
    const units = await search({ collegeName: '南京' });
    // No earlier year of 南京大学's majors: the school's own lines, or nothing.
    for (const row of units.body.data.list) {
      expect(row.history.every((year) => year.level === 'university' || year.level === 'group')).toBe(true);
    }
  });
});
