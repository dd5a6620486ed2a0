import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/database.ts';
import { createAdmissionsService } from '../src/modules/admissions/admissions.service.ts';
import { runImport } from '../src/modules/imports/import-engine.ts';
import {
  csv,
  fixtureDirectory,
  openImportDatabase,
  UNIVERSITY_HEADER,
  UNIVERSITY_ROWS,
} from './import-test-support.ts';

const dialects = ['sqlite', ...(process.env.TEST_DATABASE_URL ? ['postgres' as const] : [])] as const;

const ADMISSION_HEADER = [
  'province',
  'year',
  'subject_type',
  'batch',
  'school_name',
  'major_name',
  'subject_requirement',
  'min_score',
  'min_rank',
  'plan_count',
];
const ADMISSIONS = [
  ['吉林', 2024, '物理类', '本科批', '北京大学', '临床医学', '物理+化学', 670, 300, 5],
  ['吉林', 2024, '物理类', '本科批', '北京大学', '临床医学（5+3一体化）', '物理+化学', 680, 120, 3],
  ['吉林', 2023, '物理类', '本科批', '北京大学', '动物科学', '物理+化学', 590, 9000, 4],
  ['吉林', 2024, '物理类', '本科批', '北京大学', '动物科学', '物理+化学', 600, 8000, 4],
  ['吉林', 2020, '物理类', '本科批', '北京大学', '动物科学', '物理+化学', 560, 12000, 4],
  ['吉林', 2024, '历史类', '本科批', '中国人民大学', '英语（师范类）', '不限', 610, 700, 2],
  ['吉林', 2024, '物理类', '本科批', '清华大学', '计算机科学与技术', '物理+化学', 690, 50, 6],
  ['吉林', 2024, '物理类', '本科提前批', '清华大学', '动物科学', '物理+化学', 500, 30000, 1],
];
const PLAN_HEADER = [
  'plan_year',
  'province',
  'subject_group',
  'batch',
  'university_name',
  'group_code',
  'major_name',
  'plan_count',
  'subject_requirement',
];
const PLANS = [
  [2025, '吉林', '物理类', '普通本科批', '北京大学', '', '临床医学(5+3一体化)', 2, '物理+化学'],
  [2025, '吉林', '物理类', '普通本科批', '北京大学', '', '动物科学专业', 3, '物理+化学'],
  [2025, '吉林', '历史类', '普通本科批征集志愿（第一轮）', '中国人民大学', '', '英语(师范)', 1, '不限'],
  [2025, '吉林', '物理类', '普通本科批', '清华大学', '', '计算机科学与技术（中外合作办学）', 4, '物理+化学'],
  [2025, '吉林', '物理类', '吉林2026普通高校招生指南下册计划调整', '清华大学', '', '动物科学', 1, '物理+化学'],
];

describe.each(dialects)('plan rows joined to their history after an import (%s)', (dialect) => {
  let database: DatabaseHandle;
  let close: () => Promise<void>;
  let fixtures: ReturnType<typeof fixtureDirectory>;

  beforeEach(async () => {
    ({ database, close } = await openImportDatabase(dialect));
    fixtures = fixtureDirectory();
  });
  afterEach(async () => {
    await close();
    fixtures.remove();
  });

  const importAll = async () => {
    await runImport(database, [fixtures.write('universities.csv', csv([UNIVERSITY_HEADER, ...UNIVERSITY_ROWS]))]);
    await runImport(database, [fixtures.write('history.csv', csv([ADMISSION_HEADER, ...ADMISSIONS]))], {
      kind: 'major-admission',
    });
    return runImport(database, [fixtures.write('plans.csv', csv([PLAN_HEADER, ...PLANS]))], {
      kind: 'enrollment-plan',
    });
  };

  const planIds = async () => {
    const rows = await database.db
      .selectFrom('enrollment_plans')
      .select([
        'id',
        'major_name',
        'batch_code',
        'province_batch',
        'batch_from_title',
        'prev_min_score',
        'prev_min_rank',
        'prev_plan_count',
      ])
      .orderBy('id')
      .execute();
    return new Map(rows.map((row) => [row.major_name, row]));
  };

  it("keeps the join's findings in the importer's findings table, in place of the province's earlier ones", async () => {
    // A finding of an earlier join that the new one no longer makes: the import's join replaces it.
    await database.db
      .insertInto('data_findings')
      .values({
        file_id: null,
        kind: 'group-continuity',
        province_code: '220000',
        year: 2025,
        track_name: '物理类',
        row_number: null,
        subject: '吉林 2025 年 北京大学 专业组 01',
        message: '旧的发现',
        action: 'excluded',
        evidence: '{}',
        found_at: 0,
      })
      .execute();
    await importAll();
    const left = await database.db
      .selectFrom('data_findings')
      .select('message')
      .where('kind', '=', 'group-continuity')
      .where('province_code', '=', '220000')
      .execute();
    expect(left.map((row) => row.message)).not.toContain('旧的发现');
  });

  it('stores the last three years per plan row, fills prev_* from the year before and prints the coverage', async () => {
    const summary = await importAll();
    const plans = await planIds();
    const history = await createAdmissionsService({ db: database.db }).planHistory(
      [...plans.values()].map((row) => row.id),
    );
    const of = (name: string) => history.get(plans.get(name)?.id as number);

    // The 5+3 unit, not plain 临床医学.
    expect(of('临床医学(5+3一体化)')).toEqual([
      { year: 2024, level: 'major', minScore: 680, minRank: 120, minRankDerived: 0, planCount: 3 },
    ]);
    // Three years back only (2020 is too old), newest first.
    expect(of('动物科学专业')?.map((entry) => [entry.year, entry.minScore])).toEqual([
      [2024, 600],
      [2023, 590],
    ]);
    expect(of('英语(师范)')?.map((entry) => [entry.year, entry.level, entry.minScore])).toEqual([[2024, 'major', 610]]);
    // 中外合作 is a unit of its own: the ordinary 计算机科学与技术 is not its history.
    expect(of('计算机科学与技术（中外合作办学）')).toEqual([]);
    // A document title as batch: 本科批 flagged, so the 提前批 row is not its history.
    expect(plans.get('动物科学')).toMatchObject({ batch_code: 3, province_batch: '本科批', batch_from_title: 1 });
    expect(of('动物科学')).toEqual([]);

    expect(plans.get('动物科学专业')).toMatchObject({ prev_min_score: 600, prev_min_rank: 8000, prev_plan_count: 4 });
    expect(plans.get('英语(师范)')).toMatchObject({ province_batch: '本科批', batch_from_title: 0 });
    expect(summary.planCoverage).toEqual([
      {
        provinceCode: '220000',
        provinceName: '吉林',
        year: 2025,
        planRows: 5,
        linkedRows: 0,
        withHistory: 3,
        majorLevel: 3,
        schoolHasHistory: 5,
        withHistoryWhereSchoolHas: 3,
      },
    ]);
  });

  it('gives the same history when the join runs again', async () => {
    await importAll();
    const before = await database.db
      .selectFrom('enrollment_plan_history')
      .selectAll()
      .orderBy('plan_id')
      .orderBy('year')
      .execute();
    await createAdmissionsService({ db: database.db }).refreshPlanHistory({ all: true });
    const after = await database.db
      .selectFrom('enrollment_plan_history')
      .selectAll()
      .orderBy('plan_id')
      .orderBy('year')
      .execute();
    expect(after).toEqual(before);
    expect(before).toHaveLength(4);
    const plans = await planIds();
    expect(plans.get('临床医学(5+3一体化)')).toMatchObject({ prev_min_score: 680, prev_min_rank: 120 });
  });
});
