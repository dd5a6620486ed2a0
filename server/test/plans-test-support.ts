import { seedFillingRules } from '../src/db/seed/filling-rules/seed-filling-rules.ts';
import { importFixtures } from './knowledge-test-support.ts';
import type { TestApp } from './test-app.ts';

/**
 * Generated admissions for the plans and guidance tests: 江苏 物理类 tables 2023–2025 (score s
 * has 100 candidates, so 600 ranks 1–100 … 590 ranks 1,001–1,100), 2025 lines, 2026 enrollment
 * plans in 院校专业组 mode with last year's lowest ranks, 2025 major admissions; and a few 河北
 * 专业+院校 rows. The provinces' real filling rules are loaded as reference data.
 */
export const PLAN_HEADER = [
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
  'lowest_score_prev_year',
  'lowest_rank_prev_year',
];

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

function scoreTable(province: string, year: number, track: string) {
  const rows: Array<Array<string | number>> = [
    ['province', 'year', 'subject_type', 'score', 'count_at_score', 'cumulative'],
  ];
  // 2024 is one point harder than 2025, 2023 two: the same rank holds a higher score.
  const shift = 2025 - year;
  for (let score = 600 + shift; score >= 540 + shift; score -= 1) {
    rows.push([province, year, track, score, 100, (600 + shift - score + 1) * 100]);
  }
  return rows;
}

export async function importPlanFixtures(t: TestApp): Promise<void> {
  await seedFillingRules(t.database);
  await importFixtures(t, [
    ...[2023, 2024, 2025].map((year) => ({
      name: `jiangsu_rank_${year}.csv`,
      kind: 'score-rank' as const,
      rows: scoreTable('江苏', year, '物理类'),
    })),
    {
      name: 'jiangsu_lines_2025.csv',
      kind: 'control-line',
      rows: [
        ['province', 'year', 'subject_type', 'batch', 'line_type', 'score_line'],
        ['江苏', '2025', '物理类', '本科批', '本科', '462'],
        ['江苏', '2025', '物理类', '本科批', '特殊类型招生控制线', '530'],
      ],
    },
    {
      name: 'enrollment_plans_2026.csv',
      kind: 'enrollment-plan',
      rows: [
        PLAN_HEADER,
        ...JIANGSU_UNITS.map(([school, name, group, code, major, plan, subjects, rank]) => [
          '2026',
          '江苏',
          '物理类',
          '本科批',
          school,
          name,
          group,
          code,
          major,
          plan,
          subjects,
          '四年',
          '',
          rank,
        ]),
        [
          '2026',
          '河北',
          '物理类',
          '本科批',
          '10001',
          '北京大学',
          '',
          '080901',
          '计算机科学与技术',
          3,
          '物理+化学',
          '四年',
          '',
          300,
        ],
        [
          '2026',
          '河北',
          '物理类',
          '本科批',
          '10055',
          '南开大学',
          '',
          '070101',
          '数学与应用数学',
          4,
          '物理',
          '四年',
          '',
          2500,
        ],
      ],
    },
    {
      name: 'major_lines_2025.csv',
      kind: 'major-admission',
      rows: [
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
          'plan_count',
        ],
        [
          '江苏',
          '2025',
          '物理类',
          '本科批',
          '10001',
          '北京大学',
          '01',
          '080901',
          '计算机科学与技术',
          '593',
          '790',
          '5',
        ],
        [
          '江苏',
          '2025',
          '物理类',
          '本科批',
          '10286',
          '东南大学',
          '07',
          '080701',
          '电子信息工程（中外合作办学）',
          '580',
          '2100',
          '6',
        ],
        ['江苏', '2025', '物理类', '本科批', '10286', '东南大学', '07', '080799', '电子信息工程', '589', '1190', '8'],
        ['江苏', '2025', '物理类', '本科批', '10286', '东南大学', '07', '082801', '建筑学', '588', '1250', '3'],
      ],
    },
  ]);
}
