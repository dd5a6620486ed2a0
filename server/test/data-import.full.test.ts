import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { ImportKindId } from '@zhihang/contract/imports/import-kinds';
import type { ImportSummary } from '@zhihang/contract/imports/import-report.schema';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.ts';
import { FILLING_RULE_REFERENCE } from '../src/modules/admissions/filling-rules/filling-rules.data.ts';
import { PLAN_HISTORY_JOIN_RELEASE } from '../src/modules/admissions/plan-history-join.ts';
import { derivedDataRelease } from '../src/modules/knowledge-cache/knowledge-version.ts';
import { contentCounts } from './import-test-support.ts';

/**
 * The whole of ../shared/data (real public data, never committed) imported from the CLI into an
 * empty SQLite database; then the smallest file of every kind imported again, which changes
 * nothing: every kind's comparison of read rows with stored ones runs again on real rows, the
 * joined history and the derived data stay as they were. CI has the data at ../shared/data next
 * to the repository.
 */
const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const sharedData = path.resolve(repositoryRoot, '../shared/data');
const available = fs.existsSync(path.join(sharedData, 'universities/moe_regular_higher_schools_2025.csv'));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zhihang-full-import-'));
const execFileAsync = promisify(execFile);

type CliResult = ImportSummary & { maxRssBytes: number; cpuMs: number; wallMs: number };

async function importFromCli(paths: readonly string[]): Promise<CliResult> {
  const started = Date.now();
  const { stdout } = await execFileAsync(
    process.execPath,
    ['--import', 'tsx', 'server/src/setup/cli/data-import.ts', ...paths, '--json'],
    {
      cwd: repositoryRoot,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  return {
    ...(JSON.parse(stdout) as ImportSummary & { maxRssBytes: number; cpuMs: number }),
    wallMs: Date.now() - started,
  };
}

/** kind → [files, rows, inserted, updated, unchanged] of the first import into an empty database. */
const FIRST_RUN: Partial<Record<ImportKindId, [number, number, number, number, number]>> = {
  university: [1, 2919, 2919, 0, 0],
  'university-profile': [1, 2956, 131, 2825, 0],
  'university-feature': [1, 188, 0, 188, 0],
  major: [1, 883, 883, 0, 0],
  'major-duration': [1, 792, 0, 8, 784],
  job: [1, 2176, 2176, 0, 0],
  'university-ranking': [2, 615, 615, 0, 0],
  'major-ranking': [1, 30301, 30301, 0, 0],
  'discipline-evaluation': [1, 5212, 5212, 0, 0],
  'double-first-class-discipline': [1, 435, 435, 0, 0],
  'first-class-major': [1, 11738, 11738, 0, 0],
  'score-rank': [6, 165387, 165387, 0, 0],
  'control-line': [2, 7175, 7175, 0, 0],
  // 23 rows whose only major name is an amount (湖南科技大学 462…) are left out: a misplaced-value finding each.
  'admission-record': [29, 672442, 672419, 0, 0],
  'group-admission': [4, 48519, 48519, 0, 0],
  'major-admission': [2, 45450, 45450, 0, 0],
  'enrollment-plan': [1, 28819, 28819, 0, 0],
  'subject-requirement': [1, 3229, 3229, 0, 0],
};

/** Row counts of every knowledge and admissions table (and the import bookkeeping). */
async function countContent(): Promise<Record<string, number>> {
  const database = openDatabase({ dialect: 'sqlite', filename: path.join(dataDir, 'zhihang.db') });
  try {
    return await contentCounts(database);
  } finally {
    await database.destroy();
  }
}

/** The file with the fewest rows of each kind a run imported. */
function smallestFileOfEachKind(summary: ImportSummary): ImportSummary['files'] {
  const smallest = new Map<string, ImportSummary['files'][number]>();
  for (const file of summary.files) {
    if (file.status !== 'imported' || !file.kind) continue;
    const known = smallest.get(file.kind);
    if (!known || file.counts.rows < known.counts.rows) smallest.set(file.kind, file);
  }
  return [...smallest.values()];
}

/** The joined history and the plan rows' figures it fills: what a second join must leave alone. */
async function joinedHistory(): Promise<Record<string, number>> {
  const database = openDatabase({ dialect: 'sqlite', filename: path.join(dataDir, 'zhihang.db') });
  try {
    const { rows } = await sql<Record<string, number>>`
      select
        (select count(*) from enrollment_plan_history) as history_rows,
        (select coalesce(sum(plan_id * year + coalesce(min_rank, 0) + coalesce(min_score, 0)), 0)
           from enrollment_plan_history) as history_sum,
        (select count(*) from enrollment_plans where prev_min_rank is not null or prev_min_score is not null) as filled,
        (select coalesce(sum(coalesce(prev_min_rank, 0) + coalesce(prev_min_score, 0)), 0) from enrollment_plans) as filled_sum
    `.execute(database.db);
    return rows[0] ?? {};
  } finally {
    await database.destroy();
  }
}

function byKind(summary: ImportSummary) {
  return Object.fromEntries(
    summary.byKind.map((entry) => [
      entry.kind,
      [entry.files, entry.counts.rows, entry.counts.inserted, entry.counts.updated, entry.counts.unchanged],
    ]),
  );
}

describe('full import of ../shared/data', () => {
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('imports every file into an empty database, joins them, and importing again changes nothing', async (context) => {
    context.skip(!available, `../shared/data not found at ${sharedData}: full import not run`);

    const first = await importFromCli([sharedData]);
    process.stderr.write(
      `full import: first run ${(first.wallMs / 1000).toFixed(1)} s wall, ${(first.cpuMs / 1000).toFixed(1)} s CPU, ` +
        `peak RSS ${(first.maxRssBytes / 1048576).toFixed(0)} MB\n`,
    );
    expect(first.failedFiles).toBe(0);
    expect(first.files).toHaveLength(70);
    expect(
      first.files
        .filter((file) => file.status === 'unrecognised')
        .map((file) => path.basename(file.file))
        .sort(),
    ).toEqual([
      'big5_domain_facet_result_text_en.json',
      'city_salary_coefficient.json',
      'holland_riasec_60_items_zh_nonvalidated.csv',
      'ipip_neo_120_items_en_zh.csv',
      'ipip_neo_120_response_choices.json',
      'ipip_neo_300_items_en.csv',
      'listed_company_salary_benchmark_by_sector.csv',
      'major_demand_from_recruitment.csv',
      'occupation_classification_2022_tree.json',
      'recruitment_analysis_summary.json',
      'riasec_48_items_onet_interest_item_pool.csv',
      'tipi_10_items.csv',
      'top_employers_2024.csv',
    ]);
    expect(byKind(first)).toEqual(FIRST_RUN);
    expect(first.totals).toMatchObject({
      rows: 1_029_236,
      inserted: 1_025_408,
      updated: 3021,
      unchanged: 784,
      deleted: 0,
      rejected: 0,
    });
    // Time and memory are budgets measured by `npm run bench` (docs/PERF.md), not asserted here.
    // The CLI prepared the empty database as the server's start does, before the join read it: the
    // shipped filling rules (each province's batches) and the join's release are there.
    const prepared = openDatabase({ dialect: 'sqlite', filename: path.join(dataDir, 'zhihang.db') });
    try {
      expect((await contentCounts(prepared)).filling_rules).toBe(FILLING_RULE_REFERENCE.length);
      expect(await derivedDataRelease(prepared.db, 'plan-history-join')).toBe(PLAN_HISTORY_JOIN_RELEASE);
    } finally {
      await prepared.destroy();
    }

    const countsAfterFirst = await countContent();
    const historyAfterFirst = await joinedHistory();
    expect(historyAfterFirst.history_rows).toBeGreaterThan(0);
    const again = smallestFileOfEachKind(first);
    expect(again).toHaveLength(Object.keys(FIRST_RUN).length);
    const second = await importFromCli(again.map((file) => file.file));
    process.stderr.write(
      `full import: ${again.length} files again ${(second.wallMs / 1000).toFixed(1)} s wall, ` +
        `${(second.cpuMs / 1000).toFixed(1)} s CPU, peak RSS ${(second.maxRssBytes / 1048576).toFixed(0)} MB\n`,
    );
    expect(second.failedFiles).toBe(0);
    // Every row of every file read again is unchanged, kind by kind.
    expect(byKind(second)).toEqual(
      Object.fromEntries(again.map((file) => [file.kind, [1, file.counts.rows, 0, 0, file.counts.rows]])),
    );
    const rows = again.reduce((sum, file) => sum + file.counts.rows, 0);
    // Every count but the rows read and the unchanged ones is zero.
    expect(second.totals).toEqual(
      Object.fromEntries(
        Object.keys(second.totals).map((key) => [key, ['rows', 'unchanged'].includes(key) ? rows : 0]),
      ),
    );
    expect(second.totals.unchanged).toBe(rows);
    expect(await countContent()).toEqual(countsAfterFirst);
    expect(await joinedHistory()).toEqual(historyAfterFirst);

    const database = openDatabase({ dialect: 'sqlite', filename: path.join(dataDir, 'zhihang.db') });
    try {
      const { db } = database;
      const peking = await db
        .selectFrom('universities')
        .select(['id', 'college_code', 'college_name', 'province_code', 'college_level', 'college_tag'])
        .where('moe_code', '=', '4111010001')
        .executeTakeFirstOrThrow();
      expect(peking).toMatchObject({
        college_code: '10001',
        college_name: '北京大学',
        province_code: '110000',
        college_level: '1',
      });
      expect(peking.college_tag.split(',')).toEqual(expect.arrayContaining(['985', '211', '双一流', 'C9']));

      const computerScience = await db
        .selectFrom('majors as major')
        .innerJoin('majors as majorClass', 'majorClass.id', 'major.parent_id')
        .innerJoin('majors as category', 'category.id', 'major.grandparent_id')
        .select([
          'major.name',
          'major.level',
          'major.limit_year',
          'majorClass.name as className',
          'category.name as categoryName',
        ])
        .where('major.code', '=', '080901')
        .where('major.education_level', '=', '1')
        .executeTakeFirstOrThrow();
      expect(computerScience).toEqual({
        name: '计算机科学与技术',
        level: 3,
        limit_year: '四年',
        className: '计算机类',
        categoryName: '工学',
      });

      // 江苏 2025 物理类 600 分: cumulative 34,888 in both published tables that have it.
      const jiangsu600 = await db
        .selectFrom('score_rank_rows')
        .innerJoin('import_files', 'import_files.id', 'score_rank_rows.file_id')
        .select(['import_files.file_name', 'score_rank_rows.rank_start', 'score_rank_rows.rank_end'])
        .where('province_code', '=', '320000')
        .where('year', '=', 2025)
        .where('track_name', '=', '物理类')
        .where('score', '=', 600)
        .orderBy('import_files.file_name')
        .execute();
      expect(jiangsu600).toEqual([
        { file_name: 'score_rank_tables_yifenyiduan.csv', rank_start: 33986, rank_end: 34888 },
        { file_name: 'yifenyiduan_2023_2026.csv', rank_start: 33986, rank_end: 34888 },
      ]);

      // 重庆's merged top band and 河北's publication floor, as published.
      const bands = await db
        .selectFrom('score_rank_rows')
        .select(['province_code', 'year', 'score', 'score_low', 'score_high', 'score_text', 'rank_end'])
        .where((eb) =>
          eb.or([
            eb.and([
              eb('province_code', '=', '500000'),
              eb('year', '=', 2022),
              eb('track_name', '=', '物理类'),
              eb('score_text', '=', '666-750'),
            ]),
            eb.and([
              eb('province_code', '=', '130000'),
              eb('year', '=', 2020),
              eb('track_name', '=', '理科'),
              eb('score_text', '=', '0-139'),
            ]),
          ]),
        )
        .orderBy('province_code')
        .execute();
      expect(bands).toEqual([
        {
          province_code: '130000',
          year: 2020,
          score: 139,
          score_low: 0,
          score_high: 139,
          score_text: '0-139',
          rank_end: 261461,
        },
        {
          province_code: '500000',
          year: 2022,
          score: 666,
          score_low: 666,
          score_high: 750,
          score_text: '666-750',
          rank_end: 145,
        },
      ]);

      // 广东 2025 北京大学 物理类 206 组 投档 689, from the national file, with its provenance.
      const guangdong = await db
        .selectFrom('group_admissions')
        .innerJoin('import_files', 'import_files.id', 'group_admissions.file_id')
        .innerJoin('data_sources', 'data_sources.id', 'group_admissions.data_source_id')
        .select([
          'group_admissions.batch_name',
          'group_admissions.group_code',
          'group_admissions.min_score',
          'group_admissions.plan_count',
          'group_admissions.min_rank_derived',
          'import_files.file_name',
          'data_sources.source_quality',
        ])
        .where('university_id', '=', peking.id)
        .where('province_code', '=', '440000')
        .where('year', '=', 2025)
        .where('track_name', '=', '物理类')
        .where('group_code', '=', '206')
        .executeTakeFirstOrThrow();
      expect(guangdong).toEqual({
        batch_name: '本科批',
        group_code: '206',
        min_score: 689,
        plan_count: 34,
        min_rank_derived: 0,
        file_name: 'admission_records_guangdong.csv.gz',
        source_quality: 'official-guangdong-2025-undergraduate-major-group-filing-pdf-score-rank',
      });

      // Province exam codes and suffixed names resolve to the one university across provinces.
      const tsinghuaSpecial = await db
        .selectFrom('major_admissions')
        .innerJoin('universities', 'universities.id', 'major_admissions.university_id')
        .select(['universities.college_name', 'major_admissions.school_code'])
        .where('major_admissions.school_name', '=', '清华大学(国家专项计划)[公办]')
        .where('major_admissions.province_code', '=', '130000')
        .executeTakeFirstOrThrow();
      expect(tsinghuaSpecial).toEqual({ college_name: '清华大学', school_code: '1442' });
      const pekingRows = await sql<{ province_code: string; school_name: string }>`
        select province_code, school_name from university_admissions where university_id = ${peking.id}
        union select province_code, school_name from group_admissions where university_id = ${peking.id}
        union select province_code, school_name from major_admissions where university_id = ${peking.id}
        union select province_code, school_name from enrollment_plans where university_id = ${peking.id}`.execute(db);
      expect(new Set(pekingRows.rows.map((row) => row.province_code)).size).toBe(30);
      // 北京's 投档 file gives 北京大学医学部 PKU's own 学校标识码, which decides.
      expect(new Set(pekingRows.rows.map((row) => row.school_name))).toEqual(
        new Set([
          '北京大学',
          '北京大学(国家专项)',
          '北京大学(国家专项计划)[公办]',
          '北京大学(高校专项)',
          '北京大学[公办]',
          '北京大学医学部',
        ]),
      );

      // Ranks converted from scores by the national files stay marked as derived.
      const derived = await db
        .selectFrom('major_admissions')
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .where('min_rank_derived', '=', 1)
        .executeTakeFirstOrThrow();
      expect(Number(derived.total)).toBe(131_708);

      // 广西 2025 publishes two tables per track in one file: both kept, numbered.
      const guangxiTables = await sql<{ table_seq: number; rows: number }>`
        select table_seq, count(*) as rows from score_rank_rows
        where province_code = '450000' and year = 2025 and track_name = '历史类' group by table_seq order by table_seq`.execute(
        db,
      );
      expect(guangxiTables.rows.map((row) => [row.table_seq, Number(row.rows)])).toEqual([
        [1, 460],
        [2, 460],
      ]);

      const plannedMajors = await db
        .selectFrom('current_plan_majors')
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .where('year', '=', 2026)
        .executeTakeFirstOrThrow();
      expect(Number(plannedMajors.total)).toBeGreaterThan(300);
    } finally {
      await database.destroy();
    }
  }, 600_000);
});
