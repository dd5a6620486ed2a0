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

const PLAN_HEADER = [
  'plan_year',
  'province',
  'subject_group',
  'batch',
  'university_code',
  'university_name',
  'major_name',
  'plan_count',
  'lowest_rank_prev_year',
];
/**
 * 北京大学's three majors carry one last-year rank (the school's line copied onto each), 清华大学's
 * three their own, 中国人民大学's two one rank (too few to tell).
 */
const PLANS = [
  [2026, '山东', '物理类', '本科批', '10001', '北京大学', '药学', 94, 138],
  [2026, '山东', '物理类', '本科批', '10001', '北京大学', '计算机科学与技术', 41, 138],
  [2026, '山东', '物理类', '本科批', '10001', '北京大学', '数学与应用数学', 20, 138],
  [2026, '山东', '物理类', '本科批', '10003', '清华大学', '建筑学', 10, 160],
  [2026, '山东', '物理类', '本科批', '10003', '清华大学', '计算机科学与技术', 12, 90],
  [2026, '山东', '物理类', '本科批', '10003', '清华大学', '数学与应用数学', 8, 120],
  [2026, '山东', '物理类', '本科批', '10002', '中国人民大学', '法学', 30, 700],
  [2026, '山东', '物理类', '本科批', '10002', '中国人民大学', '经济学', 30, 700],
];

describe.each(dialects)("a plan file's last-year rank printed alike for every unit of a school (%s)", (dialect) => {
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

  it("is read as the school's line, not as each major's", async () => {
    await runImport(database, [fixtures.write('universities.csv', csv([UNIVERSITY_HEADER, ...UNIVERSITY_ROWS]))]);
    await runImport(database, [fixtures.write('plans.csv', csv([PLAN_HEADER, ...PLANS]))], {
      kind: 'enrollment-plan',
    });
    const rows = await database.db
      .selectFrom('enrollment_plans')
      .select(['id', 'school_name', 'major_name'])
      .orderBy('id')
      .execute();
    const history = await createAdmissionsService({ db: database.db }).planHistory(rows.map((row) => row.id));
    const levels = rows.map((row) => [row.school_name, row.major_name, history.get(row.id)?.[0]?.level]);
    expect(levels).toEqual([
      ['北京大学', '药学', 'university'],
      ['北京大学', '计算机科学与技术', 'university'],
      ['北京大学', '数学与应用数学', 'university'],
      ['清华大学', '建筑学', 'published'],
      ['清华大学', '计算机科学与技术', 'published'],
      ['清华大学', '数学与应用数学', 'published'],
      ['中国人民大学', '法学', 'published'],
      ['中国人民大学', '经济学', 'published'],
    ]);
    expect(history.get(rows[0]!.id)?.[0]).toMatchObject({ year: 2025, minRank: 138 });
  });
});
