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
  return numberOrNull(value) ?? 0;
}

/** A number or numeric text (optional trailing %); null for anything else, so a missing value never reads as 0. */
function numberOrNull(value: unknown): number | null {
  const text = textOf(value).replace(/%$/, '');
  if (typeof value !== 'number' && text === '') return null;
  const number = typeof value === 'number' ? value : Number(text);
  return Number.isFinite(number) ? number : null;
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

/** A named rate as stored: null when it is not a number (pages draw it through the share rule). */
export type NamedRate = { name: string; rate: number | null };

/** `graduate_province` (or a major's jobCity): `{ province_name | area, rate }` items. */
export function regionRates(text: string | null | undefined): NamedRate[] {
  const value = parseJson(text);
  if (!Array.isArray(value)) return [];
  return value.flatMap((item): NamedRate[] => {
    if (!isRecord(item)) return [];
    const name = textOf(item.province_name ?? item.area ?? item.name);
    return name ? [{ name, rate: numberOrNull(item.rate) }] : [];
  });
}

/** A JSON map of name → share in percent (`graduate_attr`), in the map's order. */
export function namedShares(text: string | null | undefined): NamedRate[] {
  const value = parseJson(text);
  if (!isRecord(value)) return [];
  return Object.entries(value)
    .map(([name, rate]) => ({ name: name.trim(), rate: numberOrNull(rate) }))
    .filter((item) => item.name);
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

/** A major's `employment`: employment, domestic further study and going-abroad rates (null when not a number), or null. */
export function employmentRates(
  text: string | null | undefined,
): { employment: number | null; further: number | null; abroad: number | null } | null {
  const value = parseJson(text);
  if (!Array.isArray(value) || !value.length) return null;
  const [employment = null, further = null, abroad = null] = value.map(numberOrNull);
  return { employment, further, abroad };
}
