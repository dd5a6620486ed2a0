import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import iconv from 'iconv-lite';
import { openDatabase, type DatabaseHandle, type DialectName } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrator.ts';
import type { Database } from '../src/db/schema.ts';
import { seedReferenceData } from '../src/setup/seed/reference-data.ts';

/** A migrated, reference-seeded database in a temp file (or a throwaway PostgreSQL schema). */
export async function openImportDatabase(
  dialect: DialectName,
): Promise<{ database: DatabaseHandle; close: () => Promise<void> }> {
  if (dialect === 'sqlite') {
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'zhihang-import-'));
    const database = openDatabase({ dialect: 'sqlite', filename: path.join(directory, 'test.db') });
    await migrateToLatest(database);
    await seedReferenceData(database.db);
    return {
      database,
      close: async () => {
        await database.destroy();
        fs.rmSync(directory, { recursive: true, force: true });
      },
    };
  }
  const connectionString = process.env.TEST_DATABASE_URL as string;
  const schema = `import_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE SCHEMA ${schema}`);
  const database = openDatabase({ dialect: 'postgres', connectionString, searchPath: schema, maxConnections: 4 });
  await migrateToLatest(database);
  await seedReferenceData(database.db);
  return {
    database,
    close: async () => {
      await database.destroy();
      await admin(`DROP SCHEMA ${schema} CASCADE`);
    },
  };
}

/** A temp folder for generated fixture files. */
export function fixtureDirectory(): {
  directory: string;
  write: (name: string, content: string | Buffer) => string;
  remove: () => void;
} {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'zhihang-fixtures-'));
  return {
    directory,
    write: (name, content) => {
      const filePath = path.join(directory, name);
      fs.mkdirSync(path.dirname(filePath), { recursive: true });
      fs.writeFileSync(filePath, content);
      return filePath;
    },
    remove: () => fs.rmSync(directory, { recursive: true, force: true }),
  };
}

export function csv(rows: Array<Array<string | number>>): string {
  return `${rows.map((row) => row.map((cell) => (/[",\n]/.test(String(cell)) ? `"${String(cell).replace(/"/g, '""')}"` : String(cell))).join(',')).join('\n')}\n`;
}

export const gbk = (text: string): Buffer => iconv.encode(text, 'gbk');

/** Row counts of the knowledge and admissions tables, to prove a refused file wrote nothing. */
export async function contentCounts(database: DatabaseHandle): Promise<Record<string, number>> {
  const tables: Array<keyof Database> = [
    'universities',
    'university_tags',
    'majors',
    'jobs',
    'job_majors',
    'middle_schools',
    'university_rankings',
    'major_rankings',
    'university_disciplines',
    'first_class_major_sites',
    'score_rank_rows',
    'control_lines',
    'university_admissions',
    'group_admissions',
    'major_admissions',
    'enrollment_plans',
    'filling_rules',
    'current_plan_majors',
    'import_files',
    'data_sources',
  ];
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const row = await database.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.total);
  }
  return counts;
}

/** The MOE list's columns and a few universities' public facts, written here (not copied rows). */
export const UNIVERSITY_HEADER = [
  'seq',
  'name',
  'code',
  'authority',
  'province',
  'city',
  'level',
  'ownership',
  'remark',
  'is_985',
  'is_211',
  'is_double_first_class',
  'double_first_class_disciplines',
];
export const UNIVERSITY_ROWS = [
  ['1', '北京大学', '4111010001', '教育部', '北京市', '北京市', '本科', '公办', '', '1', '1', '1', ''],
  ['2', '中国人民大学', '4111010002', '教育部', '北京市', '北京市', '本科', '公办', '', '1', '1', '1', ''],
  ['3', '清华大学', '4111010003', '教育部', '北京市', '北京市', '本科', '公办', '', '1', '1', '1', ''],
  ['4', '南京大学', '4132010284', '教育部', '江苏省', '南京市', '本科', '公办', '', '1', '1', '1', ''],
];
