import { Piscina } from 'piscina';
import type { DatabaseOptions } from '../../db/database.ts';
import type { SimulationOptions, SimulationSlot, WholeListResult } from '../admission-engine/whole-list-simulation.ts';
import type { EngineFillResult } from './plan-filling-engine.ts';
import type { FillInput } from './plan-filling.ts';
import runMakingTask, {
  compactEngineFill,
  makeFromReads,
  type EngineFillData,
  type MadePlan,
  type MakeTask,
  type MakingReads,
  type MakingTask,
} from './plan-making-worker.ts';
import type { StoredPlanRow } from './plans.repository.ts';

/**
 * Where 智能填报 and the whole-list simulation run: a pool of worker threads, one per core by
 * default, so N cores make N plans at once and the request thread keeps serving searches
 * meanwhile. On a SQLite file a making's reads (its candidates and their history, the engine's
 * predictions) run in the thread too, over a read-only connection of its own beside the server's
 * writer (WAL); elsewhere the request thread reads and sends the pool the choosing as plain data.
 */
export type MakingPool = {
  /**
   * A making from its reads on: in a thread with its own connection, or with `here` (the request
   * thread's services) and the pool's choosing. The plan is the same either way.
   */
  make(task: MakeTask, here: MakingReads): Promise<MadePlan>;
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

function poolOf(
  run: (task: MakingTask) => Promise<unknown>,
  close: () => Promise<void>,
  readsInThreads = false,
): MakingPool {
  const pool: MakingPool = {
    make: (task, here) =>
      readsInThreads ? (run({ kind: 'make', task }) as Promise<MadePlan>) : makeFromReads(here, pool, task),
    engineFill: (input) => run({ kind: 'engine-fill', input: compactEngineFill(input) }) as Promise<EngineFillResult>,
    rankGapFill: (input) => run({ kind: 'rank-gap-fill', input }) as Promise<StoredPlanRow[]>,
    simulate: (slots, options) => run({ kind: 'simulate', slots, options }) as Promise<WholeListResult>,
    close,
  };
  return pool;
}

/**
 * The connection a making thread reads through: the server's SQLite file, opened read-only. Not an
 * in-memory database (a second connection would see another, empty one), nor PostgreSQL: there the
 * reads already run in the database server's own processes, and the request thread only waits.
 */
function threadDatabaseOf(database: DatabaseOptions | undefined): DatabaseOptions | undefined {
  if (database?.dialect !== 'sqlite' || database.filename === ':memory:') return undefined;
  return { ...database, readonly: true };
}

/**
 * `threads` worker threads (PLAN_MAKING_THREADS, by default the cores), started at the first
 * task; further tasks wait in the pool's queue. A task that throws, or a thread that dies, fails
 * that request alone (the error handler answers 未知异常 and logs it). With `database` (the
 * server's), a making on a SQLite file reads in its thread (`threadDatabaseOf`).
 */
export function createMakingPool(threads: number, database?: DatabaseOptions): MakingPool {
  const readsOf = threadDatabaseOf(database);
  const pool = new Piscina<MakingTask, unknown>({
    ...workerFile(),
    minThreads: 0,
    maxThreads: threads,
    idleTimeout: IDLE_MS,
    ...(readsOf ? { workerData: readsOf } : {}),
  });
  return poolOf(
    (task) => pool.run(task),
    () => pool.close(),
    readsOf !== undefined,
  );
}

/** The same tasks on the calling thread (PLAN_MAKING_THREADS=0). */
export const makingInThread: MakingPool = poolOf(
  (task) => Promise.resolve().then((): unknown => runMakingTask(task)),
  () => Promise.resolve(),
);
