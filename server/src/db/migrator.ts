import { Migrator, sql, type Migration, type MigrationProvider } from 'kysely';
import type { DatabaseHandle, DialectName } from './database.ts';
import * as platform from './migrations/0001_platform.ts';
import * as knowledge from './migrations/0002_knowledge.ts';
import * as students from './migrations/0003_students.ts';
import * as dataImport from './migrations/0004_data_import.ts';
import * as planSearchIndexes from './migrations/0005_plan_search_indexes.ts';
import * as demoFigures from './migrations/0006_demo_figures.ts';
import * as fillingRuleSources from './migrations/0007_filling_rule_sources.ts';
import * as plans from './migrations/0008_plans.ts';
import * as planHistory from './migrations/0009_plan_history.ts';
import * as scoreTableIndex from './migrations/0010_score_table_index.ts';
import * as examYearTuition from './migrations/0011_exam_year_tuition.ts';
import * as evaluations from './migrations/0012_evaluations.ts';
import * as access from './migrations/0013_access.ts';
import * as operations from './migrations/0014_operations.ts';
import * as engineCalibrations from './migrations/0015_engine_calibrations.ts';
import * as dataSourceNotes from './migrations/0016_data_source_notes.ts';
import * as dataChecks from './migrations/0017_data_checks.ts';
import * as shareLinkAttempts from './migrations/0018_share_link_attempts.ts';
import * as planVersions from './migrations/0019_plan_versions.ts';
import * as classWorkflow from './migrations/0020_class_workflow.ts';
import * as classBoard from './migrations/0021_class_board.ts';
import * as shippedReleases from './migrations/0022_shipped_releases.ts';
import * as unpublishedPlanRanks from './migrations/0023_unpublished_plan_ranks.ts';

type DialectMigration = { up: (db: Parameters<Migration['up']>[0], dialect: DialectName) => Promise<void> };

/** Ordered list; names are permanent once released. */
const MIGRATIONS: Array<[string, DialectMigration]> = [
  ['0001_platform', platform],
  ['0002_knowledge', knowledge],
  ['0003_students', students],
  ['0004_data_import', dataImport],
  ['0005_plan_search_indexes', planSearchIndexes],
  ['0006_demo_figures', demoFigures],
  ['0007_filling_rule_sources', fillingRuleSources],
  ['0008_plans', plans],
  ['0009_plan_history', planHistory],
  ['0010_score_table_index', scoreTableIndex],
  ['0011_exam_year_tuition', examYearTuition],
  ['0012_evaluations', evaluations],
  ['0013_access', access],
  ['0014_operations', operations],
  ['0015_engine_calibrations', engineCalibrations],
  ['0016_data_source_notes', dataSourceNotes],
  ['0017_data_checks', dataChecks],
  ['0018_share_link_attempts', shareLinkAttempts],
  ['0019_plan_versions', planVersions],
  ['0020_class_workflow', classWorkflow],
  ['0021_class_board', classBoard],
  ['0022_shipped_releases', shippedReleases],
  ['0023_unpublished_plan_ranks', unpublishedPlanRanks],
];

class InCodeMigrationProvider implements MigrationProvider {
  constructor(private readonly dialect: DialectName) {}

  async getMigrations(): Promise<Record<string, Migration>> {
    return Object.fromEntries(
      MIGRATIONS.map(([name, migration]) => [name, { up: (db) => migration.up(db, this.dialect) } satisfies Migration]),
    );
  }
}

/**
 * Kysely looks for its bookkeeping tables in every schema of a PostgreSQL database unless told
 * which one; name the schema the connection creates tables in, so a second schema in the same
 * database (another installation, a test run) is not mistaken for this one.
 */
async function currentSchema(db: DatabaseHandle['db']): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema;
  if (!schema) throw new Error('PostgreSQL has no current schema: check search_path');
  return schema;
}

/**
 * Kysely lists the tables and columns of every schema before migrating; a schema another
 * installation or test run drops meanwhile fails that listing, as a missing schema, relation or
 * column (pg_get_serial_sequence on a table just dropped). Nothing has been written then: listing
 * again is safe.
 */
const VANISHED_SCHEMA =
  /schema "[^"]+" does not exist|relation "[^"]+" does not exist|column "[^"]+" of relation "[^"]+" does not exist/;
const ATTEMPTS = 3;

/** Brings the schema up to date; throws with the failing migration's name. */
export async function migrateToLatest(handle: DatabaseHandle): Promise<string[]> {
  const migrator = new Migrator({
    db: handle.db,
    provider: new InCodeMigrationProvider(handle.dialect),
    ...(handle.dialect === 'postgres' ? { migrationTableSchema: await currentSchema(handle.db) } : {}),
  });
  for (let attempt = 1; ; attempt += 1) {
    const { error, results } = await migrator.migrateToLatest();
    const failed = results?.find((result) => result.status === 'Error');
    if (!error) return (results ?? []).map((result) => result.migrationName);
    const reason = error instanceof Error ? error.message : String(error);
    const retry = handle.dialect === 'postgres' && !failed && VANISHED_SCHEMA.test(reason) && attempt < ATTEMPTS;
    if (!retry) throw new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed: ${reason}`);
  }
}
