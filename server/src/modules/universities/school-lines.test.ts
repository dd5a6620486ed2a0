import { describe, expect, it } from 'vitest';
import { dataScopeOf, schoolLinesOf, type LineRow } from './school-lines.ts';

function buildLine(overrides: Partial<LineRow> = {}): LineRow {
  return {
    year: 2024,
    provinceCode: '440000',
    schoolCode: '10001',
    schoolName: '北京大学',
    trackCode: 15,
    trackName: '物理类',
    batchCode: 3,
    batchName: '本科批',
    admissionType: '',
    minScore: 680,
    minRank: 200,
    unit: '',
    sourceId: 'set@1',
    sourceUrl: '',
    sourceQuality: 'open-data',
    ...overrides,
  };
}

const view = (rows: ReturnType<typeof schoolLinesOf>) =>
  rows.map((row) => [
    row.plan_year,
    row.exam_class_name,
    row.school_low_score,
    row.school_low_ranking,
    row.line_origin,
  ]);

describe('school lines of a province', () => {
  it('takes the lowest group line, the larger rank of equal scores, and skips lines without a score', () => {
    const group = [
      buildLine({ unit: 'A', minScore: 690, minRank: 60 }),
      buildLine({ unit: 'B', minScore: 672, minRank: 558 }),
      buildLine({ unit: 'C', minScore: 672, minRank: 564 }),
      buildLine({ unit: 'D', minScore: null, minRank: null }),
    ];
    const lines = schoolLinesOf({ school: [], group, major: [] });
    expect(view(lines)).toEqual([[2024, '物理类', 672, 564, 'group']]);
    expect(lines[0]?.line_unit).toBe('C');
  });

  it('keeps published lines, fills other years from groups then majors, newest year first', () => {
    const lines = schoolLinesOf({
      school: [buildLine({ year: 2023, minScore: 675, minRank: 300 })],
      group: [buildLine({ year: 2023, minScore: 600 }), buildLine({ year: 2024, minScore: 681, minRank: 250 })],
      major: [
        buildLine({ year: 2024, minScore: 500 }),
        buildLine({ year: 2021, trackCode: 11, trackName: '历史类', minScore: 662, minRank: 27, unit: '法学' }),
      ],
    });
    expect(view(lines)).toEqual([
      [2024, '物理类', 681, 250, 'group'],
      [2023, '物理类', 675, 300, 'school'],
      [2021, '历史类', 662, 27, 'major'],
    ]);
  });
});

describe('where a university has data', () => {
  const count = (provinceCode: string, year: number, total: number, schoolLines = 0) => ({
    provinceCode,
    year,
    total,
    schoolLines,
  });

  it('puts provinces with published school lines first, equals by code, the others by their line count', () => {
    const scope = dataScopeOf(
      [
        count('440000', 2024, 30),
        count('410000', 2025, 2, 2),
        count('410000', 2024, 40),
        count('320000', 2025, 2, 2),
        count('130000', 2023, 12),
        count('130000', 2025, 12),
      ],
      [],
    );
    expect(scope.scoreProvinces).toEqual([
      { provinceCode: '320000', years: [2025] },
      { provinceCode: '410000', years: [2025, 2024] },
      { provinceCode: '440000', years: [2024] },
      { provinceCode: '130000', years: [2025, 2023] },
    ]);
  });

  it('orders plan provinces by their newest plan year, then by its rows', () => {
    const scope = dataScopeOf(
      [],
      [count('320000', 2024, 24), count('350000', 2026, 61), count('340000', 2026, 44), count('350000', 2025, 70)],
    );
    expect(scope.planProvinces).toEqual([
      { provinceCode: '350000', latestYear: 2026, rows: 61 },
      { provinceCode: '340000', latestYear: 2026, rows: 44 },
      { provinceCode: '320000', latestYear: 2024, rows: 24 },
    ]);
  });
});
