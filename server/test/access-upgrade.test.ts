import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upgradeMenus } from '../src/db/migrations/0013_access.ts';
import { createTestApp, testDialects, type TestApp } from './test-app.ts';

/**
 * An installation seeded before roles per organisation: 学生管理 carried all its perms on the
 * page and there was no 用户管理 or 角色管理. Migration 0013 gives it what a new one gets.
 */
describe.each(testDialects())('menus of an earlier installation on %s', (dialect) => {
  let t: TestApp;
  const roleId = async (code: string) =>
    (await t.db.selectFrom('roles').select('id').where('role_code', '=', code).executeTakeFirstOrThrow()).id;
  const grantedTo = async (code: string) =>
    (
      await t.db
        .selectFrom('role_menus')
        .innerJoin('menus', 'menus.id', 'role_menus.menu_id')
        .select('menus.perms')
        .where('role_menus.role_id', '=', await roleId(code))
        .execute()
    ).flatMap((row) => row.perms.split(',').filter(Boolean));

  beforeAll(async () => {
    t = await createTestApp(dialect);
    // Back to the earlier shape: no buttons under 学生管理, no access pages.
    const students = await t.db
      .selectFrom('menus')
      .select('id')
      .where('url', '=', '/edu/studentManage')
      .executeTakeFirstOrThrow();
    await t.db.deleteFrom('menus').where('parent_id', '=', students.id).execute();
    await t.db
      .updateTable('menus')
      .set({
        perms:
          'stu:archive:list,stu:archive:info,stu:archive:save,stu:archive:update,stu:archive:delete,stu:archive:import,stu:archive:export,stu:archive:account',
      })
      .where('id', '=', students.id)
      .execute();
    for (const url of ['/sys/user', '/sys/role']) {
      const page = await t.db.selectFrom('menus').select('id').where('url', '=', url).executeTakeFirstOrThrow();
      await t.db.deleteFrom('menus').where('parent_id', '=', page.id).execute();
      await t.db.deleteFrom('menus').where('id', '=', page.id).execute();
    }
    await upgradeMenus(t.db as unknown as Kysely<unknown>);
  });
  afterAll(() => t?.close());

  it("splits 学生管理's actions into buttons, granted to the roles that had the page", async () => {
    const buttons = await t.db
      .selectFrom('menus as button')
      .innerJoin('menus as page', 'page.id', 'button.parent_id')
      .select(['button.name', 'button.perms', 'button.type'])
      .where('page.url', '=', '/edu/studentManage')
      .orderBy('button.order_num')
      .execute();
    expect(buttons.map((row) => [row.name, row.perms, row.type])).toEqual([
      ['新增', 'stu:archive:save', 2],
      ['修改', 'stu:archive:update', 2],
      ['删除', 'stu:archive:delete', 2],
      ['导入', 'stu:archive:import', 2],
      ['导出', 'stu:archive:export', 2],
      ['学生账号', 'stu:archive:account', 2],
    ]);
    expect(await grantedTo('teacher')).toEqual(
      expect.arrayContaining(['stu:archive:list', 'stu:archive:export', 'stu:archive:account']),
    );
  });

  it('adds 用户管理 and 角色管理 under 系统管理 for the admin roles only', async () => {
    for (const code of ['admin', 'orgAdmin']) {
      expect(await grantedTo(code)).toEqual(
        expect.arrayContaining(['sys:user:list', 'sys:user:resetPwd', 'sys:role:select', 'sys:role:delete']),
      );
    }
    expect((await grantedTo('teacher')).filter((perm) => perm.startsWith('sys:'))).toEqual([]);
  });

  it('changes nothing when run again', async () => {
    const before = await t.db.selectFrom('menus').select('id').execute();
    await upgradeMenus(t.db as unknown as Kysely<unknown>);
    expect(await t.db.selectFrom('menus').select('id').execute()).toHaveLength(before.length);
  });
});
