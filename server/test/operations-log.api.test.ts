import type { Page } from '@zhihang/contract/http/envelope.schema';
import { SYS_LOG_COUNT_CAP, type SysLogEntry } from '@zhihang/contract/operations/sys-log.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOrganization, buildUser, type BuiltUser } from './factories.ts';
import {
  callApi,
  createTestApp,
  expectCleanError,
  login,
  rowCounts,
  testDialects,
  TEST_START,
  type TestApp,
} from './test-app.ts';

const FORBIDDEN = '没有权限，请联系管理员授权';
const HOUR_MS = 3_600_000;

describe.each(testDialects())('system log on %s', (dialect) => {
  let t: TestApp;
  let orgAdmin: BuiltUser;
  let otherAdmin: BuiltUser;
  let adminToken: string;
  let otherAdminToken: string;
  let teacherToken: string;
  let platformToken: string;

  const list = async (token: string, body: Record<string, unknown> = {}) =>
    (await callApi<Page<SysLogEntry>>(t.app, '/api/sys/log/list', { token, body })).body.data;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const org = await buildOrganization(t.db, { orgKey: 'default' });
    const other = await buildOrganization(t.db, { orgKey: 'school2' });
    orgAdmin = await buildUser(t.db, { orgId: org.id, role: 'orgAdmin' });
    otherAdmin = await buildUser(t.db, { orgId: other.id, role: 'orgAdmin' });
    const teacher = await buildUser(t.db, { orgId: org.id, role: 'teacher' });
    const platform = await buildUser(t.db, { orgId: org.id, role: 'admin' });
    adminToken = await login(t.app, orgAdmin.account, orgAdmin.password);
    otherAdminToken = await login(t.app, otherAdmin.account, otherAdmin.password);
    teacherToken = await login(t.app, teacher.account, teacher.password);
    platformToken = await login(t.app, platform.account, platform.password);
  });
  afterAll(() => t?.close());

  it('logs a write with who, action, target, masked parameters, result and address', async () => {
    const saved = await callApi<{ id: number }>(t.app, '/api/sys/config/save', {
      token: adminToken,
      body: { paramKey: 'opsLogKey', paramValue: 'v1', remark: 'token=abc' },
      remoteAddress: '10.1.2.3',
    });
    expect(saved.body.code).toBe(0);
    const page = await list(adminToken, { action: 'sys:config:save' });
    expect(page.totalCount).toBe(1);
    const [entry] = page.list;
    expect(entry).toMatchObject({
      account: orgAdmin.account,
      orgId: orgAdmin.orgId,
      userId: orgAdmin.id,
      action: 'sys:config:save',
      path: '/sys/config/save',
      result: 0,
      message: '',
      address: '10.1.2.3',
      createdAt: TEST_START,
    });
    expect(JSON.parse(entry?.params ?? '')).toEqual({ paramKey: 'opsLogKey', paramValue: 'v1', remark: 'token=abc' });
  });

  it('masks passwords and logs a refused write as a failure with its message', async () => {
    const changed = await callApi(t.app, '/api/sys/user/password', {
      token: teacherToken,
      body: { password: 'wrong-old-1', newPassword: 'new-secret-9' },
    });
    expect(changed.body.code).not.toBe(0);
    const page = await list(platformToken, { action: 'sys:user:password' });
    expect(page.list[0]).toMatchObject({ result: 1, message: changed.body.msg });
    expect(page.list[0]?.params).not.toContain('wrong-old-1');
    expect(page.list[0]?.params).not.toContain('new-secret-9');
    expect(page.list[0]?.params).toContain('******');
  });

  it('logs logins, successful and failed, with the account named', async () => {
    await callApi(t.app, '/api/sys/teacherLogin', { body: { account: orgAdmin.account, password: 'not-it-1' } });
    await callApi(t.app, '/api/sys/teacherLogin', { body: { account: 'nobody-here', password: 'not-it-1' } });
    const page = await list(adminToken, { action: 'login', account: orgAdmin.account });
    // Its earlier successful login and this failure; the unknown account belongs to no organisation.
    expect(page.list.map((entry) => entry.result)).toEqual([1, 0]);
    expect(page.list[0]).toMatchObject({ userId: orgAdmin.id, message: '账号或密码不正确' });
    expect(page.list[0]?.params).not.toContain('not-it-1');
    expect((await list(adminToken, { account: 'nobody-here' })).totalCount).toBe(0);
    expect((await list(platformToken, { account: 'nobody-here' })).list[0]).toMatchObject({ orgId: 0, result: 1 });
  });

  it('does not log reads', async () => {
    await callApi(t.app, '/api/sys/config/list', { token: adminToken, body: {} });
    expect((await list(platformToken, { action: 'sys:config:list' })).totalCount).toBe(0);
  });

  it('shows an organisation administrator only their organisation, a platform administrator any', async () => {
    const own = await list(adminToken, { limit: 500 });
    expect(own.list.every((entry) => entry.orgId === orgAdmin.orgId)).toBe(true);
    const other = await list(otherAdminToken, { limit: 500, orgId: orgAdmin.orgId });
    expect(other.list.every((entry) => entry.orgId === otherAdmin.orgId)).toBe(true);
    expect(other.list.some((entry) => entry.account === otherAdmin.account)).toBe(true);
    const narrowed = await list(platformToken, { orgId: otherAdmin.orgId });
    expect(narrowed.list.every((entry) => entry.orgId === otherAdmin.orgId)).toBe(true);
    expect(narrowed.totalCount).toBeGreaterThan(0);
  });

  it('filters by time and result and pages newest first', async () => {
    t.clock.set(TEST_START + HOUR_MS);
    await callApi(t.app, '/api/sys/config/save', {
      token: adminToken,
      body: { paramKey: 'opsLater', paramValue: 'x' },
    });
    t.clock.reset();
    const later = await list(adminToken, { from: TEST_START + HOUR_MS });
    expect(later.list.map((entry) => entry.action)).toEqual(['sys:config:save']);
    expect(
      (await list(adminToken, { to: TEST_START + HOUR_MS })).list.every(
        (entry) => entry.createdAt < TEST_START + HOUR_MS,
      ),
    ).toBe(true);
    const failures = await list(adminToken, { result: 1 });
    expect(failures.list.every((entry) => entry.result === 1)).toBe(true);
    const page = await list(adminToken, { page: 1, limit: 2 });
    expect(page.list).toHaveLength(2);
    expect(page.list[0]?.createdAt).toBeGreaterThanOrEqual(page.list[1]?.createdAt ?? 0);
    expect(page).toMatchObject({ pageSize: 2, currPage: 1, totalPage: Math.ceil(page.totalCount / 2) });
  });

  it('refuses a teacher, rejects a malformed filter and writes nothing', async () => {
    const refused = await callApi(t.app, '/api/sys/log/list', { token: teacherToken, body: {} });
    expect(refused.body.msg).toBe(FORBIDDEN);
    const before = await rowCounts(t.database);
    const bad = await callApi(t.app, '/api/sys/log/list', { token: adminToken, body: { result: 'x' } });
    expectCleanError(bad, 400);
    expect(await rowCounts(t.database)).toEqual(before);
  });

  it('exports the filtered rows as XLSX, and the export is logged', async () => {
    const { body } = await callApi<{ fileName: string; content: string }>(t.app, '/api/sys/log/export', {
      token: adminToken,
      body: { action: 'login' },
    });
    expect(body.code).toBe(0);
    expect(body.data.fileName).toMatch(/^系统日志_\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(Buffer.from(body.data.content, 'base64').subarray(0, 2).toString()).toBe('PK');
    expect((await list(adminToken, { action: 'sys:log:export' })).totalCount).toBe(1);
  });

  it('counts matches up to the cap and says there are more', async () => {
    const rows = Array.from({ length: SYS_LOG_COUNT_CAP + 5 }, (_, index) => ({
      org_id: 999,
      user_id: null,
      account: 'bulk',
      action: 'sys:config:update',
      path: '/sys/config/update',
      target: '',
      params: '',
      result: 0,
      message: '',
      duration_ms: 1,
      address: '',
      created_at: TEST_START - index,
    }));
    for (let start = 0; start < rows.length; start += 500) {
      await t.db
        .insertInto('sys_logs')
        .values(rows.slice(start, start + 500))
        .execute();
    }
    const page = await list(platformToken, { orgId: 999, limit: 10 });
    expect(page.totalCount).toBe(SYS_LOG_COUNT_CAP + 1);
    expect(page.list).toHaveLength(10);
    await t.db.deleteFrom('sys_logs').where('org_id', '=', 999).execute();
  });

  it('keeps 180 days: the prune job removes older rows only', async () => {
    const old = (days: number) => ({
      org_id: orgAdmin.orgId,
      user_id: null,
      account: `old-${days}`,
      action: 'sys:config:save',
      path: '/sys/config/save',
      target: '',
      params: '',
      result: 0,
      message: '',
      duration_ms: 1,
      address: '',
      created_at: TEST_START - days * 86_400_000,
    });
    await t.db
      .insertInto('sys_logs')
      .values([old(181), old(179)])
      .execute();
    const started = await callApi<{ runId: number }>(t.app, '/api/sys/schedule/run', {
      token: platformToken,
      body: { jobName: 'pruneLogs' },
    });
    expect(started.body.code).toBe(0);
    await expect
      .poll(async () =>
        (await t.db.selectFrom('sys_logs').select('account').where('account', 'like', 'old-%').execute()).map(
          (row) => row.account,
        ),
      )
      .toEqual(['old-179']);
  });
});
