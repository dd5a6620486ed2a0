import { describe, expect, it } from 'vitest';
import type { OutcomeRow } from './admission-engine.repository.ts';
import type { ProvinceTables } from './province-tables.ts';
import { admissionTypeClass, buildUnitHistories, unitKey } from './unit-history.ts';

const row = (overrides: Partial<OutcomeRow>): OutcomeRow => ({
  provinceCode: '440000',
  year: 2024,
  trackCode: 15,
  batchCode: 3,
  universityId: 7,
  schoolCode: '10001',
  schoolName: '测试大学',
  admissionType: '',
  groupCode: '201',
  majorName: '计算机科学与技术',
  minScore: 600,
  minRank: 5000,
  minRankDerived: false,
  ...overrides,
});

/** A table where score s has rank (700 − s) × 100. */
const tables: ProvinceTables = {
  candidateCount: () => undefined,
  rankOfScore: (_province, _year, _track, score) => (700 - score) * 100,
};

describe('admissionTypeClass', () => {
  it.each([
    ['', ''],
    ['普通录取/普通', ''],
    ['一般统考生/一般统考生', ''],
    ['国家专项/国家专项', '国家专项'],
    ['特殊路径/中外合作办学', '中外合作'],
  ])('%s → %s', (type, cls) => {
    expect(admissionTypeClass(type)).toBe(cls);
  });
});

describe('buildUnitHistories', () => {
  it('joins the years of one unit, spelled differently, and keeps the lower-placed rank of two sources', () => {
    const histories = buildUnitHistories(
      'major',
      [
        row({}),
        row({ admissionType: '普通录取/普通', minRank: 5200 }),
        row({ year: 2023, majorName: '计算机科学与技术 ', minRank: null, minScore: 650 }),
        row({ admissionType: '国家专项/国家专项', minRank: 9000 }),
      ],
      tables,
    );
    expect(histories.size).toBe(2);
    const ordinary = histories.get(unitKey('major', row({})));
    expect(ordinary?.observations).toEqual([
      { year: 2023, rank: 5000, derived: true },
      { year: 2024, rank: 5200, derived: false },
    ]);
  });

  it('derives a rank from the score itself rather than trusting an importer’s derivation', () => {
    const histories = buildUnitHistories(
      'university',
      [row({ minRank: 1234, minRankDerived: true, minScore: 650 })],
      tables,
    );
    expect([...histories.values()][0]?.observations).toEqual([{ year: 2024, rank: 5000, derived: true }]);
  });
});
