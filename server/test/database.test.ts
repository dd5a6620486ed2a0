import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrator.ts';
import { prepareDatabase } from '../src/setup/prepare.ts';
import { seedReferenceData } from '../src/setup/seed/reference-data.ts';
import { countRows, openTestDatabase, rowCounts, TEST_START, testDialects } from './test-app.ts';

describe.each(testDialects())('migrations and seeds on %s', (dialect) => {
  const disposers: Array<() => Promise<void>> = [];
  const open = async (): Promise<DatabaseHandle> => {
    const { database, dispose } = await openTestDatabase(dialect);
    disposers.push(async () => {
      await database.destroy();
      await dispose();
    });
    return database;
  };
  afterEach(async () => {
    for (const dispose of disposers.splice(0)) await dispose();
  });

  it('migrates once and then has nothing left to do', async () => {
    const database = await open();
    const applied = await migrateToLatest(database);
    expect(applied[0]).toBe('0001_platform');
    expect(applied).toEqual([...applied].sort());
    expect(await migrateToLatest(database)).toEqual([]);
  });

  it('fills the reference tables once, however often it runs', async () => {
    const database = await open();
    await migrateToLatest(database);
    await seedReferenceData(database.db);
    const first = await rowCounts(database);
    expect(first).toMatchObject({ roles: 4, evaluation_dictionary: 5, organizations: 0, users: 0 });
    expect(await countRows(database.db, 'areas')).toBeGreaterThan(31 + 300);
    await seedReferenceData(database.db);
    expect(await rowCounts(database)).toEqual(first);
  });

  it('loads the demo data on an empty database only', async () => {
    const database = await open();
    expect(await prepareDatabase(database, { nodeEnv: 'development' }, TEST_START)).toEqual({ demoCreated: true });
    const first = await rowCounts(database);
    expect(first).toMatchObject({ organizations: 2, users: 3, students: 162, sys_config: 6 });
    expect(await prepareDatabase(database, { nodeEnv: 'development' }, TEST_START)).toEqual({ demoCreated: false });
    expect(await rowCounts(database)).toEqual(first);
    // Loading the whole demo world twice on PostgreSQL, beside another test worker on 2 cores.
  }, 90_000);

  it('starts a production database with the default organisation and no demo accounts', async () => {
    const database = await open();
    expect(await prepareDatabase(database, { nodeEnv: 'production' }, TEST_START)).toEqual({ demoCreated: false });
    expect(await rowCounts(database)).toMatchObject({ organizations: 1, users: 0, students: 0, sys_config: 3 });
    const org = await database.db.selectFrom('organizations').select('org_key').executeTakeFirstOrThrow();
    expect(org.org_key).toBe('default');
  });

  it.runIf(dialect === 'postgres')(
    'keeps two installations in separate schemas of one database apart',
    async () => {
      const first = await open();
      const second = await open();
      const applied = await migrateToLatest(first);
      expect(applied).toContain('0001_platform');
      expect(await migrateToLatest(second)).toEqual(applied);
      await prepareDatabase(first, { nodeEnv: 'development' }, TEST_START);
      expect(await countRows(first.db, 'organizations')).toBe(2);
      expect(await countRows(second.db, 'organizations')).toBe(0);
      // Migrating twice and loading the whole demo data set on PostgreSQL takes 10-20 s on 2 cores.
    },
    60_000,
  );

  it.runIf(dialect === 'postgres')(
    'lets two instances of one deployment start on one schema at the same moment',
    async () => {
      const first = await open();
      const second = openDatabase(first.options);
      disposers.unshift(() => second.destroy());
      const started = await Promise.allSettled([
        prepareDatabase(first, { nodeEnv: 'production' }, TEST_START),
        prepareDatabase(second, { nodeEnv: 'production' }, TEST_START),
      ]);
      expect(started.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled']);
      const once = await open();
      await prepareDatabase(once, { nodeEnv: 'production' }, TEST_START);
      expect(await rowCounts(first)).toEqual(await rowCounts(once));
    },
    60_000,
  );
});
