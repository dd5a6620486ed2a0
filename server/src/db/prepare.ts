import type { AppConfig } from '../config.ts';
import type { DatabaseHandle } from './database.ts';
import { migrateToLatest } from './migrator.ts';
import { seedDemoData, seedProductionStart } from './seed/demo-data.ts';
import { seedFillingRules } from './seed/filling-rules/seed-filling-rules.ts';
import { seedReferenceData } from './seed/reference-data.ts';

/** Migrations, reference data (with the provinces' filling rules), and demo data (outside production) on an empty database. */
export async function prepareDatabase(
  database: DatabaseHandle,
  config: Pick<AppConfig, 'nodeEnv'>,
  now: number = Date.now(),
): Promise<{ demoCreated: boolean }> {
  await migrateToLatest(database);
  await seedReferenceData(database.db);
  await seedFillingRules(database);
  if (config.nodeEnv === 'production') {
    await seedProductionStart(database.db, now);
    return { demoCreated: false };
  }
  return { demoCreated: await seedDemoData(database.db, now) };
}
