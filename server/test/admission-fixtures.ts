import type { ImportKindId } from '@zhihang/contract/imports/import-kinds';
import { seedFillingRules } from '../src/setup/seed/seed-filling-rules.ts';
import { importFixtures } from './knowledge-test-support.ts';
import type { TestApp } from './test-app.ts';

/**
 * Generated admissions data for the API tests, in one place: builders for the files the importer
 * reads (enrollment plans, major lines, 一分一段 tables), the plans fixture (江苏 物理类 tables
 * 2023–2025, 2025 lines, 2026 plans in 院校专业组 mode, a few 河北 专业+院校 rows, the real
 * filling rules) and the engine's fixture over it (three years of major lines, 2026 tables).
 */

type FixtureFile = { name: string; kind: ImportKindId; rows: Array<Array<string | number>> };
type Cell = string | number;

/** Writes the columns some row fills, in the given order: a file says only what its rows know. */
function fileOf<Row extends object>(
  name: string,
  kind: ImportKindId,
  columns: ReadonlyArray<readonly [header: string, field: keyof Row]>,
  rows: readonly Row[],
): FixtureFile {
  const used = columns.filter(([, field]) => rows.some((row) => row[field] !== undefined));
  return {
    name,
    kind,
    rows: [used.map(([header]) => header), ...rows.map((row) => used.map(([, field]) => (row[field] ?? '') as Cell))],
  };
}

/** One row of an enrollment-plan file (计划表). */
export type PlanFileRow = {
  year: Cell;
  province: string;
  track: string;
  batch: string;
  school: string;
  name: string;
  group: string;
  code: string;
  major: string;
  plan: Cell;
  subjects: string;
  duration?: string;
  tuition?: string;
  remark?: string;
  prevScore?: Cell;
  prevRank?: Cell;
};

const PLAN_COLUMNS = [
  ['plan_year', 'year'],
  ['province', 'province'],
  ['subject_group', 'track'],
  ['batch', 'batch'],
  ['university_code', 'school'],
  ['university_name', 'name'],
  ['group_code', 'group'],
  ['major_code', 'code'],
  ['major_name', 'major'],
  ['plan_count', 'plan'],
  ['subject_requirement', 'subjects'],
  ['tuition', 'tuition'],
  ['remark', 'remark'],
  ['program_duration', 'duration'],
  ['lowest_score_prev_year', 'prevScore'],
  ['lowest_rank_prev_year', 'prevRank'],
] as const satisfies ReadonlyArray<readonly [string, keyof PlanFileRow]>;

export const enrollmentPlanFile = (name: string, rows: readonly PlanFileRow[]) =>
  fileOf(name, 'enrollment-plan', PLAN_COLUMNS, rows);

/** One row of a major-line file (专业录取线). */
export type MajorLineRow = {
  province: string;
  year: Cell;
  track: string;
  batch: string;
  school: string;
  name: string;
  group: string;
  code: string;
  major: string;
  minScore: Cell;
  minRank: Cell;
  plan?: Cell;
  rankDerived?: Cell;
};

const MAJOR_LINE_COLUMNS = [
  ['province', 'province'],
  ['year', 'year'],
  ['subject_type', 'track'],
  ['batch', 'batch'],
  ['school_code', 'school'],
  ['school_name', 'name'],
  ['major_group', 'group'],
  ['major_code', 'code'],
  ['major_name', 'major'],
  ['min_score', 'minScore'],
  ['min_rank', 'minRank'],
  ['plan_count', 'plan'],
  ['rank_derived', 'rankDerived'],
] as const satisfies ReadonlyArray<readonly [string, keyof MajorLineRow]>;

export const majorLinesFile = (name: string, rows: readonly MajorLineRow[]) =>
  fileOf(name, 'major-admission', MAJOR_LINE_COLUMNS, rows);

/** A 一分一段 table from `top` down to `bottom` with `perScore` candidates at each score. */
export function scoreRankFile(
  name: string,
  scope: { province: string; year: number; track: string },
  top: number,
  bottom: number,
  perScore = 100,
): FixtureFile {
  const rows: Array<Array<Cell>> = [['province', 'year', 'subject_type', 'score', 'count_at_score', 'cumulative']];
  for (let score = top; score >= bottom; score -= 1) {
    rows.push([scope.province, scope.year, scope.track, score, perScore, (top - score + 1) * perScore]);
  }
  return { name, kind: 'score-rank', rows };
}

/** 江苏 物理类 本科批, the scope of most rows here. */
export const JIANGSU = { province: '江苏', track: '物理类', batch: '本科批' } as const;

type PlanFixture = [
  school: string,
  name: string,
  group: string,
  code: string,
  major: string,
  plan: number,
  subjects: string,
  prevRank: number | '',
];

/** 江苏 2026 本科批 units; the student (物化生, 590 → rank 1,100) fits all but 10288's. */
export const JIANGSU_UNITS: PlanFixture[] = [
  ['10001', '北京大学', '01', '080901', '计算机科学与技术', 5, '物理+化学', 800],
  ['10001', '北京大学', '01', '070101', '数学与应用数学', 3, '物理+化学', 900],
  ['10284', '南京大学', '02', '080902', '软件工程', 10, '物理', 1000],
  ['10286', '东南大学', '03', '080701', '电子信息工程', 8, '物理+化学', 1200],
  ['10287', '南京航空航天大学', '04', '070101', '数学与应用数学', 6, '物理', 1500],
  ['10288', '南京理工大学', '05', '030101', '法学', 4, '物理+政治', 1300],
  ...Array.from({ length: 7 }, (_, index): PlanFixture => [
    '10300',
    '江南大学',
    '06',
    `08${String(index + 10)}01`,
    `工科专业${index + 1}`,
    2,
    '物理',
    1400,
  ]),
  // 41 one-major groups, to go past the 40 groups a plan may hold.
  ...Array.from({ length: 41 }, (_, index): PlanFixture => [
    String(20001 + index),
    `测试学院${index + 1}`,
    '01',
    '120201',
    '工商管理',
    1,
    '不限',
    2000 + index * 10,
  ]),
];

/**
 * The plans and guidance tests' data: 江苏 物理类 tables 2023–2025 (score s has 100 candidates,
 * so 600 ranks 1–100 … 590 ranks 1,001–1,100), 2025 lines, 2026 enrollment plans in 院校专业组
 * mode with last year's lowest ranks, 2025 major admissions; and a few 河北 专业+院校 rows. The
 * provinces' real filling rules are loaded as reference data.
 */
export async function importPlanFixtures(t: TestApp): Promise<void> {
  await seedFillingRules(t.database);
  const line2025 = { ...JIANGSU, year: '2025' };
  await importFixtures(t, [
    // 2024 is one point harder than 2025, 2023 two: the same rank holds a higher score.
    ...[2023, 2024, 2025].map((year) =>
      scoreRankFile(`jiangsu_rank_${year}.csv`, { ...JIANGSU, year }, 600 + 2025 - year, 540 + 2025 - year),
    ),
    {
      name: 'jiangsu_lines_2025.csv',
      kind: 'control-line',
      rows: [
        ['province', 'year', 'subject_type', 'batch', 'line_type', 'score_line'],
        ['江苏', '2025', '物理类', '本科批', '本科', '462'],
        ['江苏', '2025', '物理类', '本科批', '特殊类型招生控制线', '530'],
      ],
    },
    enrollmentPlanFile('enrollment_plans_2026.csv', [
      ...JIANGSU_UNITS.map(([school, name, group, code, major, plan, subjects, prevRank]): PlanFileRow => ({
        ...JIANGSU,
        year: '2026',
        school,
        name,
        group,
        code,
        major,
        plan,
        subjects,
        duration: '四年',
        prevScore: '',
        prevRank,
      })),
      {
        ...JIANGSU,
        year: '2026',
        province: '河北',
        school: '10001',
        name: '北京大学',
        group: '',
        code: '080901',
        major: '计算机科学与技术',
        plan: 3,
        subjects: '物理+化学',
        duration: '四年',
        prevScore: '',
        prevRank: 300,
      },
      {
        ...JIANGSU,
        year: '2026',
        province: '河北',
        school: '10055',
        name: '南开大学',
        group: '',
        code: '070101',
        major: '数学与应用数学',
        plan: 4,
        subjects: '物理',
        duration: '四年',
        prevScore: '',
        prevRank: 2500,
      },
    ]),
    majorLinesFile('major_lines_2025.csv', [
      {
        ...line2025,
        school: '10001',
        name: '北京大学',
        group: '01',
        code: '080901',
        major: '计算机科学与技术',
        minScore: '593',
        minRank: '790',
        plan: '5',
      },
      {
        ...line2025,
        school: '10286',
        name: '东南大学',
        group: '07',
        code: '080701',
        major: '电子信息工程（中外合作办学）',
        minScore: '580',
        minRank: '2100',
        plan: '6',
      },
      {
        ...line2025,
        school: '10286',
        name: '东南大学',
        group: '07',
        code: '080799',
        major: '电子信息工程',
        minScore: '589',
        minRank: '1190',
        plan: '8',
      },
      {
        ...line2025,
        school: '10286',
        name: '东南大学',
        group: '07',
        code: '082801',
        major: '建筑学',
        minScore: '588',
        minRank: '1250',
        plan: '3',
      },
    ]),
  ]);
}

/** A unit's 2023–2025 lines: its 2026 plan row's published rank, moved a little each year. */
const rankOf = (base: number, index: number, year: number) =>
  Math.round(base * (1 + 0.06 * Math.sin(index * 1.7 + year)));

/** 江苏 scores by rank in the plans fixture's tables (score s of 2025 holds ranks up to (601 − s) × 100). */
const scoreOf = (rank: number, year: number) => 600 + (2025 - year) - Math.ceil(rank / 100) + 1;

/**
 * The admission engine's fixture over the plans fixture (shared by the prediction and the
 * plan-making API tests): three years of major lines for the 江苏 units (enough earlier errors
 * for the province to be calibrated), 2026 一分一段 tables (the general one and two small art
 * ones), a 2026 unit without any history, and a group of a demanding and an easy major (调剂 and
 * 退档).
 */
export async function importEngineFixtures(t: TestApp): Promise<void> {
  const lines = JIANGSU_UNITS.flatMap(([school, name, group, code, major, plan, , prevRank], index) =>
    prevRank === '' || school === '10001' || school === '10286'
      ? []
      : [2023, 2024, 2025].map((year): MajorLineRow => {
          const rank = rankOf(prevRank, index, year);
          return {
            ...JIANGSU,
            year,
            school,
            name,
            group,
            code,
            major,
            minScore: scoreOf(rank, year),
            minRank: rank,
            plan,
          };
        }),
  );
  // 39002's group: a demanding major (line ≈ 500) and a far easier one (≈ 3,000).
  for (const [code, major, rank] of [
    ['080901', '热门专业', 500],
    ['120201', '冷门专业', 3000],
  ] as const) {
    for (const year of [2023, 2024, 2025]) {
      lines.push({
        ...JIANGSU,
        year,
        school: '39002',
        name: '调剂学院',
        group: '01',
        code,
        major,
        minScore: scoreOf(rank, year),
        minRank: rank,
        plan: 5,
      });
    }
  }
  // Two small art tables of the same track: the student's rank is checked against the general one.
  const artTables: Array<Array<Cell>> = [
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
  const unit2026 = { ...JIANGSU, year: '2026', group: '01', subjects: '物理', duration: '四年' };
  await importFixtures(t, [
    majorLinesFile('jiangsu_major_lines_2023_2025.csv', lines),
    // 2026 counts 7,100 candidates, 1,000 more than each year before.
    scoreRankFile('jiangsu_rank_2026.csv', { ...JIANGSU, year: 2026 }, 600, 530),
    { name: 'jiangsu_rank_2026_art.csv', kind: 'score-rank', rows: artTables },
    enrollmentPlanFile('enrollment_plans_2026_new.csv', [
      { ...unit2026, school: '39001', name: '新建学院', code: '080717', major: '人工智能', plan: 30 },
      { ...unit2026, school: '39002', name: '调剂学院', code: '080901', major: '热门专业', plan: 5 },
      { ...unit2026, school: '39002', name: '调剂学院', code: '120201', major: '冷门专业', plan: 5 },
    ]),
  ]);
}
