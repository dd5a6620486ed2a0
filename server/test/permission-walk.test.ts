import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANY_SIGNED_IN_USER } from '../src/http/auth-context.ts';
import { registeredRoutes, type RegisteredRoute } from '../src/http/route.ts';
import { buildOrganization, buildUser } from './factories.ts';
import { callApi, createTestApp, login, rowCounts, testDialects, type TestApp } from './test-app.ts';

const FORBIDDEN = { code: 403, msg: '没有权限，请联系管理员授权', data: null };

/** A path parameter filled in, so the router matches the route. */
const concreteUrl = (url: string) => url.replace(/:[A-Za-z]+/g, '1');

/** A body that would pass many schemas: the refusal must come before anything reads it. */
const PLAUSIBLE_BODY = { id: 1, ids: [1], userId: 1, roleId: 1, name: 'x', paramKey: 'someKey', paramValue: 'x' };

/** Row counts without the system log, which records refused writes too (that is its job). */
async function countsWithoutLog(t: TestApp): Promise<Record<string, number>> {
  const counts = await rowCounts(t);
  delete counts.sys_logs;
  return counts;
}

/**
 * The permission walk: every route defineRoute registered that names a menu permission answers a
 * console user whose role lacks that permission with 403 没有权限，请联系管理员授权 and writes
 * nothing; the same user given a role with just that permission's menu gets past the check. The
 * permission comes from the role's menus, so a role without a name the code knows proves it.
 */
describe.each(testDialects())('permission walk on %s', (dialect) => {
  let t: TestApp;
  let orgId: number;
  let guarded: RegisteredRoute[];
  let emptyRoleToken: string;

  /** A custom role of the organisation granted exactly these menus, and a signed-in holder. */
  const holderOf = async (menuIds: number[]): Promise<string> => {
    const { id: roleId } = await t.db
      .insertInto('roles')
      .values({
        role_code: `walk${Math.random().toString(16).slice(2, 10)}`,
        role_name: '巡检角色',
        remark: '',
        org_id: orgId,
        data_scope: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (menuIds.length) {
      await t.db
        .insertInto('role_menus')
        .values(menuIds.map((menuId) => ({ role_id: roleId, menu_id: menuId })))
        .execute();
    }
    const user = await buildUser(t.db, { orgId, role: 'teacher' });
    await t.db.updateTable('user_roles').set({ role_id: roleId }).where('user_id', '=', user.id).execute();
    return login(t.app, user.account, user.password);
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    orgId = (await buildOrganization(t.db, { orgKey: 'default' })).id;
    guarded = registeredRoutes(t.app).filter((route) => !route.public && route.perm !== ANY_SIGNED_IN_USER);
    emptyRoleToken = await holderOf([]);
  });
  afterAll(() => t?.close());

  it('finds the routes: the registry holds every API route with its decision', () => {
    const all = registeredRoutes(t.app);
    expect(all.length).toBeGreaterThanOrEqual(80);
    expect(all.filter((route) => !route.public && route.perm === undefined)).toEqual([]);
    expect(guarded.map((route) => route.url)).toEqual(
      expect.arrayContaining(['/api/sys/user/save', '/api/sys/role/delete', '/api/stuArchive/export']),
    );
  });

  it('answers every guarded route and method with 403 to a role without its perm, writing nothing', async () => {
    const before = await countsWithoutLog(t);
    const answers: string[] = [];
    for (const route of guarded) {
      for (const method of route.methods) {
        const response = await callApi(t.app, concreteUrl(route.url), {
          method,
          token: emptyRoleToken,
          ...(method === 'POST' ? { body: PLAUSIBLE_BODY } : {}),
        });
        if (JSON.stringify(response.body) !== JSON.stringify(FORBIDDEN)) {
          answers.push(`${method} ${route.url}: ${response.body.code} ${response.body.msg}`);
        }
      }
    }
    expect(answers).toEqual([]);
    expect(await countsWithoutLog(t)).toEqual(before);
  });

  it('lets a role holding only that perm past the check, on every guarded route', async () => {
    const menus = await t.db.selectFrom('menus').select(['id', 'perms']).execute();
    const menuOf = (perm: string) =>
      menus.filter((menu) => menu.perms.split(',').includes(perm)).map((menu) => menu.id);
    const tokens = new Map<string, string>();
    const stillRefused: string[] = [];
    for (const route of guarded) {
      const perm = route.perm as string;
      const granting = menuOf(perm);
      expect({ perm, granted: granting.length > 0 }).toEqual({ perm, granted: true });
      if (!tokens.has(perm)) tokens.set(perm, await holderOf(granting));
      const [method = 'POST'] = route.methods;
      // A download route past the check may answer its file (a class board's sheet needs no id).
      const response = await t.app.inject({
        method,
        url: concreteUrl(route.url),
        headers: { token: tokens.get(perm) as string },
        ...(method === 'POST' ? { payload: PLAUSIBLE_BODY } : {}),
      });
      const answeredJson = String(response.headers['content-type']).includes('json');
      if (answeredJson && response.json<{ msg: string }>().msg === FORBIDDEN.msg) {
        stillRefused.push(`${method} ${route.url} (${perm})`);
      }
    }
    expect(stillRefused).toEqual([]);
    // One sign-in (scrypt) per permission.
  }, 120_000);
});
