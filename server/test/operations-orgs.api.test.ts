import type { Page } from '@zhihang/contract/http/envelope.schema';
import type { OrgAdminItem, OrgSaveResult } from '@zhihang/contract/operations/org-admin.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOrganization, buildUser, type BuiltUser } from './factories.ts';
import { callApi, createTestApp, expectCleanError, login, rowCounts, testDialects, type TestApp } from './test-app.ts';

const FORBIDDEN = '没有权限，请联系管理员授权';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe.each(testDialects())('organisations on %s', (dialect) => {
  let t: TestApp;
  let platformToken: string;
  let orgAdmin: BuiltUser;
  let orgAdminToken: string;

  const newOrg = (key: string, admin: Record<string, unknown> = { account: `${key}-admin`, name: '王老师' }) => ({
    orgKey: key,
    orgName: `${key} 中学`,
    orgLoginTitle: `${key} 生涯规划中心`,
    filingNumber: '京ICP备12345678号',
    studentTitle: `${key} 学生端`,
    allowedApps: [3],
    admin,
  });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const org = await buildOrganization(t.db, { orgKey: 'default' });
    const platform = await buildUser(t.db, { orgId: org.id, role: 'admin' });
    orgAdmin = await buildUser(t.db, { orgId: org.id, role: 'orgAdmin' });
    platformToken = await login(t.app, platform.account, platform.password);
    orgAdminToken = await login(t.app, orgAdmin.account, orgAdmin.password);
  });
  afterAll(() => t?.close());

  it('creates an organisation with its first administrator, who can sign in with the password shown once', async () => {
    const { body } = await callApi<OrgSaveResult>(t.app, '/api/sys/org/save', {
      token: platformToken,
      body: newOrg('school7'),
    });
    expect(body.code).toBe(0);
    expect(body.data.adminAccount).toBe('school7-admin');
    expect(body.data.adminPassword).toMatch(/^[A-Za-z0-9]{12}$/);
    const token = await login(t.app, 'school7-admin', body.data.adminPassword);
    const info = await callApi<{ orgId: number; roles: string[] }>(t.app, '/api/sys/user/info', { token });
    expect(info.body.data.orgId).toBe(body.data.id);
    expect(info.body.data.roles).toContain('orgAdmin');
    const detail = await callApi<OrgAdminItem>(t.app, `/api/sys/org/info/${body.data.id}`, { token: platformToken });
    expect(detail.body.data).toMatchObject({
      orgKey: 'school7',
      orgName: 'school7 中学',
      filingNumber: '京ICP备12345678号',
      studentTitle: 'school7 学生端',
      allowedApps: [3],
      status: 1,
      userCount: 1,
    });
    // The new organisation starts with the parameters every page reads.
    const values = await callApi<Record<string, string>>(t.app, '/api/sys/config/values', { token });
    expect(Object.keys(values.body.data)).toContain('currentYear');
    // The login page of its domain shows its title and filing number.
    const lookup = await callApi<{ organization: { orgLoginTitle: string; filingNumber: string } }>(
      t.app,
      '/api/home/org',
      { body: { domain: encodeURIComponent('school7.zhihang.cn') } },
    );
    expect(lookup.body.data.organization).toMatchObject({
      orgLoginTitle: 'school7 生涯规划中心',
      filingNumber: '京ICP备12345678号',
    });
  });

  it('refuses a taken key or account, and a malformed body, writing nothing', async () => {
    const before = await rowCounts(t.database);
    const sameKey = await callApi(t.app, '/api/sys/org/save', {
      token: platformToken,
      body: newOrg('school7', { account: 'fresh-one', name: 'x' }),
    });
    expectCleanError(sameKey, 500, '域名标识已被其他机构使用');
    const sameAccount = await callApi(t.app, '/api/sys/org/save', {
      token: platformToken,
      body: newOrg('school8', { account: orgAdmin.account, name: 'x' }),
    });
    expectCleanError(sameAccount, 500, '管理员账号已存在');
    const malformed = await callApi(t.app, '/api/sys/org/save', {
      token: platformToken,
      body: { ...newOrg('Bad Key!'), allowedApps: [99] },
    });
    expectCleanError(malformed, 400);
    const noAdmin = await callApi(t.app, '/api/sys/org/save', {
      token: platformToken,
      body: { orgKey: 'school9', orgName: 'x' },
    });
    expectCleanError(noAdmin, 400);
    expect(await rowCounts(t.database)).toEqual(before);
  });

  it('takes as key only a lower-case host label, as the login page’s host names it', async () => {
    const before = await rowCounts(t.database);
    const message = /^参数错误：orgKey 域名标识只能包含小写字母、数字和连字符/;
    for (const key of ['NaN', 'School11', 'a', '-school', 'school-', 'sch.ool', 'x'.repeat(64), '学校']) {
      const refused = await callApi(t.app, '/api/sys/org/save', { token: platformToken, body: newOrg(key) });
      expectCleanError(refused, 400, message);
    }
    const reserved = await callApi(t.app, '/api/sys/org/save', { token: platformToken, body: newOrg('www') });
    expectCleanError(reserved, 400, /^参数错误：orgKey 该域名标识保留给默认机构/);
    expect(await rowCounts(t.database)).toEqual(before);

    const key = `s-${'1'.repeat(61)}`;
    const saved = await callApi<OrgSaveResult>(t.app, '/api/sys/org/save', {
      token: platformToken,
      body: newOrg(key, { account: 'long-key-admin', name: '赵老师' }),
    });
    const detail = await callApi<OrgAdminItem>(t.app, `/api/sys/org/info/${saved.body.data.id}`, {
      token: platformToken,
    });
    expect(detail.body.data.orgKey).toBe(key);
  });

  it('is for platform administrators only', async () => {
    for (const url of ['/api/sys/org/list', '/api/sys/org/save', '/api/sys/org/status']) {
      const refused = await callApi(t.app, url, { token: orgAdminToken, body: {} });
      expect(refused.body.msg).toBe(FORBIDDEN);
    }
  });

  it('lists and searches, and edits an organisation', async () => {
    const { body } = await callApi<Page<OrgAdminItem>>(t.app, '/api/sys/org/list', {
      token: platformToken,
      body: { keyword: 'school7' },
    });
    expect(body.data.list.map((org) => org.orgKey)).toEqual(['school7']);
    const id = body.data.list[0]?.id as number;
    const updated = await callApi(t.app, '/api/sys/org/update', {
      token: platformToken,
      body: { ...newOrg('school7'), id, orgName: '第七中学', filingNumber: '沪ICP备00000001号' },
    });
    expect(updated.body.code).toBe(0);
    const detail = await callApi<OrgAdminItem>(t.app, `/api/sys/org/info/${id}`, { token: platformToken });
    expect(detail.body.data).toMatchObject({ orgName: '第七中学', filingNumber: '沪ICP备00000001号' });
    const missing = await callApi(t.app, '/api/sys/org/info/999999', { token: platformToken });
    expectCleanError(missing, 404, '记录不存在');
  });

  it('disables an organisation: its sessions end, its users cannot sign in, its data stays; enabling lets them back', async () => {
    const created = await callApi<OrgSaveResult>(t.app, '/api/sys/org/save', {
      token: platformToken,
      body: newOrg('school10', { account: 'school10-admin', name: '李老师', password: 'first-pass-1' }),
    });
    const orgId = created.body.data.id;
    const session = await login(t.app, 'school10-admin', 'first-pass-1');
    const disabled = await callApi(t.app, '/api/sys/org/status', {
      token: platformToken,
      body: { id: orgId, status: 0 },
    });
    expect(disabled.body.code).toBe(0);
    expect((await callApi(t.app, '/api/sys/user/info', { token: session })).body.code).toBe(401);
    const refused = await callApi(t.app, '/api/sys/teacherLogin', {
      body: { account: 'school10-admin', password: 'first-pass-1' },
    });
    expectCleanError(refused, 500, '所在机构已停用，请联系平台管理员');
    // A wrong password hears the usual answer: the message says nothing about the account.
    const wrong = await callApi(t.app, '/api/sys/teacherLogin', {
      body: { account: 'school10-admin', password: 'nope-nope-1' },
    });
    expectCleanError(wrong, 500, '账号或密码不正确');
    expect(await t.db.selectFrom('user_tokens').select('id').where('org_id', '=', orgId).execute()).toEqual([]);
    expect(await t.db.selectFrom('users').select('id').where('org_id', '=', orgId).execute()).toHaveLength(1);
    const defaultOrg = await t.db
      .selectFrom('organizations')
      .select('id')
      .where('org_key', '=', 'default')
      .executeTakeFirstOrThrow();
    const keepDefault = await callApi(t.app, '/api/sys/org/status', {
      token: platformToken,
      body: { id: defaultOrg.id, status: 0 },
    });
    expectCleanError(keepDefault, 500, '默认机构不能停用');
    await callApi(t.app, '/api/sys/org/status', { token: platformToken, body: { id: orgId, status: 1 } });
    expect(await login(t.app, 'school10-admin', 'first-pass-1')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('takes a PNG logo and serves it publicly, refusing other content', async () => {
    const org = await t.db
      .selectFrom('organizations')
      .select('id')
      .where('org_key', '=', 'school7')
      .executeTakeFirstOrThrow();
    const { body } = await callApi<{ url: string }>(t.app, '/api/sys/org/logo/upload', {
      token: platformToken,
      body: { id: org.id, fileName: 'logo.png', content: PNG.toString('base64') },
    });
    expect(body.data.url).toMatch(/^\/api\/sys\/org\/logo\/org-\d+-[0-9a-f]{12}\.png$/);
    const served = await t.app.inject({ method: 'GET', url: body.data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    const svg = await callApi(t.app, '/api/sys/org/logo/upload', {
      token: platformToken,
      body: { id: org.id, fileName: 'x.svg', content: Buffer.from('<svg onload="alert(1)"/>').toString('base64') },
    });
    expectCleanError(svg, 400, /只支持 PNG、JPEG 或 WebP/);
    expect((await t.app.inject({ method: 'GET', url: '/api/sys/org/logo/..%2F..%2Fetc%2Fpasswd' })).statusCode).toBe(
      404,
    );
  });
});
