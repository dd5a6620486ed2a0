import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UnitLevel } from '../src/modules/admission-engine/admission-engine.repository.ts';
import { CALIBRATION_MODEL_VERSION } from '../src/modules/admission-engine/admission-engine-calibrations.repository.ts';
import type { LevelCalibration } from '../src/modules/admission-engine/admission-predict-unit.ts';
import { createAdmissionPredictService } from '../src/modules/admission-engine/admission-predict.service.ts';
import { createAdmissionsService } from '../src/modules/admissions/admissions.service.ts';
import { createKnowledgeVersionRepository } from '../src/modules/knowledge-cache/knowledge-version.repository.ts';
import { importPlanFixtures } from './admission-fixtures.ts';
import { createTestApp, testDialects, type TestApp } from './test-app.ts';

describe.each(testDialects())('stored engine calibrations on %s', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await importPlanFixtures(t);
  });
  afterAll(async () => t.close());

  /** A server's predict service whose fits are counted (each a recognisable calibration). */
  const server = () => {
    const fits: string[] = [];
    const service = createAdmissionPredictService({
      db: t.db,
      admissions: createAdmissionsService({ db: t.db }),
      fitCalibration: async (provinceCode: string, year: number, level: UnitLevel): Promise<LevelCalibration> => {
        fits.push(`${provinceCode}|${year}|${level}`);
        return {
          parameters: { shiftDamping: 0.5, momentum: 0, spreadScale: 1 + fits.length },
          bins: { '': [[9, 0.1]] },
        };
      },
    });
    return { fits, warm: () => service.warm('320000', 2026, async () => {}) };
  };

  const storedRows = () =>
    t.db
      .withTables<{
        engine_calibrations: { province_code: string; level: string; calibration: string; data_version: string };
      }>()
      .selectFrom('engine_calibrations')
      .select(['level', 'calibration', 'data_version'])
      .where('province_code', '=', '320000')
      .orderBy('level')
      .execute();

  it('fits once per data version and serves the stored fit after a restart', async () => {
    const first = server();
    await first.warm();
    expect(first.fits).toEqual(['320000|2026|major', '320000|2026|group', '320000|2026|university']);
    const stored = await storedRows();
    expect(stored.map((row) => row.level)).toEqual(['group', 'major', 'university']);
    expect(JSON.parse(stored[1]!.calibration)).toMatchObject({ parameters: { spreadScale: 2 } });

    // A restarted server (a new service, an empty memory) finds every level stored: no fit.
    const restarted = server();
    await restarted.warm();
    expect(restarted.fits).toEqual([]);

    // An import changes the data version: the stored fits are not served, they are refitted and replaced.
    await createKnowledgeVersionRepository(t.db).bump();
    const afterImport = server();
    await afterImport.warm();
    expect(afterImport.fits).toHaveLength(3);
    const replaced = await storedRows();
    expect(replaced).toHaveLength(3);
    for (const [index, row] of replaced.entries()) {
      expect(row.data_version).not.toBe(stored[index]!.data_version);
      expect(row.data_version.startsWith(`${CALIBRATION_MODEL_VERSION}|`)).toBe(true);
    }
  });
});
