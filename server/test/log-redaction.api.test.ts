import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOrganization, buildUser } from './factories.ts';
import { createTestApp, testDialects, type TestApp } from './test-app.ts';

describe.each(testDialects())('log redaction on %s', (dialect) => {
  let t: TestApp;
  const lines: string[] = [];
  let token: string;
  let password: string;

  beforeAll(async () => {
    t = await createTestApp(dialect, {
      env: { LOG_LEVEL: 'info' },
      logStream: { write: (line) => lines.push(line) },
    });
    const org = await buildOrganization(t.db, { orgKey: 'default' });
    const user = await buildUser(t.db, { orgId: org.id });
    password = user.password;
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/sys/teacherLogin',
      headers: { 'login-type': '0' },
      payload: { account: user.account, password },
    });
    token = login.json<{ data: { token: string } }>().data.token;
  });
  afterAll(() => t?.close());

  it('writes a token passed in the URL as [Redacted], keeping the other parameters', async () => {
    const response = await t.app.inject({ method: 'POST', url: `/api/sys/user/info?page=2&token=${token}` });
    expect(response.json<{ code: number }>().code).toBe(0);
    const incoming = lines
      .map((line) => JSON.parse(line) as { msg: string; req?: { url: string } })
      .find((entry) => entry.msg === 'incoming request' && entry.req?.url.startsWith('/api/sys/user/info'));
    expect(incoming?.req?.url).toBe('/api/sys/user/info?page=2&token=[Redacted]');
  });

  it('never writes a token or a password to any log line', async () => {
    await t.app.inject({ method: 'POST', url: `/api/sys/user/info?%74oken=${token}` });
    await t.app.inject({ method: 'POST', url: '/api/sys/user/info', headers: { token } });
    await t.app.inject({ method: 'POST', url: `/api/no/such/path?token=${token}` });
    await t.app.inject({ method: 'POST', url: `/api/sys/teacherLogin?password=${password}`, payload: {} });
    // Whoever logs a body or a nested object: its password fields are censored too.
    t.app.log.warn({ body: { account: 'a', password, form: { newPassword: password } } }, 'a body');
    const logged = lines.join('');
    expect(lines.length).toBeGreaterThan(8);
    expect(logged).not.toContain(token);
    expect(logged).not.toContain(password);
    const body = lines.map((line) => JSON.parse(line) as { msg: string; body?: unknown }).find((entry) => entry.body);
    expect(body?.body).toEqual({ account: 'a', password: '[Redacted]', form: { newPassword: '[Redacted]' } });
  });
});
