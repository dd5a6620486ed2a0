import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/database.ts';
import { prepareDatabase } from '../src/setup/prepare.ts';
import type { Database } from '../src/db/schema.ts';
import { DEMO_FILE_PREFIX, DEMO_SOURCE, deleteDemoRows, demoExamYear } from '../src/setup/seed/demo-knowledge/index.ts';
import {
  FILLING_RULES_FILE_NAME,
  FILLING_RULES_SOURCE,
} from '../src/modules/admissions/filling-rules/filling-rules-csv.ts';
import { FILLING_RULE_REFERENCE } from '../src/modules/admissions/filling-rules/filling-rules.data.ts';
import { openTestDatabase, TEST_START, testDialects } from './test-app.ts';

const IMPORTED_TABLES = [
  'job_majors',
  'university_rankings',
  'major_rankings',
  'score_rank_rows',
  'control_lines',
  'university_admissions',
  'group_admissions',
  'major_admissions',
  'enrollment_plans',
] as const satisfies ReadonlyArray<keyof Database>;

type Outcome = {
  province_code: string;
  year: number;
  track_name: string;
  school_code: string;
  group_code?: string;
  min_score: number | null;
  min_rank: number | null;
};

const scopeOf = (row: Outcome) => `${row.province_code}|${row.year}|${row.track_name}|${row.school_code}`;

function minimaBy(rows: readonly Outcome[], key: (row: Outcome) => string): Map<string, number> {
  const minima = new Map<string, number>();
  for (const row of rows) {
    const current = minima.get(key(row));
    if (current === undefined || (row.min_score as number) < current) minima.set(key(row), row.min_score as number);
  }
  return minima;
}

/** Percentages a page draws as parts of a whole: each a number in [0, 100]. */
function expectShareRange(values: ReadonlyArray<number | null>, label: string): void {
  for (const value of values) {
    expect(Number.isFinite(value), `${label}: ${value}`).toBe(true);
    expect(value as number, label).toBeGreaterThanOrEqual(0);
    expect(value as number, label).toBeLessThanOrEqual(100);
  }
}

/** Shares of one whole: in [0, 100] and adding up to 100 (to the published decimal). */
function expectWholeShares(values: readonly number[], label: string): void {
  expect(values.length, label).toBeGreaterThan(0);
  expectShareRange(values, label);
  const sum = values.reduce((total, value) => total + value, 0);
  expect(Math.abs(sum - 100), `${label} adds up to ${sum}`).toBeLessThan(1e-9);
}

describe.each(testDialects())('demo knowledge base on %s', (dialect) => {
  const handles: Array<{ database: DatabaseHandle; dispose: () => Promise<void> }> = [];
  let db: DatabaseHandle['db'];

  beforeAll(async () => {
    for (let index = 0; index < 2; index += 1) {
      const handle = await openTestDatabase(dialect);
      handles.push(handle);
      expect(await prepareDatabase(handle.database, { nodeEnv: 'development' }, TEST_START)).toEqual({
        demoCreated: true,
      });
    }
    db = (handles[0] as (typeof handles)[number]).database.db;
  }, 120_000);

  afterAll(async () => {
    for (const handle of handles) {
      await handle.database.destroy();
      await handle.dispose();
    }
  });

  it('loads the promised amounts for the organisations’ exam year', async () => {
    const examYear = demoExamYear(TEST_START);
    expect(examYear).toBe(2026);
    const count = async (table: keyof Database) =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count('universities')).toBeGreaterThanOrEqual(150);
    const detailed = await db
      .selectFrom('majors')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('level', '=', 3)
      .where('is_what', '!=', '')
      .where('learn_what', '!=', '')
      .where('do_what', '!=', '')
      .where('bg_rate', 'like', '%:%')
      .where('ph_rate', 'like', '%:%')
      .where('employment', '!=', '')
      .where('job_industry', '!=', '')
      .where('job_city', '!=', '')
      .where('job_post', '!=', '')
      .where('major_intro', '!=', '')
      .executeTakeFirstOrThrow();
    expect(Number(detailed.n)).toBeGreaterThanOrEqual(40);
    const levels = await db.selectFrom('majors').select('education_level').distinct().execute();
    expect(levels.map((row) => row.education_level).sort()).toEqual(['1', '2']);
    const jobLevels = await db.selectFrom('jobs').select('level').distinct().execute();
    expect(jobLevels.map((row) => row.level).sort()).toEqual([1, 2, 3]);
    expect(await count('job_majors')).toBeGreaterThan(20);
    const tables = await db
      .selectFrom('score_rank_rows')
      .select(['province_code', 'year', 'track_name'])
      .distinct()
      .execute();
    const provinceYears = new Set(tables.map((row) => `${row.province_code}|${row.year}`));
    expect(provinceYears.size).toBe(9);
    expect(new Set(tables.map((row) => row.year))).toEqual(new Set([2023, 2024, 2025]));
    expect(tables).toHaveLength(18);
    const plans = await db.selectFrom('enrollment_plans').select('year').distinct().execute();
    expect(plans.map((row) => row.year)).toEqual([examYear]);
    expect(await count('current_plan_majors')).toBeGreaterThan(40);
    // Filling rules are the provinces' real rules (reference data), never demo figures.
    expect(await count('filling_rules')).toBe(FILLING_RULE_REFERENCE.length);
    for (const table of ['control_lines', 'university_admissions', 'group_admissions', 'major_admissions'] as const) {
      expect(await count(table)).toBeGreaterThan(0);
    }
  });

  it('marks every demo row with the demo source and a zhihang-demo file', async () => {
    const sources = await db
      .selectFrom('data_sources')
      .selectAll()
      .where('source_id', '!=', FILLING_RULES_SOURCE.sourceId)
      .execute();
    expect(sources).toEqual([{ id: expect.any(Number), ...DEMO_SOURCE }]);
    const files = await db
      .selectFrom('import_files')
      .select(['id', 'file_name'])
      .where('file_name', '!=', FILLING_RULES_FILE_NAME)
      .execute();
    expect(files.every((file) => file.file_name.startsWith(DEMO_FILE_PREFIX))).toBe(true);
    for (const table of IMPORTED_TABLES) {
      const rows = await db.selectFrom(table).select(['data_source_id', 'file_id', 'row_key', 'row_hash']).execute();
      expect(rows.length, table).toBeGreaterThan(0);
      expect(
        rows.filter((row) => row.data_source_id !== sources[0]?.id),
        table,
      ).toEqual([]);
      expect(new Set(rows.map((row) => row.row_key)).size, table).toBe(rows.length);
    }
  });

  it('flags the generated figures of universities and detailed majors as demo', async () => {
    const universities = await db.selectFrom('universities').select('demo_figures').execute();
    expect(universities.every((row) => row.demo_figures === 1)).toBe(true);
    const majors = await db
      .selectFrom('majors')
      .select(['demo_figures', 'employment'])
      .where('level', '=', 3)
      .execute();
    expect(majors.filter((row) => row.employment !== '').every((row) => row.demo_figures === 1)).toBe(true);
    expect(majors.filter((row) => row.employment === '').every((row) => row.demo_figures === 0)).toBe(true);
  });

  it('builds the same database every time', async () => {
    const other = (handles[1] as (typeof handles)[number]).database.db;
    for (const table of IMPORTED_TABLES) {
      const read = (target: typeof db) =>
        target.selectFrom(table).select(['row_key', 'row_hash']).orderBy('row_key').execute();
      expect(await read(other), table).toEqual(await read(db));
    }
    for (const table of ['universities', 'majors', 'jobs', 'university_tags', 'current_plan_majors'] as const) {
      const read = (target: typeof db) => target.selectFrom(table).selectAll().execute();
      const sort = (rows: unknown[]) => rows.map((row) => JSON.stringify(row)).sort();
      expect(sort(await read(other)), table).toEqual(sort(await read(db)));
    }
  });

  it('publishes rank tables with monotone cumulative counts, a merged top band and a floor', async () => {
    const rows = await db
      .selectFrom('score_rank_rows')
      .select([
        'province_code',
        'year',
        'track_name',
        'score',
        'score_high',
        'count_at_score',
        'rank_start',
        'rank_end',
      ])
      .orderBy('province_code')
      .orderBy('year')
      .orderBy('track_name')
      .orderBy('score', 'desc')
      .execute();
    let previous: (typeof rows)[number] | undefined;
    for (const row of rows) {
      const sameTable =
        previous?.province_code === row.province_code &&
        previous.year === row.year &&
        previous.track_name === row.track_name;
      if (!sameTable) {
        expect(row.score_high).toBe(750);
        expect(row.rank_start).toBe(1);
      } else {
        expect(row.score_high).toBeNull();
        expect(row.score).toBe((previous?.score as number) - 1);
        expect(row.rank_start).toBe((previous?.rank_end as number) + 1);
      }
      expect(row.rank_end).toBe((row.rank_start as number) + (row.count_at_score as number) - 1);
      previous = row;
    }
    expect(Math.min(...rows.map((row) => row.score))).toBeGreaterThan(0);
  });

  it('keeps university, group and major history consistent, with ranks read from the tables', async () => {
    const tableRows = await db
      .selectFrom('score_rank_rows')
      .select(['province_code', 'year', 'track_name', 'score', 'rank_end'])
      .execute();
    const rankAt = new Map(
      tableRows.map((row) => [`${row.province_code}|${row.year}|${row.track_name}|${row.score}`, row.rank_end]),
    );
    const columns = [
      'province_code',
      'year',
      'track_name',
      'school_code',
      'min_score',
      'min_rank',
      'avg_score',
      'max_score',
    ] as const;
    const universities = await db.selectFrom('university_admissions').select(columns).execute();
    const groups = await db
      .selectFrom('group_admissions')
      .select([...columns, 'group_code'])
      .execute();
    const majors = await db
      .selectFrom('major_admissions')
      .select([...columns, 'group_code'])
      .execute();
    for (const row of [...universities, ...groups, ...majors]) {
      // Every admitted minimum has its own row of the table (never inside the merged top band).
      const table = `${row.province_code}|${row.year}|${row.track_name}`;
      expect(row.min_rank, `${table} ${row.school_code} ${row.min_score}`).toBe(
        rankAt.get(`${table}|${row.min_score}`),
      );
      expect(row.min_score as number).toBeLessThanOrEqual(row.avg_score as number);
      expect(row.avg_score as number).toBeLessThanOrEqual(row.max_score as number);
    }
    const majorMinima = minimaBy(majors, scopeOf);
    const groupMinima = minimaBy(groups, scopeOf);
    expect(majorMinima.size).toBe(universities.length);
    for (const university of universities) {
      const key = scopeOf(university);
      expect(majorMinima.get(key), key).toBe(university.min_score);
      if (groupMinima.has(key)) expect(groupMinima.get(key), key).toBe(university.min_score);
    }
    const majorsByGroup = minimaBy(majors, (row) => `${scopeOf(row)}|${row.group_code}`);
    for (const group of groups) {
      expect(majorsByGroup.get(`${scopeOf(group)}|${group.group_code}`)).toBe(group.min_score);
    }
    // Stronger universities need higher scores: every 985 university's best-known line beats the median.
    const strong = await db.selectFrom('universities').select('college_code').where('is_985', '=', 1).execute();
    const strongCodes = new Set(strong.map((row) => row.college_code));
    const scores = universities.filter(
      (row) => row.province_code === '320000' && row.year === 2025 && row.track_name === '物理类',
    );
    const median = [...scores].map((row) => row.min_score as number).sort((a, b) => a - b)[
      Math.floor(scores.length / 2)
    ] as number;
    for (const row of scores.filter((candidate) => strongCodes.has(candidate.school_code))) {
      expect(row.min_score as number).toBeGreaterThan(median);
    }
  });

  it('ranks a major only at universities that enrol it, so every ranking row has plans behind it', async () => {
    const rankings = await db.selectFrom('major_rankings').select(['university_id', 'major_id']).execute();
    expect(rankings.length).toBeGreaterThan(0);
    const plans = await db.selectFrom('enrollment_plans').select(['university_id', 'major_id']).distinct().execute();
    const enrolled = new Set(plans.map((plan) => `${plan.university_id}|${plan.major_id}`));
    const orphans = rankings.filter((ranking) => !enrolled.has(`${ranking.university_id}|${ranking.major_id}`));
    expect(orphans).toEqual([]);
  });

  it('gives every university employment shares in [0, 100] adding up to 100, the rate covering study and abroad', async () => {
    const universities = await db
      .selectFrom('universities')
      .select(['college_name', 'job', 'postgraduate', 'abroad', 'graduate_attr', 'graduate_province'])
      .execute();
    for (const university of universities) {
      const name = university.college_name;
      const employerTypes = JSON.parse(university.graduate_attr) as Record<string, number>;
      expectWholeShares(Object.values(employerTypes), `${name} graduate_attr`);
      // 其他 is a remainder: never the largest employer type.
      expect(employerTypes.其他, name).toBeLessThan(Math.max(...Object.values(employerTypes)));
      const regions = JSON.parse(university.graduate_province) as Array<{ rate: number }>;
      expectWholeShares(
        regions.map((region) => region.rate),
        `${name} graduate_province`,
      );
      const rates = [university.job, university.postgraduate, university.abroad];
      expectShareRange(rates, `${name} rates`);
      const [job, further, abroad] = rates as [number, number, number];
      expect(job, `${name} 就业率 ≥ 升学 + 出国`).toBeGreaterThanOrEqual(further + abroad);
    }
  });

  it('gives every detailed major shares in [0, 100] adding up to 100, the rate covering study and abroad', async () => {
    const majors = await db
      .selectFrom('majors')
      .select(['name', 'employment', 'job_industry', 'job_city', 'job_post', 'bg_rate', 'ph_rate'])
      .where('employment', '!=', '')
      .execute();
    expect(majors.length).toBeGreaterThanOrEqual(40);
    for (const major of majors) {
      for (const field of ['job_industry', 'job_city', 'job_post'] as const) {
        const items = JSON.parse(major[field]) as Array<{ rate: number }>;
        expectWholeShares(
          items.map((item) => item.rate),
          `${major.name} ${field}`,
        );
      }
      for (const field of ['bg_rate', 'ph_rate'] as const) {
        expectWholeShares(major[field].split(':').map(Number), `${major.name} ${field}`);
      }
      const rates = JSON.parse(major.employment) as number[];
      expect(rates).toHaveLength(3);
      expectShareRange(rates, `${major.name} employment`);
      const [employed, further, abroad] = rates as [number, number, number];
      expect(employed, `${major.name} 就业率 ≥ 升学 + 出国`).toBeGreaterThanOrEqual(further + abroad);
    }
  });

  it('ranks every admitted minimum strictly higher as its score falls, plans and counts included', async () => {
    const admissions = await Promise.all(
      (['university_admissions', 'group_admissions', 'major_admissions'] as const).map((table) =>
        db
          .selectFrom(table)
          .select(['province_code', 'year', 'track_name', 'min_score', 'min_rank', 'plan_count', 'admitted_count'])
          .execute(),
      ),
    );
    const plans = await db
      .selectFrom('enrollment_plans')
      .select([
        'province_code',
        'year',
        'track_name',
        'plan_count',
        'prev_plan_count',
        'prev_min_score',
        'prev_min_rank',
      ])
      .execute();
    const pairs = new Map<string, Array<[number, number]>>();
    const add = (table: string, score: number | null, rank: number | null) => {
      expect(score, table).not.toBeNull();
      expect(rank, table).not.toBeNull();
      pairs.set(table, [...(pairs.get(table) ?? []), [score as number, rank as number]]);
    };
    for (const row of admissions.flat()) {
      add(`${row.province_code}|${row.year}|${row.track_name}`, row.min_score, row.min_rank);
      expect(row.plan_count as number).toBeGreaterThanOrEqual(1);
      expect(row.admitted_count as number).toBeGreaterThanOrEqual(1);
    }
    const dataYear = demoExamYear(TEST_START) - 1;
    for (const plan of plans) {
      expect(plan.plan_count as number).toBeGreaterThanOrEqual(1);
      if (plan.prev_plan_count === null) continue;
      expect(plan.prev_plan_count).toBeGreaterThanOrEqual(1);
      add(`${plan.province_code}|${dataYear}|${plan.track_name}`, plan.prev_min_score, plan.prev_min_rank);
    }
    expect(pairs.size).toBe(18);
    for (const [table, list] of pairs) {
      const rankOf = new Map<number, number>();
      for (const [score, rank] of list) {
        expect(rankOf.get(score) ?? rank, `${table} ${score}`).toBe(rank);
        rankOf.set(score, rank);
      }
      const byScore = [...rankOf].sort(([left], [right]) => right - left);
      for (let index = 1; index < byScore.length; index += 1) {
        const [score, rank] = byScore[index] as [number, number];
        const [higher, higherRank] = byScore[index - 1] as [number, number];
        expect(rank, `${table}: ${score} ranks below ${higher}`).toBeGreaterThan(higherRank);
      }
    }
  });

  it('gives equal composite scores one rank and a lower score a lower rank', async () => {
    const rows = await db.selectFrom('university_rankings').select(['ranking', 'rank_display', 'score']).execute();
    expect(rows.length).toBeGreaterThan(100);
    for (const row of rows) {
      const higher = rows.filter((other) => (other.score as number) > (row.score as number)).length;
      expect(row.ranking, `score ${row.score}`).toBe(higher + 1);
      expect(row.rank_display).toBe(String(row.ranking));
    }
  });

  it('gives current-year plans published and parsed 选科 requirements', async () => {
    const plans = await db
      .selectFrom('enrollment_plans')
      .select([
        'subject_requirement',
        'subject_first',
        'subject_match',
        'subject_all_mask',
        'subject_any_mask',
        'major_id',
        'track_name',
      ])
      .execute();
    expect(plans.length).toBeGreaterThan(1000);
    for (const plan of plans) {
      expect(plan.subject_requirement).toMatch(/^首选(物理|历史)，再选/);
      expect(plan.subject_first).toBe(plan.track_name === '物理类' ? '0604' : '0605');
      expect(['all', 'any', 'none']).toContain(plan.subject_match);
      expect(plan.major_id).not.toBeNull();
    }
    const chemistryAndBiology = plans.find((plan) => plan.subject_requirement === '首选物理，再选化学和生物');
    expect(chemistryAndBiology).toMatchObject({ subject_match: 'all', subject_all_mask: 1 | 4 | 8 });
    const either = plans.find((plan) => plan.subject_requirement === '首选物理，再选化学或地理');
    expect(either).toMatchObject({ subject_match: 'any', subject_all_mask: 1, subject_any_mask: 4 | 32 });
  });

  it('can take the demo rows out again, keeping the written universities, majors and jobs', async () => {
    const other = (handles[1] as (typeof handles)[number]).database.db;
    const universities = await other.selectFrom('universities').select('id').execute();
    expect(await deleteDemoRows(other)).toBeGreaterThan(10_000);
    for (const table of IMPORTED_TABLES)
      expect(await other.selectFrom(table).select('id').execute(), table).toEqual([]);
    expect(
      await other
        .selectFrom('data_sources')
        .select('id')
        .where('source_id', '!=', FILLING_RULES_SOURCE.sourceId)
        .execute(),
    ).toEqual([]);
    expect(await other.selectFrom('filling_rules').select('id').execute()).toHaveLength(FILLING_RULE_REFERENCE.length);
    expect(await other.selectFrom('current_plan_majors').selectAll().execute()).toEqual([]);
    expect(await other.selectFrom('universities').select('id').execute()).toHaveLength(universities.length);
    expect(await deleteDemoRows(other)).toBe(0);
  });
});
