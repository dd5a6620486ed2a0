import type { UnitPrediction } from '@zhihang/contract/admission/admission-predict.schema';
import { ERROR } from '@zhihang/contract/http/error-codes';
import { tierOfProbability } from '@zhihang/contract/plans/plan-tier';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { registerErrorHandling } from '../../http/error-handler.ts';
import { admissionProbability } from '../admission-engine/cutoff-model.ts';
import { simulateWholeList, type SimulationSlot } from '../admission-engine/whole-list-simulation.ts';
import type { PlanHistoryYear, UnitRow } from '../admissions/admissions.service.ts';
import { interestFitOf } from './interest-fit.ts';
import { engineFill, preferenceLabels, type EnginePrediction } from './plan-filling-engine.ts';
import { intelligentFill, type FillInput } from './plan-filling.ts';
import { createMakingPool, makingInThread } from './plan-making-pool.ts';
import { compactEngineFill, type EngineFillData } from './plan-making-worker.ts';

const STUDENT = 12_255;

function buildUnit(id: number, fields: Partial<UnitRow> = {}): UnitRow {
  return {
    id,
    provinceCode: '220000',
    year: 2026,
    trackCode: 15,
    trackName: '物理类',
    batchCode: 3,
    batchName: '本科批',
    collegeCode: `C${Math.floor(id / 8)}`,
    collegeName: `学校${Math.floor(id / 8)}`,
    universityId: Math.floor(id / 8),
    zone: '',
    groupCode: `${Math.floor(id / 4) % 2}`,
    groupName: '',
    majorCode: ['080901', '050201', '120203', '071001'][id % 4]!,
    majorName: `专业${id}`,
    majorId: null,
    subjectRequirement: '物理',
    allMask: 0,
    anyMask: 0,
    subjectFirst: null,
    subjectMatch: 'all',
    subjectInherited: '',
    subjectInheritedYear: null,
    planCount: 2 + (id % 5),
    tuition: '',
    studyYears: '四年',
    dataSource: '考试院',
    ...fields,
  };
}

/** The engine's answer for a unit whose cutoff is centred on `rank` with log spread `scale`. */
function predicted(unitId: number, rank: number, scale: number): EnginePrediction {
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
      dataSource: '考试院',
      text: '',
    },
  };
  return { prediction, cutoff: { logRank, scale } };
}

/** 2,400 units in 600 groups of four of 300 schools, cutoffs from a tenth to ten times the student's rank. */
function provinceOf(count: number) {
  const units = Array.from({ length: count }, (_, index) => buildUnit(index + 1));
  const rankOf = (id: number) => Math.round(STUDENT * Math.exp(((id * 7_919) % 4_601) / 1_000 - 2.3));
  // Every 13th unit has no number (数据不足): the making never chooses it.
  const predictions = new Map(
    units.map((unit): [number, EnginePrediction] => {
      const answer = predicted(unit.id, rankOf(unit.id), 0.08 + (unit.id % 7) / 50);
      if (unit.id % 13 !== 0) return [unit.id, answer];
      const prediction = { ...answer.prediction, predictedRank: null, probability: null, tier: null };
      return [unit.id, { prediction: { ...prediction, status: '数据不足' }, cutoff: null }];
    }),
  );
  const groupLines = new Map(
    units
      .filter((unit) => unit.id % 12 === 0)
      .map((unit) => [`${unit.collegeCode}|${unit.groupCode}`, predicted(unit.id, rankOf(unit.id) * 1.1, 0.12)]),
  );
  const history = new Map<number, PlanHistoryYear[]>(
    units.map((unit) => [
      unit.id,
      [2025, 2024, 2023].map((year) => ({
        year,
        level: 'major' as const,
        minScore: null,
        minRank: Math.round(rankOf(unit.id) * (1 + (year - 2024) / 20)),
        minRankDerived: 0,
        planCount: unit.planCount,
      })),
    ]),
  );
  return { units, predictions, groupLines, history };
}

const province = provinceOf(2_400);
const letters = [
  { letter: 'I', name: '研究型', majorClasses: ['0809', '0710'] },
  { letter: 'A', name: '艺术型', majorClasses: ['0502'] },
];
const origin = { source: 'request' as const };
const engineInput: EngineFillData = {
  fillingMode: '院校专业组',
  studentRank: STUDENT,
  slots: 40,
  majorsPerGroup: 6,
  ratio: undefined,
  target: 0.99,
  units: province.units,
  predictions: province.predictions,
  groupLines: province.groupLines,
  interest: { code: 'IA', letters, origin },
  preferences: { regionNames: ['吉林'], majorClasses: ['0809'], cooperation: 'exclude' },
};
const rankGapInput: FillInput = {
  fillingMode: '院校专业组',
  year: 2026,
  units: province.units,
  history: province.history,
  studentRank: STUDENT,
  slots: 40,
  majorsPerGroup: 6,
};
const simulationSlots: SimulationSlot[] = province.units.slice(0, 96).map((unit, index) => ({
  slot: index + 1,
  kind: 'unit',
  id: unit.id,
  cutoff: province.predictions.get(unit.id)!.cutoff,
}));

const pool = createMakingPool(2);
afterAll(() => pool.close());

describe('the making pool', () => {
  it('makes in its worker threads exactly the plan the in-thread making makes', async () => {
    const expected = engineFill({
      ...engineInput,
      predictionOf: (id) => province.predictions.get(id),
      groupLineOf: (key) => province.groupLines.get(key),
      interestOf: interestFitOf('IA', letters, origin),
      preferencesOf: preferenceLabels(engineInput.preferences),
    });
    expect(expected.rows).toHaveLength(40);
    expect(expected.made.some((row) => row.why.preferences.some((label) => label.startsWith('兴趣代码 IA')))).toBe(
      true,
    );
    // A thread is sent only the units with a number, with the fields the making reads.
    const sent = compactEngineFill(engineInput);
    expect(sent.units.length).toBeLessThan(engineInput.units.length);
    expect(Object.keys(sent.units[0]!).sort()).toEqual(['collegeCode', 'groupCode', 'id', 'majorCode', 'universityId']);
    // Two at once: each thread makes one.
    const [pooled, again] = await Promise.all([pool.engineFill(engineInput), pool.engineFill(engineInput)]);
    expect(pooled).toEqual(expected);
    expect(again).toEqual(expected);
    expect(await makingInThread.engineFill(engineInput)).toEqual(expected);
  });

  it('fills by the rank gap and simulates a list as on the request thread', async () => {
    const rows = intelligentFill(rankGapInput);
    expect(rows.length).toBeGreaterThan(0);
    expect(await pool.rankGapFill(rankGapInput)).toEqual(rows);
    const options = { studentRank: STUDENT, draws: 10_000, seed: 20_260_101 };
    const simulated = simulateWholeList(simulationSlots, options);
    expect(simulated.admitted).toBeGreaterThan(0.9);
    expect(await pool.simulate(simulationSlots, options)).toEqual(simulated);
  });

  it('answers a task that fails in a worker with the unknown-error envelope, without its stack, and keeps working', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandling(app);
    // A simulation of no draws throws in the worker.
    app.post('/simulate', () => pool.simulate(simulationSlots, { studentRank: STUDENT, draws: 0, seed: 1 }));
    try {
      await expect(pool.simulate(simulationSlots, { studentRank: STUDENT, draws: 0, seed: 1 })).rejects.toThrow(
        'draws must be a positive integer',
      );
      const response = await app.inject({ method: 'POST', url: '/simulate' });
      expect(response.json()).toEqual({ code: ERROR.unknown.code, msg: ERROR.unknown.msg, data: null });
      expect(response.body).not.toMatch(/draws must|whole-list-simulation|at /);
    } finally {
      await app.close();
    }
    // The threads still make plans after a failed task.
    expect((await pool.rankGapFill(rankGapInput)).length).toBeGreaterThan(0);
  });
});
