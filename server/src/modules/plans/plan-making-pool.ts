import { Piscina } from 'piscina';
import type { SimulationOptions, SimulationSlot, WholeListResult } from '../admission-engine/whole-list-simulation.ts';
import type { EngineFillResult } from './plan-filling-engine.ts';
import type { FillInput } from './plan-filling.ts';
import runMakingTask, { compactEngineFill, type EngineFillData, type MakingTask } from './plan-making-worker.ts';
import type { StoredPlanRow } from './plans.repository.ts';

/**
 * Where 智能填报's choosing and the whole-list simulation run: a pool of worker threads, one per
 * core by default, so N cores make N plans at once and the request thread keeps serving searches
 * meanwhile. The services read the database on the request thread and send the pool plain data.
 */
export type MakingPool = {
  engineFill(input: EngineFillData): Promise<EngineFillResult>;
  rankGapFill(input: FillInput): Promise<StoredPlanRow[]>;
  simulate(slots: readonly SimulationSlot[], options: SimulationOptions): Promise<WholeListResult>;
  /** Waits for the running tasks and ends the threads (the server's close). */
  close(): Promise<void>;
};

/**
 * The worker's file: beside this module when the server runs from TypeScript (the threads load
 * the TypeScript loader first), the bundle's own entry (`server/dist/plan-making-worker.mjs`,
 * next to the chunk this code is bundled into) otherwise.
 */
function workerFile(): { filename: string; execArgv: string[] } {
  return import.meta.url.endsWith('.ts')
    ? { filename: new URL('./plan-making-worker.ts', import.meta.url).href, execArgv: ['--import', 'tsx'] }
    : { filename: new URL('./plan-making-worker.mjs', import.meta.url).href, execArgv: [] };
}

/** A thread with nothing to do for this long ends and gives its memory back (ms). */
const IDLE_MS = 60_000;

function poolOf(run: (task: MakingTask) => Promise<unknown>, close: () => Promise<void>): MakingPool {
  return {
    engineFill: (input) => run({ kind: 'engine-fill', input: compactEngineFill(input) }) as Promise<EngineFillResult>,
    rankGapFill: (input) => run({ kind: 'rank-gap-fill', input }) as Promise<StoredPlanRow[]>,
    simulate: (slots, options) => run({ kind: 'simulate', slots, options }) as Promise<WholeListResult>,
    close,
  };
}

/**
 * `threads` worker threads (PLAN_MAKING_THREADS, by default the cores), started at the first
 * task; further tasks wait in the pool's queue. A task that throws, or a thread that dies, fails
 * that request alone (the error handler answers 未知异常 and logs it).
 */
export function createMakingPool(threads: number): MakingPool {
  const pool = new Piscina<MakingTask, unknown>({
    ...workerFile(),
    minThreads: 0,
    maxThreads: threads,
    idleTimeout: IDLE_MS,
  });
  return poolOf(
    (task) => pool.run(task),
    () => pool.close(),
  );
}

/** The same tasks on the calling thread (PLAN_MAKING_THREADS=0). */
export const makingInThread: MakingPool = poolOf(
  (task) => Promise.resolve().then(() => runMakingTask(task)),
  () => Promise.resolve(),
);
