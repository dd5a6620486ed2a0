import type { SqlMonitor } from '@zhihang/contract/operations/sql-monitor.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOrganization, buildUser } from './factories.ts';
import { callApi, createTestApp, expectCleanError, login, testDialects, type TestApp } from './test-app.ts';

const FORBIDDEN = '没有权限，请联系管理员授权';

describe.each(testDialects())('SQL monitor on %s', (dialect) => {
  let t: TestApp;
  let platformToken: string;
  let orgAdminToken: string;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const org = await buildOrganization(t.db, { orgKey: 'default' });
    const platform = await buildUser(t.db, { orgId: org.id, role: 'admin' });
    const orgAdmin = await buildUser(t.db, { orgId: org.id, role: 'orgAdmin' });
    platformToken = await login(t.app, platform.account, platform.password);
    orgAdminToken = await login(t.app, orgAdmin.account, orgAdmin.password);
  });
  afterAll(() => t?.close());

  const overview = async (body: Record<string, unknown> = {}) =>
    (await callApi<SqlMonitor>(t.app, '/api/sys/sql/list', { token: platformToken, body })).body;

  it('counts normalised statements with time and rows, and resets', async () => {
    for (let index = 0; index < 3; index += 1) {
      await callApi(t.app, '/api/sys/config/list', { token: platformToken, body: { paramKey: `k${index}` } });
    }
    const { data } = await overview({ orderBy: 'count', limit: 200 });
    expect(data.dialect).toBe(dialect);
    const configList = data.statements.filter((statement) => /from "sys_config"/.test(statement.sql));
    expect(configList.length).toBeGreaterThan(0);
    expect(configList.every((statement) => !/k[0-9]/.test(statement.sql))).toBe(true);
    expect(Math.max(...configList.map((statement) => statement.count))).toBeGreaterThanOrEqual(3);
    const [first] = data.statements;
    expect(first?.maxMs).toBeLessThanOrEqual(first?.totalMs ?? 0);
    expect((await callApi(t.app, '/api/sys/sql/reset', { token: platformToken })).body.code).toBe(0);
    const after = await overview();
    expect(after.data.statements.some((statement) => /from "sys_config"/.test(statement.sql))).toBe(false);
  });

  it('says whether pg_stat_statements can be read', async () => {
    const { data } = await overview();
    if (dialect === 'sqlite') expect(data.pgStatStatements).toMatchObject({ available: false, statements: [] });
    expect(data.pgStatStatements.note.length).toBeGreaterThan(0);
  });

  it('takes no SQL from the caller and is for platform administrators only', async () => {
    expectCleanError(
      await callApi(t.app, '/api/sys/sql/list', { token: platformToken, body: { orderBy: 'total; drop table users' } }),
      400,
    );
    expect((await callApi(t.app, '/api/sys/sql/list', { token: orgAdminToken, body: {} })).body.msg).toBe(FORBIDDEN);
  });
});
