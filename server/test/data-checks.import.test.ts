import type { ImportKindId } from '@zhihang/contract/imports/import-kinds';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle, DialectName } from '../src/db/database.ts';
import { createAdmissionsService } from '../src/modules/admissions/admissions.service.ts';
import { runImport } from '../src/modules/imports/import-engine.ts';
import { csv, fixtureDirectory, openImportDatabase } from './import-test-support.ts';

const dialects: DialectName[] = ['sqlite', ...(process.env.TEST_DATABASE_URL ? ['postgres' as const] : [])];

/**
 * A 一分一段 table of a track: `perScore` candidates on each score from 700 down to 450, so a
 * score's cumulative rank is (701 − score) × perScore.
 */
function table(province: string, year: number, track: string, perScore: number): Array<Array<string | number>> {
  const rows: Array<Array<string | number>> = [];
  for (let score = 700; score >= 450; score -= 1) {
    rows.push([province, year, track, '本科批', score, perScore, (701 - score) * perScore]);
  }
  return rows;
}
const RANK_HEADER = ['province', 'year', 'subject_group', 'batch', 'score', 'segment_count', 'cumulative_count'];

/**
 * The import checks, one hand-made broken file per kind of finding: each is found, recorded with
 * its evidence, and corrected or left out of what the product serves, on every dialect.
 */
describe.each(dialects)('import checks on %s', (dialect) => {
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

  const importFile = async (name: string, rows: Array<Array<string | number>>, kind: ImportKindId) => {
    const summary = await runImport(database, [fixtures.write(name, csv(rows))], { kind });
    const [report] = summary.files;
    expect(report?.status).toBe('imported');
    return report!;
  };
  const storedFindings = () => database.db.selectFrom('data_findings').selectAll().orderBy('id').execute();
  const rankOf = async (year: number, trackCode: number, score: number) => {
    const rows = await createAdmissionsService({ db: database.db }).scoreTable({
      provinceCode: '440000',
      year,
      trackCode,
    });
    return rows.find((row) => row.scoreLow === score)?.rankEnd ?? null;
  };

  it('finds a year whose 物理类 and 历史类 tables are swapped and serves them the right way round', async () => {
    const rows = [
      RANK_HEADER,
      ...table('广东', 2024, '物理类', 100),
      ...table('广东', 2024, '历史类', 30),
      ...table('广东', 2025, '物理类', 105),
      ...table('广东', 2025, '历史类', 32),
      // 2026 printed the other way round.
      ...table('广东', 2026, '物理类', 33),
      ...table('广东', 2026, '历史类', 110),
    ];
    const report = await importFile('rank_tables.csv', rows, 'score-rank');
    expect(report.findings).toEqual([
      expect.objectContaining({ kind: 'track-swap', action: 'fixed', provinceCode: '440000', year: 2026 }),
    ]);
    // 600 points: 101 × 110 as 物理类 once corrected, 101 × 33 as 历史类.
    expect(await rankOf(2026, 15, 600)).toBe(11_110);
    expect(await rankOf(2026, 11, 600)).toBe(3_333);
    const [stored] = await storedFindings();
    expect(stored).toMatchObject({ kind: 'track-swap', action: 'fixed', year: 2026 });
    expect(JSON.parse(stored!.evidence).published).toEqual({ 物理类: 251 * 33, 历史类: 251 * 110 });

    // Imported again, the same file changes nothing and is decided the same way from its published tracks.
    const again = await importFile('rank_tables.csv', rows, 'score-rank');
    expect(again.counts).toMatchObject({ inserted: 0, updated: 0, deleted: 0 });
    expect(again.findings.map((finding) => finding.kind)).toEqual(['track-swap']);
    expect(await storedFindings()).toHaveLength(1);
    expect(await rankOf(2026, 15, 600)).toBe(11_110);
  });

  it('flags a track whose ranks jump against the other years with no swap to explain it', async () => {
    const report = await importFile(
      'rank_jump.csv',
      [
        RANK_HEADER,
        ...table('广东', 2024, '物理类', 100),
        ...table('广东', 2025, '物理类', 100),
        ...table('广东', 2026, '物理类', 300),
      ],
      'score-rank',
    );
    expect(report.findings.map((finding) => [finding.kind, finding.action, finding.year])).toEqual(
      expect.arrayContaining([['track-total-jump', 'flagged', 2026]]),
    );
    // Flagged, not changed: the table is served as published.
    expect(await rankOf(2026, 15, 600)).toBe(30_300);
  });

  it('leaves out a misprinted cumulative count and reads the score between its neighbours', async () => {
    const rows = [RANK_HEADER, ...table('广东', 2025, '物理类', 100)];
    // 600 points printed 470 between 10,000 and 10,200.
    const misprint = rows.find((row) => row[4] === 600)!;
    misprint[6] = 470;
    const report = await importFile('rank_misprint.csv', rows, 'score-rank');
    expect(report.findings).toEqual([
      expect.objectContaining({ kind: 'rank-order', action: 'excluded', subject: expect.stringContaining('600 分') }),
    ]);
    expect(await rankOf(2025, 15, 600)).toBeNull();
    const excluded = await database.db
      .selectFrom('score_rank_rows')
      .select(['rank_end', 'check_excluded'])
      .where('score', '=', 600)
      .executeTakeFirstOrThrow();
    expect(excluded).toEqual({ rank_end: 470, check_excluded: 2 });
  });

  it('leaves out a control line whose value does not fit its label in the other years', async () => {
    const header = ['province', 'year', 'batch_section', 'batch', 'subject_group', 'line_type', 'lowest_score'];
    const report = await importFile(
      'control_lines.csv',
      [
        header,
        ['广东', 2024, '本科', '本科', '物理类', '总分', 442],
        ['广东', 2024, '地方专项', '地方专项', '物理类', '总分', 502],
        ['广东', 2025, '本科', '本科', '物理类', '总分', 436],
        ['广东', 2025, '地方专项', '地方专项', '物理类', '总分', 504],
        // 2026's 本科 line is the 地方专项 figure under the wrong label.
        ['广东', 2026, '本科院校', '地方专项', '物理类', '总分', 509],
      ],
      'control-line',
    );
    expect(report.findings).toEqual([
      expect.objectContaining({
        kind: 'control-line-label',
        action: 'excluded',
        year: 2026,
        message: expect.stringContaining('地方专项'),
      }),
    ]);
    const served = await createAdmissionsService({ db: database.db }).scoreRank('440000', '0604', 600, 2026);
    expect(served.controlLines).toEqual([]);
  });

  it('leaves out an admission line with an impossible score, or a rank its year’s table contradicts', async () => {
    await importFile('rank_2024.csv', [RANK_HEADER, ...table('广东', 2024, '历史类', 30)], 'score-rank');
    const header = [
      'province',
      'year',
      'subject_group',
      'batch',
      'school_code',
      'school_name',
      'major_group_code',
      'selection_requirement',
      'actual_group_min_score',
      'actual_group_min_rank',
    ];
    const report = await importFile(
      'group_lines_2024.csv',
      [
        header,
        ['广东', 2024, '历史类', '本科批', '10389', '福建农林大学金山学院(中外合作办学)', '203', '历', 2, 477],
        // 600 points is rank 3,001–3,030 in the year's table, not 50.
        ['广东', 2024, '历史类', '本科批', '10574', '华南师范大学', '201', '历', 600, 50],
        ['广东', 2024, '历史类', '本科批', '10559', '暨南大学', '202', '历', 620, 2_430],
      ],
      'group-admission',
    );
    expect(report.findings.map((finding) => [finding.kind, finding.action])).toEqual([
      ['impossible-score', 'excluded'],
      ['score-rank-mismatch', 'excluded'],
    ]);
    const served = await database.db
      .selectFrom('group_admissions')
      .select('school_name')
      .where('check_excluded', '=', 0)
      .execute();
    expect(served.map((row) => row.school_name)).toEqual(['暨南大学']);
  });

  it('reads a line printed with its tie-break subjects as decimals as its whole points, and says so', async () => {
    const header = [
      'province',
      'year',
      'subject_group',
      'batch',
      'school_name',
      'major_name',
      'subject_requirement',
      'min_score',
      'plan_count',
    ];
    const report = await importFile(
      'school_major_lines_2024.csv',
      [
        header,
        // 552 分, 语数 211, then the next subjects: the school's own tie-break order.
        ['重庆', 2024, '物理类', '本科批', '重庆师范大学', '数据科学与大数据技术', '物理', '552.211118001', 4],
        ['重庆', 2024, '物理类', '本科批', '重庆师范大学', '软件工程', '物理', 560, 6],
        // An art line is a weighted 综合分: its decimals are its own.
        ['重庆', 2024, '艺术类', '本科批', '重庆师范大学', '美术学', '', '523.45', 3],
      ],
      'major-admission',
    );
    expect(report.findings.map((finding) => [finding.kind, finding.action, finding.message])).toEqual([
      ['tie-break-score', 'fixed', '分数一栏写 552.211118001，小数部分是同分排序的单科成绩，按 552 分使用。'],
    ]);
    const stored = await database.db
      .selectFrom('major_admissions')
      .select(['major_name', 'min_score', 'min_score_text'])
      .orderBy('id')
      .execute();
    expect(stored.map((row) => [row.major_name, Number(row.min_score), row.min_score_text])).toEqual([
      ['数据科学与大数据技术', 552, '552.211118001'],
      ['软件工程', 560, ''],
      ['美术学', 523.45, ''],
    ]);
  });

  it('keeps one copy of a group listed twice under two spellings of its code', async () => {
    const header = [
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
      'tuition',
      'subject_requirement',
    ];
    const report = await importFile(
      'plans_2026.csv',
      [
        header,
        [2026, '安徽', '物理类', '国家专项本科', '3098', '中山大学', '001', '01', '地理科学类', 3, 6850, '物理+化学'],
        [
          2026,
          '安徽',
          '物理类',
          '国家专项本科',
          '3098',
          '中山大学',
          '001',
          '02',
          '环境科学与工程类',
          4,
          6850,
          '物理+化学',
        ],
        [2026, '安徽', '物理类', '国家专项本科', '3098', '中山大学', '1', '01', '地理科学类', 3, 6850, '物理+化学'],
        [
          2026,
          '安徽',
          '物理类',
          '国家专项本科',
          '3098',
          '中山大学',
          '1',
          '02',
          '环境科学与工程类',
          4,
          6850,
          '物理+化学',
        ],
      ],
      'enrollment-plan',
    );
    expect(report.findings).toEqual([
      expect.objectContaining({
        kind: 'duplicate-code',
        action: 'excluded',
        message: expect.stringContaining('保留 001'),
      }),
    ]);
    const served = await database.db
      .selectFrom('enrollment_plans')
      .select('group_code')
      .where('check_excluded', '=', 0)
      .execute();
    expect(served.map((row) => row.group_code)).toEqual(['001', '001']);
  });

  it('restores a major code that lost its leading zero, and moves a fee out of the group-name column', async () => {
    await importFile(
      'majors.csv',
      [
        ['category', 'class_name', 'major_code', 'major_name'],
        ['工学', '计算机类', '080901', '计算机科学与技术'],
      ],
      'major',
    );
    const report = await importFile(
      'plans_2025.csv',
      [
        [
          'plan_year',
          'province',
          'subject_group',
          'batch',
          'university_code',
          'university_name',
          'group_code',
          'group_name',
          'major_code',
          'major_name',
          'plan_count',
          'tuition',
        ],
        [2025, '河南', '物理类', '本科批', '10001', '北京大学', '10001001', '', '80901', '计算机科学与技术', 5, '5000'],
        [2025, '广东', '物理类', '本科批', '10247', '同济大学', '210', '6000', '210_001', '同济大学组210', 20, ''],
      ],
      'enrollment-plan',
    );
    expect(report.findings.map((finding) => [finding.kind, finding.action, finding.rowNumber])).toEqual([
      ['lost-leading-zero', 'fixed', 2],
      ['misplaced-value', 'fixed', 3],
    ]);
    const rows = await database.db
      .selectFrom('enrollment_plans')
      .select(['major_code', 'major_id', 'group_name', 'tuition'])
      .orderBy('id')
      .execute();
    expect(rows[0]).toMatchObject({ major_code: '080901' });
    expect(rows[0]?.major_id).not.toBeNull();
    expect(rows[1]).toMatchObject({ group_name: '', tuition: '6000' });
  });

  it('flags a unit whose lines two sources print more than 5 % apart, once, and names the source the engine uses', async () => {
    const header = [
      'province',
      'year',
      'subject_group',
      'batch',
      'school_code',
      'school_name',
      'major_group_code',
      'actual_group_min_score',
      'actual_group_min_rank',
      'source_id',
      'source_quality',
    ];
    const official = [
      header,
      [
        '广东',
        2025,
        '物理类',
        '本科批',
        '10558',
        '中山大学',
        '201',
        640,
        10_000,
        'gdeea-2025',
        'official-guangdong-eea',
      ],
      [
        '广东',
        2025,
        '物理类',
        '本科批',
        '10559',
        '暨南大学',
        '202',
        610,
        20_000,
        'gdeea-2025',
        'official-guangdong-eea',
      ],
    ];
    await importFile('official_groups_2025.csv', official, 'group-admission');
    // 中山大学 201 10 % worse (its code spelled 0201), 暨南大学 202 2 % worse: only the first is a finding.
    const compiled = [
      header,
      ['广东', 2025, '物理类', '本科批', '10558', '中山大学', '0201', 636, 11_000, 'compiled-1', 'third-party-summary'],
      ['广东', 2025, '物理类', '本科批', '10559', '暨南大学', '202', 609, 20_400, 'compiled-1', 'third-party-summary'],
    ];
    const report = await importFile('compiled_groups_2025.csv', compiled, 'group-admission');
    expect(report.findings).toEqual([
      expect.objectContaining({
        kind: 'source-disagreement',
        action: 'flagged',
        provinceCode: '440000',
        year: 2025,
        subject: expect.stringContaining('中山大学'),
      }),
    ]);
    expect(report.findings[0]!.message).toBe(
      '省教育考试院（gdeea-2025）最低位次 10,000，第三方整理（compiled-1）最低位次 11,000，相差 10.0 %。' +
        '引擎采用省教育考试院（gdeea-2025）的数据（来源更可靠），两行照常使用，请核对。',
    );
    const stored = await storedFindings();
    expect(stored).toHaveLength(1);
    expect(JSON.parse(stored[0]!.evidence)).toMatchObject({
      measure: 'rank',
      difference: 0.1,
      used: { sourceId: 'gdeea-2025', minRank: 10_000 },
      other: { sourceId: 'compiled-1', minRank: 11_000 },
    });
    // Both rows stay served.
    const served = await database.db
      .selectFrom('group_admissions')
      .select('id')
      .where('check_excluded', '=', 0)
      .execute();
    expect(served).toHaveLength(4);

    // The first file imported again does not record the same disagreement a second time.
    const again = await importFile('official_groups_2025.csv', official, 'group-admission');
    expect(again.findings).toEqual([]);
    expect(await storedFindings()).toHaveLength(1);
  });

  it('compares scores where a source prints no rank, more than three points apart', async () => {
    const header = [
      'province',
      'year',
      'subject_group',
      'batch',
      'school_code',
      'school_name',
      'major_group_code',
      'actual_group_min_score',
      'source_id',
      'source_quality',
    ];
    await importFile(
      'school_groups_2025.csv',
      [
        header,
        ['广东', 2025, '历史类', '本科批', '10574', '华南师范大学', '203', 590, 'scnu-zs', 'official-school-scnu'],
        ['广东', 2025, '历史类', '本科批', '10564', '华南农业大学', '204', 560, 'scau-zs', 'official-school-scau'],
      ],
      'group-admission',
    );
    const report = await importFile(
      'compiled_groups_2025.csv',
      [
        header,
        ['广东', 2025, '历史类', '本科批', '10574', '华南师范大学', '203', 586, 'compiled-1', 'third-party-summary'],
        ['广东', 2025, '历史类', '本科批', '10564', '华南农业大学', '204', 557, 'compiled-1', 'third-party-summary'],
      ],
      'group-admission',
    );
    expect(report.findings.map((finding) => [finding.kind, finding.subject, finding.message])).toEqual([
      [
        'source-disagreement',
        expect.stringContaining('华南师范大学'),
        '学校官网（scnu-zs）最低分 590 分，第三方整理（compiled-1）最低分 586 分，相差 4 分。' +
          '引擎采用学校官网（scnu-zs）的数据（来源更可靠），两行照常使用，请核对。',
      ],
    ]);
  });
});
