import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { DatabaseHandle, DialectName } from './database.ts';
import * as platform from './migrations/0001_platform.ts';

type DialectMigration = { up: (db: Parameters<Migration['up']>[0], dialect: DialectName) => Promise<void> };

/** Ordered list; names are permanent once released. */
const MIGRATIONS: Array<[string, DialectMigration]> = [['0001_platform', platform]];

class InCodeMigrationProvider implements MigrationProvider {
  constructor(private readonly dialect: DialectName) {}

  async getMigrations(): Promise<Record<string, Migration>> {
    return Object.fromEntries(
      MIGRATIONS.map(([name, migration]) => [
        name,
        { up: (db) => migration.up(db, this.dialect) } satisfies Migration,
      ]),
    );
  }
}

/** Brings the schema up to date; throws with the failing migration's name. */
export async function migrateToLatest(handle: DatabaseHandle): Promise<string[]> {
  const migrator = new Migrator({
    db: handle.db,
    provider: new InCodeMigrationProvider(handle.dialect),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed: ${reason}`);
  }
  return (results ?? []).map((result) => result.migrationName);
}
