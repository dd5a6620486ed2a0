import type { Insertable, Kysely } from 'kysely';
import { createAdmissionsService } from '../../../modules/admissions/admissions.service.ts';
import { recordJoinFindings } from '../../../modules/imports/join-findings.ts';
import { fingerprintValues, makeRowKey } from '../../../modules/imports/dataset-writer.ts';
import { insertRows } from '../../../modules/imports/sql-runner.ts';
import type { DialectName } from '../../../db/database.ts';
import type { Database } from '../../../db/schema.ts';
import {
  generateProvinceAdmissions,
  type CatalogueLookup,
  type DemoAdmissions,
  type DemoRecord,
} from './admissions.ts';
import { JOBS, JOB_MIDDLE_CLASSES, JOB_TOP_CLASSES } from './jobs.data.ts';
import { demoMajorNodes } from './majors.ts';
import { DEMO_PROVINCES, demoYears } from './provinces.ts';
import { demoUniversities, universityRows } from './universities.ts';

/** How demo rows are marked: this data_sources row (quality 'demo') and files named zhihang-demo/…. */
/** The import centre lists this source too; its licence line says the figures are generated. */
export const DEMO_SOURCE = {
  source_id: 'zhihang-demo',
  source_url: '',
  source_quality: 'demo',
  years: '',
  licence: '演示数据：程序生成，非真实数字',
} as const;
export const DEMO_FILE_PREFIX = 'zhihang-demo/';

type ImportedTable = keyof DemoAdmissions | 'job_majors' | 'university_rankings' | 'major_rankings';
const FILE_KINDS: Record<ImportedTable, string> = {
  job_majors: 'job-major',
  university_rankings: 'university-ranking',
  major_rankings: 'major-ranking',
  score_rank_rows: 'score-rank',
  control_lines: 'control-line',
  university_admissions: 'university-admission',
  group_admissions: 'group-admission',
  major_admissions: 'major-admission',
  enrollment_plans: 'enrollment-plan',
};

/** Rows grouped by their column set (in first-seen order), so every statement is uniform. */
function bySignature<Row extends object>(rows: readonly Row[]): Row[][] {
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const signature = Object.keys(row).join(',');
    const group = groups.get(signature);
    if (group) group.push(row);
    else groups.set(signature, [row]);
  }
  return [...groups.values()];
}

/** Kysely's adapters differ in transactional DDL: PostgreSQL has it, SQLite's adapter says no. */
function dialectOf(db: Kysely<Database>): DialectName {
  return db.getExecutor().adapter.supportsTransactionalDdl ? 'postgres' : 'sqlite';
}

/** Multi-row inserts as pre-built SQL (the importer's fast path), one column set per statement. */
async function insertMany(db: Kysely<Database>, table: keyof Database, rows: ReadonlyArray<object>): Promise<void> {
  const runner = { db, dialect: dialectOf(db) };
  for (const group of bySignature(rows)) {
    const columns = Object.keys(group[0] as object);
    await insertRows(
      runner,
      table,
      columns,
      group.map((row) => Object.values(row)),
    );
  }
}

/** Inserts rows and returns their ids by a key built from the returned columns. */
async function insertReturning<T extends 'universities' | 'majors' | 'jobs'>(
  db: Kysely<Database>,
  table: T,
  rows: ReadonlyArray<Insertable<Database[T]>>,
  keyOf: (row: Record<string, unknown>) => string,
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const group of bySignature(rows)) {
    for (let start = 0; start < group.length; start += 200) {
      const inserted = (await db
        .insertInto(table)
        // eslint-disable-next-line @typescript-eslint/no-explicit-any -- one helper for three tables
        .values(group.slice(start, start + 200) as any)
        .returningAll()
        .execute()) as Array<Record<string, unknown>>;
      for (const row of inserted) ids.set(keyOf(row), Number(row.id));
    }
  }
  return ids;
}

function required<T>(map: Map<string, T>, key: string): T {
  const value = map.get(key);
  if (value === undefined) throw new Error(`demo knowledge: unknown ${key}`);
  return value;
}

async function insertCatalogue(db: Kysely<Database>) {
  const universityIds = await insertReturning(db, 'universities', universityRows(), (row) => String(row.college_code));
  const universities = await db
    .selectFrom('universities')
    .select(['id', 'is_985', 'is_211', 'is_double_first_class'])
    .execute();
  await insertMany(
    db,
    'university_tags',
    universities.flatMap((row) =>
      [row.is_985 ? '985' : '', row.is_211 ? '211' : '', row.is_double_first_class ? '双一流' : '']
        .filter(Boolean)
        .map((tag) => ({ tag, university_id: row.id })),
    ),
  );
  const majorIds = new Map<string, number>();
  const majorFacts = new Map<string, { code: string; name: string; years: string }>();
  const nodes = demoMajorNodes();
  for (const level of [1, 2, 3]) {
    const rows = nodes
      .filter((node) => node.values.level === level)
      .map((node) => {
        const prefix = `${node.values.education_level}|`;
        if (level === 3) {
          majorFacts.set(`${prefix}${node.values.code}`, {
            code: String(node.values.major_code),
            name: node.values.name,
            years: String(node.values.limit_year ?? ''),
          });
        }
        return {
          ...node.values,
          parent_id: node.parentCode ? required(majorIds, `${prefix}${node.parentCode}`) : null,
          grandparent_id: node.grandparentCode ? required(majorIds, `${prefix}${node.grandparentCode}`) : null,
        };
      });
    const ids = await insertReturning(db, 'majors', rows, (row) => `${row.education_level}|${row.code}`);
    for (const [key, id] of ids) majorIds.set(key, id);
  }
  const jobIds = new Map<string, number>();
  const top = await insertReturning(
    db,
    'jobs',
    JOB_TOP_CLASSES.map(([code, name]) => ({ code, name, level: 1, level_name: '大类', parent_id: null })),
    (row) => String(row.code),
  );
  for (const [key, id] of top) jobIds.set(key, id);
  const middle = await insertReturning(
    db,
    'jobs',
    JOB_MIDDLE_CLASSES.map(([code, name]) => {
      const parent = required(jobIds, code.split('-')[0] as string);
      return { code, name, level: 2, level_name: '中类', parent_id: parent, top_class_id: parent };
    }),
    (row) => String(row.code),
  );
  for (const [key, id] of middle) jobIds.set(key, id);
  const jobs = await insertReturning(
    db,
    'jobs',
    JOBS.map((job) => {
      const parent = required(jobIds, job.code.split('-').slice(0, 2).join('-'));
      return {
        code: job.code,
        name: job.name,
        level: 3,
        level_name: '职业',
        parent_id: parent,
        top_class_id: required(jobIds, job.code.split('-')[0] as string),
        middle_class_id: parent,
        job_abstract: job.abstract,
        job_content: job.content,
        job_skill: job.skill,
        knowledge: job.knowledge,
        prospects_development: job.prospects,
      };
    }),
    (row) => String(row.code),
  );
  for (const [key, id] of jobs) jobIds.set(key, id);
  return { universityIds, majorIds, majorFacts, jobIds };
}

/**
 * Synthetic rankings: a demo composite ranking by strength, and demo major rankings. A major is
 * ranked only at universities that enrol it (`enrolled` holds `universityId|majorId`), so every
 * ranking row leads to that university's plans for the major.
 */
function rankingRecords(
  dataYear: number,
  universityIds: Map<string, number>,
  majorIds: Map<string, number>,
  enrolled: ReadonlySet<string>,
) {
  const universities = demoUniversities().sort((left, right) => right.strength - left.strength);
  const agency = '志航演示';
  const rankingName = '志航演示综合排名';
  const scores = universities.map((university) => Math.round(university.strength * 1000) / 10);
  const universityRankings: DemoRecord[] = universities.map((university, index) => {
    // Equal published scores share a rank, as in real rankings (1, 2, 2, 4).
    const ranking = scores.indexOf(scores[index] as number) + 1;
    return {
      rowKey: makeRowKey([agency, rankingName, dataYear, university.name]),
      values: {
        university_id: required(universityIds, university.code),
        school_name: university.name,
        agency,
        ranking_name: rankingName,
        edition: dataYear,
        ranking,
        rank_display: String(ranking),
        score: scores[index],
        scope: '演示数据',
        school_type: university.type,
      },
    };
  });
  const majorRankings: DemoRecord[] = [];
  for (const [code, name] of [
    ['080901', '计算机科学与技术'],
    ['120203', '会计学'],
    ['050101', '汉语言文学'],
    ['100201', '临床医学'],
    ['080601', '电气工程及其自动化'],
  ] as const) {
    const majorId = required(majorIds, `1|${code}`);
    const offering = universities.filter((university) =>
      enrolled.has(`${required(universityIds, university.code)}|${majorId}`),
    );
    offering.slice(0, 12).forEach((university, index) => {
      majorRankings.push({
        rowKey: makeRowKey([agency, dataYear, code, university.name]),
        values: {
          university_id: required(universityIds, university.code),
          school_name: university.name,
          major_id: majorId,
          major_code: code,
          major_name: name,
          ranking_year: dataYear,
          agency,
          major_rank: index + 1,
          major_level: index < 2 ? 'A+' : index < 5 ? 'A' : index < 9 ? 'A-' : 'B+',
        },
      });
    });
  }
  return { universityRankings, majorRankings };
}

/**
 * Loads the demo knowledge base (universities, majors, jobs, rankings, admissions of three
 * provinces) for the exam year the organisations use. Call inside the demo-data transaction.
 */
export async function seedDemoKnowledge(db: Kysely<Database>, examYear: number): Promise<void> {
  const { universityIds, majorIds, majorFacts, jobIds } = await insertCatalogue(db);
  const source = await db.insertInto('data_sources').values(DEMO_SOURCE).returning('id').executeTakeFirstOrThrow();
  const files = await db
    .insertInto('import_files')
    .values(Object.entries(FILE_KINDS).map(([table, kind]) => ({ file_name: `${DEMO_FILE_PREFIX}${table}`, kind })))
    .returning(['id', 'file_name'])
    .execute();
  const fileIds = new Map(files.map((file) => [file.file_name.slice(DEMO_FILE_PREFIX.length), file.id]));

  const runner = { db, dialect: dialectOf(db) };
  const writeRecords = async (table: ImportedTable, records: readonly DemoRecord[]) => {
    const fileId = required(fileIds, table);
    // Records of one table share their column order, except where a group of them leaves some out.
    const groups = new Map<string, { columns: string[]; rows: unknown[][] }>();
    for (const record of records) {
      const columns = Object.keys(record.values);
      const signature = columns.join(',');
      let group = groups.get(signature);
      if (!group) {
        group = { columns: [...columns, 'data_source_id', 'file_id', 'row_key', 'row_hash'], rows: [] };
        groups.set(signature, group);
      }
      const values: unknown[] = Object.values(record.values);
      values.push(source.id);
      const hash = fingerprintValues(values);
      values.push(fileId, record.rowKey, hash);
      group.rows.push(values);
    }
    for (const group of groups.values()) await insertRows(runner, table, group.columns, group.rows);
  };
  const lookup: CatalogueLookup = {
    universityId: (code) => required(universityIds, code),
    major: (code) => ({ id: required(majorIds, `1|${code}`), ...required(majorFacts, `1|${code}`) }),
  };
  // One province at a time keeps the live set small (the server runs with a small young generation).
  const planMajors = new Set<number>();
  const enrolled = new Set<string>();
  for (const province of DEMO_PROVINCES) {
    const admissions = generateProvinceAdmissions(province, demoUniversities(), lookup, examYear);
    for (const [table, records] of Object.entries(admissions) as Array<[keyof DemoAdmissions, DemoRecord[]]>) {
      await writeRecords(table, records);
    }
    for (const plan of admissions.enrollment_plans) {
      planMajors.add(Number(plan.values.major_id));
      enrolled.add(`${String(plan.values.university_id)}|${String(plan.values.major_id)}`);
    }
  }
  const { universityRankings, majorRankings } = rankingRecords(
    demoYears(examYear).history[2]!,
    universityIds,
    majorIds,
    enrolled,
  );
  const jobMajors: DemoRecord[] = JOBS.flatMap((job) =>
    job.majors.map((code) => ({
      rowKey: makeRowKey([job.code, '1', code]),
      values: { job_id: required(jobIds, job.code), major_id: required(majorIds, `1|${code}`) },
    })),
  );
  await writeRecords('job_majors', jobMajors);
  await writeRecords('university_rankings', universityRankings);
  await writeRecords('major_rankings', majorRankings);
  await insertMany(
    db,
    'current_plan_majors',
    [...planMajors].sort((left, right) => left - right).map((majorId) => ({ year: examYear, major_id: majorId })),
  );
  // The demo plans get their history from the same join a real import runs.
  await createAdmissionsService({ db, recordJoinFindings }).refreshPlanHistory({ all: true });
}

/**
 * Removes the demo admissions, rankings and job–major links (every row of a zhihang-demo/… file)
 * with the current-year-plan majors only they named, and the demo data source. Universities, majors and jobs stay: they are written facts that a
 * real import merges into by code. Returns the number of rows removed.
 */
export async function deleteDemoRows(db: Kysely<Database>): Promise<number> {
  const files = await db
    .selectFrom('import_files')
    .select('id')
    .where('file_name', 'like', `${DEMO_FILE_PREFIX}%`)
    .execute();
  const fileIds = files.map((file) => file.id);
  if (fileIds.length === 0) return 0;
  let removed = 0;
  for (const table of Object.keys(FILE_KINDS) as ImportedTable[]) {
    const result = await db.deleteFrom(table).where('file_id', 'in', fileIds).executeTakeFirst();
    removed += Number(result.numDeletedRows);
  }
  await db
    .deleteFrom('current_plan_majors')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('enrollment_plans')
            .select('enrollment_plans.id')
            .whereRef('enrollment_plans.year', '=', 'current_plan_majors.year')
            .whereRef('enrollment_plans.major_id', '=', 'current_plan_majors.major_id'),
        ),
      ),
    )
    .execute();
  await db.deleteFrom('import_files').where('id', 'in', fileIds).execute();
  await db
    .deleteFrom('data_sources')
    .where('source_id', '=', DEMO_SOURCE.source_id)
    .where('source_quality', '=', DEMO_SOURCE.source_quality)
    .execute();
  return removed;
}
