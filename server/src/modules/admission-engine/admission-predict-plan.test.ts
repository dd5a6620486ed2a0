import { describe, expect, it } from 'vitest';
import { simulationSlotsOf, type PlanSlotsInput } from './admission-predict-plan.ts';
import type { HistoryYear } from './admission-predict-unit.ts';

const entry = (year: number, level: HistoryYear['level'], minRank: number): HistoryYear => ({
  year,
  level,
  minRank,
  minRankDerived: 0,
});

const HISTORY = new Map<number, HistoryYear[]>([
  // Major 1: its own line in 2025, the group's in 2024.
  [1, [entry(2025, 'major', 600), entry(2024, 'group', 3000)]],
  [2, [entry(2025, 'major', 2900), entry(2025, 'group', 3100)]],
  [3, [entry(2025, 'major', 700)]],
]);

const row = (
  slot: number,
  overrides: Partial<PlanSlotsInput['rows'][number]> = {},
): PlanSlotsInput['rows'][number] => ({
  slot,
  enrollmentPlanId: null,
  collegeCode: '10001',
  groupCode: '01',
  majors: [],
  obeysAdjustment: true,
  missing: false,
  ...overrides,
});

/** The cutoff stands for the ranks it was predicted from, so the test sees which history each got. */
const input = (overrides: Partial<PlanSlotsInput>): PlanSlotsInput => ({
  rows: [],
  grouped: true,
  members: [
    { id: 1, collegeCode: '10001', groupCode: '01', majorName: '计算机' },
    { id: 2, collegeCode: '10001', groupCode: '01', majorName: '材料' },
  ],
  historyOf: (id) => HISTORY.get(id) ?? [],
  cutoffOf: (_id, history) =>
    history.length ? { logRank: history.reduce((sum, year) => sum + (year.minRank ?? 0), 0), scale: 0.1 } : null,
  ...overrides,
});

describe('simulationSlotsOf', () => {
  it('builds a group from its own line, its listed majors’ own years and its unlisted majors', () => {
    const majors = [{ enrollmentPlanId: 1, majorName: '计算机' }] as PlanSlotsInput['rows'][number]['majors'];
    const [slot] = simulationSlotsOf(input({ rows: [row(1, { majors, obeysAdjustment: false })] }));
    expect(slot).toMatchObject({ slot: 1, kind: 'group', obeysAdjustment: false });
    if (slot?.kind !== 'group') throw new Error('a group slot');
    // The group's line: 3,100 in 2025 (the larger of its rows' lines) and 3,000 in 2024.
    expect(slot.cutoff?.logRank).toBe(6100);
    // The listed major from its own 2025 line only, the unlisted one likewise.
    expect(slot.listedMajors).toEqual([{ id: 1, name: '计算机', cutoff: { logRank: 600, scale: 0.1 } }]);
    expect(slot.otherMajors).toEqual([{ id: 2, name: '材料', cutoff: { logRank: 2900, scale: 0.1 } }]);
  });

  it('judges a group with neither its own line nor a major’s by its school’s line, and no other group so', () => {
    const schoolOnly = new Map<number, HistoryYear[]>([
      [5, [entry(2025, 'university', 18_000), entry(2024, 'university', 15_000)]],
      [6, [entry(2025, 'university', 18_000), entry(2024, 'university', 15_000)]],
    ]);
    const members = [
      { id: 5, collegeCode: '10593', groupCode: '2653', majorName: '广西大学组2653' },
      { id: 6, collegeCode: '10593', groupCode: '2657', majorName: '广西大学组2657' },
    ];
    const [slot, second] = simulationSlotsOf(
      input({
        rows: [
          row(1, { collegeCode: '10593', groupCode: '2653' }),
          row(2, { collegeCode: '10593', groupCode: '2657' }),
        ],
        members,
        historyOf: (id) => schoolOnly.get(id) ?? [],
      }),
    );
    if (slot?.kind !== 'group') throw new Error('a group slot');
    expect(slot.cutoff?.logRank).toBe(33_000);
    // Both groups are judged by the one school line: one chance, named alike for the simulation.
    expect(slot.sharedLine).toBe('10593|2025:18000,2024:15000');
    expect(second).toMatchObject({ sharedLine: slot.sharedLine });
    // A group whose majors have their own lines keeps no line of its own: its majors judge it.
    const withMajors = new Map([[3, [entry(2025, 'major', 700), entry(2025, 'university', 9_000)]]]);
    const [judged] = simulationSlotsOf(
      input({
        rows: [row(1)],
        members: [{ id: 3, collegeCode: '10001', groupCode: '01', majorName: '数学' }],
        historyOf: (id) => withMajors.get(id) ?? [],
      }),
    );
    if (judged?.kind !== 'group') throw new Error('a group slot');
    expect(judged.cutoff).toBeNull();
    expect(judged.sharedLine).toBeUndefined();
    expect(judged.otherMajors[0]?.cutoff?.logRank).toBe(700);
  });

  it('builds units from their whole history, and none for a row no longer in the data', () => {
    const slots = simulationSlotsOf(
      input({
        grouped: false,
        members: [],
        rows: [row(1, { enrollmentPlanId: 3 }), row(2, { enrollmentPlanId: 1, missing: true })],
      }),
    );
    expect(slots).toEqual([
      { slot: 1, kind: 'unit', id: 3, cutoff: { logRank: 700, scale: 0.1 } },
      { slot: 2, kind: 'unit', id: 1, cutoff: null },
    ]);
  });
});
