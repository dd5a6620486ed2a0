import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPredictWarmUp } from '../src/modules/admission-engine/admission-predict-warmup.ts';
import { createAdmissionPredictService } from '../src/modules/admission-engine/admission-predict.service.ts';
import { createAdmissionsService } from '../src/modules/admissions/admissions.service.ts';
import { createKnowledgeVersionRepository } from '../src/modules/knowledge-cache/knowledge-version.repository.ts';
import { importPlanFixtures } from './admission-fixtures.ts';
import { createTestApp, testDialects, type TestApp } from './test-app.ts';

/** Resolves once `ready()` holds, checking every few milliseconds (fails after two seconds). */
async function eventually(ready: () => boolean): Promise<void> {
  const deadline = Date.now() + 2_000;
  while (!ready()) {
    if (Date.now() > deadline) throw new Error('condition not reached');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe.each(testDialects())('admission calibration warm-up on %s', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await importPlanFixtures(t);
  });
  afterAll(async () => t.close());

  const dataVersion = () => createKnowledgeVersionRepository(t.db).fingerprint();

  const recorder = () => {
    const warmed: string[] = [];
    const logged: string[] = [];
    const predictions = {
      warm: async (provinceCode: string, year: number, pause: () => Promise<void>) => {
        await pause();
        warmed.push(`${provinceCode}|${year}`);
      },
    };
    const log = { info: (_: object, message: string) => logged.push(message), warn: () => {} };
    return { warmed, logged, predictions, log };
  };

  it('warms every province with plans at its latest plan year and the exam years after it, the largest first, once per data version', async () => {
    const { warmed, logged, predictions, log } = recorder();
    // November 2026: students plan for 2026 or, 高三 from September on, 2027.
    const now = () => Date.UTC(2026, 10, 28, 2);
    const warmUp = startPredictWarmUp({ db: t.db, predictions, dataVersion, log, now, checkIntervalMs: 10 });
    try {
      await eventually(() => logged.length === 1);
      const expected = await t.db
        .selectFrom('enrollment_plans')
        .select((eb) => ['province_code', eb.fn.max('year').as('year'), eb.fn.countAll().as('rows')])
        .groupBy('province_code')
        .execute();
      expect(expected.length).toBeGreaterThan(1);
      const bySize = [...expected].sort((left, right) => Number(right.rows) - Number(left.rows));
      const scopes = bySize.flatMap((row) =>
        [...new Set([Number(row.year), 2026, 2027])]
          .filter((year) => year >= Number(row.year))
          .map((year) => `${row.province_code}|${year}`),
      );
      expect(warmed).toEqual(scopes);

      // Nothing changed: later checks do not fit again.
      await new Promise((resolve) => setTimeout(resolve, 60));
      expect(warmed).toHaveLength(scopes.length);

      // An import bumps the data version: every province is warmed again.
      await createKnowledgeVersionRepository(t.db).bump();
      await eventually(() => logged.length === 2);
      expect(warmed).toHaveLength(2 * scopes.length);
    } finally {
      await warmUp.stop();
    }
  });

  it('stops between provinces and warms nothing after stop', async () => {
    const { warmed, predictions, log } = recorder();
    const warmUp = startPredictWarmUp({ db: t.db, predictions, dataVersion, log, checkIntervalMs: 10 });
    await warmUp.stop();
    const after = warmed.length;
    await createKnowledgeVersionRepository(t.db).bump();
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(warmed).toHaveLength(after);
  });

  it('fits a province ahead through the real service, so its first prediction finds the calibration', async () => {
    const predictions = createAdmissionPredictService({
      db: t.db,
      admissions: createAdmissionsService({ db: t.db }),
    });
    let pauses = 0;
    await predictions.warm('320000', 2026, async () => {
      pauses += 1;
    });
    // One turn of the event loop before each level's fit.
    expect(pauses).toBe(3);
  });
});
