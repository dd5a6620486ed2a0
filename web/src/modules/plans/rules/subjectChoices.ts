import { TRACK_CODE } from '@zhihang/contract/admissions/admission-codes';
import type { ExamModel } from '@zhihang/contract/admissions/exam-models';

/**
 * The 选科 a student can make in their province's exam model, and how each is kept in the
 * guidance record (mainSubject 0604/0605 + two minors 0606–0609). Pure and UI-free.
 */

export type SubjectChoice = {
  /** Stable key: the subject codes joined, e.g. `0604-0606-0607`. */
  key: string;
  /** Every subject of the choice (dictionary codes), 首选 first. */
  subjects: readonly string[];
  /** The record's fields for this choice; null when the record cannot hold it (3+3 without exactly one of 物理/历史). */
  record: { mainSubject: string; minorSubject1: string; minorSubject2: string } | null;
};

const MAIN = ['0604', '0605'] as const;
const MINOR = ['0606', '0607', '0608', '0609'] as const;

/** The exam model a province's enrollment plans use, read from the tracks they are published in. */
export function examModelOfTracks(trackCodes: readonly number[]): ExamModel {
  if (trackCodes.some((code) => code === TRACK_CODE.physics || code === TRACK_CODE.history)) return '3+1+2';
  if (trackCodes.includes(TRACK_CODE.comprehensive)) return '3+3';
  if (trackCodes.some((code) => code === TRACK_CODE.science || code === TRACK_CODE.liberalArts)) return '文理';
  return '3+1+2';
}

const choiceOf = (subjects: readonly string[]): SubjectChoice => {
  const mains = subjects.filter((code) => (MAIN as readonly string[]).includes(code));
  const minors = subjects.filter((code) => (MINOR as readonly string[]).includes(code));
  const ordered = [...mains, ...minors];
  const record =
    mains.length === 1 && minors.length === 2
      ? { mainSubject: mains[0]!, minorSubject1: minors[0]!, minorSubject2: minors[1]! }
      : null;
  return { key: ordered.join('-'), subjects: ordered, record };
};

/**
 * Every choice of a model: 3+1+2 12 (物理 first), 文理 two (理科 kept as 物化生, 文科 as 史政地,
 * the subjects their 理综 / 文综 papers cover), 3+3 twenty (three of 物化生政史地).
 */
export function subjectChoicesOf(model: ExamModel): SubjectChoice[] {
  if (model === '文理') return [choiceOf(['0604', '0606', '0607']), choiceOf(['0605', '0608', '0609'])];
  if (model === '3+3') {
    const six = ['0604', '0605', '0606', '0607', '0608', '0609'];
    const choices: SubjectChoice[] = [];
    six.forEach((one, i) =>
      six.slice(i + 1).forEach((two, j) => {
        for (const three of six.slice(i + j + 2)) choices.push(choiceOf([one, two, three]));
      }),
    );
    return choices;
  }
  const choices: SubjectChoice[] = [];
  for (const main of MAIN) {
    MINOR.forEach((one, index) => {
      for (const two of MINOR.slice(index + 1)) choices.push(choiceOf([main, one, two]));
    });
  }
  return choices;
}

/** The key of the record's 选科, or null while it is incomplete. */
export function choiceKeyOfRecord(record: {
  mainSubject: string;
  minorSubject1: string;
  minorSubject2: string;
}): string | null {
  const { mainSubject, minorSubject1, minorSubject2 } = record;
  if (!mainSubject || !minorSubject1 || !minorSubject2) return null;
  return choiceOf([mainSubject, minorSubject1, minorSubject2]).key;
}

/** Spec §5: planning needs the 首选 and both 再选 subjects. */
export function hasCompleteSubjects(record: { mainSubject: string; minorSubject1: string; minorSubject2: string }) {
  return choiceKeyOfRecord(record) !== null;
}

/** Share of all plan majors a choice can apply to, in whole percent (0 when there are none). */
export function coverageShare(count: number, total: number): number {
  return total > 0 ? Math.round((count / total) * 1000) / 10 : 0;
}

/**
 * A choice's 可报专业数: the majors it fits among those whose requirement some source gives, or
 * null while a figure is missing and when no major of its track has a known requirement (every
 * combination would then read alike, which says nothing about the combination).
 */
export function knownCoverageCount(
  fitting: number | undefined,
  trackTotal: number | undefined,
  trackUnknown: number | undefined,
): number | null {
  if (fitting === undefined || trackTotal === undefined || trackUnknown === undefined) return null;
  return trackTotal > 0 && trackUnknown >= trackTotal ? null : fitting;
}

/** The track a choice is admitted in: 物理类 / 历史类, 综合 (3+3), 理工 / 文史. */
export function trackOfChoice(model: ExamModel, choice: Pick<SubjectChoice, 'subjects'>): number {
  if (model === '3+3') return TRACK_CODE.comprehensive;
  const physics = choice.subjects[0] === '0604';
  if (model === '文理') return physics ? TRACK_CODE.science : TRACK_CODE.liberalArts;
  return physics ? TRACK_CODE.physics : TRACK_CODE.history;
}
