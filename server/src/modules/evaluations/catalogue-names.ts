import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { CsvTokenizer } from '../imports/csv-tokenizer.ts';

/**
 * The open starter pack in the repository: the catalogues ship with the code, imported or not.
 * Found upwards from this module, which runs from server/src or from the bundle in server/dist.
 */
function starterDir(): string | undefined {
  let directory = path.dirname(fileURLToPath(import.meta.url));
  while (!fs.existsSync(path.join(directory, 'data/starter'))) {
    const parent = path.dirname(directory);
    if (parent === directory) return undefined;
    directory = parent;
  }
  return path.join(directory, 'data/starter');
}

const MAJOR_CATALOGUE = 'majors/undergraduate_major_catalog_2026.csv.gz';
const OCCUPATION_CLASSIFICATION = 'jobs/occupation_classification_2022_flat.csv.gz';

export type CatalogueNames = {
  /** 门类 and 专业类 names of the 2026 本科 catalogue, by code (01, 0802). */
  majorClasses: ReadonlyMap<string, string>;
  /** 大类, 中类, 小类 and 职业 names of the 2022 occupation classification, by code (2-02-07). */
  occupationGroups: ReadonlyMap<string, string>;
};

/** The file's rows by column name; none when an installation left the pack out. */
function readCsv(file: string): Array<Record<string, string>> {
  const directory = starterDir();
  if (!directory || !fs.existsSync(path.join(directory, file))) return [];
  const tokenizer = new CsvTokenizer();
  const text = zlib.gunzipSync(fs.readFileSync(path.join(directory, file))).toString('utf8');
  const [header = [], ...records] = [...tokenizer.push(text), ...tokenizer.end()];
  return records.map((record) => Object.fromEntries(header.map((column, index) => [column, record[index] ?? ''])));
}

let names: CatalogueNames | undefined;

/**
 * Names for the codes a report's bridge uses, straight from the catalogue files, so a report
 * names every 专业类 and occupation group even when the knowledge base lacks the row (a
 * demo-only base, a partial import). Read once, on first use (a few hundred kilobytes).
 */
export function catalogueNames(): CatalogueNames {
  if (!names) {
    const majorClasses = new Map<string, string>();
    for (const row of readCsv(MAJOR_CATALOGUE)) {
      if (row.category_code && row.category) majorClasses.set(row.category_code, row.category);
      if (row.class_code && row.class_name) majorClasses.set(row.class_code, row.class_name);
    }
    const occupationGroups = new Map<string, string>();
    for (const row of readCsv(OCCUPATION_CLASSIFICATION)) {
      if (row.code && row.name) occupationGroups.set(row.code, row.name);
    }
    names = { majorClasses, occupationGroups };
  }
  return names;
}
