import { parseMajorUnitName } from '@zhihang/contract/admissions/major-unit-name';
import {
  groupNumberOf,
  JOINT_PROGRAMME,
  majorBaseName,
  matchGroups,
  schoolNameSuffix,
  type GroupUnit,
} from './unit-matching.ts';

/** A plan row as the join reads it (batch code already the province's batch). */
export type JoinPlanRow = {
  id: number;
  year: number;
  trackCode: number;
  batchCode: number;
  batchName: string;
  universityId: number | null;
  schoolCode: string;
  schoolName: string;
  admissionType: string;
  groupCode: string;
  groupName: string;
  majorName: string;
  subjectRequirement: string;
  subjectMatch: string | null;
  allMask: number;
  anyMask: number;
};

export type AdmissionLevel = 'major' | 'group' | 'university';

/** An admission row of any level; `majorName` and `groupMajors` are '' where the level has none. */
export type JoinAdmissionRow = Omit<JoinPlanRow, 'id'> & {
  level: AdmissionLevel;
  id: number;
  groupMajors: string;
  minScore: number | null;
  minRank: number | null;
  minRankDerived: number;
  planCount: number | null;
  /** Published by an official source (省考试院, 阳光高考), preferred over third-party copies. */
  official: boolean;
};

export type JoinedHistory = {
  planId: number;
  year: number;
  level: AdmissionLevel;
  minScore: number | null;
  minRank: number | null;
  minRankDerived: number;
  planCount: number | null;
  /** The table level of the admission row (a school line printed as a major row keeps 'major'). */
  sourceLevel: AdmissionLevel;
  sourceId: number;
  /** The year-before figures the plan row's prev_* columns take. */
  fillsPrevious: boolean;
};

/** Per plan year: rows, rows with any history, at major level, and rows whose school has earlier admissions. */
export type JoinCoverage = {
  year: number;
  planRows: number;
  withHistory: number;
  majorLevel: number;
  schoolHasHistory: number;
  /** Of the rows whose school has admissions in the three years before, those that got history. */
  withHistoryWhereSchoolHas: number;
};

export const HISTORY_YEARS = 3;

/**
 * The release of the join's rules (with the 选科 inheritance and the school lines of each kind).
 * An installation keeps the history it joined at its last import; raising this makes every
 * installation join its plan rows again once, at its next start (setup/seed/rejoin-plan-history.ts).
 */
export const PLAN_HISTORY_JOIN_RELEASE = 3;

const PROGRAMS: Array<[string, RegExp]> = [
  ['国家专项', /国家专项|国家贫困专项/],
  ['地方专项', /地方专项|农村专项|地方农村/],
  ['高校专项', /高校专项/],
  ['预科', /预科/],
  ['民族', /民族班|少数民族|民族专项|民语/],
  ['定向', /定向/],
  ['联合培养', JOINT_PROGRAMME],
];
const COOPERATIVE = /中外合作|合作办学|中外合办/;
/** A major-level row that is the school's line ("院校投档线", "院校录取日报-原始志愿"). */
const SCHOOL_LINE = /院校投档线|投档线$|录取日报|院校最低分|院校录取线/;
/** A line of a school's medical college or its 医药类 admission: a line of its own. */
const MEDICAL_LINE = /医学院|医学部|医科|医药类/;
/** Majors a medical admission holds (生物医学工程 and 医学信息工程 are engineering, not among them). */
const MEDICAL_MAJOR =
  /临床医学|口腔医学|基础医学|预防医学|麻醉学|医学影像学|儿科学|精神医学|眼视光医学|中医学|中西医|针灸推拿|药学|护理学|法医学/;
/** A plan row that names a 院校专业组 instead of a major ("北京大学组205", "普通类"). */
const GROUP_ROW = /组\d+$|^普通类$|^中外合作办学$/;

/**
 * The special programme a row belongs to ('' for ordinary admission): 专项 rows are separate units.
 * A school's name can carry it in brackets ("某某大学(地方专项)", "…医学院(联合培养)"): the name
 * resolves to the school, so without it the line would join the school's ordinary admission.
 */
function programOf(
  row: Pick<JoinPlanRow, 'batchName' | 'admissionType' | 'groupName' | 'majorName' | 'schoolName'>,
): string {
  const text = `${row.batchName}|${row.admissionType}|${row.groupName}|${row.majorName}|${schoolNameSuffix(row.schoolName)}`;
  return PROGRAMS.find(([, pattern]) => pattern.test(text))?.[0] ?? '';
}

/**
 * Where a row says 中外合作 besides its major name ("物理-化学-中外合作办学", "第003组（中外合作）"),
 * the school's name included: 广东's group lines name the unit "南京大学(中外合作办学)" and have no
 * major to say it, so without the name they would join the school's ordinary groups, or nothing.
 */
const cooperationText = (
  row: Pick<
    JoinPlanRow,
    'schoolName' | 'groupName' | 'groupCode' | 'admissionType' | 'batchName' | 'subjectRequirement'
  >,
) =>
  `${row.schoolName}|${row.groupName}|${row.groupCode}|${row.admissionType}|${row.batchName}|${row.subjectRequirement}`;

/** A group line whose every major is 中外合作 (广东 2025: 同济大学 210「机械类(中外合作办学)」) is a 中外合作 unit. */
function allMajorsCooperative(groupMajors: string): boolean {
  const majors = groupMajors
    .split(/[，,、;；|]/)
    .map((name) => name.trim())
    .filter(Boolean);
  return majors.length > 0 && majors.every((name) => COOPERATIVE.test(name));
}

const foldSchool = (name: string) =>
  name
    .normalize('NFKC')
    .replace(/\s+/g, '')
    .replace(/\[[^\]]*\]$/, '');

/** Keys a school is known by: the university id when resolved, else its code and its name. */
function schoolKeys(row: Pick<JoinPlanRow, 'universityId' | 'schoolCode' | 'schoolName'>): string[] {
  if (row.universityId !== null) return [`u${row.universityId}`];
  const keys = [];
  if (row.schoolCode) keys.push(`c${row.schoolCode}`);
  if (row.schoolName) keys.push(`n${foldSchool(row.schoolName)}`);
  return keys;
}

type Prepared = {
  row: JoinAdmissionRow;
  /** The unit the row describes: a school line printed as a major row is 'university'. */
  level: AdmissionLevel;
  base: string;
  direction: string;
  campus: string;
  groupNumber: string;
  subjectsKnown: boolean;
};

const sameSubjects = (left: { allMask: number; anyMask: number }, right: { allMask: number; anyMask: number }) =>
  left.allMask === right.allMask && left.anyMask === right.anyMask;

/** Whether an admission row is a medical line (its type, group or school says so). */
const medicalLine = (row: Pick<JoinAdmissionRow, 'admissionType' | 'groupName' | 'schoolName'>) =>
  MEDICAL_LINE.test(`${row.admissionType}|${row.groupName}|${row.schoolName}`);

/**
 * Whether a plan row is admitted as medicine: its type, group or school says so, its major is a
 * medical one, or (a group row) most of its group's majors are.
 */
function medicalPlan(plan: JoinPlanRow, groupMajors: ReadonlySet<string>): boolean {
  if (MEDICAL_LINE.test(`${plan.admissionType}|${plan.groupName}|${plan.schoolName}`)) return true;
  if (!GROUP_ROW.test(parseMajorUnitName(plan.majorName).base)) return MEDICAL_MAJOR.test(plan.majorName);
  const majors = [...groupMajors];
  return majors.length > 0 && majors.filter((name) => MEDICAL_MAJOR.test(name)).length * 2 > majors.length;
}

/**
 * Best of several candidate rows for one plan row: the same 选科, the same group number, a school
 * line of the plan's own kind (the 医药类 line for medicine, the ordinary line for the rest: 浙江大学
 * in 吉林 2025 printed 普通录取 676 and 医药类 646, and an engineering group is not judged by 646),
 * the same school name (a 医学部 shares its university's id), a published rank, an official source,
 * then the lower score (the safer figure when two copies disagree).
 */
function best(candidates: Prepared[], plan: JoinPlanRow, planGroup: string, medical: boolean): Prepared | undefined {
  const planSubjectsKnown = plan.subjectMatch !== null;
  const rank = (item: Prepared): number[] => [
    planSubjectsKnown && item.subjectsKnown && sameSubjects(item.row, plan) ? 0 : 1,
    planGroup && item.groupNumber === planGroup ? 0 : 1,
    item.level !== 'university' || medicalLine(item.row) === medical ? 0 : 1,
    foldSchool(item.row.schoolName) === foldSchool(plan.schoolName) ? 0 : 1,
    item.row.minRank !== null && item.row.minRankDerived === 0 ? 0 : 1,
    item.row.official ? 0 : 1,
    item.row.minScore ?? Number.MAX_SAFE_INTEGER,
    item.row.id,
  ];
  const before = (left: number[], right: number[]) => {
    const index = left.findIndex((value, position) => value !== right[position]);
    return index !== -1 && (left[index] as number) < (right[index] as number);
  };
  let chosen: { item: Prepared; rank: number[] } | undefined;
  for (const item of candidates) {
    const itemRank = rank(item);
    if (!chosen || before(itemRank, chosen.rank)) chosen = { item, rank: itemRank };
  }
  return chosen?.item;
}

/** Where another copy of the same line (level, year, track, batch, school, group, major, score) is found. */
const copyKey = (item: Prepared, school: string) =>
  [
    item.level,
    item.row.year,
    item.row.trackCode,
    item.row.batchCode,
    school,
    item.groupNumber,
    item.base,
    item.row.minScore,
  ].join('|');

const majorsKey = (year: number, row: Pick<JoinPlanRow, 'trackCode' | 'batchCode'>, school: string, group: string) =>
  `${year}|${row.trackCode}|${row.batchCode}|${school}|${group}`;

/** The majors of each school's groups per year: major rows with a group code, and group rows' own lists. */
function groupMajorIndex(admissions: readonly JoinAdmissionRow[]): Map<string, Set<string>> {
  const index = new Map<string, Set<string>>();
  const add = (row: JoinAdmissionRow, names: string[]) => {
    const group = groupNumberOf(row.groupCode, row.groupName);
    if (!group) return;
    for (const school of schoolKeys(row)) {
      const key = majorsKey(row.year, row, school, group);
      const majors = index.get(key) ?? new Set<string>();
      index.set(key, majors);
      for (const name of names.map(majorBaseName)) if (name) majors.add(name);
    }
  };
  for (const row of admissions) {
    if (row.level === 'major' && row.majorName) add(row, [row.majorName]);
    if (row.level === 'group' && row.groupMajors) add(row, row.groupMajors.split(/[，,、;；|]/));
  }
  return index;
}

/** A group whose number continued into the plan's year while its majors changed completely (中南大学 207). */
export type DiscontinuedGroup = {
  planId: number;
  year: number;
  earlierYear: number;
  trackCode: number;
  schoolName: string;
  groupNumber: string;
  majors: string[];
  earlierMajors: string[];
};

/** The majors a school's group held in a year, as the admissions name them. */
function majorsOfGroup(
  year: number,
  row: Pick<JoinPlanRow, 'trackCode' | 'batchCode' | 'universityId' | 'schoolCode' | 'schoolName'>,
  group: string,
  groupMajors: ReadonlyMap<string, Set<string>>,
): Set<string> {
  return new Set(
    schoolKeys(row).flatMap((school) => [...(groupMajors.get(majorsKey(year, row, school, group)) ?? [])]),
  );
}

/**
 * The earlier group a plan's group row continues, by the majors both hold (group codes are
 * renumbered every year): the engine's matching, among the school's groups of the same 选科.
 */
function sameGroup(
  plan: JoinPlanRow,
  planGroup: string,
  groups: readonly Prepared[],
  groupMajors: ReadonlyMap<string, Set<string>>,
): Prepared[] {
  if (!planGroup || groups.length === 0) return [];
  const majorsOf = (
    year: number,
    row: Pick<JoinPlanRow, 'trackCode' | 'batchCode' | 'universityId' | 'schoolCode' | 'schoolName'>,
    group: string,
  ) => new Set(schoolKeys(row).flatMap((school) => [...(groupMajors.get(majorsKey(year, row, school, group)) ?? [])]));
  const unit: GroupUnit = {
    id: 'plan',
    scope: '',
    number: planGroup,
    subjects: null,
    majors: majorsOf(plan.year, plan, planGroup),
  };
  const candidates: GroupUnit[] = groups.map((item, index) => ({
    id: String(index),
    scope: '',
    number: item.groupNumber,
    subjects: null,
    majors: majorsOf(item.row.year, item.row, item.groupNumber),
  }));
  const match = matchGroups([unit], candidates).get('plan');
  // Numbers and a lone group are the join's own later fallbacks; here only shared majors count.
  if (!match || match.reason !== 'majors') return [];
  const chosen = candidates[Number(match.previousId)]!;
  return groups.filter((item) => item.groupNumber === chosen.number);
}

/**
 * Joins plan rows to their unit's admissions in the three years before their own, one province
 * at a time: the major (school, programme, 中外合作, normalised name, direction, campus), else its
 * 院校专业组 (same 选科; the group whose majors name it, the group a group row continues by its
 * majors, or the one with the same number), else the school's
 * line in that batch. Rows whose track, batch or programme differ never join. Pure.
 */
export function joinPlanHistory(
  plans: JoinPlanRow[],
  admissions: JoinAdmissionRow[],
): { history: JoinedHistory[]; coverage: JoinCoverage[]; discontinued: DiscontinuedGroup[] } {
  const index = new Map<string, Prepared[]>();
  const discontinued = new Map<string, DiscontinuedGroup>();
  const schoolYears = new Set<string>();
  const add = (key: string, item: Prepared) => {
    const list = index.get(key);
    if (list) list.push(item);
    else index.set(key, [item]);
  };
  /** Ranked copies of lines, for a line an official table printed with its score only. */
  const rankedCopies = new Map<string, Prepared>();
  const groupMajors = groupMajorIndex(admissions);
  for (const row of admissions) {
    const keys = schoolKeys(row);
    for (const school of keys) schoolYears.add(`${row.year}|${row.trackCode}|${school}`);
    if (row.minScore === null && row.minRank === null) continue;
    const unit = parseMajorUnitName(row.majorName);
    const item: Prepared = {
      row,
      level: row.level === 'major' && SCHOOL_LINE.test(unit.base) ? 'university' : row.level,
      base: unit.base,
      direction: unit.direction,
      campus: unit.campus,
      groupNumber: groupNumberOf(row.groupCode, row.groupName),
      subjectsKnown: row.subjectMatch !== null,
    };
    const cooperative =
      unit.cooperative || COOPERATIVE.test(cooperationText(row)) || allMajorsCooperative(row.groupMajors) ? 1 : 0;
    const level = item.level;
    const scope = `${level}|${row.year}|${row.trackCode}|${row.batchCode}|${programOf(row)}|${cooperative}`;
    for (const school of keys) add(`${scope}|${school}${level === 'major' ? `|${unit.base}` : ''}`, item);
    if (row.minRank !== null && row.minScore !== null) {
      for (const school of keys) {
        const known = rankedCopies.get(copyKey(item, school));
        if (!known || (known.row.minRankDerived === 1 && row.minRankDerived === 0)) {
          rankedCopies.set(copyKey(item, school), item);
        }
      }
    }
  }
  /** The rank of a line printed without one: another copy's of the same unit and score, if any. */
  const rankOf = (found: Prepared): Pick<JoinAdmissionRow, 'minRank' | 'minRankDerived'> => {
    if (found.row.minRank !== null || found.row.minScore === null) return found.row;
    const copy = schoolKeys(found.row)
      .map((school) => rankedCopies.get(copyKey(found, school)))
      .find((item) => item !== undefined);
    return copy ? copy.row : found.row;
  };

  const history: JoinedHistory[] = [];
  const coverage = new Map<number, JoinCoverage>();
  for (const plan of plans) {
    const unit = parseMajorUnitName(plan.majorName);
    const groupRow = GROUP_ROW.test(unit.base);
    const cooperative = unit.cooperative || COOPERATIVE.test(cooperationText(plan)) ? 1 : 0;
    const program = programOf(plan);
    const planGroup = groupNumberOf(plan.groupCode, plan.groupName);
    const keys = schoolKeys(plan);
    const medical = medicalPlan(plan, majorsOfGroup(plan.year, plan, planGroup, groupMajors));
    const entries: JoinedHistory[] = [];
    let schoolHasHistory = false;
    // The plan's own year too: a plan book used for a later exam (the 2025 book for a 2026 student)
    // shows that year's line; readers keep only years before the exam year.
    for (let year = plan.year; year >= plan.year - HISTORY_YEARS; year -= 1) {
      const earlier = year < plan.year;
      if (earlier && keys.some((school) => schoolYears.has(`${year}|${plan.trackCode}|${school}`))) {
        schoolHasHistory = true;
      }
      const scope = `${year}|${plan.trackCode}|${plan.batchCode}|${program}|${cooperative}`;
      const lookup = (level: AdmissionLevel, suffix = '') =>
        keys.flatMap((school) => index.get(`${level}|${scope}|${school}${suffix}`) ?? []);
      let found: Prepared | undefined;
      if (!groupRow && unit.base) {
        const candidates = lookup('major', `|${unit.base}`).filter(
          (item) => item.direction === unit.direction && (!unit.campus || item.campus === unit.campus),
        );
        found = best(candidates, plan, planGroup, medical);
      }
      if (!found) {
        const groups = lookup('group').filter(
          (item) => plan.subjectMatch === null || !item.subjectsKnown || sameSubjects(item.row, plan),
        );
        const naming = groups.filter((item) => !groupRow && unit.base && item.row.groupMajors.includes(unit.base));
        const continued = groupRow ? sameGroup(plan, planGroup, groups, groupMajors) : [];
        let numbered = groups.filter((item) => planGroup && item.groupNumber === planGroup);
        // A number carried on while the majors changed completely is another group: not its history.
        const planMajors =
          groupRow && numbered.length ? majorsOfGroup(plan.year, plan, planGroup, groupMajors) : new Set<string>();
        const earlierMajors = numbered.length
          ? majorsOfGroup(year, numbered[0]!.row, planGroup, groupMajors)
          : new Set<string>();
        if (
          !continued.length &&
          planMajors.size > 0 &&
          earlierMajors.size > 0 &&
          ![...planMajors].some((name) => earlierMajors.has(name))
        ) {
          discontinued.set(`${plan.year}|${plan.trackCode}|${keys[0]}|${planGroup}|${year}`, {
            planId: plan.id,
            year: plan.year,
            earlierYear: year,
            trackCode: plan.trackCode,
            schoolName: plan.schoolName,
            groupNumber: planGroup,
            majors: [...planMajors],
            earlierMajors: [...earlierMajors],
          });
          numbered = [];
        }
        const unique =
          !numbered.length &&
          !discontinued.has(`${plan.year}|${plan.trackCode}|${keys[0]}|${planGroup}|${year}`) &&
          new Set(groups.map((item) => item.groupNumber)).size === 1
            ? groups
            : [];
        found = best(
          naming.length ? naming : continued.length ? continued : numbered.length ? numbered : unique,
          plan,
          planGroup,
          medical,
        );
      }
      if (!found) found = best(lookup('university'), plan, planGroup, medical);
      if (!found) continue;
      const ranked = rankOf(found);
      entries.push({
        planId: plan.id,
        year,
        level: found.level,
        minScore: found.row.minScore,
        minRank: ranked.minRank,
        minRankDerived: ranked.minRankDerived,
        planCount: found.row.planCount,
        sourceLevel: found.row.level,
        sourceId: found.row.id,
        // A school's line is the unit's own only where plans have no 院校专业组.
        fillsPrevious: year === plan.year - 1 && (found.level !== 'university' || plan.groupCode === ''),
      });
    }
    history.push(...entries);
    const figures = coverage.get(plan.year) ?? {
      year: plan.year,
      planRows: 0,
      withHistory: 0,
      majorLevel: 0,
      schoolHasHistory: 0,
      withHistoryWhereSchoolHas: 0,
    };
    // Coverage counts the years before the plan's own, what a plan of its year can see.
    const earlierEntries = entries.filter((entry) => entry.year < plan.year);
    figures.planRows += 1;
    if (earlierEntries.length) figures.withHistory += 1;
    if (earlierEntries.some((entry) => entry.level === 'major')) figures.majorLevel += 1;
    if (schoolHasHistory) figures.schoolHasHistory += 1;
    if (schoolHasHistory && earlierEntries.length) figures.withHistoryWhereSchoolHas += 1;
    coverage.set(plan.year, figures);
  }
  return {
    history,
    coverage: [...coverage.values()].sort((left, right) => left.year - right.year),
    discontinued: [...discontinued.values()],
  };
}
