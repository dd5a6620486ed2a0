import type { UnitPrediction } from '@zhihang/contract/admission/admission-predict.schema';
import { describe, expect, it } from 'vitest';
import { tierOfProbability } from '@zhihang/contract/plans/plan-tier';
import { admissionProbability } from '../admission-engine/cutoff-model.ts';
import type { UnitRow } from '../admissions/admissions.service.ts';
import type { InterestFit } from './interest-fit.ts';
import { engineFill, type EngineFillInput, type EnginePrediction } from './plan-filling-engine.ts';

const STUDENT = 10_000;

function buildUnit(fields: Partial<UnitRow> & Pick<UnitRow, 'id'>): UnitRow {
  return {
    provinceCode: '500000',
    year: 2026,
    trackCode: 4,
    trackName: '物理类',
    batchCode: 2,
    batchName: '本科批',
    collegeCode: `C${fields.id}`,
    collegeName: `学校${fields.id}`,
    universityId: null,
    zone: '',
    groupCode: '',
    groupName: '',
    majorCode: '080901',
    majorName: `专业${fields.id}`,
    majorId: null,
    subjectRequirement: '物理',
    allMask: 0,
    anyMask: 0,
    subjectFirst: null,
    subjectMatch: 'all',
    subjectInherited: '',
    subjectInheritedYear: null,
    planCount: 10,
    tuition: '',
    studyYears: '四年',
    dataSource: '考试院',
    ...fields,
  };
}

/** The engine's answer for a unit whose cutoff is centred on `rank` with log spread `scale`. */
function predicted(unitId: number, rank: number, scale = 0.1): EnginePrediction {
  const logRank = Math.log(rank);
  const probability = admissionProbability(STUDENT, logRank, scale);
  const prediction: UnitPrediction = {
    unitId,
    status: 'predicted',
    level: 'major',
    predictedRank: rank,
    interval80: { low: Math.round(rank * 0.85), high: Math.round(rank * 1.15) },
    probability,
    tier: tierOfProbability(probability),
    confidence: '中',
    why: {
      sources: [{ year: 2025, level: 'major', rank, derived: false }],
      fromYear: 2025,
      derived: false,
      shiftFactor: 1,
      dataSource: 'official-guangdong-2025-filing',
      text: '',
    },
  };
  return { prediction, cutoff: { logRank, scale } };
}

const insufficient = (unitId: number): EnginePrediction => ({
  prediction: {
    ...predicted(unitId, STUDENT).prediction,
    status: '数据不足',
    predictedRank: null,
    interval80: null,
    probability: null,
    tier: null,
    confidence: null,
  },
  cutoff: null,
});

function inputOf(cutoffs: Record<number, number | null>, fields: Partial<EngineFillInput> = {}): EngineFillInput {
  const answers = new Map(
    Object.entries(cutoffs).map(([id, rank]) => [
      Number(id),
      rank === null ? insufficient(Number(id)) : predicted(Number(id), rank),
    ]),
  );
  return {
    fillingMode: '专业+院校',
    studentRank: STUDENT,
    slots: 4,
    majorsPerGroup: null,
    units: [...answers.keys()].map((id) => buildUnit({ id })),
    predictionOf: (id) => answers.get(id),
    ...fields,
  };
}

describe('intelligent plan making on the engine', () => {
  it('never chooses a unit without a number (数据不足) or a hopeless reach, and lists the most selective first', () => {
    // 1: 冲 (cutoff 9,000), 2: 稳 (10,500), 3: 保 (14,000), 4: 数据不足, 5: hopeless (cutoff 3,000).
    const made = engineFill(inputOf({ 1: 9_000, 2: 10_500, 3: 14_000, 4: null, 5: 3_000 }, { target: 0.5 }));
    expect(made.rows.map((row) => row.enrollmentPlanId)).toEqual([1, 2, 3]);
    expect(made.made.map((row) => row.tier)).toEqual(['冲', '稳', '保']);
    expect(made.rows.map((row) => row.slot)).toEqual([1, 2, 3]);
    expect(made.met).toBe(true);
  });

  it('gives the weakest reaches’ places to safe units until P(admitted somewhere) reaches the target', () => {
    // All slots asked as 冲; only the safe units can lift the list to 99 %.
    const cutoffs = { 1: 9_000, 2: 9_200, 3: 9_400, 4: 20_000, 5: 25_000 };
    const reachOnly = { reach: 1, match: 0, safe: 0 };
    const loose = engineFill(inputOf(cutoffs, { slots: 3, ratio: reachOnly, target: 0.2 }));
    expect(loose.split).toEqual({ 冲: 3, 稳: 0, 保: 0 });
    const safe = engineFill(inputOf(cutoffs, { slots: 3, ratio: reachOnly, target: 0.99 }));
    expect(safe.split.保).toBeGreaterThan(0);
    expect(safe.admitted).toBeGreaterThanOrEqual(0.99);
    expect(safe.met).toBe(true);
    // The reach kept is the one with the largest P × value.
    expect(safe.rows.map((row) => row.enrollmentPlanId)).toContain(3);
    expect(safe.admitted).toBeGreaterThan(loose.admitted);
  });

  it('says plainly when the target cannot be met with the units there are', () => {
    const made = engineFill(inputOf({ 1: 9_000, 2: 9_500 }, { target: 0.99 }));
    expect(made.met).toBe(false);
    expect(made.admitted).toBeLessThan(0.99);
    expect(made.rows).toHaveLength(2);
  });

  it('lets one school take at most a tenth of the slots while other schools’ units are left', () => {
    // Units 1–8 of one school, each with a line of its own, all safe and the most valuable; 11–18
    // safe units of eight others.
    const cutoffs = Object.fromEntries(
      [1, 2, 3, 4, 5, 6, 7, 8].flatMap((id) => [
        [id, 15_000 + id * 100],
        [id + 10, 20_000],
      ]),
    );
    const input = inputOf(cutoffs, { slots: 8, target: 0.5 });
    const units = input.units.map((unit) => (unit.id < 10 ? { ...unit, collegeCode: 'ONE' } : unit));
    const made = engineFill({ ...input, units });
    expect(made.rows).toHaveLength(8);
    expect(made.rows.filter((row) => (row.enrollmentPlanId ?? 0) < 10)).toHaveLength(3);
    // With no other school left, the one school fills every slot.
    const alone = engineFill({ ...input, units: units.filter((unit) => unit.id < 10) });
    expect(alone.rows).toHaveLength(8);
  });

  it('takes one slot of a school’s units judged by one shared line while other units are left', () => {
    // Units 1–3 of one school have no lines of their own: each takes the school's line (one bet).
    const cutoffs = Object.fromEntries(
      [1, 2, 3, 4, 5, 6].flatMap((id) => [
        [id, id <= 3 ? 15_000 : 15_000 + id * 100],
        [id + 10, 20_000],
      ]),
    );
    const input = inputOf(cutoffs, { slots: 8, target: 0.5 });
    const units = input.units.map((unit) => (unit.id <= 3 ? { ...unit, collegeCode: 'ONE' } : unit));
    const made = engineFill({ ...input, units });
    expect(made.rows).toHaveLength(8);
    expect(made.rows.filter((row) => (row.enrollmentPlanId ?? 0) <= 3)).toHaveLength(1);
    // With nothing else left, they fill the slots.
    const alone = engineFill({ ...input, units: units.filter((unit) => unit.id <= 3) });
    expect(alone.rows).toHaveLength(3);
  });

  it('leaves slots empty rather than fill them with more of one school on the line it already stands on', () => {
    // Units 1–6 of one school, all taking the school's line; nothing else. Slots 8: a share of 3.
    const cutoffs = Object.fromEntries([1, 2, 3, 4, 5, 6].map((id) => [id, 15_000]));
    const input = inputOf(cutoffs, { slots: 8, target: 0.5 });
    const units = input.units.map((unit) => ({ ...unit, collegeCode: 'ONE' }));
    const made = engineFill({ ...input, units });
    expect(made.rows).toHaveLength(3);
    expect(made.sameLineLeft).toBe(3);
    // A full list leaves nothing to explain.
    const full = engineFill({ ...input, units, slots: 3 });
    expect(full.sameLineLeft).toBe(0);
  });

  it('is deterministic: the same units in any order give the same plan and the same figures', () => {
    const cutoffs = { 1: 9_000, 2: 10_500, 3: 14_000, 6: 11_000, 7: 16_000, 8: 9_800 };
    const first = engineFill(inputOf(cutoffs, { slots: 5 }));
    const input = inputOf(cutoffs, { slots: 5 });
    const second = engineFill({ ...input, units: [...input.units].reverse() });
    expect(second).toEqual(first);
  });

  it('fills a group slot with its most selective majors within the limit, 服从调剂, measured by the group’s line', () => {
    const units = [11, 12, 13].map((id) => buildUnit({ id, collegeCode: 'G', groupCode: '02' }));
    const answers = new Map([
      [11, predicted(11, 12_000)],
      [12, predicted(12, 9_000)],
      [13, predicted(13, 15_000)],
    ]);
    const line = predicted(11, 15_000);
    const made = engineFill({
      fillingMode: '院校专业组',
      studentRank: STUDENT,
      slots: 2,
      majorsPerGroup: 2,
      target: 0.5,
      units,
      predictionOf: (id) => answers.get(id),
      groupLineOf: (key) => (key === 'G|02' ? line : undefined),
      preferencesOf: () => ['地区 重庆'],
    });
    expect(made.rows).toEqual([
      { slot: 1, enrollmentPlanId: null, collegeCode: 'G', groupCode: '02', majorIds: [12, 11], obeysAdjustment: true },
    ]);
    expect(made.made[0]!.probability).toBeCloseTo(line.prediction.probability!, 10);
    expect(made.made[0]!.tier).toBe('保');
    expect(made.made[0]!.why.preferences).toEqual(['地区 重庆']);
    expect(made.made[0]!.why.text).toContain('预测最低位次 15000');
    // The source as a teacher reads it: its kind, never the importer's code.
    expect(made.made[0]!.why.sources).toEqual(['官方公布']);
  });

  describe('interest codes', () => {
    /** Units whose id is listed fit the student's code (weight 1.1), the others weigh 1. */
    const fitting =
      (...ids: number[]) =>
      (unit: UnitRow): InterestFit | null =>
        ids.includes(unit.id) ? { weight: 1.1, label: '兴趣代码 RIA 的研究型 I，专业类 0809' } : null;

    it('a fitting major beats an equal-probability one that does not fit, and its why says so', () => {
      // Two identical 保 units: by id the first wins; the second fits the code.
      const cutoffs = { 1: 14_000, 2: 14_000 };
      const plain = engineFill(inputOf(cutoffs, { slots: 1, target: 0.5 }));
      expect(plain.rows.map((row) => row.enrollmentPlanId)).toEqual([1]);
      const made = engineFill(inputOf(cutoffs, { slots: 1, target: 0.5, interestOf: fitting(2) }));
      expect(made.rows.map((row) => row.enrollmentPlanId)).toEqual([2]);
      expect(made.made[0]!.probability).toBe(plain.made[0]!.probability);
      expect(made.made[0]!.why.preferences).toEqual(['兴趣代码 RIA 的研究型 I，专业类 0809']);
      expect(made.made[0]!.why.text).toContain('符合：兴趣代码 RIA 的研究型 I，专业类 0809');
    });

    it('only tips units of similar P × selectivity: a clearly better unit still comes first', () => {
      // Unit 1's line is 30 % more selective at much the same P: the interest bonus does not close that.
      const cutoffs = { 1: 20_000, 2: 26_000 };
      const made = engineFill(inputOf(cutoffs, { slots: 1, target: 0.5, interestOf: fitting(2) }));
      expect(made.rows.map((row) => row.enrollmentPlanId)).toEqual([1]);
      expect(made.made[0]!.why.preferences).toEqual([]);
    });

    it('never breaks the whole-list target: fitting reaches still give way to safe units', () => {
      const cutoffs = { 1: 9_000, 2: 9_200, 3: 9_400, 4: 20_000, 5: 25_000 };
      const reachOnly = { reach: 1, match: 0, safe: 0 };
      const made = engineFill(
        inputOf(cutoffs, { slots: 3, ratio: reachOnly, target: 0.99, interestOf: fitting(1, 2, 3) }),
      );
      expect(made.met).toBe(true);
      expect(made.admitted).toBeGreaterThanOrEqual(0.99);
      expect(made.split.保).toBeGreaterThan(0);
      const plain = engineFill(inputOf(cutoffs, { slots: 3, ratio: reachOnly, target: 0.99 }));
      expect(made.admitted).toBeGreaterThanOrEqual(plain.admitted);
    });

    it('weighs a group slot by its best-fitting listed major', () => {
      const units = [11, 12, 21, 22].map((id) => buildUnit({ id, collegeCode: id < 20 ? 'G' : 'H', groupCode: '01' }));
      const answers = new Map(units.map((unit) => [unit.id, predicted(unit.id, 14_000)]));
      const input: EngineFillInput = {
        fillingMode: '院校专业组',
        studentRank: STUDENT,
        slots: 1,
        majorsPerGroup: 2,
        target: 0.5,
        units,
        predictionOf: (id) => answers.get(id),
      };
      expect(engineFill(input).rows[0]!.collegeCode).toBe('G');
      const made = engineFill({ ...input, interestOf: fitting(22) });
      expect(made.rows[0]!.collegeCode).toBe('H');
      expect(made.made[0]!.why.preferences).toHaveLength(1);
    });
  });
});
