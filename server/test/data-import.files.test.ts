import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import ExcelJS from 'exceljs';
import type { Kysely } from 'kysely';
import type { ImportProgress } from '@zhihang/contract/imports/import-report.schema';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/database.ts';
import { up as clearUnpublishedPlanRanks } from '../src/db/migrations/0023_unpublished_plan_ranks.ts';
import { runImport } from '../src/modules/imports/import-engine.ts';
import {
  contentCounts,
  csv,
  fixtureDirectory,
  gbk,
  openImportDatabase,
  UNIVERSITY_HEADER,
  UNIVERSITY_ROWS,
} from './import-test-support.ts';

/**
 * The importer on small generated files: encodings, formats, every way a file can be refused
 * (nothing written), re-import, dry run and directory detection. The real data set is imported
 * in data-import.full.test.ts.
 */
describe('data importer on generated files (SQLite)', () => {
  let database: DatabaseHandle;
  let close: () => Promise<void>;
  let fixtures: ReturnType<typeof fixtureDirectory>;

  beforeEach(async () => {
    ({ database, close } = await openImportDatabase('sqlite'));
    fixtures = fixtureDirectory();
  });
  afterEach(async () => {
    await close();
    fixtures.remove();
  });

  const universityList = () => csv([UNIVERSITY_HEADER, ...UNIVERSITY_ROWS]);

  it('reads a GBK-encoded CSV and stores the names correctly', async () => {
    const file = fixtures.write('院校名单.csv', gbk(universityList()));
    const summary = await runImport(database, [file]);
    const [report] = summary.files;
    expect(report).toMatchObject({ status: 'imported', kind: 'university', encoding: 'gb18030' });
    expect(report?.counts).toMatchObject({ rows: 4, inserted: 4, rejected: 0 });
    const peking = await database.db
      .selectFrom('universities')
      .select(['college_code', 'moe_code', 'college_name', 'province_code', 'college_level', 'is_985'])
      .where('moe_code', '=', '4111010001')
      .executeTakeFirstOrThrow();
    expect(peking).toEqual({
      college_code: '10001',
      moe_code: '4111010001',
      college_name: '北京大学',
      province_code: '110000',
      college_level: '1',
      is_985: 1,
    });
  });

  it('refuses a file that lacks a required column and names the column', async () => {
    const file = fixtures.write(
      'jiangsu_rank_2025.csv',
      csv([
        ['province', 'year', 'subject_type', 'score', 'count_at_score'],
        ['江苏', '2025', '物理类', '600', '903'],
      ]),
    );
    const before = await contentCounts(database);
    const summary = await runImport(database, [file]);
    expect(summary.failedFiles).toBe(1);
    expect(summary.files[0]?.errors[0]?.reason).toContain('rank_end（累计人数）');
    expect(await contentCounts(database)).toEqual(before);
  });

  it('reports every non-numeric score with file, row and column, and writes nothing', async () => {
    const file = fixtures.write(
      'guangdong_undergrad_major_admissions_2025.csv',
      csv([
        [
          'year',
          'subject_type',
          'school_code',
          'school_name',
          'major_group',
          'major_code',
          'major_name',
          'min_score',
          'min_rank',
        ],
        ['2025', '物理类', '10001', '北京大学', '206', '101', '数学类', '683以上', '120'],
        ['2025', '物理类', '10001', '北京大学', '206', '102', '物理学类', 'abc', '150'],
        ['2025', '物理类', '10003', '清华大学', '204', '103', '计算机类', '688', '九十'],
      ]),
    );
    const before = await contentCounts(database);
    const summary = await runImport(database, [file]);
    const report = summary.files[0];
    expect(report?.status).toBe('failed');
    expect(report?.kind).toBe('major-admission');
    expect(report?.counts).toMatchObject({ rows: 3, rejected: 2, inserted: 0 });
    expect(report?.errors).toEqual([
      {
        file: 'guangdong_undergrad_major_admissions_2025.csv',
        row: 3,
        column: 'min_score',
        reason: '不是有效的分数：「abc」',
      },
      {
        file: 'guangdong_undergrad_major_admissions_2025.csv',
        row: 4,
        column: 'min_rank',
        reason: '不是有效的数字：「九十」',
      },
    ]);
    expect(await contentCounts(database)).toEqual(before);
  });

  it('refuses duplicate natural keys, pointing at the earlier row', async () => {
    const duplicated = csv([
      UNIVERSITY_HEADER,
      ...UNIVERSITY_ROWS,
      ['5', '北京大学（重复）', '4111010001', '教育部', '北京市', '北京市', '本科', '公办', '', '0', '0', '0', ''],
    ]);
    const summary = await runImport(database, [fixtures.write('moe_list.csv', duplicated)]);
    expect(summary.files[0]?.status).toBe('failed');
    expect(summary.files[0]?.errors).toEqual([
      { file: 'moe_list.csv', row: 6, column: '(整行)', reason: '与第 2 行是同一院校（代码 10001）' },
    ]);
    expect((await contentCounts(database)).universities).toBe(0);

    const ranks = csv([
      ['province', 'year', 'subject_type', 'score', 'cumulative'],
      ['江苏', '2025', '物理类', '601', '34000'],
      ['江苏', '2025', '物理类', '600', '34888'],
      ['江苏', '2025', '物理类', '600', '34890'],
    ]);
    const second = await runImport(database, [fixtures.write('ranks.csv', ranks)]);
    expect(second.files[0]?.errors[0]).toMatchObject({ row: 4, reason: expect.stringContaining('与第 3 行重复') });
    expect((await contentCounts(database)).score_rank_rows).toBe(0);
  });

  it('ends a file holding a line of over a million characters (an unclosed quote) with nothing written', async () => {
    const header = 'province,year,subject_type,score,count_at_score,rank_end';
    const rows = ['江苏,2025,物理类,600,903,903', '江苏,2025,物理类,599,"900,1803'];
    // The quote never closes: the rest of the file would be one record growing without end.
    const file = fixtures.write('jiangsu_rank_2025.csv', `${header}\n${rows.join('\n')}${'9'.repeat(1_200_000)}\n`);
    const before = await contentCounts(database);
    const summary = await runImport(database, [file]);
    expect(summary.files.map((each) => [each.status, each.errors[0]?.reason])).toEqual([
      ['failed', '文件中有一行超过 1,000,000 个字符（可能有未闭合的引号，或不是表格文件），未导入任何数据'],
    ]);
    expect(await contentCounts(database)).toEqual(before);
  });

  it('refuses an empty file and a file with only a header', async () => {
    const empty = fixtures.write('empty.csv', '');
    const headerOnly = fixtures.write('header-only.csv', `${UNIVERSITY_HEADER.join(',')}\n`);
    const summary = await runImport(database, [empty, headerOnly]);
    expect(summary.files.map((file) => [path.basename(file.file), file.status, file.errors[0]?.reason])).toEqual([
      ['empty.csv', 'failed', '文件为空'],
      ['header-only.csv', 'failed', '文件没有数据行'],
    ]);
    expect((await contentCounts(database)).import_files).toBe(0);
  });

  it('keeps an XSS payload as plain text, exactly as given', async () => {
    const payload = '<script>alert("x")</script><img src=x onerror=alert(1)>';
    const file = fixtures.write(
      'middle_schools.csv',
      csv([
        ['中学名称', '省份', '城市', '地址'],
        [payload, '江苏', '南京市', `"quoted" & ${payload}`],
      ]),
    );
    const summary = await runImport(database, [file]);
    expect(summary.files[0]).toMatchObject({ status: 'imported', kind: 'middle-school' });
    const school = await database.db
      .selectFrom('middle_schools')
      .select(['name', 'address', 'city_code'])
      .executeTakeFirstOrThrow();
    expect(school).toEqual({ name: payload, address: `"quoted" & ${payload}`, city_code: '320100' });
  });

  it('streams a 50 MB file, finds the bad last row, writes nothing and stays small in memory', async () => {
    const filePath = path.join(fixtures.directory, 'middle_schools_large.csv');
    const out = fs.openSync(filePath, 'w');
    fs.writeSync(out, 'name,province,city,address\n');
    const filler = '江苏省南京市鼓楼区某某路'.repeat(30); // ~1 KB of UTF-8 per row
    let rows = 0;
    while (fs.fstatSync(out).size < 50 * 1024 * 1024) {
      const chunk: string[] = [];
      for (let index = 0; index < 1000; index += 1)
        chunk.push(`第${rows + index}中学,江苏,南京市,${filler}${rows + index}`);
      fs.writeSync(out, `${chunk.join('\n')}\n`);
      rows += 1000;
    }
    fs.writeSync(out, '最后一所中学,火星,南京市,无\n');
    fs.closeSync(out);

    const baseline = process.memoryUsage().heapUsed;
    let peak = baseline;
    const summary = await runImport(database, [filePath], {
      onProgress: () => {
        peak = Math.max(peak, process.memoryUsage().heapUsed);
      },
    });
    const report = summary.files[0];
    expect(report?.status).toBe('failed');
    expect(report?.counts.rows).toBe(rows + 1);
    expect(report?.errors).toEqual([
      { file: 'middle_schools_large.csv', row: rows + 2, column: 'province', reason: '未知省份「火星」' },
    ]);
    expect((await contentCounts(database)).middle_schools).toBe(0);
    // The file as one string would be ~35 M characters; its rows as arrays far more.
    expect(peak - baseline).toBeLessThan(150 * 1024 * 1024);

    const limited = await runImport(database, [filePath], { maxFileBytes: 20 * 1024 * 1024 });
    expect(limited.files[0]?.errors[0]?.reason).toMatch(/^文件过大：5\d\.\d MB，上限 20 MB$/);
  }, 120_000);

  it('re-imports the same file without changes, and applies a corrected version', async () => {
    const header = ['province', 'year', 'subject_type', 'score', 'count_at_score', 'cumulative'];
    const first = csv([
      header,
      ['江苏', '2025', '物理类', '666-750', '100', '100'],
      ['江苏', '2025', '物理类', '665', '20', '120'],
      ['江苏', '2025', '物理类', '664', '30', '150'],
    ]);
    const file = fixtures.write('jiangsu_ranks.csv', first);
    expect((await runImport(database, [file])).totals).toMatchObject({ inserted: 3, updated: 0, unchanged: 0 });
    expect((await runImport(database, [file])).totals).toMatchObject({
      inserted: 0,
      updated: 0,
      unchanged: 3,
      deleted: 0,
    });

    fs.writeFileSync(
      file,
      csv([
        header,
        ['江苏', '2025', '物理类', '666-750', '100', '100'],
        ['江苏', '2025', '物理类', '665', '21', '121'],
      ]),
    );
    expect((await runImport(database, [file])).totals).toMatchObject({
      inserted: 0,
      updated: 1,
      unchanged: 1,
      deleted: 1,
    });
    const rows = await database.db
      .selectFrom('score_rank_rows')
      .select(['score', 'score_low', 'score_high', 'score_text', 'rank_end'])
      .orderBy('score', 'desc')
      .execute();
    expect(rows).toEqual([
      { score: 666, score_low: 666, score_high: 750, score_text: '666-750', rank_end: 100 },
      { score: 665, score_low: 665, score_high: 665, score_text: '', rank_end: 121 },
    ]);
  });

  it('counts everything in a dry run and writes nothing', async () => {
    const file = fixtures.write('moe.csv', universityList());
    const summary = await runImport(database, [file], { dryRun: true });
    expect(summary.files[0]).toMatchObject({ status: 'dry-run', counts: { rows: 4, inserted: 4 } });
    expect((await contentCounts(database)).universities).toBe(0);
  });

  it('reads XLSX (first sheet) and CSV.gz files', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('一分一段');
    sheet.addRow(['年份', '科类', '批次', '分数', '本段人数', '累计人数']);
    sheet.addRow([2025, '物理类', '本科批', '684+', null, 157]);
    sheet.addRow([2025, '物理类', '本科批', 683, 22, 179]);
    const xlsx = path.join(fixtures.directory, 'chongqing_ranks_2025.xlsx');
    await workbook.xlsx.writeFile(xlsx);
    const gz = fixtures.write('moe.csv.gz', zlib.gzipSync(universityList()));

    const summary = await runImport(database, [xlsx, gz]);
    expect(summary.files.map((file) => [file.kind, file.status, file.counts.inserted])).toEqual([
      ['university', 'imported', 4],
      ['score-rank', 'imported', 2],
    ]);
    const top = await database.db
      .selectFrom('score_rank_rows')
      .select(['province_code', 'score', 'score_low', 'score_high', 'score_text', 'rank_end'])
      .where('score', '=', 684)
      .executeTakeFirstOrThrow();
    // Province from the file name; "684+" is an open top band, kept as published.
    expect(top).toEqual({
      province_code: '500000',
      score: 684,
      score_low: 684,
      score_high: null,
      score_text: '684+',
      rank_end: 157,
    });
  });

  it('repairs a school name a PDF extraction glued a stray character to, and says so', async () => {
    fixtures.write('b_universities/moe.csv', gbk(universityList()));
    fixtures.write(
      'admissions/hubei/hubei_physics_group_filing_lines_2025.csv',
      csv([
        [
          'year',
          'subject_type',
          'batch',
          'group_code',
          'group_name',
          'school_name',
          'subject_requirement',
          'min_score',
        ],
        ['2025', '物理类', '本科普通批', 'A00105', '北京大学第05组', '北京大学', '不限', '690'],
        ['2025', '物理类', '本科普通批', 'A00106', '校北京大学第06组', '校北京大学', '不限', '676'],
      ]),
    );
    const summary = await runImport(database, [fixtures.directory]);
    const groups = summary.files.find((file) => file.kind === 'group-admission');
    expect(groups?.warnings).toEqual([
      '1 行的院校名称前多了无关的字（1 个名称，如：「校北京大学」→ 北京大学），已按院校库的名称保存',
    ]);
    const rows = await database.db
      .selectFrom('group_admissions')
      .innerJoin('universities', 'universities.id', 'group_admissions.university_id')
      .select(['universities.college_name', 'group_admissions.school_name', 'group_admissions.group_name'])
      .orderBy('group_admissions.group_code')
      .execute();
    expect(rows).toEqual([
      { college_name: '北京大学', school_name: '北京大学', group_name: '北京大学第05组' },
      { college_name: '北京大学', school_name: '北京大学', group_name: '北京大学第06组' },
    ]);
  });

  it('stores a plan count of 0 as unknown, and says how many rows had one', async () => {
    fixtures.write('b_universities/moe.csv', gbk(universityList()));
    fixtures.write(
      'plans/enrollment_plans_2025.csv',
      csv([
        [
          'plan_year',
          'province',
          'subject_group',
          'batch',
          'university_code',
          'university_name',
          'group_code',
          'major_name',
          'plan_count',
        ],
        ['2025', '广东', '物理类', '本科批', '10001', '北京大学', '201', '北京大学组201', '0'],
        ['2025', '广东', '物理类', '本科批', '10001', '北京大学', '202', '北京大学组202', '12'],
      ]),
    );
    const summary = await runImport(database, [fixtures.directory]);
    const plans = summary.files.find((file) => file.kind === 'enrollment-plan');
    expect(plans?.warnings).toContain('1 行的计划数为 0（招生计划只列有名额的专业），已按“计划数未知”保存');
    const counts = await database.db
      .selectFrom('enrollment_plans')
      .select(['group_code', 'plan_count'])
      .orderBy('group_code')
      .execute();
    expect(counts).toEqual([
      { group_code: '201', plan_count: null },
      { group_code: '202', plan_count: 12 },
    ]);
  });

  it('stores a lowest rank of 0 as unknown, keeping the score, and says how many rows had one', async () => {
    fixtures.write('b_universities/moe.csv', gbk(universityList()));
    const header = [
      'plan_year',
      'province',
      'subject_group',
      'batch',
      'university_code',
      'university_name',
      'group_code',
      'major_name',
      'plan_count',
      'lowest_score_same_year',
      'lowest_rank_same_year',
      'lowest_rank_prev_year',
    ];
    fixtures.write(
      'plans/enrollment_plans_2025.csv',
      csv([
        header,
        ['2025', '广东', '历史类', '本科批', '10001', '北京大学', '201', '北京大学组201', '24', '669', '0.0', '0'],
        ['2025', '广东', '历史类', '本科批', '10001', '北京大学', '202', '北京大学组202', '28', '660', '85', '90.0'],
      ]),
    );
    const summary = await runImport(database, [fixtures.directory]);
    const plans = summary.files.find((file) => file.kind === 'enrollment-plan');
    expect(plans?.warnings).toContain('1 行的最低位次为 0（位次从 1 起，0 是未公布），已按“位次未知”保存');
    const ranks = await database.db
      .selectFrom('enrollment_plans')
      .select(['group_code', 'min_score', 'min_rank', 'prev_min_rank'])
      .orderBy('group_code')
      .execute();
    expect(ranks).toEqual([
      { group_code: '201', min_score: 669, min_rank: null, prev_min_rank: null },
      { group_code: '202', min_score: 660, min_rank: 85, prev_min_rank: 90 },
    ]);
  });

  it('clears the rank 0 an earlier import stored, on upgrade', async () => {
    fixtures.write('b_universities/moe.csv', gbk(universityList()));
    fixtures.write(
      'plans/enrollment_plans_2025.csv',
      csv([
        [
          'plan_year',
          'province',
          'subject_group',
          'batch',
          'university_code',
          'university_name',
          'group_code',
          'major_name',
          'plan_count',
          'lowest_rank_same_year',
        ],
        ['2025', '广东', '历史类', '本科批', '10001', '北京大学', '201', '北京大学组201', '24', '85'],
        ['2025', '广东', '历史类', '本科批', '10001', '北京大学', '202', '北京大学组202', '28', '90'],
      ]),
    );
    await runImport(database, [fixtures.directory]);
    await database.db
      .updateTable('enrollment_plans')
      .set({ min_rank: 0, prev_min_rank: 0 })
      .where('group_code', '=', '201')
      .execute();
    await clearUnpublishedPlanRanks(database.db as unknown as Kysely<unknown>);
    const ranks = await database.db
      .selectFrom('enrollment_plans')
      .select(['group_code', 'min_rank', 'prev_min_rank'])
      .orderBy('group_code')
      .execute();
    expect(ranks).toEqual([
      { group_code: '201', min_rank: null, prev_min_rank: null },
      { group_code: '202', min_rank: 90, prev_min_rank: null },
    ]);
  });

  it('imports a directory in dependency order and skips what it does not recognise', async () => {
    // Named so the plan file sorts first: the importer must still load universities before it.
    fixtures.write(
      'a_plans/enrollment_plans_2026.csv',
      csv([
        [
          'plan_year',
          'province',
          'subject_group',
          'batch',
          'university_code',
          'university_name',
          'group_code',
          'major_code',
          'major_name',
          'plan_count',
          'subject_requirement',
        ],
        [
          '2026',
          '河南',
          '物理类',
          '本科批',
          '10001',
          '北京大学(国家专项计划)[公办]',
          '10001001',
          '100701',
          '药学',
          '22',
          '物理+化学+生物',
        ],
      ]),
    );
    fixtures.write('b_universities/moe.csv', gbk(universityList()));
    fixtures.write('README.md', '# notes');
    fixtures.write(
      'notes.csv',
      csv([
        ['item', 'comment'],
        ['1', 'not data'],
      ]),
    );
    const progress: ImportProgress[] = [];
    const summary = await runImport(database, [fixtures.directory], { onProgress: (entry) => progress.push(entry) });

    expect(summary.files.map((file) => [path.basename(file.file), file.status, file.kind])).toEqual([
      ['notes.csv', 'unrecognised', null],
      ['moe.csv', 'imported', 'university'],
      ['enrollment_plans_2026.csv', 'imported', 'enrollment-plan'],
    ]);
    const plan = await database.db
      .selectFrom('enrollment_plans')
      .innerJoin('universities', 'universities.id', 'enrollment_plans.university_id')
      .select([
        'universities.college_name',
        'enrollment_plans.school_name',
        'enrollment_plans.province_code',
        'enrollment_plans.plan_count',
        'enrollment_plans.subject_first',
        'enrollment_plans.subject_reselect',
        'enrollment_plans.subject_match',
      ])
      .executeTakeFirstOrThrow();
    expect(plan).toEqual({
      college_name: '北京大学',
      school_name: '北京大学(国家专项计划)[公办]',
      province_code: '410000',
      plan_count: 22,
      subject_first: '0604',
      subject_reselect: '0606,0607',
      subject_match: 'all',
    });
    expect(progress.at(-1)).toMatchObject({ fileIndex: 2, fileCount: 2, kind: 'enrollment-plan', rowsRead: 1 });
    expect(progress.at(-1)?.runBytesDone).toBe(progress.at(-1)?.runBytesTotal);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('data importer on PostgreSQL', () => {
  it('imports and re-imports a small set unchanged', async () => {
    const { database, close } = await openImportDatabase('postgres');
    const fixtures = fixtureDirectory();
    try {
      fixtures.write('moe.csv', csv([UNIVERSITY_HEADER, ...UNIVERSITY_ROWS]));
      fixtures.write(
        'group_filing.csv',
        csv([
          [
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
          ],
          [
            '江苏',
            '2025',
            '物理类',
            '本科批',
            '4132010284',
            '南京大学',
            '01',
            '南京大学01组',
            '660',
            '1200',
            'https://www.jseea.cn/',
          ],
        ]),
      );
      const first = await runImport(database, [fixtures.directory]);
      expect(first.totals).toMatchObject({ rows: 5, inserted: 5, rejected: 0 });
      const second = await runImport(database, [fixtures.directory]);
      expect(second.totals).toMatchObject({ rows: 5, inserted: 0, updated: 0, unchanged: 5 });
      const group = await database.db
        .selectFrom('group_admissions')
        .innerJoin('universities', 'universities.id', 'group_admissions.university_id')
        .innerJoin('data_sources', 'data_sources.id', 'group_admissions.data_source_id')
        .select([
          'universities.college_name',
          'group_admissions.min_score',
          'group_admissions.min_rank',
          'data_sources.source_url',
        ])
        .executeTakeFirstOrThrow();
      expect(group).toEqual({
        college_name: '南京大学',
        min_score: 660,
        min_rank: 1200,
        source_url: 'https://www.jseea.cn/',
      });
    } finally {
      await close();
      fixtures.remove();
    }
  }, 60_000);
});
