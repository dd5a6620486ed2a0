import { describe, expect, it } from 'vitest';
import { admissionProbability } from './cutoff-model.ts';
import { simulateWholeList, type CutoffDistribution, type SimulationSlot } from './whole-list-simulation.ts';

const RANK = 5000;
const DRAWS = 10_000;
/** Three standard errors of a share from 10,000 draws, at most. */
const TOLERANCE = 0.016;

const cutoffAt = (rank: number, scale = 0.1): CutoffDistribution => ({ logRank: Math.log(rank), scale });
const unit = (slot: number, cutoff: CutoffDistribution | null): SimulationSlot => ({
  slot,
  kind: 'unit',
  id: slot,
  cutoff,
});
const run = (slots: SimulationSlot[], commonShare?: number, seed = 7) =>
  simulateWholeList(slots, {
    studentRank: RANK,
    draws: DRAWS,
    seed,
    ...(commonShare === undefined ? {} : { commonShare }),
  });

describe('simulateWholeList', () => {
  it('admits from a sure 保 slot after an out-of-reach 冲 slot', () => {
    const result = run([unit(1, cutoffAt(800, 0.05)), unit(2, cutoffAt(20_000, 0.05))]);
    expect(result.slots[0]!.admitted).toBeLessThan(0.002);
    expect(result.slots[1]!.admitted).toBeGreaterThan(0.998);
    expect(result.admitted).toBeGreaterThan(0.998);
    // Admitted at a line near 20,000 with rank 5,000: three times the student's rank to spare.
    expect(result.wastedRank!.median).toBeCloseTo(3, 0);
  });

  it('counts slots judged by one shared line as one chance, not several', () => {
    const cutoff = cutoffAt(5000, 0.2);
    const one = admissionProbability(RANK, cutoff.logRank, cutoff.scale);
    const shared = [1, 2, 3].map((slot) => ({ ...unit(slot, cutoff), sharedLine: 'school|2024:5000' }));
    const result = run(shared, 0);
    expect(Math.abs(result.admitted - one)).toBeLessThan(TOLERANCE);
    expect(result.slots[1]!.admitted).toBe(0);
    // The same three slots on lines of their own are three chances.
    expect(
      run(
        [1, 2, 3].map((slot) => unit(slot, cutoff)),
        0,
      ).admitted,
    ).toBeGreaterThan(0.8);
  });

  it('keeps each unit’s own probability: one slot is admitted as often as the engine says', () => {
    const cutoff = cutoffAt(6000, 0.2);
    const expected = admissionProbability(RANK, cutoff.logRank, cutoff.scale);
    expect(Math.abs(run([unit(1, cutoff)]).admitted - expected)).toBeLessThan(TOLERANCE);
  });

  it('does not multiply: two even chances that move together admit half the time, independent ones three quarters', () => {
    const slots = [unit(1, cutoffAt(RANK)), unit(2, cutoffAt(RANK))];
    const correlated = run(slots, 1);
    const independent = run(slots, 0);
    const defaultShare = run(slots);
    expect(Math.abs(correlated.admitted - 0.5)).toBeLessThan(TOLERANCE);
    expect(correlated.slots[1]!.admitted).toBeLessThan(0.001);
    expect(Math.abs(independent.admitted - 0.75)).toBeLessThan(TOLERANCE);
    // The year shock shared by both slots leaves less safety than multiplying the misses says.
    expect(defaultShare.admitted).toBeLessThan(0.75 - TOLERANCE);
    expect(defaultShare.admitted).toBeGreaterThan(0.5 + TOLERANCE);
  });

  it('withdraws (退档) a student whose group takes them but whose listed majors do not, without 调剂', () => {
    const group = (obeysAdjustment: boolean): SimulationSlot => ({
      slot: 1,
      kind: 'group',
      cutoff: cutoffAt(30_000, 0.05),
      listedMajors: [{ id: 11, name: '计算机科学与技术', cutoff: cutoffAt(900, 0.05) }],
      otherMajors: [
        { id: 12, name: '化学', cutoff: cutoffAt(9000) },
        { id: 13, name: '材料科学与工程', cutoff: cutoffAt(25_000) },
      ],
      obeysAdjustment,
    });
    const safeLater = unit(2, cutoffAt(40_000, 0.05));
    const refused = run([group(false), safeLater]);
    expect(refused.withdrawn).toBeGreaterThan(0.99);
    expect(refused.slots[0]!.withdrawn).toBeGreaterThan(0.99);
    // One round: a withdrawn student never reaches the later, safer slot.
    expect(refused.slots[1]!.admitted).toBe(0);
    expect(refused.admitted).toBeLessThan(0.01);

    const adjusted = run([group(true), safeLater]);
    expect(adjusted.withdrawn).toBe(0);
    expect(adjusted.adjusted).toBeGreaterThan(0.99);
    expect(adjusted.slots[0]!.worstCaseMajor).toEqual({ id: 13, name: '材料科学与工程', predictedRank: 25_000 });
    expect(adjusted.worstCaseAdjustment).toMatchObject({ slot: 1, id: 13, name: '材料科学与工程' });
  });

  it('admits to the first listed major that takes the student, and takes a group’s line from its majors when it has none', () => {
    const group: SimulationSlot = {
      slot: 1,
      kind: 'group',
      cutoff: null,
      listedMajors: [
        { id: 21, name: '临床医学', cutoff: cutoffAt(1000, 0.05) },
        { id: 22, name: '护理学', cutoff: cutoffAt(20_000, 0.05) },
      ],
      otherMajors: [],
      obeysAdjustment: false,
    };
    const result = run([group]);
    expect(result.slots[0]!.admitted).toBeGreaterThan(0.99);
    expect(result.withdrawn).toBeLessThan(0.005);
    expect(result.wastedRank!.median).toBeCloseTo(3, 0);
  });

  it('skips and reports a 数据不足 slot', () => {
    const result = run([unit(1, null), unit(2, cutoffAt(20_000, 0.05))]);
    expect(result.skippedSlots).toEqual([1]);
    expect(result.slots[0]).toMatchObject({ insufficientData: true, admitted: 0 });
    expect(result.slots[1]!.admitted).toBeGreaterThan(0.998);
  });

  it('gives the same answer for the same seed and another for another seed', () => {
    const slots = [unit(1, cutoffAt(4000, 0.2)), unit(2, cutoffAt(5500, 0.2))];
    expect(run(slots, undefined, 42)).toEqual(run(slots, undefined, 42));
    expect(run(slots, undefined, 43).admitted).not.toBe(run(slots, undefined, 42).admitted);
  });

  it('refuses a rank, draw count or share out of range', () => {
    expect(() => simulateWholeList([], { studentRank: 0, draws: 10, seed: 1 })).toThrow(RangeError);
    expect(() => simulateWholeList([], { studentRank: 10, draws: 0, seed: 1 })).toThrow(RangeError);
    expect(() => simulateWholeList([], { studentRank: 10, draws: 10, seed: 1, commonShare: 2 })).toThrow(RangeError);
  });
});
