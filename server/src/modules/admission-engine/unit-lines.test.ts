import { describe, expect, it } from 'vitest';
import type { OutcomeRow } from './admission-engine.repository.ts';
import type { ProvinceTables } from './province-tables.ts';
import {
  admissionTypeClass,
  batchTier,
  isCallForVacancies,
  observedRank,
  schoolNameProgramme,
} from './unit-history.ts';
import { chooseLine, sourceRankOf, universityLineRows } from './unit-lines.ts';

const row = (overrides: Partial<OutcomeRow>): OutcomeRow => ({
  provinceCode: '440000',
  year: 2024,
  trackCode: 15,
  batchCode: 3,
  batchName: '本科批',
  universityId: 7,
  schoolCode: '10001',
  schoolName: '测试大学',
  admissionType: '',
  groupCode: '',
  majorName: '',
  minScore: null,
  minRank: 5000,
  minRankDerived: false,
  sourceQuality: 'official-guangdong-2024-filing',
  ...overrides,
});

/** A table where score s has rank (700 − s) × 100. */
const tables: ProvinceTables = {
  candidateCount: () => undefined,
  rankOfScore: (_province, _year, _track, score) => (700 - score) * 100,
};

const lines = (rows: { university?: OutcomeRow[]; group?: OutcomeRow[]; major?: OutcomeRow[] }) =>
  universityLineRows(
    { university: rows.university ?? [], group: rows.group ?? [], major: rows.major ?? [] },
    tables,
    admissionTypeClass,
    schoolNameProgramme,
    observedRank,
    isCallForVacancies,
    batchTier,
  );

describe('sourceRankOf', () => {
  it.each([
    ['official-guangdong-2025-filing-pdf', 0],
    ['official-content-mirror-henan-2024-undergraduate1', 0],
    ['official-school-njupt-2021-2025-national-xlsx', 1],
    ['third-party-filing-line-imported-score-only', 2],
    ['', 2],
  ])('%s → %d', (quality, rank) => expect(sourceRankOf(quality)).toBe(rank));
});

describe('chooseLine', () => {
  it('takes the better source, then a published rank, then the middle — not the worse rank', () => {
    const published = (rank: number) => ({ year: 2024, rank, derived: false });
    expect(
      chooseLine([
        { observation: published(9000), sourceRank: 2 },
        { observation: published(5000), sourceRank: 1 },
      ]).rank,
    ).toBe(5000);
    expect(
      chooseLine([
        { observation: { year: 2024, rank: 7000, derived: true }, sourceRank: 0 },
        { observation: published(6000), sourceRank: 0 },
      ]).rank,
    ).toBe(6000);
    expect(
      chooseLine([
        { observation: published(5000), sourceRank: 0 },
        { observation: published(5100), sourceRank: 0 },
        { observation: published(9000), sourceRank: 0 },
      ]).rank,
    ).toBe(5100);
  });
});

describe('universityLineRows', () => {
  it('is the minimum over the ordinary groups of the batch where the province publishes no school line', () => {
    const result = lines({
      group: [
        row({ groupCode: '201', minRank: 5000 }),
        row({ groupCode: '202', minRank: 12000 }),
        row({ groupCode: '203', minRank: 30000, admissionType: '国家专项' }),
        row({ groupCode: '204', minRank: 40000, groupName: '测试大学204组(中外合作办学)' }),
        row({ groupCode: '301', minRank: 60000, batchCode: 4, batchName: '专科批' }),
        row({ groupCode: '205', minRank: 90000, batchName: '本科批征集志愿（第一轮）' }),
      ],
    });
    const ordinary = result.find((line) => line.batchCode === 3 && admissionTypeClass(line.admissionType) === '');
    expect(ordinary).toMatchObject({ minRank: 12000, lineOrigin: 'groups', groupCode: '', majorName: '' });
    expect(result.find((line) => admissionTypeClass(line.admissionType) === '国家专项')?.minRank).toBe(30000);
    expect(result.find((line) => admissionTypeClass(line.admissionType) === '中外合作')?.minRank).toBe(40000);
    expect(result.find((line) => line.batchCode === 4)?.minRank).toBe(60000);
    // A 征集志愿 round is a line of its own, not the lowest of the first 投档.
    expect(result.find((line) => /征集/.test(line.batchName ?? ''))?.minRank).toBe(90000);
  });

  it('keeps a programme the school’s name carries out of the ordinary line (广东 2025: 上海交通大学(中外合作办学) 208专业组)', () => {
    const result = lines({
      group: [
        row({ year: 2025, groupCode: '206', groupName: '206专业组', minRank: 1500 }),
        row({
          year: 2025,
          schoolName: '测试大学(中外合作办学)',
          groupCode: '208',
          groupName: '208专业组',
          minRank: 2600,
        }),
        row({ year: 2025, schoolName: '测试大学(联合培养)', groupCode: '203', groupName: '203专业组', minRank: 3000 }),
        row({ year: 2025, schoolName: '测试大学(地方专项)', groupCode: '209', groupName: '209专业组', minRank: 3500 }),
        row({ year: 2025, schoolName: '测试大学(威海)', groupCode: '210', groupName: '210专业组', minRank: 2000 }),
      ],
    });
    const classOf = (line: { admissionType: string }) => admissionTypeClass(line.admissionType);
    // A campus in brackets is no programme: it stays with the school's ordinary groups.
    expect(result.find((line) => classOf(line) === '')?.minRank).toBe(2000);
    expect(result.find((line) => classOf(line) === '中外合作')?.minRank).toBe(2600);
    expect(result.find((line) => classOf(line) === '联合培养')?.minRank).toBe(3000);
    expect(result.find((line) => classOf(line) === '地方专项')?.minRank).toBe(3500);
  });

  it('keeps 本科一批 and 本科二批 apart, one batch code as they are', () => {
    const result = lines({
      major: [
        row({ majorName: '数学', minRank: 9000, batchName: '本科一批' }),
        row({ majorName: '会计学', minRank: 30000, batchName: '本科二批' }),
      ],
    });
    expect(result.map((line) => [line.batchName, line.minRank])).toEqual([
      ['本科一批', 9000],
      ['本科二批', 30000],
    ]);
  });

  it('prefers the province’s line, then the school’s own, to the groups; a compilation only where nothing else is', () => {
    const groups = [row({ groupCode: '201', minRank: 8000 })];
    expect(
      lines({ university: [row({ minRank: 7000, sourceQuality: 'official-school-test' })], group: groups })[0],
    ).toMatchObject({ minRank: 7000, lineOrigin: 'school' });
    expect(
      lines({ university: [row({ minRank: 7500, sourceQuality: 'third-party-filing-line' })], group: groups })[0],
    ).toMatchObject({ minRank: 8000, lineOrigin: 'groups' });
    expect(lines({ university: [row({ minRank: 7500, sourceQuality: 'third-party-filing-line' })] })[0]).toMatchObject({
      minRank: 7500,
      lineOrigin: 'third-party',
    });
    expect(
      lines({ major: [row({ majorName: '数学', minRank: 9000 }), row({ majorName: '物理学', minRank: 9900 })] })[0],
    ).toMatchObject({ minRank: 9900, lineOrigin: 'majors' });
  });

  it('reads a group printed with its score only through the year’s table', () => {
    const result = lines({ group: [row({ groupCode: '201', minRank: null, minScore: 600 })] });
    expect(result[0]).toMatchObject({ minRank: 10000, minRankDerived: true });
  });
});
