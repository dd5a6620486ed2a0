import { groupNumberOf, majorBaseName } from './unit-matching.ts';
import { parseSubjectRequirement } from './subject-requirement.ts';
import type { JoinAdmissionRow, JoinedHistory, JoinPlanRow } from './plan-history-join.ts';

/**
 * Where a plan row's 选科 requirement comes from when its plan book does not print one:
 * - 'outcome': the same group's (or major's) admission line of the plan's own year, which states
 *   the requirement the group was filled under (广东 prints it with its 投档线);
 * - 'previous-year': the group or major the row continues in the year before (参考往年).
 */
export type InheritedSubjects = {
  planId: number;
  requirement: string;
  source: 'outcome' | 'previous-year';
  year: number;
};

/** The plan rows with the inherited requirements in place (for the join, which matches on 选科). */
export function applyInheritedSubjects<Plan extends JoinPlanRow>(
  plans: readonly Plan[],
  inherited: readonly InheritedSubjects[],
): Plan[] {
  const byPlan = new Map(inherited.map((entry) => [entry.planId, entry]));
  return plans.map((plan) => {
    const entry = byPlan.get(plan.id);
    if (!entry) return plan;
    const parsed = parseSubjectRequirement(entry.requirement);
    return {
      ...plan,
      subjectRequirement: parsed.text,
      subjectMatch: parsed.match,
      allMask: parsed.allMask,
      anyMask: parsed.anyMask,
    };
  });
}

type Requirement = Pick<JoinAdmissionRow, 'subjectRequirement' | 'subjectMatch' | 'allMask' | 'anyMask'>;

const schoolKeys = (row: Pick<JoinPlanRow, 'universityId' | 'schoolCode' | 'schoolName'>): string[] =>
  row.universityId !== null
    ? [`u${row.universityId}`]
    : [row.schoolCode ? `c${row.schoolCode}` : '', row.schoolName ? `n${row.schoolName.normalize('NFKC')}` : ''].filter(
        Boolean,
      );

const known = (row: Requirement) => row.subjectMatch !== null && row.subjectRequirement.trim() !== '';
const sameRequirement = (left: Requirement, right: Requirement) =>
  left.allMask === right.allMask && left.anyMask === right.anyMask && left.subjectMatch === right.subjectMatch;

/**
 * The requirement of each plan row whose plan book gives none: the same year's group line (or
 * the group's majors when they all agree, or the row's own major), else the unit the history join
 * continued from the year before. Rows that print a requirement are never changed. Pure.
 */
export function inheritPlanSubjects(
  plans: readonly JoinPlanRow[],
  admissions: readonly JoinAdmissionRow[],
  history: readonly JoinedHistory[],
): InheritedSubjects[] {
  const groups = new Map<string, Requirement[]>();
  const majors = new Map<string, Requirement>();
  for (const row of admissions) {
    if (!known(row) || row.level === 'university') continue;
    const group = groupNumberOf(row.groupCode, row.groupName);
    if (!group) continue;
    for (const school of schoolKeys(row)) {
      const key = `${row.year}|${row.trackCode}|${row.batchCode}|${school}|${group}`;
      groups.set(key, [...(groups.get(key) ?? []), row]);
      if (row.level === 'major' && row.majorName) majors.set(`${key}|${majorBaseName(row.majorName)}`, row);
    }
  }
  const byId = new Map(admissions.map((row) => [`${row.level}|${row.id}`, row]));
  const planById = new Map(plans.map((plan) => [plan.id, plan]));
  const previousOf = new Map<number, JoinedHistory>();
  for (const entry of history) {
    const plan = planById.get(entry.planId);
    if (plan && entry.year === plan.year - 1 && entry.sourceLevel !== 'university') previousOf.set(entry.planId, entry);
  }

  /** The requirement of a group line that prints none, from its year's majors when they all agree. */
  const groupRequirement = (row: JoinAdmissionRow): Requirement | undefined => {
    const group = groupNumberOf(row.groupCode, row.groupName);
    if (!group) return undefined;
    for (const school of schoolKeys(row)) {
      const candidates = groups.get(`${row.year}|${row.trackCode}|${row.batchCode}|${school}|${group}`) ?? [];
      if (candidates.length && candidates.every((candidate) => sameRequirement(candidate, candidates[0]!))) {
        return candidates[0];
      }
    }
    return undefined;
  };

  const inherited: InheritedSubjects[] = [];
  for (const plan of plans) {
    if (plan.subjectMatch !== null) continue;
    const group = groupNumberOf(plan.groupCode, plan.groupName);
    let found: Requirement | undefined;
    if (group) {
      for (const school of schoolKeys(plan)) {
        const key = `${plan.year}|${plan.trackCode}|${plan.batchCode}|${school}|${group}`;
        const own = plan.majorName ? majors.get(`${key}|${majorBaseName(plan.majorName)}`) : undefined;
        const candidates = groups.get(key) ?? [];
        const groupLine = candidates.find((row) => (row as JoinAdmissionRow).level === 'group');
        const agreed = candidates.length > 0 && candidates.every((row) => sameRequirement(row, candidates[0]!));
        found = own ?? groupLine ?? (agreed ? candidates[0] : undefined);
        if (found) break;
      }
    }
    if (found) {
      inherited.push({ planId: plan.id, requirement: found.subjectRequirement, source: 'outcome', year: plan.year });
      continue;
    }
    const previous = previousOf.get(plan.id);
    const row = previous ? byId.get(`${previous.sourceLevel}|${previous.sourceId}`) : undefined;
    const requirement = row && (known(row) ? row : groupRequirement(row));
    if (row && requirement) {
      inherited.push({
        planId: plan.id,
        requirement: requirement.subjectRequirement,
        source: 'previous-year',
        year: row.year,
      });
    }
  }
  return inherited;
}
