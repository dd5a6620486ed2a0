import type { ConfigEntry } from '@zhihang/contract/system/config.schema';

/** System parameters as paramKey → paramValue (the pages read currentYear, dataYear, …). */
export function configMapOf(entries: readonly ConfigEntry[]): Record<string, string> {
  return Object.fromEntries(entries.map((entry) => [entry.paramKey, entry.paramValue]));
}
