import type { Analysis, Bilingual, WarningReason } from '@zhihang/contract/evaluations/evaluations.schemas';
import { EVALUATION_KEYS, type EvaluationKey } from '@zhihang/contract/evaluations/instrument-definition';
import { chosenSubjects, interestFitsSubjects } from './interest-subject-fit.ts';

/** A scored result as the analysis reads it (newest first in the input). */
export type AnalysedResult = {
  id: number;
  assignmentId: number;
  studentId: number;
  studentName: string;
  className: string;
  instrumentKey: string;
  code: string;
  /** `[[scale code, percent, sten], …]` */
  profile: ReadonlyArray<readonly [string, number, number]>;
  tooFast: boolean;
  allSame: boolean;
  inconsistent: boolean;
  mainSubject: string;
  minorSubject1: string;
  minorSubject2: string;
};

/** An assignment not completed by its deadline. */
export type OverdueAssignment = {
  assignmentId: number;
  studentId: number;
  studentName: string;
  className: string;
  instrumentKey: string;
  deadline: number;
};

export type AnalysisInput = {
  studentCount: number;
  /** Newest first: the first result of a student and instrument is the one that counts. */
  results: readonly AnalysedResult[];
  overdue: readonly OverdueAssignment[];
  /** Scale names per instrument and scale code, from the instruments' definitions. */
  scaleNames: ReadonlyMap<string, Bilingual>;
};

const RIASEC = ['R', 'I', 'A', 'S', 'E', 'C'] as const;
const isKey = (key: string): key is EvaluationKey => (EVALUATION_KEYS as readonly string[]).includes(key);
const round1 = (value: number) => Math.round(value * 10) / 10;
/** One collator for every comparison: `localeCompare` with a locale builds a new one per call. */
const chinese = new Intl.Collator('zh-CN');

const countsOf = (codes: readonly string[]) => {
  const counts = new Map<string, number>();
  for (const code of codes) if (code) counts.set(code, (counts.get(code) ?? 0) + 1);
  return [...counts]
    .map(([code, count]) => ({ code, count }))
    .sort((a, b) => b.count - a.count || a.code.localeCompare(b.code));
};

/**
 * Class and grade analysis over the latest result of each student and instrument: Holland codes
 * and personality types, mean profiles by class, the 预警 list (not taken by the deadline, careless
 * answers) and the share of students whose interest code fits their 选科.
 */
export function analyseResults({ studentCount, results, overdue, scaleNames }: AnalysisInput): Analysis {
  const latest = new Map<string, AnalysedResult>();
  for (const result of results) {
    const key = `${result.studentId}|${result.instrumentKey}`;
    if (!latest.has(key)) latest.set(key, result);
  }
  const current = [...latest.values()].filter((result) => isKey(result.instrumentKey));
  const ofInstrument = (key: EvaluationKey) => current.filter((result) => result.instrumentKey === key);

  const holland = ofInstrument('hol');
  const hollandTypes = RIASEC.map((letter) => ({
    code: letter,
    count: holland.filter((result) => result.code.startsWith(letter)).length,
  }));

  const profiles: Analysis['profiles'] = [];
  const groups = new Map<string, AnalysedResult[]>();
  for (const result of current) {
    const key = `${result.className}\u0000${result.instrumentKey}`;
    const group = groups.get(key) ?? [];
    group.push(result);
    groups.set(key, group);
  }
  for (const group of groups.values()) {
    const first = group[0];
    if (!first || !isKey(first.instrumentKey)) continue;
    const sums = new Map<string, { percent: number; sten: number; count: number }>();
    for (const result of group) {
      for (const [code, percent, sten] of result.profile) {
        const sum = sums.get(code) ?? { percent: 0, sten: 0, count: 0 };
        sum.percent += percent;
        sum.sten += sten;
        sum.count += 1;
        sums.set(code, sum);
      }
    }
    profiles.push({
      className: first.className,
      instrumentKey: first.instrumentKey,
      count: group.length,
      scales: [...sums].map(([code, sum]) => ({
        code,
        name: scaleNames.get(`${first.instrumentKey}|${code}`) ?? { zh: code, en: code },
        percent: round1(sum.percent / sum.count),
        sten: round1(sum.sten / sum.count),
      })),
    });
  }
  profiles.sort(
    (a, b) =>
      chinese.compare(a.className, b.className) ||
      EVALUATION_KEYS.indexOf(a.instrumentKey) - EVALUATION_KEYS.indexOf(b.instrumentKey),
  );

  const warnings: Analysis['warnings'] = [];
  for (const entry of overdue) {
    if (!isKey(entry.instrumentKey)) continue;
    warnings.push({
      studentId: entry.studentId,
      studentName: entry.studentName,
      className: entry.className,
      instrumentKey: entry.instrumentKey,
      reasons: ['notTaken'],
      deadline: entry.deadline,
      assignmentId: entry.assignmentId,
      resultId: null,
    });
  }
  for (const result of current) {
    const reasons: WarningReason[] = [];
    if (result.tooFast) reasons.push('tooFast');
    if (result.allSame) reasons.push('allSame');
    if (result.inconsistent) reasons.push('inconsistent');
    if (reasons.length === 0 || !isKey(result.instrumentKey)) continue;
    warnings.push({
      studentId: result.studentId,
      studentName: result.studentName,
      className: result.className,
      instrumentKey: result.instrumentKey,
      reasons,
      deadline: null,
      assignmentId: result.assignmentId,
      resultId: result.id,
    });
  }
  warnings.sort(
    (a, b) =>
      chinese.compare(a.className, b.className) ||
      chinese.compare(a.studentName, b.studentName) ||
      a.assignmentId - b.assignmentId,
  );

  let withSubjects = 0;
  let fitting = 0;
  for (const result of holland) {
    const subjects = chosenSubjects(result);
    if (!subjects || !result.code) continue;
    withSubjects += 1;
    if (interestFitsSubjects(result.code, subjects)) fitting += 1;
  }

  return {
    studentCount,
    completed: EVALUATION_KEYS.map((key) => ({ instrumentKey: key, count: ofInstrument(key).length })),
    hollandCodes: countsOf(holland.map((result) => result.code)),
    hollandTypes,
    personalityTypes: countsOf(ofInstrument('mbti').map((result) => result.code)),
    profiles,
    warnings,
    subjectFit: {
      withSubjects,
      fitting,
      share: withSubjects > 0 ? Math.round((fitting / withSubjects) * 1000) / 1000 : null,
    },
  };
}
