import type { CooperationFilter, EnrollmentMajorListBody } from '@zhihang/contract/enrollment/enrollment.schema';

/**
 * The 院校专业查询 filters as the search call takes them, and the rank window that centres a
 * search on the student. Pure.
 */

export type SearchFilterValues = {
  collegeProvinceCode: string[];
  collegeLevel: '' | '1' | '2';
  tags: Array<'985' | '211' | '双一流'>;
  majorClass: string;
  collegeName: string;
  majorName: string;
  /** Highest yearly tuition in 元; null for any. */
  maxTuition: number | null;
  cooperation: CooperationFilter;
  /** Fewest places this year; null (or 0) for any. */
  minPlanCount: number | null;
};

/** The optional fields of the search body that the filters set; unset filters send nothing. */
export function searchFilterFields(filters: SearchFilterValues): Partial<EnrollmentMajorListBody> {
  return {
    ...(filters.collegeProvinceCode.length ? { collegeProvinceCode: filters.collegeProvinceCode } : {}),
    ...(filters.collegeLevel ? { collegeLevel: filters.collegeLevel } : {}),
    ...(filters.tags.length ? { tags: filters.tags } : {}),
    ...(filters.majorClass ? { majorClass: filters.majorClass } : {}),
    ...(filters.collegeName ? { collegeName: filters.collegeName } : {}),
    ...(filters.majorName ? { majorName: filters.majorName } : {}),
    ...(filters.maxTuition !== null ? { maxTuition: Math.round(filters.maxTuition) } : {}),
    ...(filters.cooperation !== 'any' ? { cooperation: filters.cooperation } : {}),
    ...(filters.minPlanCount ? { minPlanCount: Math.round(filters.minPlanCount) } : {}),
  };
}

/**
 * Ranks worth looking at for a student: from units about 30 % above them (the furthest 冲 the
 * tier rule reaches) to units admitting down to twice their rank (comfortable 保).
 */
export function rankWindowOf(studentRank: number): { rankMin: number; rankMax: number } {
  return { rankMin: Math.max(1, Math.floor(studentRank / 1.3)), rankMax: Math.ceil(studentRank * 2) };
}
