import {
  admissionPredictionSchema,
  type AdmissionPrediction,
  type PlanSimulation,
} from '@zhihang/contract/admission/admission-predict.schema';
import type { PlanSaved, PlanSummary } from '@zhihang/contract/plans/plan.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmissionEngineService } from '../src/modules/admission-engine/admission-engine.service.ts';
import { createWorkerFitter } from '../src/modules/admission-engine/admission-predict-fitter.ts';
import { calibrationOf } from '../src/modules/admission-engine/admission-predict-unit.ts';
import { buildOrganization, buildStudent, buildUser } from './factories.ts';
import { importEngineFixtures, importPlanFixtures } from './admission-fixtures.ts';
import { callApi, createTestApp, expectCleanError, login, rowCounts, testDialects, type TestApp } from './test-app.ts';

const PHYSICS = 15;
const NOT_FOUND = '记录不存在';

describe.each(testDialects())('admission prediction API on %s', (dialect) => {
  let t: TestApp;
  const tokens = { teacher: '', otherTeacher: '' };
  let studentId: number;
  /** Enrollment-plan ids by "school|major" (江苏), "hb|school|major" (河北). */
  const unit = new Map<string, number>();
  const id = (key: string) => unit.get(key) as number;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await importPlanFixtures(t);
    await importEngineFixtures(t);
    const org = await buildOrganization(t.db, { orgKey: 'default' });
    const otherOrg = await buildOrganization(t.db);
    const teacher = await buildUser(t.db, { orgId: org.id, role: 'teacher' });
    const otherTeacher = await buildUser(t.db, { orgId: otherOrg.id, role: 'teacher' });
    tokens.teacher = await login(t.app, teacher.account, teacher.password);
    tokens.otherTeacher = await login(t.app, otherTeacher.account, otherTeacher.password);
    ({ id: studentId } = await buildStudent(t.db, {
      orgId: org.id,
      teacherId: teacher.id,
      entryYear: 2023,
      province: '320000',
      mainSubject: '0604',
      minorSubject1: '0606',
      minorSubject2: '0607',
    }));
    const saved = await callApi(t.app, '/api/stuGuidance/update', {
      token: tokens.teacher,
      body: { stuId: studentId, scoreTotal: 590 },
    });
    expect(saved.body.code).toBe(0);
    const rows = await t.db
      .selectFrom('enrollment_plans')
      .select(['id', 'province_code', 'school_code', 'major_name'])
      .execute();
    for (const row of rows) {
      unit.set(`${row.province_code === '130000' ? 'hb|' : ''}${row.school_code}|${row.major_name}`, row.id);
    }
  }, 180_000);
  afterAll(() => t?.close());

  const predict = (body: object, token = tokens.teacher) =>
    callApi<AdmissionPrediction>(t.app, '/api/admission/predict', { token, body });
  const simulate = (planId: number | string, token = tokens.teacher) =>
    callApi<PlanSimulation>(t.app, `/api/admission/simulatePlan/${planId}`, { token, body: {} });
  const jiangsu = (extra: object) => ({ provinceCode: '320000', year: 2026, track: PHYSICS, ...extra });

  it('documents both calls in the OpenAPI description', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys((JSON.parse(response.body) as { paths: Record<string, unknown> }).paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/admission/predict', '/api/admission/simulatePlan/{planId}']));
  });

  it('refuses both calls without a token', async () => {
    expectCleanError(await predict(jiangsu({ rank: 100, unitIds: [1] }), ''), 401);
    expectCleanError(await simulate(1, ''), 401);
  });

  it('predicts this year’s units by their plan-row ids, with interval, tier, confidence and why', async () => {
    const reach = id('20001|工商管理');
    const safe = id('20041|工商管理');
    const { body } = await predict(jiangsu({ rank: 2100, unitIds: [safe, reach] }));
    expect(body.code).toBe(0);
    expect(body.data.studentRank).toBe(2100);
    const [safeUnit, reachUnit] = body.data.units;
    expect(safeUnit).toMatchObject({ unitId: safe, status: 'predicted', level: 'major' });
    expect(reachUnit).toMatchObject({ unitId: reach, status: 'predicted', level: 'major' });
    for (const prediction of [safeUnit!, reachUnit!]) {
      const { predictedRank, interval80, probability, tier } = prediction;
      expect(interval80!.low).toBeLessThan(predictedRank!);
      expect(interval80!.high).toBeGreaterThan(predictedRank!);
      expect(tier).toBe(probability! >= 0.8 ? '保' : probability! >= 0.4 ? '稳' : '冲');
      expect(prediction.why.sources.map((source) => source.year)).toEqual([2025, 2024, 2023]);
      expect(prediction.why.sources.every((source) => !source.derived)).toBe(true);
      expect(prediction.why.text).toContain('2025 年专业最低位次');
      expect(prediction.confidence).not.toBeNull();
    }
    // The answer is sent as the service built it: exactly the contract (parsing strips any other key).
    expect(admissionPredictionSchema.parse(body.data)).toEqual(body.data);
    // 20041's line (≈ 2,400) lies further below the student than 20001's (≈ 2,000).
    expect(safeUnit!.predictedRank!).toBeGreaterThan(reachUnit!.predictedRank!);
    expect(safeUnit!.probability!).toBeGreaterThan(reachUnit!.probability!);
    // On the predicted line itself the chance is even.
    // A rank only this year's general table reaches (the art and sports tables stop at 50).
    expect((await predict(jiangsu({ rank: 7000, unitIds: [safe] }))).body.data.studentRank).toBe(7000);
    const onLine = await predict(jiangsu({ rank: safeUnit!.predictedRank, unitIds: [safe] }));
    expect(onLine.body.data.units[0]!.probability).toBeCloseTo(0.5, 1);
  });

  it('fits a calibration in worker threads exactly as in process, and fails cleanly on a bad request', async () => {
    const fitter = createWorkerFitter(t.database.options);
    try {
      const [inProcess] = await createAdmissionEngineService(t.db).forecasts('major', 2026, ['engine'], '320000');
      const fitted = await fitter.fit('320000', 2026, 'major');
      expect(Object.keys(fitted.bins).length).toBeGreaterThan(0);
      expect(fitted).toEqual(calibrationOf(inProcess!));
      // The same worker answers the next fit after a failed one.
      await expect(fitter.fit('320000', 2026, 'nonsense' as 'major')).rejects.toThrow();
      expect(await fitter.fit('320000', 2026, 'major')).toEqual(fitted);
      // The warm-up's worker fits the same.
      expect(await fitter.fit('320000', 2026, 'major', 'background')).toEqual(fitted);
    } finally {
      await fitter.close();
    }
  });

  it('converts a score with the year’s table, and answers 数据不足 without history or calibration', async () => {
    const fresh = id('39001|人工智能');
    const known = id('20041|工商管理');
    const byScore = await predict(jiangsu({ score: 580, unitIds: [known, fresh] }));
    expect(byScore.body.code).toBe(0);
    // 580 in the 2026 table holds ranks 2,001–2,100.
    expect(byScore.body.data.studentRank).toBe(2100);
    expect(byScore.body.data.units[1]).toMatchObject({
      unitId: fresh,
      status: '数据不足',
      predictedRank: null,
      probability: null,
      tier: null,
    });
    // 河北 has a published rank for the row but no earlier outcomes to calibrate on.
    const hebei = await predict({
      provinceCode: '130000',
      year: 2026,
      track: PHYSICS,
      rank: 2000,
      unitIds: [id('hb|10055|数学与应用数学')],
    });
    expect(hebei.body.code).toBe(0);
    expect(hebei.body.data.units[0]).toMatchObject({ status: '数据不足', probability: null, level: 'published' });
    expect(hebei.body.data.units[0]!.why.text).toContain('校准');
  });

  it('refuses bad input with a clear message and writes nothing', async () => {
    const before = await rowCounts(t.database);
    const known = id('20041|工商管理');
    expectCleanError(await predict(jiangsu({ rank: 0, unitIds: [known] })), 400, /rank/);
    expectCleanError(await predict(jiangsu({ rank: -5, unitIds: [known] })), 400, /rank/);
    expectCleanError(
      await predict(jiangsu({ rank: 999_999, unitIds: [known] })),
      400,
      /超过该省份该科类的考生人数 7100/,
    );
    expectCleanError(await predict(jiangsu({ unitIds: [known] })), 400, /位次或分数/);
    expectCleanError(
      await predict({ ...jiangsu({ rank: 10, unitIds: [known] }), provinceCode: '990000' }),
      400,
      /未知的省份代码 990000/,
    );
    expectCleanError(await predict(jiangsu({ rank: 10, unitIds: [known, 987_654_321] })), 400, /987654321 不存在/);
    expectCleanError(
      await predict(jiangsu({ rank: 10, unitIds: [id('hb|10055|数学与应用数学')] })),
      400,
      /不属于所选的省份与科类/,
    );
    const tooMany = Array.from({ length: 201 }, (_, index) => index + 1);
    expectCleanError(await predict(jiangsu({ rank: 10, unitIds: tooMany })), 400, /200/);
    expectCleanError(await predict(jiangsu({ rank: 10, unitIds: [] })), 400, /unitIds/);
    expectCleanError(
      await predict({
        provinceCode: '130000',
        year: 2026,
        track: PHYSICS,
        score: 600,
        unitIds: [id('hb|10055|数学与应用数学')],
      }),
      400,
      /没有一分一段表/,
    );
    expect(await rowCounts(t.database)).toEqual(before);
  });

  it('simulates a saved plan’s whole list the same way every time, and hides other schools’ plans', async () => {
    const created = await callApi<PlanSummary>(t.app, '/api/stuPlan/editOrCreatePlanWithName', {
      token: tokens.teacher,
      body: { stuId: studentId, name: '整表模拟' },
    });
    const planId = created.body.data.id;
    const saved = await callApi<PlanSaved>(t.app, '/api/stuPlan/update', {
      token: tokens.teacher,
      body: {
        id: planId,
        rows: [
          // Out of reach (line ≈ 800 for rank 1,100), no 调剂: rarely 投档, then often 退档.
          { majorIds: [id('10001|计算机科学与技术')], obeysAdjustment: false },
          { majorIds: [id('20001|工商管理')], obeysAdjustment: true },
          { majorIds: [id('39001|人工智能')], obeysAdjustment: true },
        ],
      },
    });
    expect(saved.body.code).toBe(0);
    const { body } = await simulate(planId);
    expect(body.code).toBe(0);
    const result = body.data;
    expect(result).toMatchObject({ planId, studentRank: 1100, draws: 10_000 });
    expect(result.slots.map((slot) => slot.slot)).toEqual([1, 2, 3]);
    expect(result.slots[0]!.label).toContain('北京大学');
    // The third group has no history at all: passed over and reported.
    expect(result.skippedSlots).toEqual([3]);
    expect(result.slots[1]!.admitted).toBeGreaterThan(0.8);
    expect(result.admitted).toBeGreaterThan(0.8);
    expect(result.admitted + result.withdrawn + result.unplaced).toBeCloseTo(1, 6);
    const sum = result.slots.reduce((total, slot) => total + slot.admitted, 0);
    expect(sum).toBeCloseTo(result.admitted, 6);
    expect(result.wastedRank!.median).toBeGreaterThan(0);
    expect((await simulate(planId)).body.data).toEqual(result);

    expectCleanError(await simulate(planId, tokens.otherTeacher), 404, NOT_FOUND);
    expectCleanError(await simulate(987_654_321), 404, NOT_FOUND);
    expectCleanError(await simulate('abc'), 400);
  });
  it('withdraws (退档) a student from a group whose listed major is out of reach without 调剂, and places them with it', async () => {
    const planWith = async (name: string, obeysAdjustment: boolean) => {
      const created = await callApi<PlanSummary>(t.app, '/api/stuPlan/editOrCreatePlanWithName', {
        token: tokens.teacher,
        body: { stuId: studentId, name },
      });
      const saved = await callApi<PlanSaved>(t.app, '/api/stuPlan/update', {
        token: tokens.teacher,
        body: {
          id: created.body.data.id,
          rows: [
            // The group's line (its easy major's, ≈ 3,000) reaches rank 1,100; the listed major (≈ 500) does not.
            { majorIds: [id('39002|热门专业')], obeysAdjustment },
            { majorIds: [id('20041|工商管理')], obeysAdjustment: true },
          ],
        },
      });
      expect(saved.body.code).toBe(0);
      return (await simulate(created.body.data.id)).body.data;
    };
    const refused = await planWith('不服从调剂', false);
    expect(refused.withdrawn).toBeGreaterThan(0.9);
    expect(refused.slots[0]!.withdrawn).toBeGreaterThan(0.9);
    // One round: the safe second slot is never reached by a withdrawn student.
    expect(refused.slots[1]!.admitted).toBeLessThan(0.1);
    expect(refused.worstCaseAdjustment).toBeNull();

    const adjusted = await planWith('服从调剂', true);
    expect(adjusted.withdrawn).toBe(0);
    expect(adjusted.adjusted).toBeGreaterThan(0.9);
    expect(adjusted.slots[0]!.worstCaseMajor).toMatchObject({ id: id('39002|冷门专业'), name: '冷门专业' });
    expect(adjusted.worstCaseAdjustment).toMatchObject({ slot: 1, name: '冷门专业' });
  });
});
