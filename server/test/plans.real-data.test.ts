import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { GuidanceRank } from '@zhihang/contract/plans/guidance.schema';
import type { PlanIntelligentResult, PlanSummary } from '@zhihang/contract/plans/plan.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/database.ts';
import { seedFillingRules } from '../src/setup/seed/seed-filling-rules.ts';
import { runImport } from '../src/modules/imports/import-engine.ts';
import { buildOrganization, buildStudent, buildUser } from './factories.ts';
import { callApi, createTestApp, login, type TestApp } from './test-app.ts';

/**
 * The guidance rank and plans on real files of ../shared/data (public data, never committed),
 * importing only what each check needs. Skipped, with a message, where the data set is absent.
 *
 * What the data can and cannot show (checked against the files):
 * - 江苏's 2023–2025 一分一段 tables are in the liuxusummer file; the national file adds 2026, so
 *   it is left out here: the guidance rank reads the latest table, and the student is of 2025.
 * - 吉林 has real 2026 plans (20,503 rows) to fill a plan from; its 2026 table is in the national
 *   file, which also holds 江苏's 2026 table, so the fill runs in a database of its own.
 * - The only 江苏 and 河北 enrollment plans in the data are 2026's of one school (南京理工大学,
 *   published on its own site), beside outcomes of hundreds of schools: not a plan book, so no
 *   plan is made from them (the filling rules' limits are checked in plans.api.test.ts).
 */
const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const sharedData = path.resolve(repositoryRoot, '../shared/data');
const FILES = [
  'admissions/multi_province_group_lines_and_rank_tables_2/yifenyiduan_2023_2026.csv',
  'admissions/national_multi_province/admission_records_jiangsu.csv.gz',
  'admissions/national_multi_province/admission_records_hebei.csv.gz',
].map((file) => path.join(sharedData, file));
/** 吉林: 2026 plan rows joined to 2023–2025 admissions, and the 2026 一分一段 table. */
const JILIN_FILES = [
  'admissions/national_multi_province/admission_records_jilin.csv.gz',
  'admissions/national_multi_province/score_rank_tables_yifenyiduan.csv',
].map((file) => path.join(sharedData, file));
const available = [...FILES, ...JILIN_FILES].every((file) => fs.existsSync(file));
if (!available) console.warn(`plans.real-data.test.ts skipped: ${sharedData} lacks the real data files`);

const JIANGSU = '320000';
const HEBEI = '130000';
const PHYSICS = 15;
const PHYSICS_CHEMISTRY_BIOLOGY = { mainSubject: '0604', minorSubject1: '0606', minorSubject2: '0607' };

describe.runIf(available)('guidance and plans on real data (SQLite)', () => {
  let t: TestApp;
  let token: string;
  const students = { jiangsu: 0, hebei: 0 };

  beforeAll(async () => {
    t = await createTestApp('sqlite');
    const handle: DatabaseHandle = { ...t.database, destroy: async () => {} };
    await seedFillingRules(handle);
    const summary = await runImport(handle, FILES);
    expect(summary.failedFiles).toBe(0);
    const org = await buildOrganization(t.db, { orgKey: 'default' });
    const teacher = await buildUser(t.db, { orgId: org.id, role: 'teacher' });
    token = await login(t.app, teacher.account, teacher.password);
    for (const [key, province] of [
      ['jiangsu', JIANGSU],
      ['hebei', HEBEI],
    ] as const) {
      const student = await buildStudent(t.db, {
        orgId: org.id,
        teacherId: teacher.id,
        entryYear: 2022,
        province,
        ...PHYSICS_CHEMISTRY_BIOLOGY,
      });
      students[key] = student.id;
      const saved = await callApi(t.app, '/api/stuGuidance/update', {
        token,
        body: { stuId: student.id, scoreTotal: 600 },
      });
      expect(saved.body.code).toBe(0);
    }
  }, 300_000);
  afterAll(() => t?.close());

  const plan = <T>(url: string, body?: unknown) =>
    callApi<T>(t.app, `/api/stuPlan/${url}`, { token, body: body as object });
  it('ranks a 江苏 2025 物理类 600 at 34,888, as the 一分一段 table publishes', async () => {
    const { body } = await callApi<GuidanceRank>(t.app, `/api/stuGuidance/rank/${students.jiangsu}`, { token });
    expect(body.code).toBe(0);
    // A 2026 candidate (the school's 当前填报年份) before 江苏's 2026 table: read in 2025's, named.
    expect(body.data).toMatchObject({ year: 2026, tableYear: 2025, trackCode: PHYSICS, score: 600 });
    // 903 candidates scored 600: ranks 33,986–34,888, the published 位次 the worse end.
    expect(body.data.rank).toMatchObject({ best: 33_986, worst: 34_888, exact: true });
  });

  it('makes no 江苏 or 河北 plan from one university’s own plan, which is not the province’s plan book', async () => {
    for (const [stuId, province] of [
      [students.jiangsu, JIANGSU],
      [students.hebei, HEBEI],
    ] as const) {
      // The data's only 2026 plan rows of the province: 南京理工大学's own, one school of the
      // hundreds the province admitted to in 2025.
      const rows = await t.db
        .selectFrom('enrollment_plans')
        .select((eb) => eb.fn.count<number>('school_name').distinct().as('schools'))
        .where('province_code', '=', province)
        .where('year', '=', 2026)
        .executeTakeFirstOrThrow();
      expect(Number(rows.schools)).toBe(1);
      const created = await plan('editOrCreatePlanWithName', { stuId, name: '方案' });
      expect(created.body).toMatchObject({ code: 500, msg: '该省份暂无招生计划数据' });
      // 数据体检 says so before the teacher tries: 新建方案 is disabled with the reason.
      const readiness = await callApi<{ ready: boolean; missing: string[] }>(t.app, '/api/dataHealth/planReadiness', {
        token,
        body: { provinceCode: province, examYear: 2026, mainSubject: '0604' },
      });
      expect(readiness.body.data).toMatchObject({ ready: false });
      expect(readiness.body.data.missing).toContain('该省份暂无招生计划数据');
    }
  });
});

describe.runIf(available)('the intelligent fill on real data (SQLite)', () => {
  let t: TestApp;
  let token: string;
  let stuId: number;

  beforeAll(async () => {
    t = await createTestApp('sqlite');
    const handle: DatabaseHandle = { ...t.database, destroy: async () => {} };
    await seedFillingRules(handle);
    expect((await runImport(handle, JILIN_FILES)).failedFiles).toBe(0);
    const org = await buildOrganization(t.db, { orgKey: 'default' });
    const teacher = await buildUser(t.db, { orgId: org.id, role: 'teacher' });
    token = await login(t.app, teacher.account, teacher.password);
    ({ id: stuId } = await buildStudent(t.db, {
      orgId: org.id,
      teacherId: teacher.id,
      entryYear: 2023,
      province: '220000',
      ...PHYSICS_CHEMISTRY_BIOLOGY,
    }));
    const saved = await callApi(t.app, '/api/stuGuidance/update', { token, body: { stuId, scoreTotal: 560 } });
    expect(saved.body.code).toBe(0);
  }, 300_000);
  afterAll(() => t?.close());

  it('makes a 吉林 2026 plan on the engine: 40 groups of the 20 / 40 / 40 split held to the 99 % target', async () => {
    const call = <T>(url: string, body: object) => callApi<T>(t.app, `/api/stuPlan/${url}`, { token, body });
    const created = await call<PlanSummary>('editOrCreatePlanWithName', { stuId, name: '智能方案' });
    expect(created.body.data).toMatchObject({ year: 2026, fillingMode: '院校专业组' });
    const filled = await call<PlanIntelligentResult>('intelligentMakeStuPlan', { stuId, planId: created.body.data.id });
    expect(filled.body.code).toBe(0);
    const { plan, making } = filled.body.data;
    expect(plan.student.rank).toBeGreaterThan(0);
    expect(making.method).toBe('engine');
    expect(plan.rows).toHaveLength(40);
    expect(plan.rows.every((row) => row.history.length > 0 && row.majors.length <= 6)).toBe(true);
    expect(making.split.冲 + making.split.稳 + making.split.保).toBe(40);
    expect(making.admitted!).toBeGreaterThanOrEqual(0.99);
    expect(making.met).toBe(true);
    // Most selective first: the plan ends on its safest ground (吉林's groups are judged by their
    // school's line, so a wide interval keeps a few of the last below the 保 threshold).
    const ranks = making.rows.map((row) => row.predictedRank ?? 0);
    expect(ranks).toEqual([...ranks].sort((left, right) => left - right));
    expect(making.rows.at(-1)!.probability).toBeGreaterThanOrEqual(0.7);
    expect(making.rows.filter((row) => row.tier === '保')).toHaveLength(making.split.保);
    expect(making.rows.every((row) => row.probability >= 0.05 && row.why.text.includes('录取概率'))).toBe(true);
  });
});
