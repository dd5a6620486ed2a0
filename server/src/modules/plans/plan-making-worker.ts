import { workerData } from 'piscina';
import { openDatabase, type DatabaseOptions } from '../../db/database.ts';
import { createAdmissionPredictService } from '../admission-engine/admission-predict.service.ts';
import {
  simulateWholeList,
  type SimulationOptions,
  type SimulationSlot,
  type WholeListResult,
} from '../admission-engine/whole-list-simulation.ts';
import { createAdmissionsService, type AdmissionsService, type UnitScope } from '../admissions/admissions.service.ts';
import type { HollandScale } from '../evaluations/student-interests.ts';
import { interestFitOf, type InterestOrigin } from './interest-fit.ts';
import {
  engineFill,
  preferenceLabels,
  type EngineFillInput,
  type EngineFillResult,
  type EnginePrediction,
  type FillUnit,
  type PlanEngine,
} from './plan-filling-engine.ts';
import { intelligentFill, type FillInput } from './plan-filling.ts';
import type { StoredPlanRow } from './plans.repository.ts';

/**
 * The CPU-heavy parts of 智能填报 and of the whole-list simulation, as tasks of plain data (what a
 * worker thread can be sent): the making pool (plan-making-pool.ts) runs them in its threads, or
 * here when it has none. The same task gives the same answer wherever it runs. A making (`make`)
 * also reads its candidates and the engine's predictions: in a thread, over the thread's own
 * read-only connection to the server's SQLite file (the pool's `workerData`).
 */

/** `engineFill`'s input with its lookups as data: the engine's predictions, the interest code. */
export type EngineFillData = Omit<
  EngineFillInput<FillUnit>,
  'predictionOf' | 'groupLineOf' | 'interestOf' | 'preferencesOf'
> & {
  predictions: ReadonlyMap<number, EnginePrediction>;
  groupLines: ReadonlyMap<string, EnginePrediction>;
  /** The Holland code the making weighs, with its instrument's letters; none: every unit weighs 1. */
  interest: { code: string; letters: readonly HollandScale[]; origin: InterestOrigin } | null;
  preferences: Parameters<typeof preferenceLabels>[0];
};

/**
 * A making from its reads on, as data: what the request thread has checked and settled (the
 * student's rank, the rule's limits, the preferences, the interest code) and where to read.
 */
export type MakeTask = {
  scope: UnitScope;
  subjectMask: number;
  /** The teacher's hard preferences the candidates are read with. */
  narrow: NonNullable<Parameters<AdmissionsService['fittingUnitsWithHistory']>[2]>;
  examYear: number | undefined;
  /** 专业类 prefixes the candidates are narrowed to; none: every 专业. */
  majorClasses: readonly string[];
  /** The engine's scope of the predictions; null without an engine (the rank-gap fill). */
  engine: { provinceCode: string; year: number; trackCode: number; studentRank: number } | null;
  /** Group modes: the engine predicts each 院校专业组's own line too. */
  groupMode: boolean;
  /** The rank-gap fill's year (its history ends the year before). */
  year: number;
  choose: Omit<EngineFillData, 'units' | 'predictions' | 'groupLines'> & Pick<FillInput, 'ratio'>;
};

/** What a making made, and from how many candidates, of which `predicted` have an engine number. */
export type MadePlan = { candidates: number; predicted: number } & (
  { method: 'engine'; made: EngineFillResult } | { method: 'rank-gap'; rows: StoredPlanRow[] }
);

/** What a making reads through: the admissions data and the admission engine (none: the rank gap). */
export type MakingReads = {
  admissions: Pick<AdmissionsService, 'fittingUnitsWithHistory'>;
  engine?: PlanEngine | undefined;
};

/** Where a making chooses its slots (the pool's threads, or the thread it runs on). */
export type MakingChooser = {
  engineFill(input: EngineFillData): Promise<EngineFillResult>;
  rankGapFill(input: FillInput): Promise<StoredPlanRow[]>;
};

/**
 * Reads the units the student's 选科 fits, narrowed by the preferences, with their history, has
 * the engine predict them and chooses the slots: from the engine's numbers, or by the rank gap
 * when the engine has not a single one for the candidates.
 */
export async function makeFromReads(reads: MakingReads, chooser: MakingChooser, task: MakeTask): Promise<MadePlan> {
  const fitting = await reads.admissions.fittingUnitsWithHistory(
    task.scope,
    task.subjectMask,
    task.narrow,
    task.examYear,
  );
  const classes = task.majorClasses;
  const units = classes.length
    ? fitting.units.filter((unit) => classes.some((prefix) => unit.majorCode.startsWith(prefix)))
    : fitting.units;
  const predictions =
    reads.engine && task.engine
      ? await reads.engine.predictUnits(task.engine, units, fitting.history, task.groupMode)
      : undefined;
  const predicted = predictions ? [...predictions.units.values()].filter((entry) => entry.cutoff !== null).length : 0;
  const { choose } = task;
  if (!predictions || predicted === 0) {
    const rows = await chooser.rankGapFill({
      fillingMode: choose.fillingMode,
      year: task.year,
      units,
      history: fitting.history,
      studentRank: choose.studentRank,
      slots: choose.slots,
      majorsPerGroup: choose.majorsPerGroup,
      ratio: choose.ratio,
    });
    return { method: 'rank-gap', rows, candidates: units.length, predicted };
  }
  const made = await chooser.engineFill({
    ...choose,
    units,
    predictions: predictions.units,
    groupLines: predictions.groupLines,
  });
  return { method: 'engine', made, candidates: units.length, predicted };
}

/** A thread's own reads: a read-only connection to the server's database, opened at its first making. */
let threadReads: MakingReads | undefined;
function readsOfThread(): MakingReads {
  if (threadReads) return threadReads;
  const options = workerData as DatabaseOptions | undefined;
  if (!options) throw new Error('a making thread needs the database it reads');
  const { db } = openDatabase(options);
  const admissions = createAdmissionsService({ db });
  threadReads = { admissions, engine: createAdmissionPredictService({ db, admissions }) };
  return threadReads;
}

/** The choosing on the thread the making runs on (in a thread of the pool: no second hop). */
const chooseHere: MakingChooser = {
  engineFill: async (input) => engineFillOfData(compactEngineFill(input)),
  rankGapFill: async (input) => intelligentFill(input),
};

export type MakingTask =
  | { kind: 'make'; task: MakeTask }
  | { kind: 'engine-fill'; input: EngineFillData }
  | { kind: 'rank-gap-fill'; input: FillInput }
  | { kind: 'simulate'; slots: readonly SimulationSlot[]; options: SimulationOptions };

/**
 * The part of a making's data the choosing reads, to send to a thread: the units the engine has a
 * number for (no other can be chosen), each with the fields the making reads, and their
 * predictions. The plan made from it is the plan made from the whole.
 */
export function compactEngineFill(input: EngineFillData): EngineFillData {
  const units: FillUnit[] = [];
  const predictions = new Map<number, EnginePrediction>();
  for (const { id, collegeCode, groupCode, universityId, majorCode } of input.units) {
    const answer = input.predictions.get(id);
    if (!answer?.cutoff || answer.prediction.probability === null) continue;
    units.push({ id, collegeCode, groupCode, universityId, majorCode });
    predictions.set(id, answer);
  }
  return { ...input, units, predictions };
}

/** `engineFill` over plain data: the lookups rebuilt from the maps and the interest code. */
export function engineFillOfData({ predictions, groupLines, interest, preferences, ...rest }: EngineFillData) {
  return engineFill({
    ...rest,
    predictionOf: (id) => predictions.get(id),
    groupLineOf: (key) => groupLines.get(key),
    ...(interest ? { interestOf: interestFitOf(interest.code, interest.letters, interest.origin) } : {}),
    preferencesOf: preferenceLabels(preferences),
  });
}

/** Runs one task (a worker thread's entry: the pool calls the default export). */
export default function runMakingTask(
  task: MakingTask,
): EngineFillResult | StoredPlanRow[] | WholeListResult | Promise<MadePlan> {
  switch (task.kind) {
    case 'make':
      return makeFromReads(readsOfThread(), chooseHere, task.task);
    case 'engine-fill':
      return engineFillOfData(task.input);
    case 'rank-gap-fill':
      return intelligentFill(task.input);
    case 'simulate':
      return simulateWholeList(task.slots, task.options);
  }
}
