import { SPECIAL_ADMISSION_WORDS } from '@zhihang/contract/admissions/admission-codes';
import { sql } from 'kysely';
import { unitKey } from '../../admission-engine/unit-history.ts';
import { majorIdentity } from '../../admissions/unit-matching.ts';
import { provinceNameOf } from '../../system/area-names.ts';
import type { KindContext } from '../import-kind.ts';
import {
  disagreementMessage,
  SCORE_DISAGREEMENT_POINTS,
  sourceDisagreement,
  type SourceDisagreement,
  type SourceLine,
} from './source-agreement.ts';

type OutcomeTable = 'university_admissions' | 'group_admissions' | 'major_admissions';

/** Units listed one by one per file; the rest are counted per province and year. */
export const SOURCE_FINDINGS_PER_FILE = 200;
const KIND = 'source-disagreement';
const provinceLabel = (code: string) => provinceNameOf(code) ?? code;

type StoredLine = {
  file_id: number;
  province_code: string;
  year: number;
  track_code: number;
  track_name: string;
  batch_code: number;
  batch_name: string;
  university_id: number | null;
  school_name: string;
  admission_type: string;
  group_code: string;
  group_name: string;
  major_name: string;
  min_score: number | null;
  min_rank: number | null;
  min_rank_derived: number;
  data_source_id: number;
  source_id: string | null;
  source_quality: string | null;
};

/** The engine's row shape, as far as its unit key reads it. */
const outcomeOf = (row: StoredLine): Parameters<typeof unitKey>[1] => ({
  provinceCode: row.province_code,
  year: Number(row.year),
  trackCode: Number(row.track_code),
  batchCode: Number(row.batch_code),
  batchName: row.batch_name,
  universityId: row.university_id === null ? null : Number(row.university_id),
  schoolCode: '',
  schoolName: row.school_name,
  admissionType: row.admission_type,
  groupCode: row.group_code,
  groupName: row.group_name,
  majorName: row.major_name,
  minScore: null,
  minRank: null,
  minRankDerived: false,
});

/**
 * The unit of a row within its year: the engine's identity (province, track, batch, school,
 * admission-type class; the group's number; for a major, its group's number and its name) and the
 * batch as published, so 本科一批 and 本科二批 stay apart; a 征集志愿 round, 专项, 预科, 民族班, 定向 or
 * 部队 named in the batch, type or group (湖南 prints its rounds in the group's code) is a unit apart.
 */
function unitOf(table: OutcomeTable, row: StoredLine): string {
  const outcome = outcomeOf(row);
  const unit =
    table === 'university_admissions'
      ? unitKey('university', outcome)
      : table === 'group_admissions'
        ? unitKey('group', outcome)
        : `${unitKey('group', outcome)}|${majorIdentity(row.major_name)}`;
  const round = SPECIAL_ADMISSION_WORDS.filter((word) =>
    [row.batch_name, row.admission_type, row.group_code, row.group_name].some((text) => text.includes(word)),
  ).join('');
  return `${table}|${row.year}|${row.batch_name.replace(/\s+/g, '')}|${round}|${unit}`;
}

const SCHOOL_CHUNK = 500;

/**
 * The lines of the schools the file prints in a province, year and track where another data source
 * prints the same school too (counted in the database first: most schools have one source).
 */
async function storedLines(context: KindContext, table: OutcomeTable): Promise<StoredLine[]> {
  const { db } = context.runner;
  const scopes = await db
    .selectFrom(table)
    .select(['province_code', 'year'])
    .distinct()
    .where('file_id', '=', context.fileId)
    .where('check_excluded', '=', 0)
    .where('data_source_id', 'is not', null)
    .execute();
  if (scopes.length === 0) return [];
  const provinces = [...new Set(scopes.map((scope) => scope.province_code))];
  const years = [...new Set(scopes.map((scope) => scope.year))];
  const school = sql<string>`case when university_id is null then 'n' || school_name else 'u' || cast(university_id as varchar(20)) end`;
  const shared = await db
    .selectFrom(table)
    .select([
      school.as('school'),
      (eb) => eb.fn.max('university_id').as('university_id'),
      (eb) => eb.fn.max('school_name').as('school_name'),
    ])
    .where('province_code', 'in', provinces)
    .where('year', 'in', years)
    .where('check_excluded', '=', 0)
    .where('data_source_id', 'is not', null)
    .groupBy(['province_code', 'year', 'track_code', school])
    .having((eb) => eb.fn.count(eb.ref('data_source_id')).distinct(), '>=', 2)
    .having(sql<number>`max(case when file_id = ${context.fileId} then 1 else 0 end)`, '=', 1)
    .execute();
  const ids = [...new Set(shared.filter((row) => row.university_id !== null).map((row) => Number(row.university_id)))];
  const names = [...new Set(shared.filter((row) => row.university_id === null).map((row) => String(row.school_name)))];
  const wanted = new Set(scopes.map((scope) => `${scope.province_code}|${scope.year}`));
  const lines: StoredLine[] = [];
  const load = async (filter: 'university_id' | 'school_name', values: ReadonlyArray<number | string>) => {
    for (let start = 0; start < values.length; start += SCHOOL_CHUNK) {
      const chunk = values.slice(start, start + SCHOOL_CHUNK);
      const { rows } = await sql<StoredLine>`
        select line.file_id, line.province_code, line.year, line.track_code, line.track_name, line.batch_code,
          line.batch_name, line.university_id, line.school_name, line.admission_type,
          ${table === 'university_admissions' ? sql`''` : sql.ref('line.group_code')} as group_code,
          ${table === 'group_admissions' ? sql.ref('line.group_name') : sql`''`} as group_name,
          ${table === 'major_admissions' ? sql.ref('line.major_name') : sql`''`} as major_name,
          line.min_score, line.min_rank, line.min_rank_derived, line.data_source_id,
          source.source_id, source.source_quality
        from ${sql.table(table)} line join data_sources source on source.id = line.data_source_id
        where line.province_code in (${sql.join(provinces)}) and line.year in (${sql.join(years)})
          and ${sql.ref(`line.${filter}`)} in (${sql.join(chunk)})
          ${filter === 'school_name' ? sql`and line.university_id is null` : sql``}
          and line.check_excluded = 0 and (line.min_rank is not null or line.min_score is not null)`.execute(db);
      for (const row of rows) {
        if (wanted.has(`${row.province_code}|${row.year}`)) lines.push(row);
      }
    }
  };
  await load('university_id', ids);
  await load('school_name', names);
  return lines;
}

const lineOf = (row: StoredLine): SourceLine => ({
  sourceKey: Number(row.data_source_id),
  sourceId: row.source_id ?? '',
  sourceQuality: row.source_quality ?? '',
  minRank: row.min_rank === null ? null : Number(row.min_rank),
  minRankDerived: Number(row.min_rank_derived) === 1,
  minScore: row.min_score === null ? null : Number(row.min_score),
});

/** Units another file's findings already name: the disagreement is recorded once, by the file imported second. */
async function unitsFoundElsewhere(context: KindContext, provinces: readonly string[]): Promise<Set<string>> {
  const found = await context.runner.db
    .selectFrom('data_findings')
    .select('evidence')
    .where('kind', '=', KIND)
    .where('file_id', '<>', context.fileId)
    .where('province_code', 'in', provinces)
    .execute();
  const units = new Set<string>();
  for (const { evidence } of found) {
    const unit = (JSON.parse(evidence) as { unit?: unknown }).unit;
    if (typeof unit === 'string') units.add(unit);
  }
  return units;
}

const figuresOf = (line: SourceLine) => ({
  sourceId: line.sourceId,
  sourceQuality: line.sourceQuality,
  minRank: line.minRank,
  minRankDerived: line.minRankDerived,
  minScore: line.minScore,
});

/**
 * Every unit and year of the file's admission lines that two data sources print apart: ranks more
 * than 5 % apart, or scores more than three points where one of them prints no rank. Flagged, not
 * excluded: both rows stay served and the engine takes the better source's line. The largest
 * `SOURCE_FINDINGS_PER_FILE` are listed; the rest are counted per province and year.
 */
export async function checkSourceAgreement(context: KindContext, tables: readonly OutcomeTable[]): Promise<void> {
  type Found = { unit: string; row: StoredLine; table: OutcomeTable; disagreement: SourceDisagreement };
  const found: Found[] = [];
  for (const table of tables) {
    const rows = await storedLines(context, table);
    // A school's rows of a year and track from one source only cannot disagree: only the others
    // are keyed as units (the keys cost more than reading the rows).
    const schoolOf = (row: StoredLine) => `${row.year}|${row.track_code}|${row.university_id ?? row.school_name}`;
    const sources = new Map<string, Set<number>>();
    const ownSchools = new Set<string>();
    for (const row of rows) {
      const school = schoolOf(row);
      sources.set(school, (sources.get(school) ?? new Set<number>()).add(Number(row.data_source_id)));
      if (Number(row.file_id) === context.fileId) ownSchools.add(school);
    }
    const units = new Map<string, StoredLine[]>();
    const own = new Set<string>();
    for (const row of rows) {
      const school = schoolOf(row);
      if (!ownSchools.has(school) || sources.get(school)!.size < 2) continue;
      const unit = unitOf(table, row);
      units.set(unit, [...(units.get(unit) ?? []), row]);
      if (Number(row.file_id) === context.fileId) own.add(unit);
    }
    for (const unit of own) {
      const rows = units.get(unit)!;
      const disagreement = sourceDisagreement(rows.map(lineOf));
      if (!disagreement) continue;
      const row = rows.find((each) => Number(each.file_id) === context.fileId)!;
      found.push({ unit, row, table, disagreement });
    }
  }
  if (found.length === 0) return;
  const elsewhere = await unitsFoundElsewhere(context, [...new Set(found.map(({ row }) => row.province_code))]);
  const listed = found
    .filter(({ unit }) => !elsewhere.has(unit))
    .sort(
      (left, right) =>
        Number(left.disagreement.measure === 'score') - Number(right.disagreement.measure === 'score') ||
        right.disagreement.difference - left.disagreement.difference,
    );
  for (const { unit, row, table, disagreement } of listed.slice(0, SOURCE_FINDINGS_PER_FILE)) {
    const name = [
      row.school_name,
      row.admission_type,
      row.group_code ? `专业组 ${row.group_code}` : '',
      row.major_name,
    ].filter(Boolean);
    context.finding({
      kind: KIND,
      provinceCode: row.province_code,
      year: row.year,
      trackName: row.track_name,
      rowNumber: null,
      subject: `${provinceLabel(row.province_code)} ${row.year} 年${row.track_name} ${row.batch_name} ${name.join(' ')}`,
      message: disagreementMessage(disagreement),
      action: 'flagged',
      evidence: {
        unit,
        table,
        measure: disagreement.measure,
        difference: Number(disagreement.difference.toFixed(4)),
        used: figuresOf(disagreement.used),
        other: figuresOf(disagreement.other),
      },
    });
  }
  const rest = new Map<string, Found[]>();
  for (const each of listed.slice(SOURCE_FINDINGS_PER_FILE)) {
    const key = `${each.row.province_code}|${each.row.year}`;
    rest.set(key, [...(rest.get(key) ?? []), each]);
  }
  for (const group of rest.values()) {
    const { row } = group[0]!;
    context.finding({
      kind: KIND,
      provinceCode: row.province_code,
      year: row.year,
      trackName: '',
      rowNumber: null,
      subject: `${provinceLabel(row.province_code)} ${row.year} 年另有 ${group.length} 个单位`,
      message:
        `另有 ${group.length} 个单位的录取线两个来源相差超过 5 %（缺位次时最低分相差超过 ${SCORE_DISAGREEMENT_POINTS} 分），` +
        `相差较小，未逐一列出；引擎按来源取线：省教育考试院 > 学校官网 > 第三方整理。`,
      action: 'flagged',
      evidence: { units: group.length, listedPerFile: SOURCE_FINDINGS_PER_FILE },
    });
  }
}
