/** Readers of the JSON-valued knowledge fields for the student pages; bad or empty JSON is no data. */

export type NamedRate = { name: string; rate: number };
export type NamedCount = { name: string; value: number };

function parse(text: string | null | undefined): unknown {
  if (!text?.trim()) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const textOf = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '');
const numberOf = (value: unknown) => {
  const number = Number(textOf(value).replace(/%$/, ''));
  return Number.isFinite(number) ? number : 0;
};

/** `[{ name | area | province_name, rate }]` (graduate regions, industries, regions, posts). */
export function ratesOf(text: string | null | undefined): NamedRate[] {
  const value = parse(text);
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    if (!isRecord(item)) return [];
    const name = textOf(item.name ?? item.area ?? item.province_name);
    return name ? [{ name, rate: numberOf(item.rate) }] : [];
  });
}

/** A map of name → number (employer types, main employers), largest first. */
export function countsOf(text: string | null | undefined): NamedCount[] {
  const value = parse(text);
  if (!isRecord(value)) return [];
  return Object.entries(value)
    .map(([name, count]) => ({ name: name.trim(), value: numberOf(count) }))
    .filter((item) => item.name)
    .sort((a, b) => b.value - a.value);
}

/** `[{ special_name }]` or names: nation-feature majors. */
export function namesOf(text: string | null | undefined): string[] {
  const value = parse(text);
  if (!Array.isArray(value)) return [];
  return value.map((item) => (isRecord(item) ? textOf(item.special_name ?? item.name) : textOf(item))).filter(Boolean);
}

/** `[{ name, special: [{ special_name }] }]`: offered majors by category; empty groups dropped. */
export function majorGroupsOf(text: string | null | undefined): Array<{ name: string; majors: string[] }> {
  const value = parse(text);
  if (!Array.isArray(value)) return [];
  return value.flatMap((group) => {
    if (!isRecord(group)) return [];
    const majors = namesOf(JSON.stringify(Array.isArray(group.special) ? group.special : []));
    return majors.length ? [{ name: textOf(group.name), majors }] : [];
  });
}

/** A major's `employment`: [employment, domestic further study, abroad] in %, or null. */
export function employmentOf(text: string | null | undefined): [number, number, number] | null {
  const value = parse(text);
  if (!Array.isArray(value) || value.length === 0) return null;
  const [employment, further, abroad] = value.map(numberOf);
  return [employment ?? 0, further ?? 0, abroad ?? 0];
}
