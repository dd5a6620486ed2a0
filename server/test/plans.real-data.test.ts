import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { GuidanceRank } from '@zhihang/contract/plans/guidance.schema';
import type { PlanDetail, PlanIntelligentResult, PlanSaved, PlanSummary } from '@zhihang/contract/plans/plan.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/database.ts';
import { seedFillingRules } from '../src/db/seed/filling-rules/seed-filling-rules.ts';
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
 *   published on its own site): 江苏 物理类 本科批 is one 院校专业组 of 35 majors, 河北 物理类
 *   本科批 16 majors. Plans are therefore of 2026 in the provinces' 2026 modes; 41 different groups
 *   or 97 different majors do not exist, so the refusals are shown with one group repeated 41
 *   times and 97 slots of the 16 majors, where the linter names the slot rule beside the repeats.
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
  /** The 2026 物理类 rows of a province's plan batch, in id order, with their 院校专业组. */
  const planRows = (provinceCode: string, batchCode: number) =>
    t.db
      .selectFrom('enrollment_plans')
      .select(['id', 'school_code', 'group_code', 'major_name'])
      .where('province_code', '=', provinceCode)
      .where('year', '=', 2026)
      .where('track_code', '=', PHYSICS)
      .where('batch_code', '=', batchCode)
      .orderBy('id')
      .execute();

  it('ranks a 江苏 2025 物理类 600 at 34,888, as the 一分一段 table publishes', async () => {
    const { body } = await callApi<GuidanceRank>(t.app, `/api/stuGuidance/rank/${students.jiangsu}`, { token });
    expect(body.code).toBe(0);
    // A 2026 candidate (the school's 当前填报年份) before 江苏's 2026 table: read in 2025's, named.
    expect(body.data).toMatchObject({ year: 2026, tableYear: 2025, trackCode: PHYSICS, score: 600 });
    // 903 candidates scored 600: ranks 33,986–34,888, the published 位次 the worse end.
    expect(body.data.rank).toMatchObject({ best: 33_986, worst: 34_888, exact: true });
  });

  it('plans 江苏 in 院校专业组 mode: 40 groups of at most 6 majors, the rule named when exceeded', async () => {
    const created = await plan<PlanSummary>('editOrCreatePlanWithName', { stuId: students.jiangsu, name: '江苏方案' });
    expect(created.body.data).toMatchObject({ provinceCode: JIANGSU, year: 2026, fillingMode: '院校专业组' });
    const planId = created.body.data.id;
    const rows = await planRows(JIANGSU, created.body.data.batchCode);
    const groups = new Set(rows.map((row) => `${row.school_code}|${row.group_code}`));
    // The data's whole 江苏 2026 物理类 本科批 (see the header): one group of 35 majors.
    expect(groups.size).toBe(1);
    expect(rows.length).toBeGreaterThanOrEqual(7);

    const six = await plan<PlanSaved>('update', {
      id: planId,
      rows: [{ majorIds: rows.slice(0, 6).map((row) => row.id), obeysAdjustment: true }],
    });
    expect(six.body.code).toBe(0);
    const detail = six.body.data.plan;
    expect(detail.rule).toMatchObject({ fillingMode: '院校专业组', volunteerCount: 40, majorsPerGroup: 6 });
    expect(detail.rows[0]?.majors).toHaveLength(6);
    // The group carries its joined history of the years before: 南京理工大学's 2024 江苏 school line
    // (601, no rank published; its 2025 major lines are printed under 综合, not 物理类).
    const years = detail.rows[0]?.history.map((entry) => entry.year) ?? [];
    expect(years.length).toBeGreaterThan(0);
    expect(years.every((year) => year >= 2023 && year <= 2025)).toBe(true);
    expect(detail.rows[0]?.history.some((entry) => entry.minScore !== null || entry.minRank !== null)).toBe(true);

    const seven = await plan('update', {
      id: planId,
      rows: [{ majorIds: rows.slice(0, 7).map((row) => row.id), obeysAdjustment: true }],
    });
    expect(seven.body).toMatchObject({ code: 400 });
    expect(seven.body.msg).toContain('填了7个专业，江苏省2026年本科批每个志愿最多6个专业');
    const group = { majorIds: [rows[0]?.id], obeysAdjustment: true };
    const fortyOne = await plan('update', { id: planId, rows: Array.from({ length: 41 }, () => group) });
    expect(fortyOne.body.code).toBe(400);
    expect(fortyOne.body.msg).toContain('江苏省2026年本科批最多可填40个院校专业组，本方案填了41个');
    const kept = await plan<PlanDetail>(`info/${planId}`);
    expect(kept.body.data.rows[0]?.majors).toHaveLength(6);
  });

  it('plans 河北 in 专业+院校 mode with 96 slots, the rule named at 97', async () => {
    const created = await plan<PlanSummary>('editOrCreatePlanWithName', { stuId: students.hebei, name: '河北方案' });
    expect(created.body.data).toMatchObject({ provinceCode: HEBEI, year: 2026, fillingMode: '专业+院校' });
    const planId = created.body.data.id;
    const rows = await planRows(HEBEI, created.body.data.batchCode);
    expect(rows.length).toBeGreaterThanOrEqual(10);

    const all = await plan<PlanSaved>('update', {
      id: planId,
      rows: rows.map((row) => ({ enrollmentPlanId: row.id, majorIds: [] })),
    });
    expect(all.body.code).toBe(0);
    expect(all.body.data.plan.rule).toMatchObject({ fillingMode: '专业+院校', volunteerCount: 96 });
    expect(all.body.data.plan.rows).toHaveLength(rows.length);
    expect(all.body.data.plan.rows.every((row) => row.majors.length === 1)).toBe(true);

    const slots = Array.from({ length: 97 }, (_, index) => ({
      enrollmentPlanId: rows[index % rows.length]?.id,
      majorIds: [],
    }));
    const tooMany = await plan('update', { id: planId, rows: slots });
    expect(tooMany.body.code).toBe(400);
    expect(tooMany.body.msg).toContain('河北省2026年本科批最多可填96个“专业（类）+院校”志愿，本方案填了97个');
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
    expect(making.rows.at(-1)?.tier).toBe('保');
    expect(making.rows.every((row) => row.probability >= 0.05 && row.why.text.includes('录取概率'))).toBe(true);
  });
});
