import { sql } from 'kysely';
import type { AppConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { migrateToLatest } from '../db/migrator.ts';
import { seedDemoData, seedProductionStart } from './seed/demo-data.ts';
import { seedDemoEvaluations } from './seed/demo-evaluations.ts';
import { loadEvaluationInstruments } from './seed/evaluation-instruments.ts';
import { seedFillingRules } from './seed/seed-filling-rules.ts';
import { seedReferenceData } from './seed/reference-data.ts';
import { rejoinPlanHistoryOnNewRelease } from './seed/rejoin-plan-history.ts';
import { noteStarterPackSources } from './seed/starter-pack-sources.ts';
import { importStarterPack, isFreshKnowledgeBase, type StartLog } from './seed/starter-pack.ts';
import { undoImportRun } from '../modules/imports/import-undo-journal.ts';

const printLine: StartLog = (line) => process.stdout.write(`${line}\n`);

/**
 * Migrations, reference data (with the provinces' filling rules), then on an empty database the
 * open starter data pack (when `starterDataDir` is set) and the demo schools (outside production).
 * The demo knowledge base fills in only where no university exists yet, so it never mixes with
 * the pack's real institutions.
 */
export async function prepareDatabase(
  database: DatabaseHandle,
  config: Pick<AppConfig, 'nodeEnv'> & Partial<Pick<AppConfig, 'starterDataDir'>>,
  now: number = Date.now(),
  log: StartLog = printLine,
): Promise<{ demoCreated: boolean }> {
  return oneInstanceAtATime(database, () => prepareUnlocked(database, config, now, log));
}

/**
 * Instances of one deployment start at the same time on one PostgreSQL; each seeds what is
 * missing, so two must not seed at once (both would insert the same instrument or rule). A
 * session advisory lock per schema makes the second wait and then find everything in place.
 */
async function oneInstanceAtATime<T>(database: DatabaseHandle, work: () => Promise<T>): Promise<T> {
  if (database.dialect !== 'postgres') return work();
  return database.db.connection().execute(async (connection) => {
    const key = sql<number>`hashtext('zhihang-prepare:' || current_schema())`;
    await sql`select pg_advisory_lock(${key})`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${key})`.execute(connection);
    }
  });
}

async function prepareUnlocked(
  database: DatabaseHandle,
  config: Pick<AppConfig, 'nodeEnv'> & Partial<Pick<AppConfig, 'starterDataDir'>>,
  now: number,
  log: StartLog,
): Promise<{ demoCreated: boolean }> {
  await migrateToLatest(database);
  // An import the machine stopped half way through (power cut, kill -9) on the embedded database
  // left its undo journal: what it wrote goes, as a rolled-back transaction would have.
  if (database.dialect === 'sqlite') {
    const undone = await undoImportRun(database.db);
    if (undone > 0) log(`撤销了一次未完成的数据导入（${undone} 处改动）`);
  }
  await seedReferenceData(database.db);
  await loadEvaluationInstruments(database.db, now);
  const rulesChanged = await seedFillingRules(database);
  // Before the starter pack: a fresh knowledge base records the release, and the pack joins with it.
  await rejoinPlanHistoryOnNewRelease(database, log, { rulesChanged });
  if (config.starterDataDir && (await isFreshKnowledgeBase(database.db))) {
    await importStarterPack(database, config.starterDataDir, log);
  }
  if (config.starterDataDir) await noteStarterPackSources(database.db, config.starterDataDir);
  if (config.nodeEnv === 'production') {
    await seedProductionStart(database.db, now);
    return { demoCreated: false };
  }
  const demoCreated = await seedDemoData(database.db, now);
  if (demoCreated) await seedDemoEvaluations(database.db, now);
  return { demoCreated };
}
