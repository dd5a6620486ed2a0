import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOrganization, buildUser, type BuiltUser } from './factories.ts';
import { callApi, createTestApp, expectCleanError, login, rowCounts, testDialects, type TestApp } from './test-app.ts';

const ONE_MEGABYTE_STRING = 'x'.repeat(1024 * 1024);

type Case = {
  name: string;
  body: unknown;
  /** A string body is sent as-is with a JSON content type. */
  raw?: boolean;
  contentType?: string;
  status: number;
  code: number;
  msg: RegExp;
};

/** Cases every endpoint with a JSON object body must refuse the same way. */
const objectBodyCases = (field: string, overLong: Record<string, unknown>): Case[] => [
  {
    name: 'a JSON array instead of an object',
    body: [{ [field]: 'x' }],
    status: 200,
    code: 400,
    msg: /^参数错误：请求体 /,
  },
  {
    name: 'invalid JSON',
    body: '{"' + field + '": ',
    raw: true,
    status: 400,
    code: 400,
    msg: /^请求内容不是合法的 JSON$/,
  },
  { name: 'an empty JSON body', body: '', raw: true, status: 400, code: 400, msg: /^请求内容不是合法的 JSON$/ },
  { name: 'a JSON string', body: '"hello"', raw: true, status: 200, code: 400, msg: /^参数错误：请求体 / },
  {
    name: 'a field over its maximum length',
    body: overLong,
    status: 200,
    code: 400,
    msg: new RegExp(`^参数错误：${Object.keys(overLong)[0]} `),
  },
  { name: 'a body over 1 MiB', body: { [field]: ONE_MEGABYTE_STRING }, status: 413, code: 413, msg: /^请求内容过大$/ },
  {
    name: 'a text/plain body',
    body: 'account=x',
    raw: true,
    contentType: 'text/plain',
    status: 415,
    code: 415,
    msg: /^不支持的请求内容类型$/,
  },
  {
    name: 'an XML body',
    body: '<a/>',
    raw: true,
    contentType: 'application/xml',
    status: 415,
    code: 415,
    msg: /^不支持的请求内容类型$/,
  },
];

const ENDPOINTS: Array<{ url: string; authenticated: boolean; cases: Case[] }> = [
  {
    url: '/api/sys/teacherLogin',
    authenticated: false,
    cases: [
      {
        name: 'a number account',
        body: { account: 12345, password: 'secret-123' },
        status: 200,
        code: 400,
        msg: /^参数错误：account /,
      },
      { name: 'a missing password', body: { account: 'someone' }, status: 200, code: 400, msg: /^参数错误：password / },
      {
        name: 'null fields',
        body: { account: null, password: null },
        status: 200,
        code: 400,
        msg: /^参数错误：account /,
      },
      ...objectBodyCases('account', { account: 'a'.repeat(65), password: 'secret-123' }),
    ],
  },
  {
    url: '/api/sys/config/save',
    authenticated: true,
    cases: [
      {
        name: 'a number value',
        body: { paramKey: 'someKey', paramValue: 5 },
        status: 200,
        code: 400,
        msg: /^参数错误：paramValue /,
      },
      { name: 'a missing name', body: { paramValue: 'x' }, status: 200, code: 400, msg: /^参数错误：paramKey / },
      {
        name: 'an object name',
        body: { paramKey: { $ne: null }, paramValue: 'x' },
        status: 200,
        code: 400,
        msg: /^参数错误：paramKey /,
      },
      {
        name: 'an over-long remark',
        body: { paramKey: 'someKey', paramValue: 'x', remark: 'r'.repeat(501) },
        status: 200,
        code: 400,
        msg: /^参数错误：remark /,
      },
      ...objectBodyCases('paramValue', { paramValue: 'v'.repeat(2001), paramKey: 'someKey' }),
    ],
  },
  {
    url: '/api/sys/config/delete',
    authenticated: true,
    cases: [
      {
        name: 'an object instead of an array',
        body: { ids: [1, 2] },
        status: 200,
        code: 400,
        msg: /^参数错误：请求体 /,
      },
      { name: 'string ids', body: ['1'], status: 200, code: 400, msg: /^参数错误：0 / },
      { name: 'a fractional id', body: [1.5], status: 200, code: 400, msg: /^参数错误：0 / },
      { name: 'an empty array', body: [], status: 200, code: 400, msg: /^参数错误：请求体 / },
      {
        name: 'more than 1000 ids',
        body: Array.from({ length: 1001 }, (_, index) => index + 1),
        status: 200,
        code: 400,
        msg: /^参数错误：请求体 /,
      },
      { name: 'invalid JSON', body: '[1, 2', raw: true, status: 400, code: 400, msg: /^请求内容不是合法的 JSON$/ },
      { name: 'a body over 1 MiB', body: [ONE_MEGABYTE_STRING], status: 413, code: 413, msg: /^请求内容过大$/ },
    ],
  },
  {
    url: '/api/sys/data/fetch',
    authenticated: true,
    cases: [
      { name: 'a string instead of a list', body: { data: '06' }, status: 200, code: 400, msg: /^参数错误：data / },
      { name: 'numbers in the list', body: { data: [6] }, status: 200, code: 400, msg: /^参数错误：data\.0 / },
      {
        name: 'an over-long code',
        body: { data: ['0'.repeat(9)] },
        status: 200,
        code: 400,
        msg: /^参数错误：data\.0 /,
      },
      ...objectBodyCases('data', { data: Array.from({ length: 101 }, () => '06') }),
    ],
  },
  {
    url: '/api/sys/user/password',
    authenticated: true,
    cases: [
      {
        name: 'a number old password',
        body: { password: 123456, newPassword: 'brand-new-1' },
        status: 200,
        code: 400,
        msg: /^参数错误：password /,
      },
      {
        name: 'a missing new password',
        body: { password: 'secret-123' },
        status: 200,
        code: 400,
        msg: /^参数错误：newPassword /,
      },
      ...objectBodyCases('newPassword', { newPassword: 'n'.repeat(129), password: 'secret-123' }),
    ],
  },
  {
    // Pages travel in JSON bodies: a string or a boolean is a client's mistake, not page 1.
    url: '/api/sys/config/list',
    authenticated: true,
    cases: [
      { name: 'a string page', body: { page: '1', limit: 10 }, status: 200, code: 400, msg: /^参数错误：page / },
      { name: 'a hexadecimal page', body: { page: '0x2' }, status: 200, code: 400, msg: /^参数错误：page / },
      { name: 'a boolean page', body: { page: true }, status: 200, code: 400, msg: /^参数错误：page / },
      { name: 'a string limit', body: { page: 1, limit: '10' }, status: 200, code: 400, msg: /^参数错误：limit / },
      { name: 'an array limit', body: { limit: [10] }, status: 200, code: 400, msg: /^参数错误：limit / },
    ],
  },
  {
    url: '/api/home/org',
    authenticated: false,
    cases: [
      { name: 'a number domain', body: { domain: 42 }, status: 200, code: 400, msg: /^参数错误：domain / },
      ...objectBodyCases('domain', { domain: 'd'.repeat(513) }),
    ],
  },
];

describe.each(testDialects())('malformed bodies on %s', (dialect) => {
  let t: TestApp;
  let user: BuiltUser;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const org = await buildOrganization(t.db, { orgKey: 'default' });
    user = await buildUser(t.db, { orgId: org.id, role: 'orgAdmin' });
    token = await login(t.app, user.account, user.password);
  });
  afterAll(() => t?.close());

  describe.each(ENDPOINTS)('$url', ({ url, authenticated, cases }) => {
    it.each(cases)('refuses $name without writing or leaking anything', async (testCase) => {
      const before = await rowCounts(t);
      const passwordBefore = await t.db
        .selectFrom('users')
        .select('password_hash')
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow();
      const headers: Record<string, string> = {};
      if (testCase.raw) headers['content-type'] = testCase.contentType ?? 'application/json';
      const response = await callApi(t.app, url, {
        ...(authenticated ? { token } : {}),
        body: testCase.raw ? (testCase.body as string) : (testCase.body as object),
        headers,
      });
      expect(response.status).toBe(testCase.status);
      expectCleanError(response, testCase.code, testCase.msg);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(await rowCounts(t)).toEqual(before);
      expect(
        await t.db.selectFrom('users').select('password_hash').where('id', '=', user.id).executeTakeFirstOrThrow(),
      ).toEqual(passwordBefore);
    });
  });

  it('keeps serving after all of that', async () => {
    expect((await callApi(t.app, '/api/sys/user/info', { token })).body.code).toBe(0);
  });
});
