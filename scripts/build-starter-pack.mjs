// `npm run data:starter [-- <shared-data-dir> [<out-dir>]]`: rebuilds the open starter data pack
// (data/starter/) from ../shared/data. Only the files listed here go in (data/starter/README.md
// says why each is in or out); each is gzipped under its own relative path, so the first start
// imports it under its original name. Same input ⇒ byte-identical output: gzip with no name or
// time in its header, files written in list order.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Free-text prose of the curated profiles: written by their authors, not facts. */
const PROFILE_PROSE_FIELDS = ['emp', 'intro'];

/** How admission rows name their provenance (`data_sources`): the repository at its commit. */
const OPEN_DATA_QUALITY = 'open-data';
const GAOKAO_AGENT = 'insensible104/GaokaoAgent@c673b94';
const GAOKAO_ASSISTANT = 'ymstar/gaokao-assistant@5ce112a';
const GAOKAO_VOLUNTEER = 'immaotianyi/gaokao-volunteer-v2@df4bd5c';
const GAOKAO_ADVISOR = 'liuxusummer/gaokao-advisor@af2f7be';

/** The pack's files, as paths relative to the shared data folder. */
export const STARTER_FILES = [
  { path: 'universities/moe_regular_higher_schools_2025.csv' },
  { path: 'universities/school_profiles_chsi_2956.csv' },
  { path: 'universities/key_universities_188_profiles.json', dropFields: PROFILE_PROSE_FIELDS },
  { path: 'majors/undergraduate_major_catalog_2026.csv' },
  { path: 'jobs/occupation_classification_2022_flat.csv' },
  { path: 'admissions/guangdong/guangdong_undergrad_major_admissions_2021_2025.csv', source: GAOKAO_AGENT },
  { path: 'admissions/guangdong/guangdong_undergrad_group_admissions_2025.csv', source: GAOKAO_AGENT },
  { path: 'admissions/hebei/hebei_yifenyidang_2016_2026.csv', source: GAOKAO_ASSISTANT },
  { path: 'admissions/hebei/hebei_major_admission_lines_2023_2025_subset.csv', source: GAOKAO_ASSISTANT },
  { path: 'admissions/multi_province_plans_and_rank_tables/enrollment_plans_2024_2026.csv', source: GAOKAO_VOLUNTEER },
  { path: 'admissions/multi_province_plans_and_rank_tables/yifenyiduan_2024_2026.csv', source: GAOKAO_VOLUNTEER },
  { path: 'admissions/multi_province_plans_and_rank_tables/control_lines_2024_2026.csv', source: GAOKAO_VOLUNTEER },
  {
    path: 'admissions/multi_province_group_lines_and_rank_tables_2/group_filing_lines_2023_2025.csv',
    source: GAOKAO_ADVISOR,
  },
  { path: 'admissions/multi_province_group_lines_and_rank_tables_2/yifenyiduan_2023_2026.csv', source: GAOKAO_ADVISOR },
  {
    path: 'admissions/multi_province_group_lines_and_rank_tables_2/jiangsu_subject_requirements_2024.csv',
    source: GAOKAO_ADVISOR,
  },
];

/** A JSON array of records without the given fields, one record per line. */
function withoutFields(buffer, fields) {
  const records = JSON.parse(buffer.toString('utf8'));
  if (!Array.isArray(records)) throw new Error('expected a JSON array of records');
  const kept = records.map((record) =>
    Object.fromEntries(Object.entries(record).filter(([key]) => !fields.includes(key))),
  );
  return Buffer.from(`[\n${kept.map((record) => JSON.stringify(record)).join(',\n')}\n]\n`, 'utf8');
}

/**
 * A CSV with `source_id` and `source_quality` columns appended, so every row the importer writes
 * names the repository it came from. The snapshot's CSVs hold no line breaks inside fields (its
 * SOURCES.md); a line with an odd number of quotes is refused rather than split wrongly.
 */
function withSourceColumns(buffer, sourceId) {
  const lines = buffer.toString('utf8').split(/\r?\n/);
  if (lines.at(-1) === '') lines.pop();
  const header = lines[0] ?? '';
  if (/(^|,)source_(id|quality)(,|$)/.test(header)) throw new Error('the file already names its source');
  return Buffer.from(
    `${lines
      .map((line, index) => {
        if ((line.match(/"/g)?.length ?? 0) % 2 !== 0) throw new Error(`line ${index + 1} breaks inside quotes`);
        return index === 0 ? `${line},source_id,source_quality` : `${line},${sourceId},${OPEN_DATA_QUALITY}`;
      })
      .join('\r\n')}\r\n`,
    'utf8',
  );
}

/** Writes every pack file below outDir; answers [relative path, bytes] in list order. */
export function buildStarterPack(sourceDir, outDir) {
  const written = [];
  for (const file of STARTER_FILES) {
    const source = path.join(sourceDir, file.path);
    if (!fs.existsSync(source)) throw new Error(`missing source file: ${source}`);
    let content = fs.readFileSync(source);
    if (file.dropFields) content = withoutFields(content, file.dropFields);
    if (file.source) content = withSourceColumns(content, file.source);
    const target = path.join(outDir, `${file.path}.gz`);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    const compressed = zlib.gzipSync(content, { level: 9 });
    // The header's OS byte is the build platform's (3 on Unix, 19 on macOS): fixed to Unix, so a
    // rebuild anywhere writes the same bytes. It is outside the checksum.
    compressed[9] = 3;
    fs.writeFileSync(target, compressed);
    written.push([`${file.path}.gz`, compressed.length]);
  }
  return written;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const sourceDir = path.resolve(process.argv[2] ?? path.join(root, '../shared/data'));
  const outDir = path.resolve(process.argv[3] ?? path.join(root, 'data/starter'));
  const written = buildStarterPack(sourceDir, outDir);
  let total = 0;
  for (const [file, bytes] of written) {
    total += bytes;
    process.stdout.write(`${file}  ${(bytes / 1024).toFixed(0)} KB\n`);
  }
  process.stdout.write(`${written.length} files, ${(total / 1048576).toFixed(2)} MB in ${outDir}\n`);
}
