import { Worker } from 'node:worker_threads';
import type { DatabaseOptions } from '../../db/database.ts';
import type { UnitLevel } from './admission-engine.repository.ts';
import type { CalibrationRequest } from './admission-predict-calibration-worker.ts';
import type { LevelCalibration } from './admission-predict-unit.ts';

/** Who asks for a fit: the background warm-up, or a request waiting for it. */
export type FitLane = 'background' | 'request';

/** Fits one province-year-level's calibration somewhere other than the caller's thread. */
export type CalibrationFitter = (
  provinceCode: string,
  year: number,
  level: UnitLevel,
  lane?: FitLane,
) => Promise<LevelCalibration>;

/** The server is closing: the fit is abandoned, not retried elsewhere. */
export class CalibrationWorkerClosed extends Error {}

type Answer = { id: number; calibration?: LevelCalibration; error?: string };

/**
 * The worker's file: beside this module when the server runs from TypeScript, the bundle's own
 * entry (`server/dist/calibration-worker.mjs`, next to the chunk this code is bundled into) otherwise.
 */
function workerUrl(): URL {
  return import.meta.url.endsWith('.ts')
    ? new URL('./admission-predict-calibration-worker.ts', import.meta.url)
    : new URL('./calibration-worker.mjs', import.meta.url);
}

/** A worker with nothing to fit for this long ends, and gives its memory back (ms). */
const WORKER_IDLE_MS = 10_000;

/**
 * One worker thread with its own database connection, started at its first fit and ended after
 * a while without one (a fit holds a province's outcomes: tens of MB). A worker that dies fails
 * what it was fitting; the next fit starts a new one.
 */
function workerLane(url: URL, options: DatabaseOptions) {
  let worker: Worker | undefined;
  let idleTimer: NodeJS.Timeout | undefined;
  let closed = false;
  let nextId = 1;
  const pending = new Map<number, { resolve: (value: LevelCalibration) => void; reject: (error: Error) => void }>();

  const failAll = (error: Error) => {
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
    worker = undefined;
  };

  const endWhenIdle = (idle: Worker) => {
    clearTimeout(idleTimer);
    idleTimer = setTimeout(() => {
      if (worker !== idle || pending.size > 0) return;
      worker = undefined;
      void idle.terminate();
    }, WORKER_IDLE_MS);
    idleTimer.unref();
  };

  const started = (): Worker => {
    clearTimeout(idleTimer);
    if (worker) return worker;
    // From source (tests, `npm start -w server`) the worker registers the TypeScript loader first.
    const created = url.pathname.endsWith('.ts')
      ? new Worker(
          `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(url.href)}); })`,
          { eval: true, workerData: options },
        )
      : new Worker(url, { workerData: options });
    created.on('message', (answer: Answer) => {
      const waiting = pending.get(answer.id);
      if (!waiting) return;
      pending.delete(answer.id);
      if (answer.calibration) waiting.resolve(answer.calibration);
      else waiting.reject(new Error(answer.error ?? 'calibration fit failed'));
      if (pending.size === 0) endWhenIdle(created);
    });
    created.on('error', (error) => failAll(error));
    created.on('exit', (code) => {
      if (worker === created) failAll(new Error(`calibration worker exited with code ${code}`));
    });
    // An idle worker does not keep the process alive.
    created.unref();
    worker = created;
    return created;
  };

  return {
    fit: (provinceCode: string, year: number, level: UnitLevel) =>
      new Promise<LevelCalibration>((resolve, reject) => {
        if (closed) {
          reject(new CalibrationWorkerClosed('calibration worker closed'));
          return;
        }
        const id = nextId++;
        pending.set(id, { resolve, reject });
        const request: CalibrationRequest = { id, provinceCode, year, level };
        started().postMessage(request);
      }),
    async close(): Promise<void> {
      closed = true;
      clearTimeout(idleTimer);
      const current = worker;
      failAll(new CalibrationWorkerClosed('calibration worker closed'));
      await current?.terminate();
    },
  };
}

/**
 * Calibrations fitted off the event loop, in two worker threads: the warm-up's fits in one, a
 * request's in the other, so a request for a province not yet fitted waits for that province only,
 * not for the province the warm-up is at. The request worker starts only when a request misses.
 */
export function createWorkerFitter(options: DatabaseOptions) {
  const url = workerUrl();
  const background = workerLane(url, options);
  const onDemand = workerLane(url, options);
  const fit: CalibrationFitter = (provinceCode, year, level, lane = 'request') =>
    (lane === 'background' ? background : onDemand).fit(provinceCode, year, level);
  return {
    fit,
    /** Ends both workers (the server's close). */
    async close(): Promise<void> {
      await Promise.all([background.close(), onDemand.close()]);
    },
  };
}
