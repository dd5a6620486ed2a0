import { importFixtures } from './knowledge-test-support.ts';
import { JIANGSU_UNITS } from './plans-test-support.ts';
import type { TestApp } from './test-app.ts';

/**
 * The admission engine's fixture over the plans fixture: three years of 江苏 major lines, 2026
 * 一分一段 tables and a few 2026 units (shared by the prediction and the plan-making API tests).
 */

/** A unit's 2023–2025 lines: its 2026 plan row's published rank, moved a little each year. */
const rankOf = (base: number, index: number, year: number) =>
  Math.round(base * (1 + 0.06 * Math.sin(index * 1.7 + year)));

/** 江苏 scores by rank in the plans fixture's tables (score s of 2025 holds ranks up to (601 − s) × 100). */
const scoreOf = (rank: number, year: number) => 600 + (2025 - year) - Math.ceil(rank / 100) + 1;

/**
 * Three years of major lines for the plans fixture's 江苏 units (enough earlier errors for the
 * province to be calibrated), 2026 一分一段 tables (the general one and two small art ones), and a
 * 2026 unit without any history, and a group of a demanding and an easy major (调剂 and 退档).
 */
export async function importEngineFixtures(t: TestApp): Promise<void> {
  const header = [
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
    'plan_count',
  ];
  const lines = JIANGSU_UNITS.flatMap(([school, name, group, code, major, plan, , prevRank], index) =>
    prevRank === '' || school === '10001' || school === '10286'
      ? []
      : [2023, 2024, 2025].map((year) => {
          const rank = rankOf(prevRank, index, year);
          return ['江苏', year, '物理类', '本科批', school, name, group, code, major, scoreOf(rank, year), rank, plan];
        }),
  );
  // 39002's group: a demanding major (line ≈ 500) and a far easier one (≈ 3,000).
  for (const [code, major, rank] of [
    ['080901', '热门专业', 500],
    ['120201', '冷门专业', 3000],
  ] as const) {
    for (const year of [2023, 2024, 2025]) {
      lines.push([
        '江苏',
        year,
        '物理类',
        '本科批',
        '39002',
        '调剂学院',
        '01',
        code,
        major,
        scoreOf(rank, year),
        rank,
        5,
      ]);
    }
  }
  const table: Array<Array<string | number>> = [
    ['province', 'year', 'subject_type', 'score', 'count_at_score', 'cumulative'],
  ];
  // 2026 counts 7,100 candidates, 1,000 more than each year before.
  for (let score = 600; score >= 530; score -= 1) table.push(['江苏', 2026, '物理类', score, 100, (601 - score) * 100]);
  // Two small art tables of the same track: the student's rank is checked against the general one.
  const artTables: Array<Array<string | number>> = [
    ['province', 'year', 'subject_type', 'rank_category', 'score', 'count_at_score', 'cumulative'],
  ];
  for (const [category, size] of [
    ['艺术美术与设计类', 40],
    ['体育类', 50],
  ] as const) {
    for (let score = 600; score >= 590; score -= 1) {
      artTables.push(['江苏', 2026, '物理类', category, score, size / 10, ((601 - score) * size) / 10]);
    }
  }
  await importFixtures(t, [
    { name: 'jiangsu_major_lines_2023_2025.csv', kind: 'major-admission', rows: [header, ...lines] },
    { name: 'jiangsu_rank_2026.csv', kind: 'score-rank', rows: table },
    { name: 'jiangsu_rank_2026_art.csv', kind: 'score-rank', rows: artTables },
    {
      name: 'enrollment_plans_2026_new.csv',
      kind: 'enrollment-plan',
      rows: [
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
          'program_duration',
        ],
        ['2026', '江苏', '物理类', '本科批', '39001', '新建学院', '01', '080717', '人工智能', 30, '物理', '四年'],
        ['2026', '江苏', '物理类', '本科批', '39002', '调剂学院', '01', '080901', '热门专业', 5, '物理', '四年'],
        ['2026', '江苏', '物理类', '本科批', '39002', '调剂学院', '01', '120201', '冷门专业', 5, '物理', '四年'],
      ],
    },
  ]);
}
