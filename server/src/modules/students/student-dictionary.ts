import type { DictionaryEntry } from '@zhihang/contract/system/dictionary.schema';

export type DictionaryOption = { code: string; name: string };

/** The dictionary entries the student archive uses: options per parent code, names both ways. */
export type StudentDictionary = {
  options: (parent: string) => DictionaryOption[];
  hasCode: (parent: string, code: string) => boolean;
  /** The option's name, or '' when the code is not an option of the parent. */
  nameOf: (parent: string, code: string) => string;
  /** The code of an option by its exact name. */
  codeOf: (parent: string, name: string) => string | undefined;
};

export function createStudentDictionary(listMap: Readonly<Record<string, DictionaryEntry[]>>): StudentDictionary {
  const byParent = new Map<
    string,
    { options: DictionaryOption[]; names: Map<string, string>; codes: Map<string, string> }
  >();
  const groupOf = (parent: string) => {
    let group = byParent.get(parent);
    if (!group) {
      const options = (listMap[parent] ?? []).map((entry) => ({ code: entry.dataCode, name: entry.dataName }));
      group = {
        options,
        names: new Map(options.map((option) => [option.code, option.name])),
        codes: new Map(options.map((option) => [option.name, option.code])),
      };
      byParent.set(parent, group);
    }
    return group;
  };
  return {
    options: (parent) => groupOf(parent).options,
    hasCode: (parent, code) => groupOf(parent).names.has(code),
    nameOf: (parent, code) => groupOf(parent).names.get(code) ?? '',
    codeOf: (parent, name) => groupOf(parent).codes.get(name),
  };
}
