import {
  admissionPredictionSchema,
  type AdmissionPrediction,
} from '@zhihang/contract/admission/admission-predict.schema';
import type { InstrumentDefinition } from '@zhihang/contract/evaluations/instrument-definition';
import type { PlanIntelligentResult, PlanSummary } from '@zhihang/contract/plans/plan.schema';
import { readFileSync } from 'node:fs';
import { onStatement } from '../src/db/statement-monitor.ts';
import { loadEvaluationInstruments } from '../src/setup/seed/evaluation-instruments.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOrganization, buildStudent, buildUser } from './factories.ts';
import { importEngineFixtures, importPlanFixtures } from './admission-fixtures.ts';
import { callApi, createTestApp, expectCleanError, login, testDialects, type TestApp } from './test-app.ts';

const NOT_FOUND = '记录不存在';

/** 专业类 of each Holland letter: the 霍兰德 instrument's bridges, as the reports read them. */
const HOLLAND_CLASSES = new Map(
  (
    JSON.parse(
      readFileSync(new URL('../src/setup/seed/evaluations/hol.json', import.meta.url), 'utf8'),
    ) as InstrumentDefinition
  ).scales.map((scale) => [scale.code, scale.bridge.majorClasses]),
);

/** A finished 霍兰德 result of a student, stored as a submission stores it. */
async function buildHollandResult(
  t: TestApp,
  ids: { orgId: number; studentId: number; teacherId: number },
  code: string,
  completedAt: number,
): Promise<number> {
  const instrument = await t.db
    .selectFrom('evaluation_instruments')
    .select('id')
    .where('instrument_key', '=', 'hol')
    .orderBy('version', 'desc')
    .executeTakeFirstOrThrow();
  const assignment = await t.db
    .insertInto('evaluation_assignments')
    .values({
      org_id: ids.orgId,
      student_id: ids.studentId,
      instrument_key: 'hol',
      status: 'completed',
      deadline: null,
      assigned_by: ids.teacherId,
      assigned_at: completedAt - 60_000,
      reminded_at: null,
      completed_at: completedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const attempt = await t.db
    .insertInto('evaluation_attempts')
    .values({
      org_id: ids.orgId,
      assignment_id: assignment.id,
      student_id: ids.studentId,
      instrument_id: instrument.id,
      started_at: completedAt - 60_000,
      submitted_at: completedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const result = await t.db
    .insertInto('evaluation_results')
    .values({
      org_id: ids.orgId,
      student_id: ids.studentId,
      assignment_id: assignment.id,
      attempt_id: attempt.id,
      instrument_id: instrument.id,
      instrument_key: 'hol',
      code,
      outcome: '{}',
      completed_at: completedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return result.id;
}

describe.each(testDialects())('intelligent plan making on the engine, %s', (dialect) => {
  let t: TestApp;
  const tokens = { teacher: '', otherTeacher: '' };
  let studentId: number;
  let otherStudentId: number;
  const ids = { orgId: 0, teacherId: 0 };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await importPlanFixtures(t);
    await importEngineFixtures(t);
    await loadEvaluationInstruments(t.db, Date.now());
    const org = await buildOrganization(t.db, { orgKey: 'default' });
    const otherOrg = await buildOrganization(t.db);
    const teacher = await buildUser(t.db, { orgId: org.id, role: 'teacher' });
    Object.assign(ids, { orgId: org.id, teacherId: teacher.id });
    const otherTeacher = await buildUser(t.db, { orgId: otherOrg.id, role: 'teacher' });
    tokens.teacher = await login(t.app, teacher.account, teacher.password);
    tokens.otherTeacher = await login(t.app, otherTeacher.account, otherTeacher.password);
    const jiangsu = { province: '320000', mainSubject: '0604', minorSubject1: '0606', minorSubject2: '0607' } as const;
    ({ id: studentId } = await buildStudent(t.db, {
      orgId: org.id,
      teacherId: teacher.id,
      entryYear: 2023,
      ...jiangsu,
    }));
    ({ id: otherStudentId } = await buildStudent(t.db, {
      orgId: org.id,
      teacherId: teacher.id,
      entryYear: 2023,
      ...jiangsu,
    }));
    for (const stuId of [studentId, otherStudentId]) {
      const saved = await callApi(t.app, '/api/stuGuidance/update', {
        token: tokens.teacher,
        body: { stuId, scoreTotal: 590 },
      });
      expect(saved.body.code).toBe(0);
    }
  }, 180_000);
  afterAll(() => t?.close());

  const call = <T>(url: string, body: object, token = tokens.teacher) =>
    callApi<T>(t.app, `/api/stuPlan/${url}`, { token, body });
  const create = async (name: string, stuId = studentId) => {
    const created = await call<PlanSummary>('editOrCreatePlanWithName', { stuId, name });
    expect(created.body.code).toBe(0);
    return created.body.data.id;
  };
  const make = (body: object, token = tokens.teacher) =>
    call<PlanIntelligentResult>('intelligentMakeStuPlan', body, token);
  const storedRows = (planId: number) =>
    t.db.selectFrom('plan_rows').select(['slot', 'enrollment_plan_id']).where('plan_id', '=', planId).execute();

  it('fills the plan from the engine’s probabilities, each slot with its chance and why, the same way every time', async () => {
    const planId = await create('引擎方案');
    const first = await make({ stuId: studentId, planId });
    expect(first.body.code).toBe(0);
    const { plan, making } = first.body.data;
    expect(making.method).toBe('engine');
    expect(making.predicted).toBeGreaterThan(0);
    expect(making.target).toBe(0.99);
    expect(plan.rows.length).toBeGreaterThan(0);
    expect(plan.rows.length).toBeLessThanOrEqual(plan.rule!.volunteerCount);
    expect(
      plan.rows.every((row) => row.subjectFit.fits && row.majors.length <= (plan.rule!.majorsPerGroup ?? 99)),
    ).toBe(true);
    expect(making.rows.map((row) => row.slot)).toEqual(plan.rows.map((row) => row.slot));
    expect(making.split.冲 + making.split.稳 + making.split.保).toBe(plan.rows.length);
    expect(making.met).toBe(making.admitted! >= making.target);
    // The fixtures' small plan book cannot hold the asked 20 / 40 / 40 split of 40 slots: the
    // making names each tier it is short of (their plan book is whole: no note on its size).
    const unit = plan.fillingMode === '专业+院校' ? '专业' : '院校专业组';
    const asked = { 冲: 8, 稳: 16 };
    expect(plan.rule!.volunteerCount).toBe(40);
    expect(making.notes).toEqual(
      (['冲', '稳'] as const)
        .filter((tier) => making.split[tier] < asked[tier])
        .map(
          (tier) =>
            `${tier}的志愿只有 ${making.split[tier]} 个（按比例应有 ${asked[tier]} 个）：符合选科和筛选条件、有往年录取数据的${unit}里没有更多${tier}的了`,
        )
        .concat(
          plan.rows.length < 40
            ? [`只填了 ${plan.rows.length} 个志愿（可填 40 个）：符合选科和筛选条件、有往年录取数据的${unit}只有这些`]
            : [],
        ),
    );
    expect(making.notes.length).toBeGreaterThan(0);
    for (const row of making.rows) {
      expect(row.probability).toBeGreaterThanOrEqual(0.05);
      expect(row.tier).toBe(row.probability >= 0.8 ? '保' : row.probability >= 0.4 ? '稳' : '冲');
      expect(row.why.rankFit).toMatch(/^学生位次 \d+，预测最低位次 \d+/);
      expect(row.why.history).toContain('年的录取位次');
      expect(row.why.text).toContain('录取概率');
    }
    // Most selective first: the predicted cutoffs never tighten down the list.
    const cutoffs = making.rows.map((row) => row.predictedRank!);
    expect(cutoffs).toEqual([...cutoffs].sort((left, right) => left - right));
    const second = await make({ stuId: studentId, planId });
    expect(second.body.data.plan.selectedIds).toEqual(plan.selectedIds);
    expect(second.body.data.making).toEqual(making);
  });

  it('holds the whole list to the target: a list of reaches gives way to safe units', async () => {
    const planId = await create('冲刺方案');
    const reachOnly = { reach: 1, match: 0, safe: 0 };
    const loose = await make({ stuId: studentId, planId, ratio: reachOnly, target: 0.5, slots: 6 });
    const strict = await make({ stuId: studentId, planId, ratio: reachOnly, target: 0.99, slots: 6 });
    expect(loose.body.code).toBe(0);
    expect(strict.body.code).toBe(0);
    expect(strict.body.data.making.admitted!).toBeGreaterThanOrEqual(loose.body.data.making.admitted!);
    expect(strict.body.data.making.split.保).toBeGreaterThanOrEqual(loose.body.data.making.split.保);
    expect(strict.body.data.plan.rows.length).toBeLessThanOrEqual(6);
  });

  it('keeps to the teacher’s preferences and says which each slot meets', async () => {
    const planId = await create('偏好方案');
    const made = await make({
      stuId: studentId,
      planId,
      preferences: { majorClasses: ['12'], cooperation: 'exclude', interestCodes: ['R', 'I'] },
    });
    expect(made.body.code).toBe(0);
    const { plan, making } = made.body.data;
    expect(plan.rows.flatMap((row) => row.majors).every((major) => major.majorCode.startsWith('12'))).toBe(true);
    // R and I lead to no 12 管理学 class: the code weighs, but no slot fits it.
    expect(making.interestCodesUsed).toBe(true);
    expect(making.interest).toEqual({ code: 'RI', source: 'request' });
    for (const row of making.rows) expect(row.why.preferences).toEqual(['专业类 12', '不含中外合作']);
    // No unit's tuition is known in the fixture: a ceiling leaves nothing to choose.
    const none = await make({ stuId: studentId, planId, preferences: { maxTuition: 5000 } });
    expect(none.body.code).toBe(0);
    expect(none.body.data.plan.rows).toEqual([]);
    expect(none.body.data.making.candidates).toBe(0);
  });

  it('refuses bad inputs in the envelope and writes nothing', async () => {
    const planId = await create('坏参数方案');
    const filled = await make({ stuId: studentId, planId, slots: 3 });
    expect(filled.body.code).toBe(0);
    const before = await storedRows(planId);
    for (const body of [
      { stuId: studentId, planId, target: 1.5 },
      { stuId: studentId, planId, target: 0.2 },
      { stuId: studentId, planId, ratio: { reach: -1, match: 0, safe: 1 } },
      { stuId: studentId, planId, preferences: { regions: ['32'] } },
      { stuId: studentId, planId, preferences: { level: '清北' } },
      { stuId: studentId, planId, preferences: { majorClasses: ['计算机'] } },
      { stuId: studentId, planId, preferences: { colour: 'red' } },
      { stuId: studentId, planId, slots: 0 },
    ]) {
      expectCleanError(await make(body), 400);
    }
    expectCleanError(
      await make({ stuId: studentId, planId, preferences: { regions: ['990000'] } }),
      400,
      '参数错误：未知的省份代码 990000',
    );
    expect(await storedRows(planId)).toEqual(before);
  });

  it('answers a group row without its own line by its most lenient major, and says so', async () => {
    const rows = await t.db
      .selectFrom('enrollment_plans')
      .select(['id', 'major_name'])
      .where('school_code', '=', '39002')
      .execute();
    const idOf = (name: string) => rows.find((row) => row.major_name === name)!.id;
    const answer = await callApi<AdmissionPrediction>(t.app, '/api/admission/predict', {
      token: tokens.teacher,
      body: {
        provinceCode: '320000',
        year: 2026,
        track: 15,
        rank: 1100,
        unitIds: [idOf('热门专业'), idOf('冷门专业')],
        groupUnitIds: [idOf('热门专业')],
      },
    });
    expect(answer.body.code).toBe(0);
    // Sent as the service built it: exactly the contract, the groups' answers included.
    expect(admissionPredictionSchema.parse(answer.body.data)).toEqual(answer.body.data);
    const [hot, cold] = answer.body.data.units;
    const [group] = answer.body.data.groups!;
    expect(group!.unitId).toBe(idOf('热门专业'));
    expect(group!.predictedRank).toBe(cold!.predictedRank);
    expect(group!.predictedRank!).toBeGreaterThan(hot!.predictedRank!);
    expect(group!.why.text).toContain('该院校专业组没有往年的投档线，按组内最宽松的专业（冷门专业）预测');
  });

  it('reads the student’s record and rank once per making: the lint and the answer reuse them', async () => {
    const planId = await create('读一次');
    let records = 0;
    const stop = onStatement(({ sql }) => {
      if (/from "guidance_records"/.test(sql)) records += 1;
    });
    try {
      expect((await make({ stuId: studentId, planId })).body.code).toBe(0);
    } finally {
      stop();
    }
    // The record (and with it the rank, the year model and the 选科) is read for the making only.
    expect(records).toBe(1);
  });

  it('keeps to the caller’s organisation and the plan’s own student', async () => {
    const planId = await create('租户方案');
    expectCleanError(await make({ stuId: studentId, planId }, ''), 401);
    expectCleanError(await make({ stuId: studentId, planId }, tokens.otherTeacher), 404, NOT_FOUND);
    expectCleanError(await make({ stuId: otherStudentId, planId }), 404, NOT_FOUND);
    expect(await storedRows(planId)).toEqual([]);
  });

  /** Whether a plan row lists a major of one of the code's letters' 专业类. */
  const fitsCode = (row: PlanIntelligentResult['plan']['rows'][number], code: string) =>
    row.majors.some((major) =>
      [...code].some((letter) => HOLLAND_CLASSES.get(letter)!.includes(major.majorCode.slice(0, 4))),
    );

  it('weighs majors fitting the request’s Holland code, says so in their why, and keeps to the target', async () => {
    const planId = await create('兴趣方案');
    const plain = await make({ stuId: studentId, planId, slots: 12 });
    const coded = await make({ stuId: studentId, planId, slots: 12, preferences: { interestCodes: ['E'] } });
    expect(plain.body.code).toBe(0);
    expect(coded.body.code).toBe(0);
    expect(plain.body.data.making.interest).toBeNull();
    expect(plain.body.data.making.interestCodesUsed).toBe(false);
    const { plan, making } = coded.body.data;
    expect(making.interestCodesUsed).toBe(true);
    expect(making.interest).toEqual({ code: 'E', source: 'request' });
    const fitting = plan.rows.filter((row) => fitsCode(row, 'E'));
    expect(fitting.length).toBeGreaterThan(0);
    expect(fitting.length).toBeGreaterThanOrEqual(plain.body.data.plan.rows.filter((row) => fitsCode(row, 'E')).length);
    for (const [index, row] of making.rows.entries()) {
      const label = row.why.preferences.find((text) => text.startsWith('兴趣代码 E 的企业型 E，专业类 '));
      expect(Boolean(label)).toBe(fitsCode(plan.rows[index]!, 'E'));
      if (label) expect(row.why.text).toContain(`符合：${label}`);
    }
    // The code reorders and swaps among similar units; the whole list still answers to the target.
    expect(plain.body.data.making.met).toBe(true);
    expect(making.met).toBe(true);
    expect(making.admitted!).toBeGreaterThanOrEqual(making.target);
    const again = await make({ stuId: studentId, planId, slots: 12, preferences: { interestCodes: ['E'] } });
    expect(again.body.data.making).toEqual(making);
  });

  it('takes the code from the student’s latest finished 霍兰德 result when the request gives none', async () => {
    const planId = await create('测评兴趣方案');
    await buildHollandResult(t, { ...ids, studentId }, 'RIA', 1_780_000_000_000);
    const latest = await buildHollandResult(t, { ...ids, studentId }, 'ECS', 1_780_000_100_000);
    // Only an MBTI-style type in the request: not a Holland code, so the result's is used.
    for (const preferences of [{}, { interestCodes: ['ENTJ'] }]) {
      const made = await make({ stuId: studentId, planId, slots: 12, preferences });
      expect(made.body.code).toBe(0);
      const { plan, making } = made.body.data;
      expect(making.interest).toEqual({
        code: 'ECS',
        source: 'evaluation',
        resultId: latest,
        completedAt: 1_780_000_100_000,
      });
      const labelled = making.rows.filter((row) =>
        row.why.preferences.some((text) => text.startsWith('兴趣代码 ECS（最近一次霍兰德测评）的')),
      );
      expect(labelled.length).toBe(plan.rows.filter((row) => fitsCode(row, 'ECS')).length);
      expect(labelled.length).toBeGreaterThan(0);
    }
    // The request's own code comes first.
    const given = await make({ stuId: studentId, planId, slots: 12, preferences: { interestCodes: ['IR'] } });
    expect(given.body.data.making.interest).toEqual({ code: 'IR', source: 'request' });
    // Another student's result is never read: theirs has none.
    const otherPlan = await create('同学方案', otherStudentId);
    const other = await make({ stuId: otherStudentId, planId: otherPlan, slots: 12 });
    expect(other.body.code).toBe(0);
    expect(other.body.data.making.interest).toBeNull();
    expect(other.body.data.making.rows.every((row) => row.why.preferences.length === 0)).toBe(true);
  });
  it('says a score no 一分一段 table can rank is a missing table, not a missing score, and writes nothing', async () => {
    const planId = await create('无位次方案', otherStudentId);
    const before = await storedRows(planId);
    const guidance = (body: object) =>
      callApi(t.app, '/api/stuGuidance/update', { token: tokens.teacher, body: { stuId: otherStudentId, ...body } });
    // An exam year before every table of the province: the score stays, its rank cannot be read.
    expect((await guidance({ examYear: 2001 })).body.code).toBe(0);
    expectCleanError(
      await make({ stuId: otherStudentId, planId }),
      500,
      '暂无该省该科类的一分一段表，无法由分数换算位次',
    );
    expect(await storedRows(planId)).toEqual(before);
    expect((await guidance({ examYear: null })).body.code).toBe(0);
  });
});
