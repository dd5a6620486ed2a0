import type { CutoffObservation } from './cutoff-model.ts';
import type { OutcomeRow } from './admission-engine.repository.ts';
import type { ProvinceTables } from './province-tables.ts';
import { isCooperative, schoolOf } from '../admissions/unit-matching.ts';

/**
 * Which line stands for a unit in a year when several rows give one, and what a university's
 * line is where the province publishes none. Pure: the engine service loads the rows.
 */

/** How far a source is from the province's own publication: 0 the 考试院, 1 the school, 2 a compilation. */
export type SourceRank = 0 | 1 | 2;

/**
 * A row's source rank from its data source's quality tag: `official-school-…` is the school's own
 * publication, any other `official-…` the province's (a mirror of it included), the rest third-party.
 */
export function sourceRankOf(sourceQuality: string | undefined): SourceRank {
  const quality = (sourceQuality ?? '').trim();
  if (quality.startsWith('official-school')) return 1;
  if (quality.startsWith('official')) return 0;
  return 2;
}

/** Two lines of one unit and year further apart than this are a finding of the import. */
export const SOURCE_DISAGREEMENT = 0.05;

export type LineCandidate = { observation: CutoffObservation; sourceRank: SourceRank };

/**
 * The line of a unit and year among its sources' rows: the best source, a published rank before a
 * derived one, then the median of what is left (the lower middle of an even count) — never the
 * worse of two rows because it is worse.
 */
export function chooseLine(candidates: readonly LineCandidate[]): CutoffObservation {
  const best = Math.min(...candidates.map((candidate) => candidate.sourceRank));
  const ofBest = candidates.filter((candidate) => candidate.sourceRank === best);
  const published = ofBest.filter((candidate) => !candidate.observation.derived);
  const pool = (published.length ? published : ofBest).map((candidate) => candidate.observation);
  const sorted = [...pool].sort((left, right) => left.rank - right.rank);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

/** Whether a unit's rows of one year disagree by more than `SOURCE_DISAGREEMENT` (relative to the smaller rank). */
export function linesDisagree(candidates: readonly LineCandidate[]): boolean {
  if (candidates.length < 2) return false;
  const ranks = candidates.map((candidate) => candidate.observation.rank);
  const low = Math.min(...ranks);
  return low > 0 && (Math.max(...ranks) - low) / low > SOURCE_DISAGREEMENT;
}

/** Where a university's line of a year came from. */
export type UniversityLineOrigin = 'province' | 'school' | 'groups' | 'majors' | 'third-party';

/** Order of preference: the province's line, the school's own, the minimum over groups, over majors, a compilation. */
const ORIGIN_ORDER: readonly UniversityLineOrigin[] = ['province', 'school', 'groups', 'majors', 'third-party'];

export type UniversityLineRow = OutcomeRow & { lineOrigin: UniversityLineOrigin };

type Observe = (row: OutcomeRow) => CutoffObservation | undefined;

const normalise = (text: string) => text.replace(/\s+/g, '').replace(/（/g, '(').replace(/）/g, ')');

/**
 * The type a line carries into its university's scope: 中外合作 where the group's code or name, the
 * major's name or the school's name says it, else the row's own published type where it is a
 * special one, else the programme its school's name carries (`programmeOfName`).
 */
function lineType(
  row: OutcomeRow,
  typeClassOf: (admissionType: string) => string,
  programmeOfName: (schoolName: string) => string,
): string {
  const texts = [row.admissionType, row.groupCode, row.groupName ?? '', row.majorName ?? '', row.schoolName];
  if (isCooperative(...texts) && !/合作/.test(row.admissionType)) return '中外合作';
  if (typeClassOf(row.admissionType)) return row.admissionType;
  return programmeOfName(row.schoolName) || row.admissionType;
}

/**
 * Year-by-year university lines, one per province, year, track, batch as published, school and
 * admission type: the province's published line where one exists, else the school's own, else the
 * minimum over the school's groups of that batch (the largest rank), else over its majors, else a
 * third-party compilation's line. A derived line is marked (`minRankDerived` and `lineOrigin`).
 * `typeClassOf` is the engine's admission-type class: ordinary admission is never mixed with
 * 专项, 预科, 中外合作 or any other type.
 */
export function universityLineRows(
  rows: { university: readonly OutcomeRow[]; group: readonly OutcomeRow[]; major: readonly OutcomeRow[] },
  tables: ProvinceTables,
  typeClassOf: (admissionType: string) => string,
  programmeOfName: (schoolName: string) => string,
  observe: (row: OutcomeRow, tables: ProvinceTables) => CutoffObservation | undefined,
  isCallForVacancies: (row: OutcomeRow) => boolean,
  batchTier: (batchName: string | undefined) => string,
): UniversityLineRow[] {
  const observeHere: Observe = (row) => observe(row, tables);
  type Entry = { row: OutcomeRow; observation: CutoffObservation; sourceRank: SourceRank };
  const scopes = new Map<string, Map<UniversityLineOrigin, Map<string, Entry[]>>>();
  const add = (origin: UniversityLineOrigin, member: string, row: OutcomeRow, type: string) => {
    const observation = observeHere(row);
    if (!observation) return;
    const round = `${batchTier(row.batchName)}${isCallForVacancies(row) ? '|征集' : ''}`;
    const scope = `${row.year}|${row.provinceCode}|${row.trackCode}|${row.batchCode}${round}|${schoolOf(row)}|${typeClassOf(type)}`;
    const origins = scopes.get(scope) ?? new Map<UniversityLineOrigin, Map<string, Entry[]>>();
    scopes.set(scope, origins);
    const members = origins.get(origin) ?? new Map<string, Entry[]>();
    origins.set(origin, members);
    members.set(member, [
      ...(members.get(member) ?? []),
      { row, observation, sourceRank: sourceRankOf(row.sourceQuality) },
    ]);
  };
  for (const row of rows.university) {
    const rank = sourceRankOf(row.sourceQuality);
    add(
      rank === 0 ? 'province' : rank === 1 ? 'school' : 'third-party',
      '',
      row,
      lineType(row, typeClassOf, programmeOfName),
    );
  }
  for (const row of rows.group)
    add('groups', normalise(row.groupCode), row, lineType(row, typeClassOf, programmeOfName));
  for (const row of rows.major)
    add(
      'majors',
      `${normalise(row.groupCode)}|${normalise(row.majorName)}`,
      row,
      lineType(row, typeClassOf, programmeOfName),
    );

  const lines: UniversityLineRow[] = [];
  for (const origins of scopes.values()) {
    const origin = ORIGIN_ORDER.find((each) => origins.has(each))!;
    const members = [...origins.get(origin)!.values()];
    // Each member (a group, a major, or the school's line itself) takes its best source's line;
    // the university's line is the most lenient of them.
    const chosen = members.map((entries) => {
      const observation = chooseLine(entries);
      return { observation, row: entries.find((entry) => entry.observation === observation)!.row };
    });
    const lowest = chosen.reduce((worst, each) => (each.observation.rank > worst.observation.rank ? each : worst));
    lines.push({
      ...lowest.row,
      admissionType: lineType(lowest.row, typeClassOf, programmeOfName),
      groupCode: '',
      majorName: '',
      groupName: '',
      groupMajors: '',
      minScore: lowest.row.minScore,
      minRank: lowest.observation.rank,
      minRankDerived: lowest.observation.derived,
      subjectMatch: null,
      subjectAllMask: 0,
      subjectAnyMask: 0,
      lineOrigin: origin,
    });
  }
  return lines;
}
