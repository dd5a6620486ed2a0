import { EDUCATION_LEVEL } from '@zhihang/contract/constants';

/** The parent path of a major's title: grandparent and parent for a level-3 major, else parent and name. */
export function majorParentPath(major: { dataLevel: number; gpName: string; pName: string; name: string }): string[] {
  const parts = major.dataLevel === 3 ? [major.gpName, major.pName] : [major.pName, major.name];
  return parts.map((part) => part.trim()).filter(Boolean);
}

/** 本科 for education level '1', 专科 otherwise. */
export function educationLevelName(level: string | number | null | undefined): '本科' | '专科' {
  return String(level ?? '') === EDUCATION_LEVEL.bachelor ? '本科' : '专科';
}

/** Whether a JSON-string field has something: not blank, not an empty list or object. */
export function hasJsonData(text: string | null | undefined): boolean {
  const trimmed = (text ?? '').trim();
  if (!trimmed) return false;
  try {
    const value = JSON.parse(trimmed) as unknown;
    if (Array.isArray(value)) return value.length > 0;
    if (value && typeof value === 'object') return Object.keys(value).length > 0;
    return value !== null && value !== '';
  } catch {
    return false;
  }
}

/** The employment tab shows only when employment, jobIndustry, jobCity or jobPost has data. */
export function hasMajorEmployment(major: {
  employment: string;
  jobIndustry: string;
  jobCity: string;
  jobPost: string;
}): boolean {
  return [major.employment, major.jobIndustry, major.jobCity, major.jobPost].some(hasJsonData);
}
