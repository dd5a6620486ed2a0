import { describe, expect, it } from 'vitest';
import type { ScoreTableRow } from './admission-engine.repository.ts';
import { withoutMisprintedRows } from '@zhihang/contract/admissions/rank-conversion';
import { buildProvinceTables, logCandidateShift, tableCandidateCount } from './province-tables.ts';

const tableRow = (year: number, scoreLow: number, rankEnd: number, tableKey = '1||'): ScoreTableRow => ({
  provinceCode: '130000',
  year,
  trackCode: 15,
  tableKey,
  scoreLow,
  scoreHigh: scoreLow,
  countAtScore: null,
  rankStart: null,
  rankEnd,
});

describe('tableCandidateCount', () => {
  it('is the largest cumulative rank, skipping a misprinted top row', () => {
    expect(tableCandidateCount([100, 5000, 475_258])).toBe(475_258);
    const full = Array.from({ length: 12 }, (_, row) => 400_000 + row * 6000);
    expect(tableCandidateCount([...full, 3_195_416])).toBe(466_000);
    expect(tableCandidateCount([])).toBeUndefined();
  });
});

describe('buildProvinceTables', () => {
  const tables = buildProvinceTables([
    tableRow(2024, 600, 1000),
    tableRow(2024, 500, 10_000),
    tableRow(2024, 400, 100_000),
    tableRow(2025, 600, 1100),
    tableRow(2025, 500, 11_000),
    tableRow(2025, 400, 110_000),
    // A 本科批 table of 2025 counting only down to its line: the median of the two tables counts.
    tableRow(2025, 500, 12_000, '1||本科批'),
  ]);

  it('derives a rank from a score: the cumulative count at it', () => {
    expect(tables.rankOfScore('130000', 2024, 15, 500)).toBe(10_000);
    expect(tables.rankOfScore('130000', 2023, 15, 500)).toBeUndefined();
  });

  it('gives the log change of the candidate count, and nothing when implausible or missing', () => {
    // 2025: median(110 000, 12 000) = 61 000 against 100 000 → a 39 % drop: implausible.
    expect(logCandidateShift(tables, '130000', 15, 2025)).toBeUndefined();
    expect(logCandidateShift(tables, '130000', 15, 2024)).toBeUndefined();
    const single = buildProvinceTables([tableRow(2024, 400, 100_000), tableRow(2025, 400, 110_000)]);
    expect(logCandidateShift(single, '130000', 15, 2025)).toBeCloseTo(Math.log(1.1), 12);
  });

  it('reads a score from the table that covers it when a year is published per batch', () => {
    // 重庆 2024: a longer 专科批 table (scores 180–427) and a 本科批 table (428–659).
    const split = buildProvinceTables([
      ...[427, 400, 300, 200, 180].map((score, row) => tableRow(2024, score, 40_000 + row * 10_000, '1||专科批')),
      ...[650, 550, 428].map((score, row) => tableRow(2024, score, 100 + row * 15_000, '1||本科批')),
    ]);
    expect(split.rankOfScore('130000', 2024, 15, 550)).toBe(15_100);
    expect(split.rankOfScore('130000', 2024, 15, 300)).toBe(60_000);
  });
});

describe('withoutMisprintedRows', () => {
  it('drops a row whose cumulative rank dips below both neighbours, and reads its score in the gap', () => {
    // 江苏 2024 物理类: 511 → 130 825, 510 → 470 (misprinted), 509 → 133 496.
    const rows = [tableRow(2024, 511, 130_825), tableRow(2024, 510, 470), tableRow(2024, 509, 133_496)];
    expect(withoutMisprintedRows(rows).map((row) => row.scoreLow)).toEqual([511, 509]);
    const tables = buildProvinceTables(rows);
    const rank = tables.rankOfScore('130000', 2024, 15, 510)!;
    expect(rank).toBeGreaterThan(130_825);
    expect(rank).toBeLessThanOrEqual(133_496);
  });

  it('keeps an ordered table and its first and last rows whole', () => {
    const rows = [tableRow(2024, 600, 1000), tableRow(2024, 500, 10_000), tableRow(2024, 400, 100_000)];
    expect(withoutMisprintedRows(rows)).toHaveLength(3);
    expect(withoutMisprintedRows([tableRow(2024, 600, 5000), tableRow(2024, 500, 10)])).toHaveLength(2);
  });
});

describe('the shift of the general 本科 line', () => {
  const line = (year: number, batchName: string, score: number, lineType = '总分') => ({
    provinceCode: '130000',
    year,
    trackCode: 15,
    batchName,
    lineType,
    score,
  });
  const rows = [
    tableRow(2024, 600, 1000),
    tableRow(2024, 500, 10_000),
    tableRow(2024, 400, 100_000),
    tableRow(2025, 600, 1200),
    tableRow(2025, 500, 12_000),
    tableRow(2025, 400, 105_000),
  ];

  it('counts the candidates at or above each year’s general 本科 line, special lines aside', () => {
    const tables = buildProvinceTables(rows, [
      line(2024, '本科批', 500),
      line(2024, '特殊类型招生控制线', 600),
      line(2025, '本科批', 500),
      line(2025, '本科批', 400, '文化课总分'),
      line(2025, '国家专项', 400),
    ]);
    expect(tables.bachelorCount?.('130000', 2025, 15)).toBe(12_000);
    // The places above the line grew 20 %, though the tables' lengths grew 5 %.
    expect(logCandidateShift(tables, '130000', 15, 2025)).toBeCloseTo(Math.log(1.2));
  });

  it('falls back to the tables’ candidate counts where either year has no line', () => {
    const tables = buildProvinceTables(rows, [line(2025, '本科批', 500)]);
    expect(logCandidateShift(tables, '130000', 15, 2025)).toBeCloseTo(Math.log(1.05));
  });
});
