import {
  simulateWholeList,
  type SimulationOptions,
  type SimulationSlot,
  type WholeListResult,
} from '../admission-engine/whole-list-simulation.ts';
import type { HollandScale } from '../evaluations/student-interests.ts';
import { interestFitOf, type InterestOrigin } from './interest-fit.ts';
import {
  engineFill,
  preferenceLabels,
  type EngineFillInput,
  type EngineFillResult,
  type EnginePrediction,
  type FillUnit,
} from './plan-filling-engine.ts';
import { intelligentFill, type FillInput } from './plan-filling.ts';
import type { StoredPlanRow } from './plans.repository.ts';

/**
 * The CPU-heavy, pure parts of 智能填报 and of the whole-list simulation, as tasks of plain data
 * (what a worker thread can be sent): the making pool (plan-making-pool.ts) runs them in its
 * threads, or here when it has none. The same task gives the same answer wherever it runs.
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

export type MakingTask =
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
export default function runMakingTask(task: MakingTask): EngineFillResult | StoredPlanRow[] | WholeListResult {
  switch (task.kind) {
    case 'engine-fill':
      return engineFillOfData(task.input);
    case 'rank-gap-fill':
      return intelligentFill(task.input);
    case 'simulate':
      return simulateWholeList(task.slots, task.options);
  }
}
