import { ELECTIVE_SUBJECTS, TRACK_CODE, type ElectiveSubjectCode } from '@zhihang/contract/admissions/admission-codes';
import type { StudentSubjects } from '@zhihang/contract/admissions/subject-fit';

/**
 * The replay of a year's filling: simulated students, each with a plan made as a teacher would
 * make it from what was published before the year's filling, admitted by the year's real lines in
 * the province's parallel 投档. Pure: the CLI (server/src/setup/cli/plan-replay.ts) reads the data and
 * makes the plans; this spreads the students, replays the 投档 and sums the figures up.
 */

export type ReplayStudent = { rank: number; subjects: StudentSubjects; combination: string };

/** One slot of a made plan, as the year's real outcomes judge it. */
export type ReplaySlot = {
  slot: number;
  /** The unit's real cutoff rank of the replayed year; null when it published none (cannot be checked). */
  cutoffRank: number | null;
  /** The student meets the unit's 选科 requirement: true, false, or null when no source gives it. */
  subjectsFit: boolean | null;
  /** The unit had an outcome before the replayed year (the plan could compare it). */
  hadHistory: boolean;
};

export type StudentReplay = {
  rank: number;
  /** P(admitted somewhere) the whole-list simulation promised; null for a plan made without the engine. */
  promised: number | null;
  slots: readonly ReplaySlot[];
  /** The plan as made, slot by slot (院校代码|专业组代码 or the unit), for the per-student file. */
  plan?: readonly string[];
  combination?: string;
};

export type ReplayOutcome = {
  /** The admitting slot, or null (滑档). */
  slot: number | null;
  /** The admitting unit's real cutoff rank over the student's rank (≥ 1): how much of the rank it spent. */
  value: number | null;
  /** A slot before the admitting one (all of them when none admits) had no real line to judge it by. */
  uncheckedBefore: boolean;
};

/** Ranks spread evenly over [best, worst]: the midpoints of `count` equal shares of the candidates. */
export function spreadRanks(best: number, worst: number, count: number): number[] {
  if (count <= 0 || worst < best) return [];
  const width = (worst - best + 1) / count;
  return Array.from({ length: count }, (_, index) => Math.max(best, Math.round(best + width * (index + 0.5))));
}

const codeOf = (name: string): ElectiveSubjectCode => ELECTIVE_SUBJECTS.find((subject) => subject.name === name)!.code;

const pairsOf = <T>(items: readonly T[], size: number): T[][] =>
  size === 0
    ? [[]]
    : items.flatMap((item, index) => pairsOf(items.slice(index + 1), size - 1).map((rest) => [item, ...rest]));

/**
 * The 选科 combinations of a track: 3+1+2 (物理类, 历史类) the 首选 and two of 化生政地; 3+3 (综合)
 * three of the six (seven in 浙江, with 技术). No source here gives their real shares, so each
 * combination gets the same number of students. A 文理 track has no 选科: one combination.
 */
export function subjectCombinations(
  trackCode: number,
  provinceCode: string,
): Array<{ subjects: StudentSubjects; combination: string }> {
  const second = ['化学', '生物', '政治', '地理'];
  if (trackCode === TRACK_CODE.physics || trackCode === TRACK_CODE.history) {
    const first = trackCode === TRACK_CODE.physics ? '物理' : '历史';
    return pairsOf(second, 2).map((pair) => ({
      subjects: { first: codeOf(first), others: pair.map(codeOf) },
      combination: [first, ...pair].map((name) => name[0]).join(''),
    }));
  }
  if (trackCode === TRACK_CODE.comprehensive) {
    const six = ['物理', '化学', '生物', '政治', '历史', '地理', ...(provinceCode.startsWith('33') ? ['技术'] : [])];
    return pairsOf(six, 3).map((three) => ({
      subjects: { first: null, others: three.map(codeOf) },
      combination: three.map((name) => name[0]).join(''),
    }));
  }
  // 文理: every subject, so no requirement excludes anyone.
  return [
    {
      subjects: { first: null, others: ELECTIVE_SUBJECTS.map((subject) => subject.code) },
      combination: '不分选科',
    },
  ];
}

/** `count` students from the top 1 % to the 本科 line, the combinations dealt in turn. */
export function replayStudents(
  topRank: number,
  lineRank: number,
  count: number,
  combinations: ReadonlyArray<{ subjects: StudentSubjects; combination: string }>,
): ReplayStudent[] {
  return spreadRanks(topRank, lineRank, count).map((rank, index) => {
    const combination = combinations[index % combinations.length]!;
    return { rank, subjects: combination.subjects, combination: combination.combination };
  });
}

/**
 * Parallel 投档 on the real lines: the first slot, in order, whose real cutoff rank the student's
 * rank meets and whose 选科 the student meets. A slot without a real line cannot admit (it is
 * counted as unchecked); a requirement no source gives does not stop the student.
 */
export function replayAdmission(studentRank: number, slots: readonly ReplaySlot[]): ReplayOutcome {
  let uncheckedBefore = false;
  for (const slot of [...slots].sort((left, right) => left.slot - right.slot)) {
    if (slot.cutoffRank === null) {
      uncheckedBefore = true;
      continue;
    }
    if (slot.subjectsFit === false) continue;
    if (studentRank <= slot.cutoffRank) {
      return { slot: slot.slot, value: slot.cutoffRank / studentRank, uncheckedBefore };
    }
  }
  return { slot: null, value: null, uncheckedBefore };
}

/** Rank bands of the 滑档 table (the top 5,000 is the issue's own band). */
export const RANK_BANDS: ReadonlyArray<{ label: string; upTo: number }> = [
  { label: '≤ 5,000', upTo: 5_000 },
  { label: '5,001–20,000', upTo: 20_000 },
  { label: '20,001–50,000', upTo: 50_000 },
  { label: '50,001–100,000', upTo: 100_000 },
  { label: '> 100,000', upTo: Number.POSITIVE_INFINITY },
];

export const bandOf = (rank: number): string => RANK_BANDS.find((band) => rank <= band.upTo)!.label;

/** Slot buckets of the admitting-slot table. */
export const SLOT_BUCKETS: ReadonlyArray<{ label: string; upTo: number }> = [
  { label: '1–5', upTo: 5 },
  { label: '6–10', upTo: 10 },
  { label: '11–20', upTo: 20 },
  { label: '21–30', upTo: 30 },
  { label: '31–45', upTo: 45 },
  { label: '46+', upTo: Number.POSITIVE_INFINITY },
];

export const slotBucketOf = (slot: number): string => SLOT_BUCKETS.find((bucket) => slot <= bucket.upTo)!.label;

export function median(values: readonly number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((left, right) => left - right);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The figures of one group of replayed students (a province-track and a method, or all of them). */
export type ReplaySummary = {
  students: number;
  /** Mean promised P over the students whose plan has one; null when none has. */
  promised: number | null;
  admitted: number;
  /** Admitted share minus promised share, in points; null without a promise. */
  gapPoints: number | null;
  medianSlot: number | null;
  slotBuckets: Record<string, number>;
  /** 滑档 per rank band: [students, admitted nowhere]. */
  missedByBand: Record<string, [number, number]>;
  rows: number;
  subjectViolations: number;
  subjectUnknownRows: number;
  /** Rows the plan could not compare with any earlier year. */
  rowsWithoutHistory: number;
  /** Rows without a real line of the replayed year (cannot be judged). */
  rowsUnchecked: number;
  /** Students with an unchecked slot before the admitting one (or anywhere, when 滑档). */
  studentsWithUncheckedBefore: number;
  medianValue: number | null;
  medianValueTop5000: number | null;
  emptyPlans: number;
};

export function summariseReplay(students: readonly StudentReplay[]): ReplaySummary {
  const outcomes = students.map((student) => ({ student, outcome: replayAdmission(student.rank, student.slots) }));
  const promised = students.flatMap((student) => (student.promised === null ? [] : [student.promised]));
  const admitted = outcomes.filter(({ outcome }) => outcome.slot !== null);
  const slotBuckets = Object.fromEntries(SLOT_BUCKETS.map((bucket) => [bucket.label, 0]));
  for (const { outcome } of admitted) slotBuckets[slotBucketOf(outcome.slot!)]! += 1;
  const missedByBand: Record<string, [number, number]> = {};
  for (const { student, outcome } of outcomes) {
    const band = bandOf(student.rank);
    const entry = missedByBand[band] ?? [0, 0];
    entry[0] += 1;
    if (outcome.slot === null) entry[1] += 1;
    missedByBand[band] = entry;
  }
  const rows = students.flatMap((student) => student.slots);
  const mean = promised.length ? promised.reduce((sum, value) => sum + value, 0) / promised.length : null;
  const admittedShare = students.length ? admitted.length / students.length : 0;
  return {
    students: students.length,
    promised: mean,
    admitted: admittedShare,
    gapPoints: mean === null ? null : (admittedShare - mean) * 100,
    medianSlot: median(admitted.map(({ outcome }) => outcome.slot!)),
    slotBuckets,
    missedByBand,
    rows: rows.length,
    subjectViolations: rows.filter((row) => row.subjectsFit === false).length,
    subjectUnknownRows: rows.filter((row) => row.subjectsFit === null).length,
    rowsWithoutHistory: rows.filter((row) => !row.hadHistory).length,
    rowsUnchecked: rows.filter((row) => row.cutoffRank === null).length,
    studentsWithUncheckedBefore: outcomes.filter(({ outcome }) => outcome.uncheckedBefore).length,
    medianValue: median(admitted.map(({ outcome }) => outcome.value!)),
    medianValueTop5000: median(
      admitted.filter(({ student }) => student.rank <= 5_000).map(({ outcome }) => outcome.value!),
    ),
    emptyPlans: students.filter((student) => student.slots.length === 0).length,
  };
}
