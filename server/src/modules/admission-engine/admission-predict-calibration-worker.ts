import { parentPort, workerData } from 'node:worker_threads';
import { openDatabase, type DatabaseOptions } from '../../db/database.ts';
import type { UnitLevel } from './admission-engine.repository.ts';
import { createAdmissionEngineService } from './admission-engine.service.ts';
import { calibrationOf } from './admission-predict-unit.ts';

/**
 * Worker thread: fits a province's calibration (reading its outcomes and running the engine's
 * forecast) on a connection of its own, so the server's event loop keeps serving requests.
 */
export type CalibrationRequest = { id: number; provinceCode: string; year: number; level: UnitLevel };

const database = openDatabase(workerData as DatabaseOptions);
const engine = createAdmissionEngineService(database.db);

parentPort!.on('message', (request: CalibrationRequest) => {
  void engine
    .forecasts(request.level, request.year, ['engine'], request.provinceCode)
    .then(([forecast]) => parentPort!.postMessage({ id: request.id, calibration: calibrationOf(forecast!) }))
    .catch((error: unknown) =>
      parentPort!.postMessage({ id: request.id, error: error instanceof Error ? error.message : String(error) }),
    );
});
