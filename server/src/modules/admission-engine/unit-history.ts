import type { CutoffObservation } from './cutoff-model.ts';
import type { GroupMajorRow, OutcomeRow, UnitLevel } from './admission-engine.repository.ts';
import type { ProvinceTables } from './province-tables.ts';
import { chooseLine, linesDisagree, sourceRankOf, type LineCandidate } from './unit-lines.ts';
import {
  groupNumberOf,
  isCooperative,
  JOINT_PROGRAMME,
  majorBaseName,
  majorIdentity,
  matchGroups,
  schoolNameSuffix,
  schoolOf,
  type GroupUnit,
} from '../admissions/unit-matching.ts';

/** A unit across years: its scope and its minimum ranks, keyed by its latest year's identity. */
export type UnitHistory = {
  key: string;
  provinceCode: string;
  trackCode: number;
  batchCode: number;
  observations: CutoffObservation[];
  /** A major's 专业类 (catalogue code's first four digits), for the class's trend; absent otherwise. */
  majorClass?: string;
};

const normalise = (text: string) => text.replace(/\s+/g, '').replace(/（/g, '(').replace(/）/g, ')');

/**
 * Special admission types that are units of their own, each with the spellings that name it;
 * every other spelling is ordinary admission.
 */
const SPECIAL_ADMISSION_TYPES: Array<[string, RegExp]> = [
  ['国家专项', /国家专项/],
  ['高校专项', /高校专项/],
  ['地方专项', /地方专项/],
  ['中外合作', /中外合作|合作办学/],
  ['预科', /预科/],
  ['艺术', /艺术/],
  ['体育', /体育/],
  ['民族', /民族|内高班|西藏班|新疆班/],
  ['定向', /定向|优师|公费师范/],
  // A school's medical college or a separately admitted part has a line of its own.
  ['医学', /医学院|医科|医药类/],
  ['单列', /单列|南疆/],
  ['联合培养', JOINT_PROGRAMME],
];

/**
 * The class of a published admission type: sources spell ordinary admission a dozen ways
 * ('', 普通类, 普通录取/普通, 一般统考生 …), which must not split one unit into several.
 */
export function admissionTypeClass(admissionType: string): string {
  return SPECIAL_ADMISSION_TYPES.find(([, pattern]) => pattern.test(admissionType))?.[0] ?? '';
}

/**
 * The programme a school's published name carries in its closing brackets ("上海交通大学(中外合作办学)",
 * "…医学院(联合培养)", "…(地方专项)"), as an admission-type class; '' for none or a campus. The
 * name resolves to the school's id, so without this such a line would join its ordinary admission.
 */
export function schoolNameProgramme(schoolName: string): string {
  const suffix = schoolNameSuffix(schoolName);
  if (!suffix) return '';
  if (/中外合作|合作办学|中外合办/.test(suffix)) return '中外合作';
  return admissionTypeClass(suffix);
}

/** A row's admission-type class: its published type, else the programme its school's name carries. */
export function rowTypeClass(row: { admissionType: string; schoolName: string }): string {
  return admissionTypeClass(row.admissionType) || schoolNameProgramme(row.schoolName);
}

type RowScope = Pick<
  OutcomeRow,
  'provinceCode' | 'trackCode' | 'batchCode' | 'universityId' | 'schoolName' | 'admissionType' | 'groupCode'
> & { groupName?: string; majorName?: string; batchName?: string };

/**
 * A 征集志愿 round (the seats left after the first 投档, filled again at a lower line) is a line of
 * its own, whichever column prints it: never another source of the first 投档's line.
 */
export const isCallForVacancies = (row: { batchName?: string; admissionType: string; groupName?: string }) =>
  /征集/.test(`${row.batchName ?? ''}|${row.admissionType}|${row.groupName ?? ''}`);

/**
 * The part of a batch as published that the batch code does not hold: 本科一批 and 本科二批 (一本 /
 * 二本, A段 / B段, C类) are one code and two batches with lines of their own. '' for a single batch.
 */
export function batchTier(batchName: string | undefined): string {
  const name = batchName ?? '';
  if (/三批|第三批|C段|C类|C阶段/.test(name)) return '|三';
  if (/二批|第二批|二本|本二|B段|B阶段/.test(name)) return '|二';
  if (/一批|第一批|一本|本一|A段|A阶段/.test(name)) return '|一';
  return '';
}

/**
 * What a unit's identity must share with last year's: province, track, batch, school (its resolved
 * id, else its published name), admission-type class, with 中外合作 also where only the group or
 * the major's name says it.
 */
function scopeOf(level: UnitLevel, row: RowScope): string {
  const typeClass = rowTypeClass(row);
  const cooperative =
    level !== 'university' &&
    typeClass === '' &&
    isCooperative(row.groupCode, row.groupName ?? '', row.majorName ?? '');
  const round = `${batchTier(row.batchName)}${isCallForVacancies(row) ? '|征集' : ''}`;
  return `${row.provinceCode}|${row.trackCode}|${row.batchCode}${round}|${schoolOf(row)}|${cooperative ? '中外合作' : typeClass}`;
}

const groupNumber = (row: Pick<RowScope, 'groupCode' | 'groupName'>) =>
  groupNumberOf(row.groupCode, row.groupName) || `c${normalise(row.groupCode)}`;

/**
 * The identity of a unit within its year: its scope, then the group's number (one group however
 * its code is spelled) or the major's normalised name, direction and campus (not its group: group
 * codes are renumbered). Across years, groups are matched by their majors (`linkYears`).
 */
export function unitKey(level: UnitLevel, row: OutcomeRow): string {
  const scope = scopeOf(level, row);
  if (level === 'university') return scope;
  if (level === 'group') return `${scope}|g${groupNumber(row)}`;
  return `${scope}|${majorIdentity(row.majorName)}`;
}

/**
 * The row's minimum rank: as published, else derived from its minimum score with the year's table
 * here (the same way in every year, so a change is not an artefact of two derivations), else the
 * rank the importer derived.
 */
export function observedRank(row: OutcomeRow, tables: ProvinceTables): CutoffObservation | undefined {
  if (row.minRank !== null && row.minRank > 0 && !row.minRankDerived) {
    return { year: row.year, rank: row.minRank, derived: false };
  }
  const rank =
    row.minScore === null ? undefined : tables.rankOfScore(row.provinceCode, row.year, row.trackCode, row.minScore);
  if (rank !== undefined) return { year: row.year, rank, derived: true };
  return row.minRank !== null && row.minRank > 0 ? { year: row.year, rank: row.minRank, derived: true } : undefined;
}

/** One unit in one year: sources merged, with what matching across years compares. */
export type YearUnit = GroupUnit & {
  key: string;
  year: number;
  provinceCode: string;
  trackCode: number;
  batchCode: number;
  observation: CutoffObservation;
  /** Its sources' rows of the year disagree by more than 5 %. */
  sourcesDisagree?: boolean;
  /** A major's 专业类 where the catalogue knows the major. */
  majorClass?: string;
};

const majorsKey = (row: Omit<RowScope, 'admissionType' | 'groupCode'> & { year: number }, number: string) =>
  `${row.year}|${row.provinceCode}|${row.trackCode}|${row.batchCode}|${schoolOf(row)}|${number}`;

/** The majors of each group of each year (plan book and major outcomes), by year, scope and number. */
function groupMajorIndex(rows: readonly GroupMajorRow[]): Map<string, Set<string>> {
  const index = new Map<string, Set<string>>();
  for (const row of rows) {
    const name = majorBaseName(row.majorName);
    if (!name) continue;
    const key = majorsKey(row, groupNumber(row));
    const majors = index.get(key) ?? new Set<string>();
    index.set(key, majors);
    majors.add(name);
  }
  return index;
}

/** Majors a group row lists itself ("金融学，工商管理"). */
const listedMajors = (text: string) =>
  text
    .split(/[，,、;；|/]/)
    .map((name) => name.trim())
    .map(majorBaseName)
    .filter(Boolean);

/**
 * The units of every year in the rows. Two rows of one unit and year (two sources, two spellings
 * of its code) are resolved by `chooseLine`: the better source, a published rank, then the middle;
 * a unit whose rows disagree by more than 5 % is marked (`sourcesDisagree`).
 */
export function yearUnits(
  level: UnitLevel,
  rows: readonly OutcomeRow[],
  tables: ProvinceTables,
  groupMajors: readonly GroupMajorRow[] = [],
): YearUnit[] {
  const majorsOf = level === 'group' ? groupMajorIndex(groupMajors) : new Map<string, Set<string>>();
  const units = new Map<string, YearUnit>();
  const candidates = new Map<string, LineCandidate[]>();
  for (const row of rows) {
    const observation = observedRank(row, tables);
    if (!observation) continue;
    const key = unitKey(level, row);
    const id = `${row.year}|${key}`;
    const subjects =
      row.subjectMatch === undefined || row.subjectMatch === null
        ? null
        : `${row.subjectAllMask ?? 0}|${row.subjectAnyMask ?? 0}`;
    const candidate = { observation, sourceRank: sourceRankOf(row.sourceQuality) };
    candidates.set(id, [...(candidates.get(id) ?? []), candidate]);
    const existing = units.get(id);
    if (existing) {
      // Two sources disagreeing on the 选科 do not say which it was.
      if (existing.subjects === null) existing.subjects = subjects;
      else if (subjects !== null && subjects !== existing.subjects) existing.subjects = null;
      continue;
    }
    const number = level === 'group' ? groupNumber(row) : '';
    const majors = new Set(level === 'group' ? (majorsOf.get(majorsKey(row, number)) ?? []) : []);
    for (const major of level === 'group' ? listedMajors(row.groupMajors ?? '') : []) majors.add(major);
    units.set(id, {
      id,
      key,
      scope: scopeOf(level, row),
      number,
      subjects,
      majors,
      year: row.year,
      provinceCode: row.provinceCode,
      trackCode: row.trackCode,
      batchCode: row.batchCode,
      observation,
      ...(level === 'major' && row.majorClass ? { majorClass: row.majorClass } : {}),
    });
  }
  for (const [id, unit] of units) {
    const lines = candidates.get(id)!;
    if (lines.length < 2) continue;
    unit.observation = chooseLine(lines);
    if (linesDisagree(lines)) unit.sourcesDisagree = true;
  }
  return [...units.values()];
}

/**
 * Each current unit's unit of an earlier year: groups by `matchGroups`, majors and universities
 * by equal identity and an unchanged 选科. Looks one year back, then two.
 */
export function linkYears(
  level: UnitLevel,
  current: readonly YearUnit[],
  earlier: readonly YearUnit[],
  maxYearsBack = 2,
): Map<string, YearUnit> {
  const links = new Map<string, YearUnit>();
  const byYear = new Map<number, YearUnit[]>();
  for (const unit of earlier) {
    const list = byYear.get(unit.year);
    if (list) list.push(unit);
    else byYear.set(unit.year, [unit]);
  }
  const currentByYear = new Map<number, YearUnit[]>();
  for (const unit of current) {
    const list = currentByYear.get(unit.year);
    if (list) list.push(unit);
    else currentByYear.set(unit.year, [unit]);
  }
  for (const [year, units] of currentByYear) {
    let open = units;
    for (let back = 1; back <= maxYearsBack && open.length > 0; back += 1) {
      const candidates = byYear.get(year - back) ?? [];
      if (candidates.length === 0) continue;
      const byId = new Map(candidates.map((unit) => [unit.id, unit]));
      if (level === 'group') {
        for (const [id, match] of matchGroups(open, candidates)) links.set(id, byId.get(match.previousId)!);
      } else {
        const byKey = new Map(candidates.map((unit) => [unit.key, unit]));
        for (const unit of open) {
          const previous = byKey.get(unit.key);
          const agree =
            previous && (previous.subjects === null || unit.subjects === null || previous.subjects === unit.subjects);
          if (previous && agree) links.set(unit.id, previous);
        }
      }
      open = open.filter((unit) => !links.has(unit.id));
    }
  }
  return links;
}

/**
 * Histories of every unit in the rows: each year's unit linked to its unit of the year before
 * (or two before). A history ends at a unit no later unit continues, and takes that unit's key;
 * a split group's halves each carry the parent's years.
 */
export function buildUnitHistories(
  level: UnitLevel,
  rows: readonly OutcomeRow[],
  tables: ProvinceTables,
  groupMajors: readonly GroupMajorRow[] = [],
): Map<string, UnitHistory> {
  const units = yearUnits(level, rows, tables, groupMajors);
  const links = linkYears(level, units, units);
  const continued = new Set([...links.values()].map((unit) => unit.id));
  const histories = new Map<string, UnitHistory>();
  const leaves = units.filter((unit) => !continued.has(unit.id)).sort((left, right) => left.year - right.year);
  for (const leaf of leaves) {
    const observations: CutoffObservation[] = [];
    let majorClass = leaf.majorClass;
    for (let unit: YearUnit | undefined = leaf; unit; unit = links.get(unit.id)) {
      observations.unshift(unit.observation);
      majorClass ??= unit.majorClass;
    }
    // A later leaf of the same identity replaces an older one that stopped.
    histories.set(leaf.key, {
      key: leaf.key,
      provinceCode: leaf.provinceCode,
      trackCode: leaf.trackCode,
      batchCode: leaf.batchCode,
      observations: observations.map((entry) => ({ ...entry })),
      ...(majorClass ? { majorClass } : {}),
    });
  }
  return histories;
}
