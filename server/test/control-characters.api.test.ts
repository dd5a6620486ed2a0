import type * as FastifyModule from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { buildOrganization, buildSession, buildUser } from './factories.ts';
import { callApi, createTestApp, expectCleanError, login, rowCounts, testDialects, type TestApp } from './test-app.ts';

type RegisteredRoute = {
  method: string | string[];
  url: string;
  public?: boolean;
  audience?: string;
  body?: unknown;
};

/** Every route Fastify registers with its body schema, seen before buildApp adds any. */
const registered = vi.hoisted(() => [] as RegisteredRoute[]);
vi.mock('fastify', async (importOriginal) => {
  const actual = await importOriginal<typeof FastifyModule>();
  const withRouteCollector = ((options: Parameters<typeof actual.default>[0]) => {
    const app = actual.default(options);
    app.addHook('onRoute', (route) => {
      const config = route.config as { public?: boolean; audience?: string } | undefined;
      registered.push({
        method: route.method,
        url: route.url,
        public: config?.public,
        audience: config?.audience,
        body: route.schema?.body,
      });
    });
    return app;
  }) as typeof actual.default;
  return { ...actual, default: withRouteCollector };
});

const NUL = 'x\u0000y';
const refusal = (field: string) => `参数错误：${field} 含有不允许的控制字符`;

/** A body that puts NUL in each of the route's own fields, and the field the refusal names. */
function bodyWithNul(schema: unknown): { body: unknown; field: string } {
  if (schema instanceof z.ZodObject) {
    const keys = Object.keys(schema.shape as object);
    if (keys.length) return { body: Object.fromEntries(keys.map((key) => [key, NUL])), field: keys[0] as string };
  }
  if (schema instanceof z.ZodArray) return { body: [NUL], field: '0' };
  return { body: { field: NUL }, field: 'field' };
}

const methodsOf = (route: RegisteredRoute) => (Array.isArray(route.method) ? route.method : [route.method]);

describe.each(testDialects())('control characters on %s', (dialect) => {
  let t: TestApp;
  let apiRoutes: RegisteredRoute[];
  let adminToken: string;
  let studentToken: string;

  beforeAll(async () => {
    registered.length = 0;
    t = await createTestApp(dialect);
    apiRoutes = registered.filter((route) => route.url.startsWith('/api/') && !route.url.startsWith('/api/docs'));
    const org = await buildOrganization(t.db, { orgKey: 'default' });
    const admin = await buildUser(t.db, { orgId: org.id, role: 'admin', account: 'platform' });
    adminToken = await login(t.app, admin.account, admin.password);
    studentToken = await buildSession(t.db, await buildUser(t.db, { orgId: org.id, role: 'student' }));
  });
  afterAll(() => t?.close());

  const tokenFor = (route: RegisteredRoute) =>
    route.public ? undefined : route.audience === 'student' ? studentToken : adminToken;

  it('refuses NUL in any field of every route with code 400 naming the field, writing nothing', async () => {
    const posts = apiRoutes.filter((route) => methodsOf(route).includes('POST'));
    expect(posts.length).toBeGreaterThanOrEqual(50);
    const before = await rowCounts(t);
    for (const route of posts) {
      const { body, field } = bodyWithNul(route.body);
      const response = await callApi(t.app, route.url.replace(/:[A-Za-z]+/g, '1'), {
        token: tokenFor(route),
        body: body as object,
      });
      expect({ route: route.url, body: response.body }).toEqual({
        route: route.url,
        body: { code: 400, msg: refusal(field), data: null },
      });
    }
    expect(await rowCounts(t)).toEqual(before);
  });

  it('refuses NUL in path and query parameters of every GET route', async () => {
    const gets = apiRoutes.filter((route) => methodsOf(route).includes('GET'));
    expect(gets.length).toBeGreaterThanOrEqual(10);
    for (const route of gets) {
      const parameter = /:([A-Za-z]+)/.exec(route.url)?.[1];
      const url = parameter ? route.url.replace(/:[A-Za-z]+/g, '%00') : `${route.url}?probe=%00`;
      const response = await callApi(t.app, url, { method: 'GET', token: tokenFor(route) });
      expect({ route: route.url, body: response.body }).toEqual({
        route: route.url,
        body: { code: 400, msg: refusal(parameter ?? 'probe'), data: null },
      });
    }
  });

  it('refuses the public login and org lookup calls, which PostgreSQL cannot store or compare', async () => {
    expectCleanError(
      await callApi(t.app, '/api/sys/teacherLogin', { body: { account: 'platform\u0000', password: 'secret-123' } }),
      400,
      refusal('account'),
    );
    expectCleanError(
      await callApi(t.app, '/api/home/org', { body: { domain: 'a\u0000.example' } }),
      400,
      refusal('domain'),
    );
  });

  it('refuses DEL, C1 and other C0 controls but keeps tabs and line breaks', async () => {
    const save = (paramValue: string, paramKey: string) =>
      callApi(t.app, '/api/sys/config/save', { token: adminToken, body: { paramKey, paramValue, remark: '' } });
    for (const character of ['\u0001', '\u001b', '\u007f', '\u0085', '\u009f']) {
      expectCleanError(await save(`a${character}b`, 'controlKey'), 400, refusal('paramValue'));
    }
    const kept = await save('第一行\r\n第二行\t末尾', 'multiLine');
    expect(kept.body.code).toBe(0);
    const stored = await t.db
      .selectFrom('sys_config')
      .select('param_value')
      .where('param_key', '=', 'multiLine')
      .executeTakeFirstOrThrow();
    expect(stored.param_value).toBe('第一行\r\n第二行\t末尾');
  });
});
