import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { createPredictWarmUpRepository } from './admission-predict-warmup.repository.ts';
import type { AdmissionPredictService } from './admission-predict.service.ts';

/** How often the data fingerprint is read to notice an import (ms). */
export const WARM_UP_CHECK_MS = 30_000;
/** The predict service keeps a calibration for a day; warming again before that keeps requests off a refit. */
export const WARM_UP_REFRESH_MS = 12 * 3_600_000;

/** Thrown between levels once the warm-up is stopped: the loop ends there. */
class WarmUpStopped extends Error {}

type WarmUpLog = {
  info: (fields: object, message: string) => void;
  warn: (fields: object, message: string) => void;
};

type WarmUpOptions = {
  db: Kysely<Database>;
  predictions: Pick<AdmissionPredictService, 'warm'>;
  /** The data fingerprint (the knowledge cache's): a new one means an import changed the data. */
  dataVersion: () => Promise<string>;
  log: WarmUpLog;
  now?: () => number;
  checkIntervalMs?: number;
  refreshAfterMs?: number;
};

/** China's clock: a year begins at midnight in Beijing. */
const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;

/**
 * Fits every province's calibration for its latest plan year and the exam years students plan for in the background: after start-up,
 * after an import changes the data fingerprint, and twice a day. One level of one province is
 * fitted at a time, with a turn of the event loop between them, so requests keep being served; a
 * request for a province not yet warm fits that province only (the service shares the fit).
 */
export function startPredictWarmUp({
  db,
  predictions,
  dataVersion,
  log,
  now = Date.now,
  checkIntervalMs = WARM_UP_CHECK_MS,
  refreshAfterMs = WARM_UP_REFRESH_MS,
}: WarmUpOptions) {
  const plans = createPredictWarmUpRepository(db);
  let warmed: { version: string; at: number } | undefined;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const pause = async () => {
    await nextTurn();
    if (stopped) throw new WarmUpStopped();
  };

  const warmAll = async (version: string) => {
    const started = now();
    const latest = await plans.latestPlanYears();
    // Plans are predicted for their students' exam years (the year model): the latest plan year,
    // this calendar year and the next (a 高三 student from September on), each not before the book.
    const calendarYear = new Date(now() + CHINA_OFFSET_MS).getUTCFullYear();
    const scopes = latest.flatMap((scope) =>
      [...new Set([scope.year, calendarYear, calendarYear + 1])]
        .filter((year) => year >= scope.year)
        .map((year) => ({ ...scope, year })),
    );
    for (const scope of scopes) {
      try {
        await predictions.warm(scope.provinceCode, scope.year, pause);
      } catch (error) {
        if (error instanceof WarmUpStopped || stopped) throw new WarmUpStopped();
        log.warn({ err: error, ...scope }, 'admission calibration warm-up failed for a province');
      }
    }
    warmed = { version, at: now() };
    log.info({ provinces: scopes.length, ms: now() - started }, 'admission calibrations warmed');
  };

  const check = async () => {
    const version = await dataVersion();
    if (warmed?.version === version && now() - warmed.at < refreshAfterMs) return;
    await warmAll(version);
  };

  const schedule = (delayMs: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = check()
        .catch((error: unknown) => {
          if (!(error instanceof WarmUpStopped)) log.warn({ err: error }, 'admission calibration warm-up failed');
        })
        .finally(() => {
          running = undefined;
          schedule(checkIntervalMs);
        });
    }, delayMs);
    timer.unref();
  };
  schedule(0);

  return {
    /** Ends the warm-up; resolves once the level being fitted is done (await it before the database closes). */
    async stop(): Promise<void> {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
