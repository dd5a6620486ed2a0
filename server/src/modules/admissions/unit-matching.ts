import { MAJOR_NAME_ALIASES, parseMajorUnitName } from '@zhihang/contract/admissions/major-unit-name';

/**
 * Matching admission units across years. Group codes are renumbered from one year to the next
 * and sources spell one code several ways ('07', '07专业组(化学)', 'A10707'), so a 院校专业组 is
 * the same unit as last year's when it sits in the same scope (province, track, batch, school,
 * programme, 中外合作), asks the same 选科 and holds mostly the same majors. Pure: the engine and
 * the plan rows' history join share it.
 */

/** One 院校专业组 of one year, as matching compares it. */
export type GroupUnit = {
  /** The caller's identity of the unit within its year. */
  id: string;
  /** Everything that must be equal: province, track, batch, school, programme, 中外合作. */
  scope: string;
  /** The group's number ('7' for 第07组, 07专业组, A10707 named 第07组); '' when unknown. */
  number: string;
  /** The 选科 requirement as a comparable key, null when the source does not say. */
  subjects: string | null;
  /** Catalogue names of the group's majors (see `majorBaseName`); empty when unknown. */
  majors: ReadonlySet<string>;
};

export type GroupMatchReason = 'majors' | 'number' | 'order' | 'only';

export type GroupMatch = { previousId: string; reason: GroupMatchReason; similarity: number };

/** Share of the smaller group's majors the two must have in common to be one unit. */
export const MIN_MAJOR_SIMILARITY = 0.5;

/** |A ∩ B| / |A ∪ B|; 0 when both are empty. */
export function jaccard(left: ReadonlySet<string>, right: ReadonlySet<string>): number {
  let common = 0;
  for (const item of left) if (right.has(item)) common += 1;
  const union = left.size + right.size - common;
  return union === 0 ? 0 : common / union;
}

/**
 * |A ∩ B| / min(|A|, |B|): a group split in two, or two merged into one, still shares all the
 * majors of the smaller side; 0 when either is empty.
 */
export function overlap(left: ReadonlySet<string>, right: ReadonlySet<string>): number {
  if (left.size === 0 || right.size === 0) return 0;
  let common = 0;
  for (const item of left) if (right.has(item)) common += 1;
  return common / Math.min(left.size, right.size);
}

/** A plan row that names its 院校专业组 instead of a major ("北京大学组205", "普通类"). */
const GROUP_ROW = /组\d+$|^普通类$|^中外合作办学$/;

/**
 * A long programme (本博连读 八年制, 5+3一体化, 九年制) is admitted in its own group, far above the
 * five-year major of the same name: 南方医科大学's 临床医学(8年) group takes ranks near 3,000, its
 * 临床医学(5年) group near 25,000.
 */
const LONG_PROGRAMME = /本博|本硕博|直博|八年制|九年制|5\+3|(?:^|\|)(?:[7-9]|1\d)年(?:\||$)/;

/**
 * The catalogue name a group's list compares (directions dropped: a group offering 计算机类 one
 * year and 计算机类(创新班) the next holds the same major, but a long programme stays apart from
 * the five-year major); '' for a row naming the group itself.
 */
export function majorBaseName(publishedName: string): string {
  const { base, direction } = parseMajorUnitName(publishedName);
  if (GROUP_ROW.test(base)) return '';
  const catalogue = MAJOR_NAME_ALIASES[base] ?? base;
  return LONG_PROGRAMME.test(direction) ? `${catalogue}(长学制)` : catalogue;
}

/**
 * A major's identity across years and sources: the catalogue name without 专业, brackets and
 * suffixes (an alias folded to the catalogue's spelling), then its direction and campus. Two
 * directions of one major (5+3一体化, 师范) stay separate units.
 */
export function majorIdentity(publishedName: string): string {
  const unit = parseMajorUnitName(publishedName);
  const base = MAJOR_NAME_ALIASES[unit.base] ?? unit.base;
  return `${base}${unit.direction ? `(${unit.direction})` : ''}${unit.campus ? `@${unit.campus}` : ''}`;
}

/** Whether a row's texts say 中外合作 (in the admission type, group code or name, or the major's name). */
const normaliseName = (text: string) => text.replace(/\s+/g, '').replace(/（/g, '(').replace(/）/g, ')');

/** A row's school within its province: the resolved university id, else its published name without a [公办] tag. */
export function schoolOf(row: { universityId: number | null; schoolName: string }): string {
  return row.universityId !== null
    ? `u${row.universityId}`
    : `n${normaliseName(row.schoolName).replace(/\[[^\]]*\]$/, '')}`;
}

/** Programmes taught with another school or a company, or on credits another school recognises. */
export const JOINT_PROGRAMME = /联合培养|协同培养|联合办学|学分互认|校企联合|国际班/;

/**
 * What a school's published name carries in its closing brackets ("上海交通大学(中外合作办学)" →
 * 中外合作办学, "山东大学(威海)" → 威海); '' for none. The name resolves to the school's id, so a
 * programme said only there must be read from here.
 */
export function schoolNameSuffix(schoolName: string): string {
  return (
    schoolName
      .normalize('NFKC')
      .replace(/\s+/g, '')
      .match(/\(([^()]+)\)$/)?.[1] ?? ''
  );
}

export function isCooperative(...texts: readonly string[]): boolean {
  return texts.some((text) => /中外合作|合作办学|中外合办/.test(text));
}

/**
 * The group's number from its name ("北京大学第03组", "南京大学07专业组(化学)") or its code
 * ('07', '第006组', '09专业组', a school-prefixed 'A10707' only through its name); '' when neither
 * names one.
 */
export function groupNumberOf(groupCode: string, groupName = ''): string {
  for (const text of [groupName, groupCode]) {
    const folded = text.normalize('NFKC').replace(/\s+/g, ' ');
    const named = /第?0*(\d+)(专业)?组/.exec(folded);
    if (named) return named[1] as string;
  }
  const bare = /^[A-Za-z]?0*(\d+)$/.exec(groupCode.normalize('NFKC').trim());
  return bare ? (bare[1] as string) : '';
}

const subjectsAgree = (left: string | null, right: string | null) => left === null || right === null || left === right;

/**
 * Each current group's unit of the previous year, within its scope and never across a changed
 * 选科 requirement: the group sharing most majors (at least half of the smaller list; a split
 * group's halves both find their parent, a merged group its closest parent); where majors are not
 * known, the group in the same place among the school's groups of that 选科, else the group of the
 * same number, else the scope's only group when both years have exactly one. Groups left out have
 * no comparable history.
 */
export function matchGroups(
  current: readonly GroupUnit[],
  previous: readonly GroupUnit[],
  minSimilarity = MIN_MAJOR_SIMILARITY,
): Map<string, GroupMatch> {
  const previousByScope = groupBy(previous);
  const currentByScope = groupBy(current);
  const matches = new Map<string, GroupMatch>();
  for (const unit of current) {
    const candidates = (previousByScope.get(unit.scope) ?? []).filter((candidate) =>
      subjectsAgree(candidate.subjects, unit.subjects),
    );
    if (candidates.length === 0) continue;
    const match =
      byMajors(unit, candidates, minSimilarity) ??
      byOrder(unit, candidates, currentByScope.get(unit.scope) ?? []) ??
      byNumber(unit, candidates) ??
      onlyGroup(unit, candidates, previousByScope, currentByScope);
    if (match) matches.set(unit.id, match);
  }
  return matches;
}

function groupBy(units: readonly GroupUnit[]): Map<string, GroupUnit[]> {
  const byScope = new Map<string, GroupUnit[]>();
  for (const unit of units) {
    const list = byScope.get(unit.scope);
    if (list) list.push(unit);
    else byScope.set(unit.scope, [unit]);
  }
  return byScope;
}

function byMajors(unit: GroupUnit, candidates: readonly GroupUnit[], minSimilarity: number): GroupMatch | undefined {
  if (unit.majors.size === 0) return undefined;
  let best: { match: GroupMatch; order: number[] } | undefined;
  for (const candidate of candidates) {
    if (candidate.majors.size === 0) continue;
    const similarity = overlap(unit.majors, candidate.majors);
    if (similarity < minSimilarity) continue;
    // Most shared, then most alike as a whole (a merge's closest parent), then the same number.
    const order = [similarity, jaccard(unit.majors, candidate.majors), candidate.number === unit.number ? 1 : 0];
    const index = best ? order.findIndex((value, position) => value !== best!.order[position]) : 0;
    if (!best || (index !== -1 && order[index]! > best.order[index]!)) {
      best = { match: { previousId: candidate.id, reason: 'majors', similarity }, order };
    }
  }
  return best?.match;
}

/** The same number is evidence only where the majors cannot be compared (a side without a list). */
function byNumber(unit: GroupUnit, candidates: readonly GroupUnit[]): GroupMatch | undefined {
  if (!unit.number) return undefined;
  const same = candidates.find(
    (candidate) => candidate.number === unit.number && (unit.majors.size === 0 || candidate.majors.size === 0),
  );
  return same ? { previousId: same.id, reason: 'number', similarity: 0 } : undefined;
}

const byNumberOrder = (left: GroupUnit, right: GroupUnit) =>
  Number(left.number) - Number(right.number) || left.number.localeCompare(right.number);

/**
 * Where majors are not known on either side: a school that keeps as many groups of one 选科 (or,
 * where no source prints it, as many groups of unknown 选科) as the year before has renumbered
 * them in order (江苏's 01, 02 → 02, 03; 湖南's 101 → 102), so the k-th continues the k-th.
 */
function byOrder(
  unit: GroupUnit,
  candidates: readonly GroupUnit[],
  peers: readonly GroupUnit[],
): GroupMatch | undefined {
  if (unit.majors.size > 0) return undefined;
  const sameSubjects = (other: GroupUnit) => other.subjects === unit.subjects && other.majors.size === 0;
  const before = candidates.filter(sameSubjects).sort(byNumberOrder);
  const now = peers.filter(sameSubjects).sort(byNumberOrder);
  if (before.length === 0 || before.length !== now.length) return undefined;
  const candidate = before[now.indexOf(unit)];
  return candidate ? { previousId: candidate.id, reason: 'order', similarity: 0 } : undefined;
}

function onlyGroup(
  unit: GroupUnit,
  candidates: readonly GroupUnit[],
  previousByScope: ReadonlyMap<string, GroupUnit[]>,
  currentByScope: ReadonlyMap<string, GroupUnit[]>,
): GroupMatch | undefined {
  const alone = previousByScope.get(unit.scope)?.length === 1 && currentByScope.get(unit.scope)?.length === 1;
  const [candidate] = candidates;
  if (!alone || !candidate) return undefined;
  const comparable = unit.majors.size === 0 || candidate.majors.size === 0;
  return comparable ? { previousId: candidate.id, reason: 'only', similarity: 0 } : undefined;
}
