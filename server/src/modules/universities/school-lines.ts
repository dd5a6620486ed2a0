import type {
  SchoolLineOrigin,
  SchoolLineRow,
  UniversityDataScope,
} from '@zhihang/contract/universities/university.schema';
import type { LineCount, LineRow, YearCount } from '../admissions/admissions.service.ts';

export type { LineCount, LineRow };

const keyOf = (row: LineRow) => `${row.year}|${row.trackCode}|${row.batchCode}`;

/** The lowest line of some rows: the lowest score, and of equal scores the largest rank. */
function lowestOf(rows: readonly LineRow[]): LineRow | undefined {
  let lowest: LineRow | undefined;
  for (const row of rows) {
    if (row.minScore === null) continue;
    const lower =
      !lowest ||
      row.minScore < (lowest.minScore as number) ||
      (row.minScore === lowest.minScore && (row.minRank ?? 0) > (lowest.minRank ?? 0));
    if (lower) lowest = row;
  }
  return lowest;
}

function viewOf(row: LineRow, origin: SchoolLineOrigin): SchoolLineRow {
  return {
    plan_year: row.year,
    province_code: row.provinceCode,
    college_exam_code: row.schoolCode,
    exam_class_name: row.trackName,
    exam_batch_name: row.batchName,
    college_exam_code_type: row.admissionType,
    college_name: row.schoolName,
    school_low_score: row.minScore,
    school_low_ranking: row.minRank,
    dataSource: row.sourceQuality,
    line_origin: origin,
    line_unit: origin === 'school' ? '' : row.unit,
    source_id: row.sourceId,
    source_url: row.sourceUrl,
  };
}

/**
 * A university's school lines of one province: the published ones, and for every year × track ×
 * batch without one, the lowest of that year's 专业组 lines (else of its major lines), since a
 * student who entered at all entered at or above it. Newest year first.
 */
export function schoolLinesOf(lines: Record<'school' | 'group' | 'major', readonly LineRow[]>): SchoolLineRow[] {
  const published = new Set(lines.school.map(keyOf));
  const result = lines.school.map((row) => ({ row, view: viewOf(row, 'school') }));
  for (const origin of ['group', 'major'] as const) {
    const byKey = new Map<string, LineRow[]>();
    for (const row of lines[origin]) {
      if (published.has(keyOf(row))) continue;
      byKey.set(keyOf(row), [...(byKey.get(keyOf(row)) ?? []), row]);
    }
    for (const [key, rows] of byKey) {
      const lowest = lowestOf(rows);
      if (!lowest) continue;
      published.add(key);
      result.push({ row: lowest, view: viewOf(lowest, origin) });
    }
  }
  return result
    .sort(
      (left, right) =>
        right.row.year - left.row.year ||
        left.row.trackCode - right.row.trackCode ||
        left.row.batchCode - right.row.batchCode,
    )
    .map((entry) => entry.view);
}

/**
 * Where a university's data is: provinces with lines (most published school lines first, by code
 * when equal; provinces without any by their count of lines; each with its years newest first) and provinces with plans (newest plan
 * year first, then most rows in it).
 */
export function dataScopeOf(lineCounts: readonly LineCount[], planCounts: readonly YearCount[]): UniversityDataScope {
  const lineProvinces = new Map<string, { schoolLines: number; total: number; years: Set<number> }>();
  for (const count of lineCounts) {
    const entry = lineProvinces.get(count.provinceCode) ?? { schoolLines: 0, total: 0, years: new Set<number>() };
    entry.schoolLines += count.schoolLines;
    entry.total += count.total;
    entry.years.add(count.year);
    lineProvinces.set(count.provinceCode, entry);
  }
  const planProvinces = new Map<string, { latestYear: number; rows: number }>();
  for (const count of planCounts) {
    const entry = planProvinces.get(count.provinceCode);
    if (!entry || count.year > entry.latestYear) {
      planProvinces.set(count.provinceCode, { latestYear: count.year, rows: count.total });
    }
  }
  const byCode = (left: string, right: string) => (left < right ? -1 : left > right ? 1 : 0);
  return {
    scoreProvinces: [...lineProvinces]
      .sort(
        ([leftCode, left], [rightCode, right]) =>
          right.schoolLines - left.schoolLines ||
          // Equal published lines go by code; only provinces without any go by their 专业组 and major lines.
          (left.schoolLines > 0 ? 0 : right.total - left.total) ||
          byCode(leftCode, rightCode),
      )
      .map(([provinceCode, entry]) => ({
        provinceCode,
        years: [...entry.years].sort((left, right) => right - left),
      })),
    planProvinces: [...planProvinces]
      .sort(
        ([leftCode, left], [rightCode, right]) =>
          right.latestYear - left.latestYear || right.rows - left.rows || byCode(leftCode, rightCode),
      )
      .map(([provinceCode, entry]) => ({ provinceCode, ...entry })),
  };
}
