import type { UniversityListBody } from '@zhihang/contract/universities/university.schema';
import { ANY_OPTION, filterValuesOf } from '../../modules/knowledge/rules/filterGroup.ts';

/** The chosen options of the university drawer's four groups (each 不限 or some options). */
export type UniversityFilters = {
  levels: string[];
  types: string[];
  natures: string[];
  provinces: string[];
};

export const NO_UNIVERSITY_FILTERS: UniversityFilters = {
  levels: [ANY_OPTION],
  types: [ANY_OPTION],
  natures: [ANY_OPTION],
  provinces: [ANY_OPTION],
};

type Level = NonNullable<UniversityListBody['levels']>[number];
type Nature = Extract<NonNullable<UniversityListBody['nature']>, string[]>[number];

/** The list body for a name and the chosen groups; a group left at 不限 sends nothing. */
export function universityListFilter(name: string, filters: UniversityFilters): Partial<UniversityListBody> {
  const body: Partial<UniversityListBody> = {};
  const trimmed = name.trim();
  if (trimmed) body.collegeName = trimmed;
  const levels = filterValuesOf(filters.levels) as Level[];
  if (levels.length) body.levels = levels;
  const types = filterValuesOf(filters.types);
  if (types.length) body.collegeType = types;
  const natures = filterValuesOf(filters.natures) as Nature[];
  if (natures.length) body.nature = natures;
  const provinces = filterValuesOf(filters.provinces);
  if (provinces.length) body.provinceCode = provinces;
  return body;
}
