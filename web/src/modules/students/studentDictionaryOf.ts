import type { Area } from '@zhihang/contract/system/area.schema';
import type { DictionaryEntry } from '@zhihang/contract/system/dictionary.schema';

export type SelectOption<T = string> = { value: T; label: string };

export type StudentDictionaryView = {
  /** Options of a dictionary entry's children, e.g. `options('01')` for 民族. */
  options: (parent: string) => Array<SelectOption>;
  /** The name of a code under a parent, or the code itself when unknown. */
  nameOf: (parent: string, code: string) => string;
  provinces: Array<SelectOption>;
  provinceName: (code: string) => string;
};

/** Select options and names from the dictionary bundle and the area tree the session loaded. */
export function studentDictionaryOf(
  listMap: Readonly<Record<string, DictionaryEntry[]>>,
  areas: readonly Area[],
): StudentDictionaryView {
  const names = new Map<string, string>();
  for (const [parent, entries] of Object.entries(listMap)) {
    for (const entry of entries) names.set(`${parent}:${entry.dataCode}`, entry.dataName);
  }
  const provinceNames = new Map(areas.map((area) => [area.code, area.name]));
  return {
    options: (parent) => (listMap[parent] ?? []).map((entry) => ({ value: entry.dataCode, label: entry.dataName })),
    nameOf: (parent, code) => names.get(`${parent}:${code}`) ?? code,
    provinces: areas.map((area) => ({ value: area.code, label: area.name })),
    provinceName: (code) => provinceNames.get(code) ?? code,
  };
}
