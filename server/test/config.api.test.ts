import type { Page } from '@zhihang/contract/http/envelope.schema';
import type { ConfigEntry } from '@zhihang/contract/system/config.schema';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildOrganization, buildUser, configEntries, type BuiltOrganization } from './factories.ts';
import {
  callApi,
  countRows,
  createTestApp,
  expectCleanError,
  login,
  rowCounts,
  testDialects,
  type TestApp,
} from './test-app.ts';

const CONFIG_ROUTES = [
  '/api/sys/config/list',
  '/api/sys/config/save',
  '/api/sys/config/update',
  '/api/sys/config/info/1',
  '/api/sys/config/delete',
  '/api/sys/config/getSysVersion',
];
const NOT_FOUND = '记录不存在';
const FORBIDDEN = '没有权限，请联系管理员授权';

describe.each(testDialects())('system parameter API on %s', (dialect) => {
  let t: TestApp;
  let org: BuiltOrganization;
  let otherOrg: BuiltOrganization;
  let adminToken: string;
  let teacherToken: string;
  let otherAdminToken: string;
  let platformAdminToken: string;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    org = await buildOrganization(t.db, { orgKey: 'default' });
    otherOrg = await buildOrganization(t.db, { orgKey: 'school2' });
    const orgAdmin = await buildUser(t.db, { orgId: org.id, role: 'orgAdmin' });
    const teacher = await buildUser(t.db, { orgId: org.id, role: 'teacher' });
    const otherAdmin = await buildUser(t.db, { orgId: otherOrg.id, role: 'orgAdmin' });
    const platformAdmin = await buildUser(t.db, { orgId: org.id, role: 'admin' });
    adminToken = await login(t.app, orgAdmin.account, orgAdmin.password);
    teacherToken = await login(t.app, teacher.account, teacher.password);
    otherAdminToken = await login(t.app, otherAdmin.account, otherAdmin.password);
    platformAdminToken = await login(t.app, platformAdmin.account, platformAdmin.password);
  });
  afterAll(() => t?.close());
  afterEach(() => t.clock.reset());

  /** Each test starts from the three parameters every organisation is created with. */
  beforeEach(async () => {
    await t.db.deleteFrom('sys_config').execute();
    for (const orgId of [org.id, otherOrg.id]) {
      await t.db
        .insertInto('sys_config')
        .values([
          {
            org_id: orgId,
            param_key: 'universityExamination',
            param_value: '2026-06-07',
            remark: '高考首日，用于首页倒计时',
          },
          { org_id: orgId, param_key: 'currentYear', param_value: '2026', remark: '当前填报年份' },
          { org_id: orgId, param_key: 'dataYear', param_value: '2025', remark: '最新录取数据年份' },
        ])
        .execute();
    }
  });

  const idOf = async (orgId: number, key: string) => {
    const entry = (await configEntries(t.db, orgId)).get(key);
    if (!entry) throw new Error(`no ${key} in org ${orgId}`);
    return entry.id;
  };

  describe.each(CONFIG_ROUTES)('%s', (url) => {
    it('refuses a missing, unknown or expired token', async () => {
      const before = await rowCounts(t);
      expect((await callApi(t.app, url, { body: {} })).body).toEqual({ code: 401, msg: 'invalid token', data: null });
      expect((await callApi(t.app, url, { token: 'x'.repeat(64) })).body).toEqual({
        code: 401,
        msg: 'token失效，请重新登录',
        data: null,
      });
      t.clock.advance(12 * 3_600_000 + 1);
      expect((await callApi(t.app, url, { token: adminToken })).body).toEqual({
        code: 401,
        msg: 'token失效，请重新登录',
        data: null,
      });
      expect(await rowCounts(t)).toEqual(before);
    });
  });

  describe('/api/sys/config/list', () => {
    it("lists the caller's organisation's parameters only", async () => {
      const { body } = await callApi<Page<ConfigEntry>>(t.app, '/api/sys/config/list', { token: adminToken, body: {} });
      expect(body.code).toBe(0);
      expect(body.data).toMatchObject({ totalCount: 3, pageSize: 100, totalPage: 1, currPage: 1 });
      expect(body.data.list.map(({ paramKey, paramValue }) => [paramKey, paramValue])).toEqual([
        ['universityExamination', '2026-06-07'],
        ['currentYear', '2026'],
        ['dataYear', '2025'],
      ]);
      const ownIds = [...(await configEntries(t.db, org.id)).values()].map((entry) => entry.id);
      expect(body.data.list.every((entry) => ownIds.includes(entry.id))).toBe(true);
      expect(body.data.list[0]?.remark).toBe('高考首日，用于首页倒计时');
    });

    it('pages and filters by parameter name', async () => {
      const page2 = await callApi<Page<ConfigEntry>>(t.app, '/api/sys/config/list', {
        token: adminToken,
        body: { page: 2, limit: 2 },
      });
      expect(page2.body.data).toMatchObject({ totalCount: 3, pageSize: 2, totalPage: 2, currPage: 2 });
      expect(page2.body.data.list.map((entry) => entry.paramKey)).toEqual(['dataYear']);
      const years = await callApi<Page<ConfigEntry>>(t.app, '/api/sys/config/list', {
        token: adminToken,
        body: { paramKey: 'Year' },
      });
      expect(years.body.data.list.map((entry) => entry.paramKey)).toEqual(['currentYear', 'dataYear']);
    });

    it('matches the name as a case-insensitive substring, wildcards taken literally, on every database', async () => {
      await callApi(t.app, '/api/sys/config/save', {
        token: adminToken,
        body: { paramKey: 'report_title', paramValue: 'x' },
      });
      const keysFor = async (paramKey: string) =>
        (
          await callApi<Page<ConfigEntry>>(t.app, '/api/sys/config/list', { token: adminToken, body: { paramKey } })
        ).body.data.list.map((entry) => entry.paramKey);
      expect(await keysFor('year')).toEqual(['currentYear', 'dataYear']);
      expect(await keysFor('EXAM')).toEqual(['universityExamination']);
      expect(await keysFor('_')).toEqual(['report_title']);
      expect(await keysFor('%')).toEqual([]);
      expect(await keysFor('\\')).toEqual([]);
      expect(await keysFor('t_t')).toEqual(['report_title']);
      expect(await keysFor('rt_ti')).toEqual(['report_title']);
      expect(await keysFor('r_p')).toEqual([]);
    });

    it('is refused to teachers, who read the parameters their pages need from /sys/config/values', async () => {
      expectCleanError(
        await callApi(t.app, '/api/sys/config/list', { token: teacherToken }),
        403,
        '没有权限，请联系管理员授权',
      );
      const { body } = await callApi<Record<string, string>>(t.app, '/api/sys/config/values', { token: teacherToken });
      expect(body.data).toEqual({ universityExamination: '2026-06-07', currentYear: '2026', dataYear: '2025' });
    });

    it('refuses bad paging with the field named', async () => {
      expectCleanError(
        await callApi(t.app, '/api/sys/config/list', { token: adminToken, body: { page: 0 } }),
        400,
        /^参数错误：page /,
      );
      expectCleanError(
        await callApi(t.app, '/api/sys/config/list', { token: adminToken, body: { limit: 501 } }),
        400,
        /^参数错误：limit /,
      );
    });
  });

  describe('/api/sys/config/info/{id}', () => {
    it.each(['GET', 'POST'] as const)('returns an own entry by %s', async (method) => {
      const id = await idOf(org.id, 'currentYear');
      const { body } = await callApi<ConfigEntry>(t.app, `/api/sys/config/info/${id}`, { token: adminToken, method });
      expect(body).toEqual({
        code: 0,
        msg: 'success',
        data: { id, paramKey: 'currentYear', paramValue: '2026', remark: '当前填报年份' },
      });
    });

    it("reads another organisation's entry as not found", async () => {
      const foreignId = await idOf(otherOrg.id, 'currentYear');
      expectCleanError(
        await callApi(t.app, `/api/sys/config/info/${foreignId}`, { token: adminToken, method: 'GET' }),
        404,
        NOT_FOUND,
      );
      expectCleanError(await callApi(t.app, '/api/sys/config/info/999999', { token: adminToken }), 404, NOT_FOUND);
    });

    it('refuses an id that is not a positive integer, naming it', async () => {
      expectCleanError(
        await callApi(t.app, '/api/sys/config/info/abc', { token: adminToken, method: 'GET' }),
        400,
        /^参数错误：id /,
      );
      expectCleanError(await callApi(t.app, '/api/sys/config/info/0', { token: adminToken }), 400, /^参数错误：id /);
    });
  });

  describe('/api/sys/config/save', () => {
    it('adds a parameter to the caller’s organisation', async () => {
      const { body } = await callApi<ConfigEntry>(t.app, '/api/sys/config/save', {
        token: adminToken,
        body: { paramKey: ' schoolMotto ', paramValue: '厚德博学', remark: '校训', orgId: otherOrg.id },
      });
      expect(body.code).toBe(0);
      expect(body.data.id).toBeGreaterThan(0);
      expect(body.data).toEqual({ id: body.data.id, paramKey: 'schoolMotto', paramValue: '厚德博学', remark: '校训' });
      const row = await t.db
        .selectFrom('sys_config')
        .selectAll()
        .where('id', '=', body.data.id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ org_id: org.id, param_key: 'schoolMotto', param_value: '厚德博学', remark: '校训' });
      expect((await configEntries(t.db, otherOrg.id)).has('schoolMotto')).toBe(false);
    });

    it('lets a platform admin save in their own organisation', async () => {
      const { body } = await callApi<ConfigEntry>(t.app, '/api/sys/config/save', {
        token: platformAdminToken,
        body: { paramKey: 'platformNote', paramValue: 'x' },
      });
      expect(body.code).toBe(0);
      expect((await configEntries(t.db, org.id)).get('platformNote')?.value).toBe('x');
    });

    it('allows the same name in two organisations but refuses a duplicate within one', async () => {
      const mine = await callApi(t.app, '/api/sys/config/save', {
        token: adminToken,
        body: { paramKey: 'theme', paramValue: 'blue' },
      });
      const theirs = await callApi(t.app, '/api/sys/config/save', {
        token: otherAdminToken,
        body: { paramKey: 'theme', paramValue: 'red' },
      });
      expect([mine.body.code, theirs.body.code]).toEqual([0, 0]);
      const before = await countRows(t.db, 'sys_config');
      expectCleanError(
        await callApi(t.app, '/api/sys/config/save', {
          token: adminToken,
          body: { paramKey: 'theme', paramValue: 'green' },
        }),
        500,
        '参数名已存在',
      );
      expectCleanError(
        await callApi(t.app, '/api/sys/config/save', {
          token: adminToken,
          body: { paramKey: 'universityExamination', paramValue: '2026-06-08' },
        }),
        500,
        '参数名已存在',
      );
      expect(await countRows(t.db, 'sys_config')).toBe(before);
      expect((await configEntries(t.db, org.id)).get('theme')?.value).toBe('blue');
    });

    it.each([
      ['2026/06/07', '参数错误：paramValue 高考日期格式应为 YYYY-MM-DD'],
      ['2026-13-01', '参数错误：paramValue 高考日期不是有效日期'],
      ['2026-02-30', '参数错误：paramValue 高考日期不是有效日期'],
    ])('refuses the exam date %j', async (paramValue, message) => {
      await t.db
        .deleteFrom('sys_config')
        .where('org_id', '=', org.id)
        .where('param_key', '=', 'universityExamination')
        .execute();
      const before = await rowCounts(t);
      expectCleanError(
        await callApi(t.app, '/api/sys/config/save', {
          token: adminToken,
          body: { paramKey: 'universityExamination', paramValue },
        }),
        400,
        message,
      );
      expect(await rowCounts(t)).toEqual(before);
    });

    it('refuses a malformed parameter name', async () => {
      const before = await rowCounts(t);
      expectCleanError(
        await callApi(t.app, '/api/sys/config/save', {
          token: adminToken,
          body: { paramKey: '1st-key', paramValue: 'x' },
        }),
        400,
        '参数错误：paramKey 参数名只能包含字母、数字、下划线和点，且以字母开头',
      );
      expect(await rowCounts(t)).toEqual(before);
    });

    it('is forbidden to teachers', async () => {
      const before = await rowCounts(t);
      expectCleanError(
        await callApi(t.app, '/api/sys/config/save', {
          token: teacherToken,
          body: { paramKey: 'teacherKey', paramValue: 'x' },
        }),
        403,
        FORBIDDEN,
      );
      expect(await rowCounts(t)).toEqual(before);
    });
  });

  describe('/api/sys/config/update', () => {
    it('changes an own entry', async () => {
      const id = await idOf(org.id, 'universityExamination');
      const { body } = await callApi<ConfigEntry>(t.app, '/api/sys/config/update', {
        token: adminToken,
        body: { id, paramKey: 'universityExamination', paramValue: '2026-06-08', remark: '延期' },
      });
      expect(body).toEqual({
        code: 0,
        msg: 'success',
        data: { id, paramKey: 'universityExamination', paramValue: '2026-06-08', remark: '延期' },
      });
      const info = await callApi<ConfigEntry>(t.app, `/api/sys/config/info/${id}`, {
        token: adminToken,
        method: 'GET',
      });
      expect(info.body.data.paramValue).toBe('2026-06-08');
    });

    it("reads another organisation's entry as not found and leaves it alone", async () => {
      const foreign = (await configEntries(t.db, otherOrg.id)).get('universityExamination');
      for (const paramKey of ['universityExamination', 'takeover']) {
        expectCleanError(
          await callApi(t.app, '/api/sys/config/update', {
            token: adminToken,
            body: { id: foreign?.id, paramKey, paramValue: '2030-01-01' },
          }),
          404,
          NOT_FOUND,
        );
      }
      expect((await configEntries(t.db, otherOrg.id)).get('universityExamination')).toEqual(foreign);
    });

    it('refuses to rename an entry onto an existing name', async () => {
      const id = await idOf(org.id, 'dataYear');
      expectCleanError(
        await callApi(t.app, '/api/sys/config/update', {
          token: adminToken,
          body: { id, paramKey: 'currentYear', paramValue: '2025' },
        }),
        500,
        '参数名已存在',
      );
      expect((await configEntries(t.db, org.id)).get('dataYear')).toEqual({ id, value: '2025' });
    });

    it('refuses a bad value for a known key', async () => {
      const id = await idOf(org.id, 'currentYear');
      expectCleanError(
        await callApi(t.app, '/api/sys/config/update', {
          token: adminToken,
          body: { id, paramKey: 'currentYear', paramValue: '26' },
        }),
        400,
        '参数错误：paramValue 年份应为四位数字，如 2026',
      );
      expect((await configEntries(t.db, org.id)).get('currentYear')?.value).toBe('2026');
    });

    it('refuses a missing id with the field named', async () => {
      expectCleanError(
        await callApi(t.app, '/api/sys/config/update', {
          token: adminToken,
          body: { paramKey: 'currentYear', paramValue: '2027' },
        }),
        400,
        /^参数错误：id /,
      );
      expect((await configEntries(t.db, org.id)).get('currentYear')?.value).toBe('2026');
    });

    it('is forbidden to teachers', async () => {
      const id = await idOf(org.id, 'currentYear');
      expectCleanError(
        await callApi(t.app, '/api/sys/config/update', {
          token: teacherToken,
          body: { id, paramKey: 'currentYear', paramValue: '2027' },
        }),
        403,
        FORBIDDEN,
      );
      expect((await configEntries(t.db, org.id)).get('currentYear')?.value).toBe('2026');
    });
  });

  describe('/api/sys/config/delete', () => {
    it('deletes own entries', async () => {
      const first = await callApi<ConfigEntry>(t.app, '/api/sys/config/save', {
        token: adminToken,
        body: { paramKey: 'a1', paramValue: '1' },
      });
      const second = await callApi<ConfigEntry>(t.app, '/api/sys/config/save', {
        token: adminToken,
        body: { paramKey: 'a2', paramValue: '2' },
      });
      const { body } = await callApi(t.app, '/api/sys/config/delete', {
        token: adminToken,
        body: [first.body.data.id, second.body.data.id],
      });
      expect(body).toEqual({ code: 0, msg: 'success', data: null });
      expect([...(await configEntries(t.db, org.id)).keys()].sort()).toEqual([
        'currentYear',
        'dataYear',
        'universityExamination',
      ]);
    });

    it('deletes nothing when one id belongs to another organisation', async () => {
      const own = await idOf(org.id, 'dataYear');
      const foreign = await idOf(otherOrg.id, 'dataYear');
      const before = await rowCounts(t);
      expectCleanError(
        await callApi(t.app, '/api/sys/config/delete', { token: adminToken, body: [own, foreign] }),
        404,
        NOT_FOUND,
      );
      expectCleanError(
        await callApi(t.app, '/api/sys/config/delete', { token: adminToken, body: [own, 999999] }),
        404,
        NOT_FOUND,
      );
      expect(await rowCounts(t)).toEqual(before);
      expect((await configEntries(t.db, org.id)).has('dataYear')).toBe(true);
      expect((await configEntries(t.db, otherOrg.id)).has('dataYear')).toBe(true);
    });

    it('treats a repeated id as one', async () => {
      const saved = await callApi<ConfigEntry>(t.app, '/api/sys/config/save', {
        token: adminToken,
        body: { paramKey: 'twice', paramValue: '2' },
      });
      const { body } = await callApi(t.app, '/api/sys/config/delete', {
        token: adminToken,
        body: [saved.body.data.id, saved.body.data.id],
      });
      expect(body.code).toBe(0);
      expect((await configEntries(t.db, org.id)).has('twice')).toBe(false);
    });

    it.each([
      [{ ids: [1] }, /^参数错误：请求体 /],
      [[], /^参数错误：请求体 /],
      [['1'], /^参数错误：0 /],
      [[1, -2], /^参数错误：1 /],
    ])('refuses the body %j', async (payload, message) => {
      const before = await rowCounts(t);
      expectCleanError(
        await callApi(t.app, '/api/sys/config/delete', { token: adminToken, body: payload }),
        400,
        message,
      );
      expect(await rowCounts(t)).toEqual(before);
    });

    it('is forbidden to teachers', async () => {
      const id = await idOf(org.id, 'dataYear');
      expectCleanError(
        await callApi(t.app, '/api/sys/config/delete', { token: teacherToken, body: [id] }),
        403,
        FORBIDDEN,
      );
      expect((await configEntries(t.db, org.id)).has('dataYear')).toBe(true);
    });
  });

  describe('/api/sys/config/getSysVersion', () => {
    it('returns the application version in msg', async () => {
      const { body } = await callApi(t.app, '/api/sys/config/getSysVersion', { token: teacherToken });
      expect(body).toEqual({ code: 0, msg: t.config.version, data: null });
      expect(t.config.version).toBe('0.1.0');
    });

    it('returns the version an organisation pinned, to that organisation only', async () => {
      const saved = await callApi(t.app, '/api/sys/config/save', {
        token: adminToken,
        body: { paramKey: 'currentVersion', paramValue: '0.2.0' },
      });
      expect(saved.body.code).toBe(0);
      expect((await callApi(t.app, '/api/sys/config/getSysVersion', { token: teacherToken })).body.msg).toBe('0.2.0');
      expect((await callApi(t.app, '/api/sys/config/getSysVersion', { token: otherAdminToken })).body.msg).toBe(
        '0.1.0',
      );
    });
  });
});
