import type * as FastifyModule from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ANY_SIGNED_IN_USER } from '../src/http/auth-context.ts';
import { MENU_SEED, type MenuSeed } from '../src/setup/seed/menus.data.ts';
import { buildOrganization, buildUser } from './factories.ts';
import { callApi, createTestApp, login, rowCounts, testDialects, type TestApp } from './test-app.ts';

type RegisteredRoute = { method: string | string[]; url: string; public?: boolean; perm?: string };

/** Every route Fastify registers with its access decision, seen before buildApp adds any. */
const registered = vi.hoisted(() => [] as RegisteredRoute[]);
vi.mock('fastify', async (importOriginal) => {
  const actual = await importOriginal<typeof FastifyModule>();
  const withRouteCollector = ((options: Parameters<typeof actual.default>[0]) => {
    const app = actual.default(options);
    app.addHook('onRoute', (route) => {
      const config = route.config as { public?: boolean; perm?: string } | undefined;
      registered.push({ method: route.method, url: route.url, public: config?.public, perm: config?.perm });
    });
    return app;
  }) as typeof actual.default;
  return { ...actual, default: withRouteCollector };
});

const FORBIDDEN = { code: 403, msg: '没有权限，请联系管理员授权', data: null };

const concreteUrl = (url: string) => url.replace(/:[A-Za-z]+/g, '1');
const methodsOf = (route: RegisteredRoute) => (Array.isArray(route.method) ? route.method : [route.method]);
const menuPerms = (menus: MenuSeed[]): string[] =>
  menus.flatMap((menu) => [...(menu.perms ?? []), ...menuPerms(menu.children ?? [])]);

describe.each(testDialects())('route permissions on %s', (dialect) => {
  let t: TestApp;
  let apiRoutes: RegisteredRoute[];
  let teacherToken: string;
  let orgAdminToken: string;
  let orgId: number;

  beforeAll(async () => {
    registered.length = 0;
    t = await createTestApp(dialect);
    apiRoutes = registered.filter(
      (route) =>
        route.url.startsWith('/api/') && !route.url.startsWith('/api/docs') && !methodsOf(route).includes('HEAD'),
    );
    const org = await buildOrganization(t.db, { orgKey: 'default' });
    orgId = org.id;
    const teacher = await buildUser(t.db, { orgId: org.id, role: 'teacher' });
    const orgAdmin = await buildUser(t.db, { orgId: org.id, role: 'orgAdmin' });
    teacherToken = await login(t.app, teacher.account, teacher.password);
    orgAdminToken = await login(t.app, orgAdmin.account, orgAdmin.password);
  });
  afterAll(() => t?.close());

  it('gives every API route a decision: public, a menu permission, or any signed-in user', () => {
    expect(apiRoutes.length).toBeGreaterThanOrEqual(50);
    const undecided = apiRoutes.filter((route) => !route.public && route.perm === undefined).map((route) => route.url);
    expect(undecided).toEqual([]);
  });

  it('names only permissions a role can be granted through the menus', () => {
    const grantable = new Set([...menuPerms(MENU_SEED), ANY_SIGNED_IN_USER]);
    const named = apiRoutes.flatMap((route) => (route.perm === undefined ? [] : [route.perm]));
    expect(named.filter((perm) => !grantable.has(perm))).toEqual([]);
    expect(new Set(named)).toEqual(
      new Set([
        ANY_SIGNED_IN_USER,
        'sys:config:list',
        'sys:config:info',
        'sys:config:save',
        'sys:config:update',
        'sys:config:delete',
        'sys:data:import',
        'sys:user:list',
        'sys:user:info',
        'sys:user:save',
        'sys:user:update',
        'sys:user:delete',
        'sys:user:resetPwd',
        'sys:user:transfer',
        'sys:role:list',
        'sys:role:info',
        'sys:role:select',
        'sys:role:save',
        'sys:role:update',
        'sys:role:delete',
        'sys:menu:list',
        'sys:menu:info',
        'sys:menu:save',
        'sys:menu:update',
        'sys:menu:delete',
        'sys:org:list',
        'sys:org:info',
        'sys:org:save',
        'sys:org:update',
        'sys:org:disable',
        'sys:log:list',
        'sys:log:export',
        'sys:schedule:list',
        'sys:schedule:update',
        'sys:schedule:pause',
        'sys:schedule:resume',
        'sys:schedule:run',
        'sys:sql:list',
        'sys:sql:reset',
        'sys:generator:list',
        'sys:generator:code',
        'stu:archive:list',
        'stu:archive:info',
        'stu:archive:save',
        'stu:archive:update',
        'stu:archive:delete',
        'stu:archive:import',
        'stu:archive:export',
        'stu:archive:account',
        'stu:plan:list',
        'stu:plan:info',
        'stu:plan:save',
        'stu:plan:update',
        'stu:plan:delete',
        'stu:plan:share',
        'stu:evaluation:list',
        'stu:evaluation:assign',
        'stu:evaluation:export',
        'stu:evaluation:analyse',
      ]),
    );
  });

  it('refuses the system parameters list and detail to a teacher, who has no sys:config perms', async () => {
    const { id } = await t.db
      .insertInto('sys_config')
      .values({ org_id: orgId, param_key: 'secretKey', param_value: 'hidden', remark: '' })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const url of ['/api/sys/config/list', `/api/sys/config/info/${id}`]) {
      expect((await callApi(t.app, url, { token: teacherToken, body: {} })).body).toEqual(FORBIDDEN);
      expect((await callApi(t.app, url, { token: orgAdminToken, body: {} })).body.code).toBe(0);
    }
  });

  it('still gives a teacher the parameters every page reads, and only those', async () => {
    const { body } = await callApi<Record<string, string>>(t.app, '/api/sys/config/values', { token: teacherToken });
    expect(body.code).toBe(0);
    expect(Object.keys(body.data).sort()).toEqual(['currentYear', 'dataYear', 'universityExamination']);
    expect(body.data).not.toHaveProperty('secretKey');
  });

  it('answers every route that needs a permission with 403 to a user without it, writing nothing', async () => {
    // The teacher role loses every menu, so its users hold no permission at all.
    const teacherRole = await t.db
      .selectFrom('roles')
      .select('id')
      .where('role_code', '=', 'teacher')
      .executeTakeFirstOrThrow();
    await t.db.deleteFrom('role_menus').where('role_id', '=', teacherRole.id).execute();
    const guarded = apiRoutes.filter((route) => !route.public && route.perm !== ANY_SIGNED_IN_USER);
    expect(guarded.length).toBeGreaterThanOrEqual(16);
    const before = await rowCounts(t);
    for (const route of guarded) {
      for (const method of methodsOf(route)) {
        const response = await callApi(t.app, concreteUrl(route.url), {
          method: method as 'GET' | 'POST',
          token: teacherToken,
          ...(method === 'POST' ? { body: { id: 1, ids: [1], paramKey: 'someKey', paramValue: 'x' } } : {}),
        });
        expect({ route: `${method} ${route.url}`, body: response.body }).toEqual({
          route: `${method} ${route.url}`,
          body: FORBIDDEN,
        });
      }
    }
    expect(await rowCounts(t)).toEqual(before);
  });
});
