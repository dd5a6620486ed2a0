import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { admissionProbability } from './cutoff-model.ts';
import { studentT3Quantile } from './student-t.ts';

/**
 * The whole-list simulation: the province's parallel 投档 over a plan in slot order (分数优先,
 * 遵循志愿, 一轮投档), drawn many times from the units' predicted cutoffs. Pure: the caller passes
 * the predictions, the student's rank and the seed.
 *
 * Correlation. A unit's cutoff moves with the province's year (every unit of a list at once) and
 * with its own luck. Each unit has a latent X_u = w·Y + (1 − w)·E_u, Y the year's shock shared by
 * every unit of a draw, E_u the unit's own, both standard Cauchy: a weighted sum of standard
 * Cauchy variables is standard Cauchy, so each unit's own P(admit) is exactly the engine's t(3)
 * one (X_u is mapped onto the cutoff by quantiles), while both parts are heavy-tailed (a year of
 * upheaval moves every unit of the list together). w = 1: the cutoffs are perfectly correlated;
 * w = 0: independent.
 */

/** A unit's predicted cutoff: log rank t(3)-distributed around `logRank` with `scale`. */
export type CutoffDistribution = { logRank: number; scale: number };

export type SimulationMajor = { id: number; name: string; cutoff: CutoffDistribution | null };

/** A 专业+院校 slot (one unit), or a 院校专业组 with the majors the student listed in order. */
export type SimulationSlot =
  | { slot: number; kind: 'unit'; id: number; cutoff: CutoffDistribution | null; sharedLine?: string }
  | {
      slot: number;
      kind: 'group';
      /** The group's own 投档 line; null: the line is its most lenient major's. */
      cutoff: CutoffDistribution | null;
      /**
       * Slots judged by one and the same line (a school's groups without lines of their own) name
       * it alike: their line is one draw, not several chances.
       */
      sharedLine?: string;
      listedMajors: readonly SimulationMajor[];
      /** The group's majors the student did not list (where 调剂 may place them). */
      otherMajors: readonly SimulationMajor[];
      obeysAdjustment: boolean;
    };

export type SimulationOptions = {
  studentRank: number;
  draws: number;
  seed: number;
  /** w: the year shock's weight in each unit's latent draw, in [0, 1]. */
  commonShare?: number;
};

/**
 * The year shock's weight when the caller names none, fitted on the backtests: within a province,
 * track, batch and rank band, two units' 2025 (2024) cutoffs fell on the same side of their
 * predictions 60 % (58 %) of the time for majors, 62 % (54 %) for groups; w = 0.3 gives 59 %.
 */
export const DEFAULT_COMMON_SHARE = 0.3;

export type WorstCaseMajor = { id: number; name: string; predictedRank: number };

export type SlotOutcome = {
  slot: number;
  /** No prediction for the slot (数据不足): the simulation passes over it. */
  insufficientData: boolean;
  /** Share of draws admitted at this slot (to a listed major or through 调剂). */
  admitted: number;
  /** Share of draws admitted here through 调剂. */
  adjusted: number;
  /** Share of draws 投档'd here and withdrawn (退档): no listed major, no 调剂. */
  withdrawn: number;
  /** Under 调剂: the group's least demanding unlisted major (the largest predicted cutoff rank). */
  worstCaseMajor: WorstCaseMajor | null;
  /** Listed majors without a prediction: assumed to take whoever their group takes. */
  unpredictedMajorIds: number[];
};

export type WholeListResult = {
  draws: number;
  studentRank: number;
  commonShare: number;
  /** P(admitted somewhere in this batch's first round). */
  admitted: number;
  /** P(退档): 投档'd to a group that none of the listed majors admits, without 调剂. */
  withdrawn: number;
  /** P(no slot's line reaches the student). */
  unplaced: number;
  /** P(admitted through 调剂). */
  adjusted: number;
  slots: SlotOutcome[];
  /** Slots skipped for 数据不足. */
  skippedSlots: number[];
  /**
   * Wasted rank among admitted draws: (admitting unit's cutoff rank − student rank) / student
   * rank, how far below the student the unit's line fell (0: admitted on the line). Null when no
   * draw is admitted.
   */
  wastedRank: { median: number; p90: number; medianPlaces: number } | null;
  /** The 调剂 placement most likely over the list, with its probability. */
  worstCaseAdjustment: (WorstCaseMajor & { slot: number; probability: number }) | null;
};

/** t(3) quantiles on a grid of probabilities, interpolated: the cutoff of a draw, for wasted rank. */
const QUANTILE_GRID = 4096;
let t3Quantiles: Float64Array | undefined;

function t3QuantileOf(probability: number): number {
  if (!t3Quantiles) {
    t3Quantiles = new Float64Array(QUANTILE_GRID + 1);
    for (let index = 1; index < QUANTILE_GRID; index += 1)
      t3Quantiles[index] = studentT3Quantile(index / QUANTILE_GRID);
    // The open ends take the neighbouring grid points: a draw beyond them is rare and far anyway.
    t3Quantiles[0] = t3Quantiles[1]!;
    t3Quantiles[QUANTILE_GRID] = t3Quantiles[QUANTILE_GRID - 1]!;
  }
  const position = Math.min(QUANTILE_GRID, Math.max(0, probability * QUANTILE_GRID));
  const below = Math.min(QUANTILE_GRID - 1, Math.floor(position));
  return t3Quantiles[below]! + (t3Quantiles[below + 1]! - t3Quantiles[below]!) * (position - below);
}

/** The latent threshold: X ≥ τ exactly with probability p for standard Cauchy X. */
const thresholdOf = (probability: number) => Math.tan(Math.PI * (0.5 - probability));

/** The cutoff rank a latent draw stands for. */
const cutoffRankOf = (cutoff: CutoffDistribution, latent: number) =>
  Math.exp(cutoff.logRank + cutoff.scale * t3QuantileOf(0.5 + Math.atan(latent) / Math.PI));

type PreparedMajor = { major: SimulationMajor; threshold: number | null };

type PreparedSlot = {
  source: SimulationSlot;
  threshold: number | null;
  members: PreparedMajor[];
  listedCount: number;
  usable: boolean;
  worstCaseMajor: WorstCaseMajor | null;
};

function leastDemanding(majors: readonly SimulationMajor[]): WorstCaseMajor | null {
  let worst: WorstCaseMajor | null = null;
  for (const major of majors) {
    if (!major.cutoff) continue;
    const predictedRank = Math.round(Math.exp(major.cutoff.logRank));
    if (!worst || predictedRank > worst.predictedRank) worst = { id: major.id, name: major.name, predictedRank };
  }
  return worst;
}

function prepare(slot: SimulationSlot, studentRank: number): PreparedSlot {
  const thresholdFor = (cutoff: CutoffDistribution | null) =>
    cutoff ? thresholdOf(admissionProbability(studentRank, cutoff.logRank, cutoff.scale)) : null;
  if (slot.kind === 'unit') {
    const threshold = thresholdFor(slot.cutoff);
    return { source: slot, threshold, members: [], listedCount: 0, usable: threshold !== null, worstCaseMajor: null };
  }
  const members = [...slot.listedMajors, ...slot.otherMajors].map((major) => ({
    major,
    threshold: thresholdFor(major.cutoff),
  }));
  const threshold = thresholdFor(slot.cutoff);
  return {
    source: slot,
    threshold,
    members,
    listedCount: slot.listedMajors.length,
    usable: threshold !== null || members.some((member) => member.threshold !== null),
    worstCaseMajor: slot.obeysAdjustment ? leastDemanding(slot.otherMajors) : null,
  };
}

const sortedQuantile = (sorted: Float64Array, p: number) => {
  const position = (sorted.length - 1) * p;
  const below = Math.floor(position);
  const above = Math.min(sorted.length - 1, below + 1);
  return sorted[below]! + (sorted[above]! - sorted[below]!) * (position - below);
};

/** Runs the draws; the same slots, rank, draws and seed give the same result. */
export function simulateWholeList(slots: readonly SimulationSlot[], options: SimulationOptions): WholeListResult {
  const { studentRank, draws, seed } = options;
  const commonShare = options.commonShare ?? DEFAULT_COMMON_SHARE;
  if (!(studentRank > 0)) throw new RangeError(`rank must be positive: ${studentRank}`);
  if (!(draws > 0) || !Number.isInteger(draws)) throw new RangeError(`draws must be a positive integer: ${draws}`);
  if (!(commonShare >= 0 && commonShare <= 1)) throw new RangeError(`commonShare out of [0, 1]: ${commonShare}`);

  const prepared = slots.map((slot) => prepare(slot, studentRank));
  const admittedAt = new Float64Array(slots.length);
  const adjustedAt = new Float64Array(slots.length);
  const withdrawnAt = new Float64Array(slots.length);
  const wasted: number[] = [];
  const rng = xoroshiro128plus(seed);
  // One 32-bit draw per variable, centred in its cell: (0, 1) open, fine enough for Cauchy tails.
  const cauchy = () => Math.tan(Math.PI * (((rng.next() >>> 0) + 0.5) * 2 ** -32 - 0.5));
  const ownShare = 1 - commonShare;
  const memberLatents: number[] = [];
  let yearShock = 0;
  const latent = () => commonShare * yearShock + ownShare * cauchy();
  /** A shared line's draw in this round, for the later slots judged by the same line. */
  const sharedLatents = new Map<string, number>();
  const lineLatent = (key: string | undefined) => {
    if (key === undefined) return latent();
    const known = sharedLatents.get(key);
    if (known !== undefined) return known;
    const x = latent();
    sharedLatents.set(key, x);
    return x;
  };

  for (let draw = 0; draw < draws; draw += 1) {
    yearShock = cauchy();
    sharedLatents.clear();
    for (let index = 0; index < prepared.length; index += 1) {
      const slot = prepared[index]!;
      if (!slot.usable) continue;
      if (slot.source.kind === 'unit') {
        const x = lineLatent(slot.source.sharedLine);
        if (x < slot.threshold!) continue;
        admittedAt[index]! += 1;
        wasted.push(cutoffRankOf(slot.source.cutoff!, x));
        break;
      }
      // A group: its line first (its own, else its most lenient predicted major's), then the majors.
      memberLatents.length = 0;
      let anyMajorAdmits = false;
      for (const member of slot.members) {
        const x = member.threshold === null ? Number.NaN : latent();
        memberLatents.push(x);
        if (member.threshold !== null && x >= member.threshold) anyMajorAdmits = true;
      }
      let lineRank: () => number;
      if (slot.threshold !== null) {
        const x = lineLatent(slot.source.sharedLine);
        if (x < slot.threshold) continue;
        lineRank = () => cutoffRankOf(slot.source.cutoff!, x);
      } else {
        if (!anyMajorAdmits) continue;
        lineRank = () =>
          Math.max(
            ...slot.members.flatMap((member, position) =>
              member.major.cutoff ? [cutoffRankOf(member.major.cutoff, memberLatents[position]!)] : [],
            ),
          );
      }
      // 投档'd: this is the student's only chance in the round (一轮投档).
      let placedRank: number | undefined;
      for (let member = 0; member < slot.listedCount; member += 1) {
        const { threshold, major } = slot.members[member]!;
        if (threshold === null) {
          placedRank = lineRank();
          break;
        }
        if (memberLatents[member]! >= threshold) {
          placedRank = cutoffRankOf(major.cutoff!, memberLatents[member]!);
          break;
        }
      }
      if (placedRank === undefined && slot.source.obeysAdjustment) {
        adjustedAt[index]! += 1;
        placedRank = lineRank();
      }
      if (placedRank === undefined) {
        withdrawnAt[index]! += 1;
      } else {
        admittedAt[index]! += 1;
        wasted.push(placedRank);
      }
      break;
    }
  }

  const share = (count: number) => count / draws;
  const total = (counts: Float64Array) => counts.reduce((sum, count) => sum + count, 0);
  const slotOutcomes: SlotOutcome[] = prepared.map((slot, index) => ({
    slot: slot.source.slot,
    insufficientData: !slot.usable,
    admitted: share(admittedAt[index]!),
    adjusted: share(adjustedAt[index]!),
    withdrawn: share(withdrawnAt[index]!),
    worstCaseMajor: slot.worstCaseMajor,
    unpredictedMajorIds: slot.members
      .slice(0, slot.listedCount)
      .filter((member) => member.threshold === null)
      .map((member) => member.major.id),
  }));
  const admitted = share(total(admittedAt));
  const withdrawn = share(total(withdrawnAt));
  let worstCaseAdjustment: WholeListResult['worstCaseAdjustment'] = null;
  for (const outcome of slotOutcomes) {
    if (!outcome.worstCaseMajor || outcome.adjusted === 0) continue;
    if (!worstCaseAdjustment || outcome.adjusted > worstCaseAdjustment.probability) {
      worstCaseAdjustment = { ...outcome.worstCaseMajor, slot: outcome.slot, probability: outcome.adjusted };
    }
  }
  const relative = Float64Array.from(wasted, (rank) => Math.max(0, rank - studentRank) / studentRank).sort();
  return {
    draws,
    studentRank,
    commonShare,
    admitted,
    withdrawn,
    unplaced: Math.max(0, 1 - admitted - withdrawn),
    adjusted: share(total(adjustedAt)),
    slots: slotOutcomes,
    skippedSlots: slotOutcomes.filter((outcome) => outcome.insufficientData).map((outcome) => outcome.slot),
    wastedRank: relative.length
      ? {
          median: sortedQuantile(relative, 0.5),
          p90: sortedQuantile(relative, 0.9),
          medianPlaces: Math.round(sortedQuantile(relative, 0.5) * studentRank),
        }
      : null,
    worstCaseAdjustment,
  };
}
