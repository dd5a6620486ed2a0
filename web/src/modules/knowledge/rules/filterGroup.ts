/** The option that stands for "no restriction" in a multi-select filter group. */
export const ANY_OPTION = '不限';

/**
 * The selection of a multi-select filter group after tapping `option`:
 * 不限 clears the others, any other option clears 不限, and an emptied group reverts to 不限.
 */
export function toggleFilterOption(selected: readonly string[], option: string, any: string = ANY_OPTION): string[] {
  if (option === any) return [any];
  const rest = selected.filter((value) => value !== any);
  const next = rest.includes(option) ? rest.filter((value) => value !== option) : [...rest, option];
  return next.length ? next : [any];
}

/** The group's values to send to the server: nothing when 不限 is chosen. */
export function filterValuesOf(selected: readonly string[], any: string = ANY_OPTION): string[] {
  return selected.filter((value) => value !== any);
}
