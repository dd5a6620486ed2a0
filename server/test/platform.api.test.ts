import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type * as FastifyModule from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildOrganization, buildUser } from './factories.ts';
import { callApi, createTestApp, login, testDialects, type TestApp } from './test-app.ts';

/** Every route Fastify registers, seen by an onRoute hook added before buildApp adds any. */
const registered = vi.hoisted(() => [] as Array<{ method: string | string[]; url: string }>);
vi.mock('fastify', async (importOriginal) => {
  const actual = await importOriginal<typeof FastifyModule>();
  const withRouteCollector = ((options: Parameters<typeof actual.default>[0]) => {
    const app = actual.default(options);
    app.addHook('onRoute', (route) => {
      registered.push({ method: route.method, url: route.url });
    });
    return app;
  }) as typeof actual.default;
  return { ...actual, default: withRouteCollector };
});

const PUBLIC_API_ROUTES = [
  '/api/health',
  '/api/home/org',
  '/api/sys/teacherLogin',
  // A student reaches these from a teacher's QR code, before having a token.
  '/api/stuAccount/bindInfo',
  '/api/stuAccount/register',
  '/api/stuAccount/login',
  // The code's PNG opens in a new window, which sends no token; the code in the path is the key.
  '/api/qrcode/image/:file',
  // The login page shows the organisation's logo before anyone signs in.
  '/api/sys/org/logo/:file',
  // The shared plan behind a share link (spec §2: /stu/enroll/trace/report needs no login); the
  // access code is the key.
  '/api/stuPlan/report',
  // A parent confirms the shared plan, or asks the teacher, with the same link and access code.
  '/api/stuPlan/reportConfirm',
  '/api/stuPlan/reportQuestion',
];
const INVALID_TOKEN = { code: 401, msg: 'invalid token', data: null };

/** A stand-in web build so the static file routes exist too. */
function createWebBuild(): string {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'zhihang-web-'));
  fs.mkdirSync(path.join(directory, 'assets'));
  fs.writeFileSync(path.join(directory, 'index.html'), '<!doctype html><title>志航</title><div id="root"></div>');
  fs.writeFileSync(path.join(directory, 'mobile.html'), '<!doctype html><title>志航 学生端</title>');
  fs.writeFileSync(path.join(directory, 'assets', 'console-abc123.js'), 'console.log("console")');
  return directory;
}

const concreteUrl = (url: string) => url.replace(/:[A-Za-z]+/g, '1').replace(/\*/g, 'anything');
const methodsOf = (route: { method: string | string[] }) =>
  Array.isArray(route.method) ? route.method : [route.method];

describe.each(testDialects())('platform routes on %s', (dialect) => {
  let t: TestApp;
  let webBuild: string;
  let routes: Array<{ method: string; url: string }>;
  let token: string;

  beforeAll(async () => {
    registered.length = 0;
    webBuild = createWebBuild();
    t = await createTestApp(dialect, { env: { WEB_DIST: webBuild } });
    routes = registered.flatMap((route) =>
      methodsOf(route)
        .filter((method) => method !== 'HEAD')
        .map((method) => ({ method, url: route.url })),
    );
    const org = await buildOrganization(t.db, { orgKey: 'default' });
    const user = await buildUser(t.db, { orgId: org.id });
    token = await login(t.app, user.account, user.password);
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(webBuild, { recursive: true, force: true });
  });

  describe('default deny', () => {
    it('collects every route: the API, the documentation and the web build', () => {
      const urls = new Set(routes.map((route) => route.url));
      for (const url of [
        ...PUBLIC_API_ROUTES,
        '/api/sys/user/info',
        '/api/sys/config/info/:id',
        '/api/dashboard/studentNumber',
        '/api/docs/json',
      ]) {
        expect(urls).toContain(url);
      }
      // The web build is one wildcard route, so files written by a later build are served too.
      expect(urls).toContain('/*');
      expect(
        routes.filter((route) => route.url.startsWith('/api/') && !route.url.startsWith('/api/docs')).length,
      ).toBeGreaterThanOrEqual(22);
    });

    it('answers every non-public API route without a token with code 401', async () => {
      const guarded = routes.filter(
        (route) =>
          route.url.startsWith('/api/') && !route.url.startsWith('/api/docs') && !PUBLIC_API_ROUTES.includes(route.url),
      );
      expect(guarded.length).toBeGreaterThanOrEqual(19);
      for (const route of guarded) {
        const response = await t.app.inject({
          method: route.method as 'GET' | 'POST',
          url: concreteUrl(route.url),
          payload: route.method === 'POST' ? {} : undefined,
        });
        expect({ route: `${route.method} ${route.url}`, body: response.json<unknown>() }).toEqual({
          route: `${route.method} ${route.url}`,
          body: INVALID_TOKEN,
        });
        const unknown = await t.app.inject({
          method: route.method as 'GET' | 'POST',
          url: concreteUrl(route.url),
          headers: { token: 'nope' },
        });
        expect(unknown.json()).toEqual({ code: 401, msg: 'token失效，请重新登录', data: null });
      }
    });

    it('lets only the public routes answer without a token', async () => {
      const answering: string[] = [];
      for (const route of routes) {
        const response = await t.app.inject({
          method: route.method as 'GET' | 'POST',
          url: concreteUrl(route.url),
          payload: route.method === 'POST' ? {} : undefined,
        });
        const isEnvelope =
          (response.headers['content-type'] ?? '').toString().startsWith('application/json') &&
          'code' in response.json();
        if (!isEnvelope || response.json<{ code: number }>().code !== 401) answering.push(route.url);
      }
      const unexpected = answering.filter(
        (url) => !PUBLIC_API_ROUTES.includes(url) && url.startsWith('/api/') && !url.startsWith('/api/docs'),
      );
      expect(unexpected).toEqual([]);
      expect(answering).toEqual(expect.arrayContaining([...PUBLIC_API_ROUTES, '/api/docs/json', '/*']));
    });

    it('serves assets written by a later build without a restart', async () => {
      fs.writeFileSync(path.join(webBuild, 'assets', 'console-new456.js'), 'console.log("new")');
      const asset = await t.app.inject({ method: 'GET', url: '/assets/console-new456.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.body).toBe('console.log("new")');
    });

    it('serves the web build without a token', async () => {
      const asset = await t.app.inject({ method: 'GET', url: '/assets/console-abc123.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.body).toBe('console.log("console")');
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const page = await t.app.inject({ method: 'GET', url: '/edu/studentManage?x=1' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<div id="root"></div>');
      expect(page.headers['cache-control']).toBe('no-cache');
      const mobile = await t.app.inject({ method: 'GET', url: '/mp-student/university' });
      expect(mobile.body).toContain('学生端');
    });
  });

  describe('/api/health', () => {
    it('reports the version and the database without a token', async () => {
      const { status, body } = await callApi(t.app, '/api/health');
      expect(status).toBe(200);
      expect(body).toEqual({ code: 0, msg: 'success', data: { status: 'ok', version: '0.1.0', database: dialect } });
    });

    it('answers GET too, as load balancers and probes ask', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.json()).toEqual({
        code: 0,
        msg: 'success',
        data: { status: 'ok', version: '0.1.0', database: dialect },
      });
    });
  });

  describe('unknown paths', () => {
    it.each([
      ['POST', '/api/nope'],
      ['GET', '/api/sys/nope/deeper'],
      ['GET', '/api/sys/user/info'],
      ['POST', '/api'],
      ['GET', '/api/missing.js'],
    ] as const)('%s %s answers the envelope 404', async (method, url) => {
      const response = await t.app.inject({ method, url, headers: { token } });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ code: 404, msg: '路径不存在，请检查路径是否正确', data: null });
    });

    it('answers an unknown API path with 404 even without a token', async () => {
      const response = await t.app.inject({ method: 'POST', url: '/api/definitely/not/here' });
      expect(response.json()).toEqual({ code: 404, msg: '路径不存在，请检查路径是否正确', data: null });
    });
  });

  describe('/api/docs/json', () => {
    it('is an OpenAPI document listing every API path', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
      expect(response.statusCode).toBe(200);
      const document = response.json<{
        openapi: string;
        info: { title: string; version: string };
        paths: Record<string, Record<string, { security?: unknown }>>;
      }>();
      expect(document.openapi).toMatch(/^3\./);
      expect(document.info).toMatchObject({ title: '志航 API', version: '0.1.0' });
      const apiRoutes = routes.filter((route) => route.url.startsWith('/api/') && !route.url.startsWith('/api/docs'));
      for (const route of apiRoutes) {
        const documented = route.url.replace(/:([A-Za-z]+)/g, '{$1}');
        expect(document.paths[documented]?.[route.method.toLowerCase()], `${route.method} ${documented}`).toBeDefined();
      }
      expect(document.paths['/api/sys/teacherLogin']?.post?.security).toBeUndefined();
      expect(document.paths['/api/sys/user/info']?.post?.security).toEqual([{ token: [] }]);
      expect(Object.keys(document.paths).some((url) => url.startsWith('/api/docs'))).toBe(false);
    });

    it('serves the documentation page', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/docs' });
      expect([200, 302]).toContain(response.statusCode);
    });
  });

  describe('x-request-id', () => {
    it('is on every response: success, 401, 404, 400, 413 and static files', async () => {
      const responses = await Promise.all([
        t.app.inject({ method: 'POST', url: '/api/health' }),
        t.app.inject({ method: 'POST', url: '/api/sys/user/info' }),
        t.app.inject({ method: 'POST', url: '/api/nope' }),
        t.app.inject({
          method: 'POST',
          url: '/api/sys/teacherLogin',
          headers: { 'content-type': 'application/json' },
          payload: '{',
        }),
        t.app.inject({ method: 'POST', url: '/api/sys/teacherLogin', payload: { account: 'x'.repeat(1024 * 1024) } }),
        t.app.inject({ method: 'GET', url: '/index.html' }),
        t.app.inject({ method: 'GET', url: '/api/docs/json' }),
      ]);
      expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 400, 413, 200, 200]);
      const ids = responses.map((response) => response.headers['x-request-id']);
      for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(new Set(ids).size).toBe(ids.length);
    });

    it('echoes a well-formed incoming id and replaces a malformed one', async () => {
      const echoed = await t.app.inject({
        method: 'POST',
        url: '/api/health',
        headers: { 'x-request-id': 'edge-proxy.1234' },
      });
      expect(echoed.headers['x-request-id']).toBe('edge-proxy.1234');
      for (const malformed of ['bad id <script>', 'short', 'x'.repeat(65)]) {
        const replaced = await t.app.inject({
          method: 'POST',
          url: '/api/health',
          headers: { 'x-request-id': malformed },
        });
        expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      }
    });
  });
});
