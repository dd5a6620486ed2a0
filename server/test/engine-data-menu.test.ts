import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addEngineDataMenu } from '../src/db/migrations/0015_engine_calibrations.ts';
import { createTestApp, testDialects, type TestApp } from './test-app.ts';

/** An installation seeded before the 数据说明 page: migration 0015 gives it the menu a new one gets. */
describe.each(testDialects())('the 数据说明 menu of an earlier installation on %s', (dialect) => {
  let t: TestApp;
  const rolesOf = async (url: string) =>
    (
      await t.db
        .selectFrom('role_menus')
        .innerJoin('menus', 'menus.id', 'role_menus.menu_id')
        .innerJoin('roles', 'roles.id', 'role_menus.role_id')
        .select('roles.role_code')
        .where('menus.url', '=', url)
        .orderBy('roles.role_code')
        .execute()
    ).map((row) => row.role_code);

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await t.db.deleteFrom('menus').where('url', '=', '/edu/engineData').execute();
    await addEngineDataMenu(t.db as unknown as Kysely<unknown>);
  });
  afterAll(() => t?.close());

  it('adds the page with the predictions’ perm, granted to the roles that have 规划指导', async () => {
    const menu = await t.db
      .selectFrom('menus')
      .select(['name', 'perms', 'type', 'hidden', 'always_show'])
      .where('url', '=', '/edu/engineData')
      .executeTakeFirstOrThrow();
    expect(menu).toEqual({ name: '数据说明', perms: 'stu:plan:info', type: 1, hidden: 0, always_show: 1 });
    expect(await rolesOf('/edu/engineData')).toEqual(await rolesOf('/edu/studentGuidance'));
    expect(await rolesOf('/edu/engineData')).toContain('teacher');
  });

  it('changes nothing when run again', async () => {
    const before = await t.db.selectFrom('menus').select('id').execute();
    await addEngineDataMenu(t.db as unknown as Kysely<unknown>);
    expect(await t.db.selectFrom('menus').select('id').execute()).toHaveLength(before.length);
  });
});
