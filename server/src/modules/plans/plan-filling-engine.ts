import type { UnitPrediction } from '@zhihang/contract/admission/admission-predict.schema';
import type { FillingMode } from '@zhihang/contract/admissions/admission-codes';
import { sourceNameOf } from '@zhihang/contract/imports/source-name';
import type { PlanTier } from '@zhihang/contract/plans/plan-linter';
import { tierOfProbability } from '@zhihang/contract/plans/plan-tier';
import {
  simulateWholeList,
  type CutoffDistribution,
  type SimulationSlot,
} from '../admission-engine/whole-list-simulation.ts';
import type { UnitRow } from '../admissions/admissions.service.ts';
import type { InterestFit } from './interest-fit.ts';
import { DEFAULT_FILL_RATIO, tierQuotas, type FillRatio } from './plan-filling.ts';
import type { StoredPlanRow } from './plans.repository.ts';

/**
 * Intelligent plan making on the admission engine. Pure and deterministic: the service loads the
 * units the student may apply to (选科 and the teacher's hard preferences already applied) and the
 * engine's prediction of each; this picks and orders the slots.
 *
 * Value. A slot's value is how selective its unit is for this student: r / R̂ (the student's rank
 * over the unit's predicted cutoff rank; above 1 a reach, below 1 a safe unit), times the soft
 * preference weight: a major fitting the student's Holland code weighs a little more (1.10 / 1.06 /
 * 1.03 by the letter it fits), enough to win among units of similar P × selectivity, never to
 * pass the hard filters (applied before) or the whole-list target (checked after, on P alone). The plan maximises the expected value of the slot that admits the student,
 * E[Σ P(admitted at slot s) · value(s)], subject to P(admitted somewhere) ≥ the target, as the
 * whole-list simulation (correlated year shock, 一轮投档) measures it.
 *
 * Method. Each tier (冲 / 稳 / 保 by the engine's P) gets its share of the slots, filled with its
 * units of the largest P × value (the slot's own contribution to the expected value); the slots
 * are ordered most selective first, which is the order that maximises the expected value of the
 * admitting slot in a parallel list. While the simulation says the target is missed, the weakest
 * 冲 (then 稳) slots give way to the best unused 保 units. Units the engine has no number for
 * (数据不足) are never chosen: a plan made for safety cannot rest on a guess.
 */

/** Below this P a unit is a hopeless 冲: a slot spent on it buys almost nothing. */
export const MIN_REACH_PROBABILITY = 0.05;
export const DEFAULT_ADMIT_TARGET = 0.99;
/** Draws while choosing; the final figure uses the whole-list panel's 10,000. */
const SEARCH_DRAWS = 2_000;
const FINAL_DRAWS = 10_000;
const SEED = 20_260_101;
/** Rounds of swaps toward safety at most. */
const MAX_ROUNDS = 8;

export type EnginePrediction = { prediction: UnitPrediction; cutoff: CutoffDistribution | null };

/** What the making reads of a unit: its keys, its school and its major's code. */
export type FillUnit = Pick<UnitRow, 'id' | 'collegeCode' | 'groupCode' | 'universityId' | 'majorCode'>;

export type EngineFillInput<Unit extends FillUnit = UnitRow> = {
  fillingMode: FillingMode;
  studentRank: number;
  slots: number;
  majorsPerGroup: number | null;
  ratio?: FillRatio | undefined;
  /** P(admitted somewhere) the plan must reach (default 99 %). */
  target?: number | undefined;
  /** The candidate units, in any order. */
  units: readonly Unit[];
  /** The engine's prediction of each unit from its joined history. */
  predictionOf: (unitId: number) => EnginePrediction | undefined;
  /** A 院校专业组's own 投档 line, by `collegeCode|groupCode` (group modes). */
  groupLineOf?: (key: string) => EnginePrediction | undefined;
  /** How a unit fits the student's interest codes: its weight (> 1) and why, or null (weight 1). */
  interestOf?: (unit: Unit) => InterestFit | null;
  /** The teacher's preferences a unit meets, for its why (hard filters are met by every unit). */
  preferencesOf?: (unit: Unit) => string[];
};

export type MadeRow = {
  slot: number;
  /** The unit the slot is predicted by: the unit, or the group's first listed major. */
  unitId: number;
  tier: PlanTier;
  probability: number;
  predictedRank: number | null;
  /** Share of the final simulation's draws admitted at this slot. */
  admittedHere: number;
  value: number;
  why: {
    rankFit: string;
    history: string;
    preferences: string[];
    probability: string;
    sources: string[];
    text: string;
  };
};

export type EngineFillResult = {
  rows: StoredPlanRow[];
  made: MadeRow[];
  admitted: number;
  target: number;
  met: boolean;
  expectedValue: number;
  split: Record<PlanTier, number>;
  /**
   * Units left out of a list shorter than its slots because each is judged by a line a slot of
   * its school already stands on (past the school's share): the note says so.
   */
  sameLineLeft: number;
};

type Candidate<Unit extends FillUnit> = {
  key: string;
  firstId: number;
  /** The unit whose prediction stands for the slot. */
  lead: Unit;
  prediction: UnitPrediction;
  cutoff: CutoffDistribution;
  probability: number;
  tier: PlanTier;
  value: number;
  /** The interest fit of the slot's best-fitting listed unit, if any. */
  interest: InterestFit | null;
  row: Omit<StoredPlanRow, 'slot'>;
  slot: SimulationSlot;
};

const percent = (value: number) =>
  value > 0 && value < 0.01 ? '<1%' : value < 1 && value > 0.99 ? '>99%' : `${Math.round(value * 100)}%`;
const groupKeyOf = (unit: Pick<UnitRow, 'collegeCode' | 'groupCode'>) => `${unit.collegeCode}|${unit.groupCode}`;
const schoolKeyOf = (unit: Pick<UnitRow, 'collegeCode' | 'universityId'>) =>
  unit.universityId !== null ? `u${unit.universityId}` : `c${unit.collegeCode}`;

/**
 * One school takes at most a tenth of the slots (four of 40, at least three) while other units
 * are left: a list of 40 groups of one school judged by that school's one line is one bet, not 40.
 */
const MAX_SCHOOL_SHARE = 0.1;
const MIN_SLOTS_PER_SCHOOL = 3;

/**
 * Slots of one school judged by one and the same line (groups without lines of their own, each
 * taking the school's line) are one bet: the simulation draws that line once for all of them, and
 * a tier takes units on lines of their own before a second slot on a line already taken.
 */
const sharedLineKeyOf = (candidate: Candidate<FillUnit>) =>
  `${schoolKeyOf(candidate.lead)}|${candidate.cutoff.logRank}|${candidate.cutoff.scale}`;

function candidatesOf<Unit extends FillUnit>(input: EngineFillInput<Unit>): Candidate<Unit>[] {
  const { studentRank } = input;
  const interestOf = input.interestOf ?? (() => null);
  /** The best fit among a slot's listed units (the first of equal weight). */
  const bestInterest = (units: readonly Unit[]) =>
    units.reduce<InterestFit | null>((best, unit) => {
      const fit = interestOf(unit);
      return fit && fit.weight > (best?.weight ?? 1) ? fit : best;
    }, null);
  const predicted = input.units.flatMap((unit): Predicted<Unit>[] => {
    const answer = input.predictionOf(unit.id);
    return answer?.cutoff && answer.prediction.probability !== null
      ? [{ unit, prediction: answer.prediction, cutoff: answer.cutoff }]
      : [];
  });
  const make: MakeCandidate<Unit> = (lead, firstId, listed, row, slot) => {
    const probability = lead.prediction.probability!;
    if (probability < MIN_REACH_PROBABILITY) return [];
    const interest = bestInterest(listed);
    return [
      {
        key: row.enrollmentPlanId === null ? groupKeyOf(row) : String(row.enrollmentPlanId),
        firstId,
        lead: lead.unit,
        prediction: lead.prediction,
        cutoff: lead.cutoff,
        probability,
        tier: tierOfProbability(probability)!,
        value: (studentRank / Math.exp(lead.cutoff.logRank)) * (interest?.weight ?? 1),
        interest,
        row,
        slot,
      },
    ];
  };
  if (input.fillingMode === '专业+院校') {
    return predicted.flatMap((entry) =>
      make(
        entry,
        entry.unit.id,
        [entry.unit],
        {
          enrollmentPlanId: entry.unit.id,
          collegeCode: entry.unit.collegeCode,
          groupCode: entry.unit.groupCode,
          majorIds: [],
          obeysAdjustment: null,
        },
        { slot: 0, kind: 'unit', id: entry.unit.id, cutoff: entry.cutoff },
      ),
    );
  }
  return groupCandidatesOf(input, predicted, make);
}

/** A unit the engine has a line for, with its prediction. */
type Predicted<Unit extends FillUnit> = { unit: Unit; prediction: UnitPrediction; cutoff: CutoffDistribution };

/** A candidate slot from its lead unit, its listed units, its row and its simulated slot. */
type MakeCandidate<Unit extends FillUnit> = (
  lead: Predicted<Unit>,
  firstId: number,
  listed: readonly Unit[],
  row: Candidate<Unit>['row'],
  slot: SimulationSlot,
) => Candidate<Unit>[];

/** One candidate per 专业组: its most selective majors listed, judged by the group's line. */
function groupCandidatesOf<Unit extends FillUnit>(
  input: EngineFillInput<Unit>,
  predicted: readonly Predicted<Unit>[],
  make: MakeCandidate<Unit>,
): Candidate<Unit>[] {
  const groups = new Map<string, Predicted<Unit>[]>();
  for (const entry of predicted)
    groups.set(groupKeyOf(entry.unit), [...(groups.get(groupKeyOf(entry.unit)) ?? []), entry]);
  return [...groups].flatMap(([key, members]) => {
    // The most selective majors first (the student's best outcome), as many as a slot holds; 服从调剂
    // keeps the group's line the one that decides.
    const ordered = [...members].sort(
      (left, right) => left.cutoff.logRank - right.cutoff.logRank || left.unit.id - right.unit.id,
    );
    const listed = ordered.slice(0, input.majorsPerGroup ?? ordered.length);
    const line = input.groupLineOf?.(key);
    // Without the group's own line the group admits down to its most lenient major.
    const lenient = [...members].sort(
      (left, right) => right.cutoff.logRank - left.cutoff.logRank || left.unit.id - right.unit.id,
    )[0]!;
    const lead =
      line?.cutoff && line.prediction.probability !== null
        ? { unit: listed[0]!.unit, prediction: line.prediction, cutoff: line.cutoff }
        : lenient;
    return make(
      lead,
      Math.min(...members.map((member) => member.unit.id)),
      listed.map((entry) => entry.unit),
      {
        enrollmentPlanId: null,
        collegeCode: listed[0]!.unit.collegeCode,
        groupCode: listed[0]!.unit.groupCode,
        majorIds: listed.map((entry) => entry.unit.id),
        obeysAdjustment: true,
      },
      // 服从调剂: the student is admitted exactly when the group's line reaches them, whichever
      // major places them, so the group is simulated by its line alone.
      { slot: 0, kind: 'unit', id: lead.unit.id, cutoff: lead.cutoff },
    );
  });
}

/** P × value, the slot's own share of the expected value; ties by the unit's first id. */
const byContribution = (left: Candidate<FillUnit>, right: Candidate<FillUnit>) =>
  right.probability * right.value - left.probability * left.value || left.firstId - right.firstId;
/** Most selective first: the order of the list. */
const byValue = (left: Candidate<FillUnit>, right: Candidate<FillUnit>) =>
  right.value - left.value || left.firstId - right.firstId;

function simulate(chosen: readonly Candidate<FillUnit>[], studentRank: number, draws: number) {
  const slots = chosen.map((candidate, index): SimulationSlot => ({
    ...candidate.slot,
    slot: index + 1,
    sharedLine: sharedLineKeyOf(candidate),
  }));
  return simulateWholeList(slots, { studentRank, draws, seed: SEED });
}

function whyOf(candidate: Candidate<FillUnit>, studentRank: number, preferences: string[]): MadeRow['why'] {
  const { prediction } = candidate;
  const predictedRank = prediction.predictedRank ?? Math.round(Math.exp(candidate.cutoff.logRank));
  const margin = Math.round(((predictedRank - studentRank) / predictedRank) * 100);
  const rankFit = `学生位次 ${studentRank}，预测最低位次 ${predictedRank}${
    prediction.interval80 ? `（80% 区间 ${prediction.interval80.low}–${prediction.interval80.high}）` : ''
  }，${margin >= 0 ? `比预测线靠前 ${margin}%` : `比预测线靠后 ${-margin}%`}`;
  const sources = prediction.why.sources;
  const history = sources.length
    ? `用了 ${sources.map((source) => source.year).join('、')} 年的录取位次${
        prediction.why.derived ? '（起点由最低分换算）' : '（公布位次）'
      }，可信度 ${prediction.confidence ?? '低'}`
    : '没有可比的往年录取位次';
  const probability = `录取概率 ${percent(candidate.probability)}（${candidate.tier}）`;
  // The source's name as a teacher reads it (官方公布, 学校官网 …); an unnamed source says nothing.
  const dataSource = prediction.why.dataSource;
  const origin = dataSource && dataSource !== 'unknown' ? [sourceNameOf({ quality: dataSource })] : [];
  return {
    rankFit,
    history,
    preferences,
    probability,
    sources: origin,
    text: [probability, rankFit, history, preferences.length ? `符合：${preferences.join('；')}` : '']
      .filter(Boolean)
      .join('；'),
  };
}

/**
 * The first list: each tier its quota, best first, the shares below kept while other units are left.
 * Takes from the pools.
 */
function chooseByTier<Unit extends FillUnit>(
  pools: Record<PlanTier, Candidate<Unit>[]>,
  quotas: Record<PlanTier, number>,
  slots: number,
): Candidate<Unit>[] {
  const chosen: Candidate<Unit>[] = [];
  const perSchool = new Map<string, number>();
  const sharedLines = new Set<string>();
  const cap = Math.max(MIN_SLOTS_PER_SCHOOL, Math.ceil(slots * MAX_SCHOOL_SHARE));
  /**
   * Takes up to `count` of a pool, best first. 'line': no school above its share and no second slot
   * judged by a line already taken; 'school': the school's share only; 'none': whatever is left,
   * except a school past its share on a line already taken (a further slot there is the same bet
   * again: 福建's 成都大学 took 26 of 40 slots, every one judged by the school's lowest line).
   */
  const take = (pool: Candidate<Unit>[], count: number, limit: 'line' | 'school' | 'none') => {
    for (let index = 0; index < pool.length && count > 0;) {
      const school = schoolKeyOf(pool[index]!.lead);
      const line = sharedLineKeyOf(pool[index]!);
      const full = (perSchool.get(school) ?? 0) >= cap;
      const lineTaken = sharedLines.has(line);
      const skip = limit === 'line' ? full || lineTaken : limit === 'school' ? full : full && lineTaken;
      if (skip) {
        index += 1;
        continue;
      }
      chosen.push(...pool.splice(index, 1));
      perSchool.set(school, (perSchool.get(school) ?? 0) + 1);
      sharedLines.add(line);
      count -= 1;
    }
  };
  const inTier = (tier: PlanTier) => chosen.filter((candidate) => candidate.tier === tier).length;
  // Each tier its quota: units of lines of their own first, then a school's further units on a line
  // already taken (the simulation counts such slots as one chance).
  for (const limit of ['line', 'school'] as const) {
    for (const tier of ['冲', '稳', '保'] as const) take(pools[tier], quotas[tier] - inTier(tier), limit);
  }
  // A tier short of units leaves its slots to 保, then 稳, then 冲; one school fills more than its
  // share only where nothing else is left, and only with units on lines of their own.
  for (const limit of ['line', 'school', 'none'] as const) {
    for (const tier of ['保', '稳', '冲'] as const) take(pools[tier], Math.max(0, slots - chosen.length), limit);
  }
  return chosen;
}

/** Fills up to `slots` slots as described above; the same inputs give the same plan. */
export function engineFill<Unit extends FillUnit>(input: EngineFillInput<Unit>): EngineFillResult {
  const target = input.target ?? DEFAULT_ADMIT_TARGET;
  const { studentRank, slots } = input;
  const candidates = candidatesOf(input);
  const pools: Record<PlanTier, Candidate<Unit>[]> = {
    冲: candidates.filter((candidate) => candidate.tier === '冲').sort(byContribution),
    稳: candidates.filter((candidate) => candidate.tier === '稳').sort(byContribution),
    保: candidates.filter((candidate) => candidate.tier === '保').sort(byContribution),
  };
  const quotas = tierQuotas(slots, input.ratio ?? DEFAULT_FILL_RATIO);
  const chosen = chooseByTier(pools, quotas, slots);
  chosen.sort(byValue);

  let result = chosen.length ? simulate(chosen, studentRank, SEARCH_DRAWS) : undefined;
  for (let round = 0; round < MAX_ROUNDS && result && result.admitted < target; round += 1) {
    // Safer units take the places of the weakest reaches: a tenth of the slots per round.
    // A line already on the list comes last: a second slot on it adds no chance of its own.
    const onList = new Set(chosen.map(sharedLineKeyOf));
    const safer = [...pools.保, ...pools.稳].sort(
      (left, right) =>
        Number(onList.has(sharedLineKeyOf(left))) - Number(onList.has(sharedLineKeyOf(right))) ||
        right.probability - left.probability ||
        byContribution(left, right),
    );
    if (!safer.length) break;
    const swaps = Math.min(safer.length, Math.max(1, Math.ceil(slots / 10)));
    const weakest = chosen
      .filter((candidate) => candidate.tier !== '保')
      .sort((left, right) => byContribution(right, left))
      .slice(0, swaps);
    if (!weakest.length) break;
    for (const candidate of weakest) chosen.splice(chosen.indexOf(candidate), 1);
    for (const candidate of safer.slice(0, weakest.length)) {
      chosen.push(candidate);
      pools[candidate.tier].splice(pools[candidate.tier].indexOf(candidate), 1);
    }
    chosen.sort(byValue);
    result = simulate(chosen, studentRank, SEARCH_DRAWS);
  }

  const final = chosen.length ? simulate(chosen, studentRank, FINAL_DRAWS) : undefined;
  const admitted = final?.admitted ?? 0;
  const made = chosen.map((candidate, index): MadeRow => {
    const admittedHere = final?.slots[index]?.admitted ?? 0;
    return {
      slot: index + 1,
      unitId: candidate.lead.id,
      tier: candidate.tier,
      probability: candidate.probability,
      predictedRank: candidate.prediction.predictedRank,
      admittedHere,
      value: candidate.value,
      why: whyOf(candidate, studentRank, [
        ...(input.preferencesOf?.(candidate.lead) ?? []),
        ...(candidate.interest ? [candidate.interest.label] : []),
      ]),
    };
  });
  const split: Record<PlanTier, number> = { 冲: 0, 稳: 0, 保: 0 };
  for (const candidate of chosen) split[candidate.tier] += 1;
  const linesOnList = new Set(chosen.map(sharedLineKeyOf));
  const sameLineLeft =
    chosen.length < slots
      ? [...pools.冲, ...pools.稳, ...pools.保].filter((candidate) => linesOnList.has(sharedLineKeyOf(candidate)))
          .length
      : 0;
  return {
    rows: chosen.map((candidate, index) => ({ ...candidate.row, slot: index + 1 })),
    made,
    admitted,
    target,
    met: admitted >= target,
    expectedValue: made.reduce((sum, row) => sum + row.admittedHere * row.value, 0),
    split,
    sameLineLeft,
  };
}

/** What the intelligent making asks the admission engine (its predict service answers it). */
export type PlanEngine = {
  predictUnits(
    scope: { provinceCode: string; year: number; trackCode: number; studentRank: number },
    units: readonly UnitRow[],
    history: ReadonlyMap<
      number,
      ReadonlyArray<{
        year: number;
        level: UnitPrediction['why']['sources'][number]['level'];
        minRank: number | null;
        minRankDerived: number;
        planCount?: number | null;
      }>
    >,
    groupMode: boolean,
  ): Promise<{ units: Map<number, EnginePrediction>; groupLines: Map<string, EnginePrediction> }>;
};

/** The preferences a unit meets, as its why names them (every hard preference, by construction). */
export function preferenceLabels(preferences: {
  regionNames?: readonly string[];
  level?: string | undefined;
  majorClasses?: readonly string[] | undefined;
  maxTuition?: number | undefined;
  cooperation?: 'include' | 'exclude' | 'only' | undefined;
}): (unit: Pick<UnitRow, 'majorCode'>) => string[] {
  return (unit) => {
    const labels: string[] = [];
    if (preferences.regionNames?.length) labels.push(`地区 ${preferences.regionNames.join('、')}`);
    if (preferences.level) labels.push(`${preferences.level} 院校`);
    const majorClass = preferences.majorClasses?.find((prefix) => unit.majorCode.startsWith(prefix));
    if (majorClass) labels.push(`专业类 ${majorClass}`);
    if (preferences.maxTuition !== undefined) labels.push(`学费 ≤ ${preferences.maxTuition} 元`);
    if (preferences.cooperation === 'exclude') labels.push('不含中外合作');
    if (preferences.cooperation === 'only') labels.push('中外合作');
    return labels;
  };
}
