import { describe, expect, it, vi } from 'vitest';
import { startBoardWarmUp } from './board-warmup.ts';

const quietLog = () => ({ info: vi.fn(), warn: vi.fn() });

describe('startBoardWarmUp', () => {
  it('warms every school with plans, logs a school that fails and goes on', async () => {
    const warmed: number[] = [];
    const log = quietLog();
    const warmUp = startBoardWarmUp({
      board: {
        schoolsWithPlans: async () => [1, 2, 3],
        warmSchool: async (orgId, pause) => {
          if (orgId === 2) throw new Error('no rank table');
          await pause();
          warmed.push(orgId);
          return 10;
        },
      },
      log,
    });
    await warmUp.stop();
    // Stopped at once: the pause of the first school ends the loop.
    expect(warmed).toEqual([]);

    const finished = startBoardWarmUp({
      board: {
        schoolsWithPlans: async () => [1, 2, 3],
        warmSchool: async (orgId, pause) => {
          if (orgId === 2) throw new Error('no rank table');
          await pause();
          warmed.push(orgId);
          return 10;
        },
      },
      log,
    });
    // Waits for the loop's own end (its summary line), not for a fixed time a busy machine overruns.
    await vi.waitFor(() => expect(log.info).toHaveBeenCalled(), { timeout: 5_000 });
    await finished.stop();
    expect(warmed).toEqual([1, 3]);
    expect(log.warn).toHaveBeenCalledWith(expect.objectContaining({ orgId: 2 }), expect.any(String));
    expect(log.info).toHaveBeenCalledWith(expect.objectContaining({ plans: 20 }), expect.any(String));
  });

  it('never throws when the schools cannot be read', async () => {
    const log = quietLog();
    const warmUp = startBoardWarmUp({
      board: {
        schoolsWithPlans: async () => {
          throw new Error('database closed');
        },
        warmSchool: async () => 0,
      },
      log,
    });
    await expect(warmUp.stop()).resolves.toBeUndefined();
    expect(log.warn).toHaveBeenCalledTimes(1);
  });
});
