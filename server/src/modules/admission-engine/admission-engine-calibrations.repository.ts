import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { UnitLevel } from './admission-engine.repository.ts';
import type { LevelCalibration } from './admission-predict-unit.ts';

/**
 * The version of what a stored calibration holds and how it was fitted: raise it when the model
 * changes, so that rows fitted by the earlier model are fitted again rather than served.
 */
export const CALIBRATION_MODEL_VERSION = 'm6';

export type CalibrationScope = { provinceCode: string; year: number; level: UnitLevel };

/** The model's version with the data fingerprint: a stored fit is served only under the same one. */
export const calibrationVersionOf = (dataFingerprint: string) => `${CALIBRATION_MODEL_VERSION}|${dataFingerprint}`;

/** Fitted calibrations kept across restarts, one row per province, year and level. */
export function createEngineCalibrationsRepository(db: Kysely<Database>) {
  return {
    /** The stored calibration fitted on `version`, else undefined (none yet, or fitted on other data). */
    async read(scope: CalibrationScope, version: string): Promise<LevelCalibration | undefined> {
      const row = await db
        .selectFrom('engine_calibrations')
        .select(['calibration'])
        .where('province_code', '=', scope.provinceCode)
        .where('year', '=', scope.year)
        .where('level', '=', scope.level)
        .where('data_version', '=', version)
        .executeTakeFirst();
      return row ? (JSON.parse(row.calibration) as LevelCalibration) : undefined;
    },

    /** Stores (or replaces) the scope's calibration. Two servers fitting at once keep the later one. */
    async write(scope: CalibrationScope, version: string, calibration: LevelCalibration, fittedAt: Date) {
      const values = {
        data_version: version,
        calibration: JSON.stringify(calibration),
        fitted_at: fittedAt.toISOString(),
      };
      await db
        .insertInto('engine_calibrations')
        .values({ province_code: scope.provinceCode, year: scope.year, level: scope.level, ...values })
        .onConflict((conflict) => conflict.columns(['province_code', 'year', 'level']).doUpdateSet(values))
        .execute();
    },
  };
}
