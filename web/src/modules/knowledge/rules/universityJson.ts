/** Readers of the JSON-valued university fields; bad or empty JSON reads as no data. */

function parseJson(text: string | null | undefined): unknown {
  if (!text || !text.trim()) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function textOf(value: unknown): string {
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
}

function numberOf(value: unknown): number {
  const number = typeof value === 'number' ? value : Number(textOf(value).replace(/%$/, ''));
  return Number.isFinite(number) ? number : 0;
}

function specialNameOf(item: unknown): string {
  return isRecord(item) ? textOf(item.special_name ?? item.name) : textOf(item);
}

/** `nation_feature`: the names of the nation-feature majors. */
export function nationFeatureNames(text: string | null | undefined): string[] {
  const value = parseJson(text);
  return Array.isArray(value) ? value.map(specialNameOf).filter(Boolean) : [];
}

export type MajorGroup = { name: string; majors: string[] };

/** `special`: the majors offered, grouped by category (groups without majors are dropped). */
export function specialGroups(text: string | null | undefined): MajorGroup[] {
  const value = parseJson(text);
  if (!Array.isArray(value)) return [];
  return value.flatMap((group): MajorGroup[] => {
    if (!isRecord(group)) return [];
    const list = Array.isArray(group.special) ? group.special : [];
    const majors = list.map(specialNameOf).filter(Boolean);
    return majors.length ? [{ name: textOf(group.name), majors }] : [];
  });
}

export type NamedRate = { name: string; rate: number };

/** `graduate_province` (or a major's jobCity): `{ province_name | area, rate }` items. */
export function regionRates(text: string | null | undefined): NamedRate[] {
  const value = parseJson(text);
  if (!Array.isArray(value)) return [];
  return value.flatMap((item): NamedRate[] => {
    if (!isRecord(item)) return [];
    const name = textOf(item.province_name ?? item.area ?? item.name);
    return name ? [{ name, rate: numberOf(item.rate) }] : [];
  });
}

/** `{ name, rate }` items such as a major's jobPost and jobIndustry. */
export function namedRates(text: string | null | undefined): NamedRate[] {
  return regionRates(text);
}

export type NamedCount = { name: string; value: number };

/** A JSON map of name → number (`graduate_attr`, `graduated_company`), largest first. */
export function namedCounts(text: string | null | undefined): NamedCount[] {
  const value = parseJson(text);
  if (!isRecord(value)) return [];
  return Object.entries(value)
    .map(([name, count]) => ({ name: name.trim(), value: numberOf(count) }))
    .filter((item) => item.name)
    .sort((a, b) => b.value - a.value);
}

/** A major's `employment`: employment, domestic further study and going-abroad rates, or null. */
export function employmentRates(
  text: string | null | undefined,
): { employment: number; further: number; abroad: number } | null {
  const value = parseJson(text);
  if (!Array.isArray(value) || !value.length) return null;
  const [employment, further, abroad] = value.map(numberOf);
  return { employment: employment ?? 0, further: further ?? 0, abroad: abroad ?? 0 };
}
