import path from 'node:path';
import { provinceCodeInPath } from '../system/area-names.ts';

/**
 * One logical column of an import kind. `aliases` are the header spellings accepted (English and
 * Chinese), compared after normalisation; the first is the documented name.
 */
export type FieldSpec = {
  key: string;
  aliases: readonly string[];
  required?: boolean;
  /** A required field the file name may supply when the column is absent (guangdong_…_2025.csv). */
  fromPath?: 'province' | 'year' | 'batch';
};

/** Case, spaces, underscores, hyphens and full-width brackets do not matter in headers. */
export function normalizeHeader(header: string): string {
  return header
    .replace(/^\uFEFF/, '')
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s_\-()（）]/g, '');
}

export type PathHints = { provinceCode?: string; year?: number; batchName?: string };

/** Province, year and batch a file name (or its folder) states, used only when a column is absent. */
export function pathHints(filePath: string): PathHints {
  const base = path.basename(filePath);
  const scope = `${path.basename(path.dirname(filePath))}/${base}`;
  const years = new Set((base.match(/(?<!\d)(?:19|20)\d{2}(?!\d)/g) ?? []).map(Number));
  const lower = base.toLowerCase();
  const batchName = /undergrad|本科/.test(lower)
    ? '本科批'
    : /vocational|junior-college|专科|高职/.test(lower)
      ? '专科批'
      : undefined;
  return {
    provinceCode: provinceCodeInPath(scope),
    year: years.size === 1 ? [...years][0] : undefined,
    batchName,
  };
}

export type ColumnMapping = {
  /** Field key → index of the header that supplies it. */
  indexOf: Map<string, number>;
  /** Field key → the header as written in the file, for error reports. */
  labelOf: Map<string, string>;
  /** Headers that match some field of the kind (used or not); the rest are ignored. */
  recognised: number;
  ignoredHeaders: string[];
  missing: FieldSpec[];
};

const normalizedAliases = new WeakMap<FieldSpec, string[]>();

/** A field's aliases normalised once (detection maps every file against every kind). */
function aliasesOf(field: FieldSpec): string[] {
  let aliases = normalizedAliases.get(field);
  if (!aliases) {
    aliases = field.aliases.map(normalizeHeader);
    normalizedAliases.set(field, aliases);
  }
  return aliases;
}

export function mapColumns(header: string[], fields: readonly FieldSpec[], hints: PathHints): ColumnMapping {
  const normalized = header.map(normalizeHeader);
  const claimed = new Set<number>();
  const indexOf = new Map<string, number>();
  const labelOf = new Map<string, string>();
  const allAliases = new Set<string>();
  for (const field of fields) {
    for (const alias of aliasesOf(field)) allAliases.add(alias);
  }
  for (const field of fields) {
    for (const alias of aliasesOf(field)) {
      const index = normalized.findIndex((name, position) => name === alias && !claimed.has(position));
      if (index !== -1) {
        claimed.add(index);
        indexOf.set(field.key, index);
        labelOf.set(field.key, header[index] as string);
        break;
      }
    }
  }
  const fromPathAvailable = (field: FieldSpec) =>
    (field.fromPath === 'province' && hints.provinceCode !== undefined) ||
    (field.fromPath === 'year' && hints.year !== undefined) ||
    (field.fromPath === 'batch' && hints.batchName !== undefined);
  const missing = fields.filter((field) => field.required && !indexOf.has(field.key) && !fromPathAvailable(field));
  const recognisedIndexes = normalized.flatMap((name, index) => (allAliases.has(name) ? [index] : []));
  return {
    indexOf,
    labelOf,
    recognised: recognisedIndexes.length,
    ignoredHeaders: header.filter((_, index) => !allAliases.has(normalized[index] as string) && header[index] !== ''),
    missing,
  };
}

/** How a field is described in a missing-column message: its documented name and Chinese name. */
export function describeField(field: FieldSpec): string {
  const chinese = field.aliases.find((alias) => /[\u4e00-\u9fff]/.test(alias));
  return chinese ? `${field.aliases[0]}（${chinese}）` : (field.aliases[0] ?? field.key);
}
