/** One 门类 of 开设专业 in the spec's `special` JSON: `{ name, special: [{ special_name }] }`. */
export type SpecialGroup = { name: string; special: Array<{ special_name: string }> };

/**
 * 开设专业 for a university that publishes none: the catalogue majors its plan rows and admission
 * lines name, grouped by 门类 in the order given, each name once.
 */
export function offeredMajorGroups(majors: ReadonlyArray<{ name: string; categoryName: string }>): SpecialGroup[] {
  const groups = new Map<string, Set<string>>();
  for (const major of majors) {
    const names = groups.get(major.categoryName) ?? new Set<string>();
    names.add(major.name);
    groups.set(major.categoryName, names);
  }
  return [...groups].map(([name, names]) => ({ name, special: [...names].map((major) => ({ special_name: major })) }));
}
