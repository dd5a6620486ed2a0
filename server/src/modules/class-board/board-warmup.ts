import { setImmediate as nextTurn } from 'node:timers/promises';
import type { ClassBoardService } from './class-board.service.ts';

type WarmUpLog = {
  info: (fields: object, message: string) => void;
  warn: (fields: object, message: string) => void;
};

/** Thrown by the pause once the warm-up is stopped: the loop ends there. */
class WarmUpStopped extends Error {}

/**
 * Computes every school's final-plan figures (P from the whole-list simulation, findings) in the
 * background once the server listens, so the first board after a start reads them kept instead
 * of simulating hundreds of plans while a teacher waits. One school at a time, a turn of the
 * event loop after each plan so requests go first; a school that fails is logged and skipped.
 */
export function startBoardWarmUp({
  board,
  log,
  now = Date.now,
}: {
  board: Pick<ClassBoardService, 'schoolsWithPlans' | 'warmSchool'>;
  log: WarmUpLog;
  now?: () => number;
}) {
  let stopped = false;
  const pause = async () => {
    await nextTurn();
    if (stopped) throw new WarmUpStopped();
  };

  const warmAll = async () => {
    const started = now();
    let plans = 0;
    for (const orgId of await board.schoolsWithPlans()) {
      try {
        plans += await board.warmSchool(orgId, pause);
      } catch (error) {
        if (error instanceof WarmUpStopped || stopped) return;
        log.warn({ err: error, orgId }, 'class board warm-up failed for a school');
      }
    }
    log.info({ plans, ms: now() - started }, 'class board figures warmed');
  };

  const running = warmAll().catch((error: unknown) => {
    log.warn({ err: error }, 'class board warm-up failed');
  });

  return {
    /** Stops between plans and waits for the one being computed. */
    async stop(): Promise<void> {
      stopped = true;
      await running;
    },
  };
}
