import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { EnrollmentPlanRow, RankAnswer } from '@zhihang/contract/enrollment/enrollment.schema';
import type { Page } from '@zhihang/contract/http/envelope.schema';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { DatabaseHandle } from '../src/db/database.ts';
import { prepareDatabase } from '../src/setup/prepare.ts';
import { DEMO_FILE_PREFIX } from '../src/setup/seed/demo-knowledge/index.ts';
import { callApi, countRows, login, openTestDatabase, TEST_START } from './test-app.ts';

/**
 * The first start of an empty SQLite database with the real starter pack (data/starter/), as
 * `npm start` does it: the pack through the importer, then the demo schools without the demo
 * knowledge base. The one test of the suite that imports the pack.
 */
const packDir = loadConfig({ STARTER_DATA: '1' }).starterDataDir as string;

/** Data rows of a gzipped CSV of the pack (its lines less the header; the files have no quoted line breaks). */
function packCsvRows(relativePath: string): number {
  const text = zlib.gunzipSync(fs.readFileSync(path.join(packDir, relativePath))).toString('utf8');
  return text.split('\n').filter((line) => line.trim() !== '').length - 1;
}

describe('the first start on an empty database', () => {
  let database: DatabaseHandle;
  let dispose: () => Promise<void>;
  let app: FastifyInstance;
  let token: string;
  const log: string[] = [];
  let firstStartMs = 0;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zhihang-starter-start-'));

  beforeAll(async () => {
    ({ database, dispose } = await openTestDatabase('sqlite'));
    const started = Date.now();
    const result = await prepareDatabase(
      database,
      { nodeEnv: 'development', starterDataDir: packDir },
      TEST_START,
      (line) => log.push(line),
    );
    firstStartMs = Date.now() - started;
    expect(result).toEqual({ demoCreated: true });
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      STARTER_DATA: '0',
      DATA_DIR: dataDir,
      WEB_DIST: path.join(os.tmpdir(), 'zhihang-no-web-build'),
    });
    app = await buildApp({ config, database, logger: false, now: () => TEST_START });
    await app.ready();
    token = await login(app, 'teacher', 'teacher123');
  }, 240_000);

  afterAll(async () => {
    await app?.close();
    await database?.destroy();
    await dispose?.();
    await fs.promises.rm(dataDir, { recursive: true, force: true });
  });

  const call = <T>(url: string, body?: unknown) => callApi<T>(app, `/api${url}`, { token, body: body as object });

  it('imports every pack file through the importer and says so in the log', async () => {
    const packFiles = fs.readdirSync(packDir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.gz'));
    const fileLines = log.filter((line) => /^\s+\[\d+\/\d+\]/.test(line));
    expect(fileLines).toHaveLength(packFiles.length);
    expect(fileLines.every((line) => !line.includes('失败') && !line.includes('未识别'))).toBe(true);
    expect(log.at(-1)).toMatch(/^开放数据包导入完成/);
    // Known by the original names, so the full official file of the same name replaces these rows.
    const names = (await database.db.selectFrom('import_files').select('file_name').execute()).map((r) => r.file_name);
    for (const file of packFiles) expect(names).toContain(path.basename(file, '.gz'));
    console.log(`first start with the starter pack: ${(firstStartMs / 1000).toFixed(1)} s`);
  });

  it('lists the MOE institutions with their codes and no demo universities', async () => {
    const moeRows = packCsvRows('universities/moe_regular_higher_schools_2025.csv.gz');
    expect(moeRows).toBeGreaterThanOrEqual(2900);
    const withMoeCode = await database.db
      .selectFrom('universities')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('moe_code', 'is not', null)
      .executeTakeFirstOrThrow();
    expect(Number(withMoeCode.n)).toBe(moeRows);
    const list = await call<Page<{ collegeName: string }>>('/bduniversityyif/list', { page: 1, limit: 5000 });
    expect(list.body.data.totalCount).toBeGreaterThanOrEqual(moeRows);
    const demo = await database.db
      .selectFrom('universities')
      .select('id')
      .where('demo_figures', '=', 1)
      .executeTakeFirst();
    expect(demo).toBeUndefined();
    const demoFiles = await database.db
      .selectFrom('import_files')
      .select('file_name')
      .where('file_name', 'like', `${DEMO_FILE_PREFIX}%`)
      .execute();
    expect(demoFiles).toEqual([]);
  });

  it('shows 北京大学 with its real code, place, level and flags', async () => {
    const list = await call<Page<{ id: number; collegeName: string }>>('/bduniversityyif/list', {
      page: 1,
      limit: 10,
      collegeName: '北京大学',
    });
    const pku = list.body.data.list.find((row) => row.collegeName === '北京大学');
    expect(pku).toBeDefined();
    const detail = await call<Array<Record<string, unknown>>>(`/bduniversityyif/getUniversityDetail/${pku?.id}`);
    expect(detail.body.data[0]).toMatchObject({
      collegeName: '北京大学',
      collegeCode: '10001',
      provinceCode: '110000',
      collegeLevel: '1',
      dataSource: 'imported',
    });
    // No introduction or 开设专业 is published in the pack: both are written from its facts.
    const shown = detail.body.data[0] as { college_introduce: string; special: string; specialSource: string };
    expect(shown.college_introduce).toContain('北京大学位于北京市，主管部门为教育部，始建于1898年');
    expect(shown.specialSource).toBe('admissions');
    const offered = (JSON.parse(shown.special) as Array<{ special: Array<{ special_name: string }> }>).flatMap(
      (group) => group.special.map((major) => major.special_name),
    );
    expect(offered.length).toBeGreaterThan(10);
    expect(offered).toContain('经济学类');
    const flags = await database.db
      .selectFrom('universities')
      .select(['moe_code', 'city_name', 'is_985', 'is_211', 'is_double_first_class'])
      .where('college_name', '=', '北京大学')
      .executeTakeFirstOrThrow();
    expect(flags).toEqual({
      moe_code: '4111010001',
      city_name: '北京市',
      is_985: 1,
      is_211: 1,
      is_double_first_class: 1,
    });
  });

  it('lists the 2026 catalogue’s 本科 majors', async () => {
    const catalogueRows = packCsvRows('majors/undergraduate_major_catalog_2026.csv.gz');
    expect(catalogueRows).toBe(883);
    const majors = await database.db
      .selectFrom('majors')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('education_level', '=', '1')
      .where('level', '=', 3)
      .executeTakeFirstOrThrow();
    expect(Number(majors.n)).toBe(catalogueRows);
  });

  it('maps a 广东 2025 物理类 score to the official cumulative rank', async () => {
    // 广东省教育考试院 2025 物理类 一分一段: 600 分 — 760 candidates, 26,988 at or above.
    const answer = await call<RankAnswer>('/enEnrollmentMajor/getRank', {
      provinceCode: '440000',
      year: 2025,
      classCode: 15,
      score: 600,
    });
    expect(answer.body.data).toMatchObject({
      rank: 26988,
      rankStart: 26229,
      countAtScore: 760,
      belowFloor: false,
      dataSource: 'open-data',
    });
  });

  it('finds real enrolment-plan rows of a pack province', async () => {
    const plans = await call<Page<EnrollmentPlanRow>>('/enEnrollmentMajor/getEnrollmentMajorList', {
      page: 1,
      limit: 5,
      provinceCode: '340000',
      year: 2025,
    });
    expect(plans.body.data.totalCount).toBeGreaterThan(1000);
    expect(plans.body.data.list.map((row) => row.dataSource)).toEqual(Array(5).fill('open-data'));
  });

  it('imports nothing on the second start', async () => {
    const files = await countRows(database.db, 'import_files');
    const universities = await countRows(database.db, 'universities');
    const before = log.length;
    const result = await prepareDatabase(
      database,
      { nodeEnv: 'development', starterDataDir: packDir },
      TEST_START,
      (line) => log.push(line),
    );
    expect(result).toEqual({ demoCreated: false });
    expect(log.length).toBe(before);
    expect(await countRows(database.db, 'import_files')).toBe(files);
    expect(await countRows(database.db, 'universities')).toBe(universities);
  });
});
