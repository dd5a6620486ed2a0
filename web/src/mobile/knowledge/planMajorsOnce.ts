import type { EnrollmentPlanRow } from '@zhihang/contract/enrollment/enrollment.schema';
import { planRowName } from '@zhihang/contract/enrollment/plan-row-text';

/** A major as 专业设置 lists it: once per track, with the batches that enrol it and their places. */
export type PlanMajorLine = {
  key: string;
  name: string;
  trackName: string;
  /** Places over its batches; null when no batch gives a number. */
  planCount: number | null;
  /** Each batch that enrols it (国家专项本科, 高校专项本科, …) with its places. */
  batches: Array<{ batchName: string; planCount: number | null }>;
};

/** A group code as its number: a book that prints `003` in one file and `3` in another names one group. */
const groupNumber = (code: string) => code.trim().replace(/^0+(?=\d)/, '');

const addPlaces = (sum: number | null, places: number | null) => (places === null ? sum : (sum ?? 0) + places);

/**
 * A university's plan rows of one province and year as the phone lists its majors: the same row
 * printed twice (one group code written `003` and `3`) counts once, and a major enrolled in several
 * batches of a track (国家专项 and 高校专项, or two groups) is one line naming them, in the order
 * the rows came. Pure.
 */
export function planMajorsOnce(rows: readonly EnrollmentPlanRow[]): PlanMajorLine[] {
  const seen = new Set<string>();
  const lines = new Map<string, PlanMajorLine>();
  for (const row of rows) {
    const { name } = planRowName(row);
    const copy = [row.trackName, row.batchName, groupNumber(row.groupCode), row.majorExamCode, row.major].join('|');
    if (seen.has(copy)) continue;
    seen.add(copy);
    const key = `${row.trackName}|${name}`;
    const line = lines.get(key) ?? { key, name, trackName: row.trackName, planCount: null, batches: [] };
    line.planCount = addPlaces(line.planCount, row.majorPlanNum);
    const batch = line.batches.find((entry) => entry.batchName === row.batchName);
    if (batch) batch.planCount = addPlaces(batch.planCount, row.majorPlanNum);
    else line.batches.push({ batchName: row.batchName, planCount: row.majorPlanNum });
    lines.set(key, line);
  }
  return [...lines.values()];
}

/**
 * The province 专业设置 opens on: the one chosen, else the student's own (their archive's 高考
 * province) when the university has a plan there, else the first the scope lists (newest plan, most rows).
 */
export function openingProvince<Province extends { provinceCode: string }>(
  provinces: readonly Province[],
  chosen: string | null,
  home: string | null,
): Province | undefined {
  const find = (code: string | null) => (code ? provinces.find((item) => item.provinceCode === code) : undefined);
  return find(chosen) ?? find(home) ?? provinces[0];
}
