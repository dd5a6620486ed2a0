import { ELECTIVE_SUBJECTS, type ElectiveSubjectCode } from './admission-codes.ts';

/**
 * 选科 fit: may a student with these subjects apply to a unit with this requirement, and if not,
 * which subject is missing. Pure and zod-free: the plan linter, the guidance page and the server
 * use it; `subjectFitCondition` in the server's admissions module is its SQL twin, and a test
 * proves the two select the same rows.
 */

/** A unit's requirement as stored on plan and admission rows (subject_all_mask, subject_any_mask, subject_first). */
export type SubjectRequirementMasks = {
  /** Bits every fitting student must have: the 首选 subject and, for "A+B", each 再选 subject. */
  allMask: number;
  /** Bits of which a fitting student needs at least one ("A或B"); 0 when none is asked. */
  anyMask: number;
  /** 首选 subject required (物理 0604 / 历史 0605), null when either is allowed. */
  first?: string | null;
};

/**
 * A student's 选科: the 首选 subject (3+1+2) and the other subjects. A 3+3 student has no 首选
 * and three `others` (物理 and 历史 among them when chosen).
 */
export type StudentSubjects = { first: ElectiveSubjectCode | null; others: readonly ElectiveSubjectCode[] };

export type SubjectFit = {
  fits: boolean;
  /** Why not, in words for the page and the plan linter: 需首选物理；需选考化学. Empty when it fits. */
  reason: string;
  /** Required subjects the student lacks. */
  missing: ElectiveSubjectCode[];
  /** The alternatives of an "A或B" requirement when the student has none of them; else empty. */
  missingOneOf: ElectiveSubjectCode[];
};

const subjectsOf = (mask: number): Array<(typeof ELECTIVE_SUBJECTS)[number]> =>
  ELECTIVE_SUBJECTS.filter((subject) => (mask & subject.bit) !== 0);
const bitOf = (code: string): number => ELECTIVE_SUBJECTS.find((subject) => subject.code === code)?.bit ?? 0;

/** The bits of some subjects (dictionary codes); unknown codes count for nothing. */
export function subjectMaskOf(codes: readonly string[]): number {
  return codes.reduce((mask, code) => mask | bitOf(code), 0);
}

/** The bits of a student's 选科. */
export function studentSubjectMask(subjects: StudentSubjects): number {
  return subjectMaskOf(subjects.first ? [subjects.first, ...subjects.others] : subjects.others);
}

/**
 * Whether the student fits: every bit of allMask, and one bit of anyMask when it has any.
 * A requirement that could not be read (both masks 0) does not exclude anyone.
 */
export function subjectFit(requirement: SubjectRequirementMasks, subjects: StudentSubjects): SubjectFit {
  const mask = studentSubjectMask(subjects);
  const firstBit = requirement.first ? bitOf(requirement.first) : 0;
  const missingBits = requirement.allMask & ~mask;
  const missing = subjectsOf(missingBits);
  const anyMet = requirement.anyMask === 0 || (requirement.anyMask & mask) !== 0;
  const missingOneOf = anyMet ? [] : subjectsOf(requirement.anyMask);

  const reasons: string[] = [];
  // In 3+1+2 a missing 首选 subject is the 首选 the student did not take; a 3+3 student has none.
  const firstMissing = subjects.first !== null ? missing.filter((subject) => subject.bit === firstBit) : [];
  for (const subject of firstMissing) reasons.push(`需首选${subject.name}`);
  const otherMissing = missing.filter((subject) => !firstMissing.includes(subject));
  if (otherMissing.length) reasons.push(`需选考${otherMissing.map((subject) => subject.name).join('、')}`);
  if (missingOneOf.length) reasons.push(`需选考${missingOneOf.map((subject) => subject.name).join('或')}中的至少一门`);

  return {
    fits: missingBits === 0 && anyMet,
    reason: reasons.join('；'),
    missing: missing.map((subject) => subject.code),
    missingOneOf: missingOneOf.map((subject) => subject.code),
  };
}

/** 首选 subjects of the 3+1+2 model. */
export const FIRST_CHOICE_SUBJECTS = ['0604', '0605'] as const satisfies readonly ElectiveSubjectCode[];
/** 再选 subjects of the 3+1+2 model. */
export const SECOND_CHOICE_SUBJECTS = [
  '0606',
  '0607',
  '0608',
  '0609',
] as const satisfies readonly ElectiveSubjectCode[];

/** Every 3+1+2 选科: 2 首选 × C(4,2) 再选 = 12 combinations, 物理 first. */
export function allFirstAndSecondChoices(): StudentSubjects[] {
  const combinations: StudentSubjects[] = [];
  for (const first of FIRST_CHOICE_SUBJECTS) {
    SECOND_CHOICE_SUBJECTS.forEach((one, index) => {
      for (const two of SECOND_CHOICE_SUBJECTS.slice(index + 1)) combinations.push({ first, others: [one, two] });
    });
  }
  return combinations;
}

/** Every 3+3 选科: three of 物化生政史地 (C(6,3) = 20), no 首选; 技术 (浙江) left out. */
export function allThreeOfSix(): StudentSubjects[] {
  const six: ElectiveSubjectCode[] = ['0604', '0605', '0606', '0607', '0608', '0609'];
  const combinations: StudentSubjects[] = [];
  six.forEach((one, i) => {
    six.slice(i + 1).forEach((two, j) => {
      for (const three of six.slice(i + j + 2)) combinations.push({ first: null, others: [one, two, three] });
    });
  });
  return combinations;
}
