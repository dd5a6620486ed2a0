import { inflateRawSync } from 'node:zlib';
import type { GeneratedFileContent, GeneratorTable } from '@zhihang/contract/operations/generator.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOrganization, buildUser } from './factories.ts';
import { callApi, createTestApp, expectCleanError, login, rowCounts, testDialects, type TestApp } from './test-app.ts';

/** The files of a ZIP archive, read back from its local headers. */
function unzip(bytes: Buffer): Map<string, string> {
  const files = new Map<string, string>();
  let at = 0;
  while (bytes.readUInt32LE(at) === 0x04034b50) {
    const size = bytes.readUInt32LE(at + 18);
    const nameLength = bytes.readUInt16LE(at + 26);
    const name = bytes.toString('utf8', at + 30, at + 30 + nameLength);
    const start = at + 30 + nameLength;
    files.set(name, inflateRawSync(bytes.subarray(start, start + size)).toString('utf8'));
    at = start + size;
  }
  return files;
}

describe.each(testDialects())('code generation on %s', (dialect) => {
  let t: TestApp;
  let token: string;
  let orgAdminToken: string;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const org = await buildOrganization(t.db, { orgKey: 'default' });
    const admin = await buildUser(t.db, { orgId: org.id, role: 'admin' });
    const orgAdmin = await buildUser(t.db, { orgId: org.id, role: 'orgAdmin' });
    token = await login(t.app, admin.account, admin.password);
    orgAdminToken = await login(t.app, orgAdmin.account, orgAdmin.password);
  });
  afterAll(() => t?.close());

  it('lists the tables with their columns', async () => {
    const { body } = await callApi<GeneratorTable[]>(t.app, '/api/sys/generator/list', { token });
    const config = body.data.find((table) => table.tableName === 'sys_config');
    expect(config?.columns.map((column) => column.name)).toEqual([
      'id',
      'org_id',
      'param_key',
      'param_value',
      'remark',
    ]);
    expect(body.data.some((table) => table.tableName.startsWith('kysely_'))).toBe(false);
  });

  it('generates the module of a table in the repository conventions, and writes nothing', async () => {
    const before = await rowCounts(t.database);
    const { body } = await callApi<GeneratedFileContent[]>(t.app, '/api/sys/generator/code', {
      token,
      body: { tableName: 'sys_config' },
    });
    expect(body.data.map((file) => file.path)).toEqual([
      'contract/src/sys-config/sys-config.schema.ts',
      'server/src/modules/sys-config/sys-config.repository.ts',
      'server/src/modules/sys-config/sys-config.service.ts',
      'server/src/modules/sys-config/sys-config.routes.ts',
      'server/test/sys-config.api.test.ts',
      'web/src/modules/sys-config/sysConfig.api.ts',
      'web/src/modules/sys-config/sysConfigKeys.ts',
      'web/src/console/pages/sys-config/SysConfigPage.tsx',
    ]);
    const repository = body.data[1]?.content ?? '';
    expect(repository).toContain('async findById(orgId: number, id: number)');
    expect(repository).toContain(".where('org_id', '=', orgId)");
    expect(body.data[0]?.content).toContain('paramKey: z.string(),');
    expect(body.data[3]?.content).toContain("perm: 'sys:sysconfig:save'");
    expect(await rowCounts(t.database)).toEqual(before);
  });

  it('downloads the same files as a zip', async () => {
    const { body } = await callApi<{ fileName: string; content: string }>(t.app, '/api/sys/generator/zip', {
      token,
      body: { tableName: 'sys_config' },
    });
    expect(body.data.fileName).toBe('sys_config-scaffold.zip');
    const files = unzip(Buffer.from(body.data.content, 'base64'));
    expect(files.size).toBe(8);
    expect(files.get('server/src/modules/sys-config/sys-config.routes.ts')).toContain('registerSysConfigRoutes');
  });

  it('takes only a table the catalogue lists, and is for platform administrators', async () => {
    expectCleanError(
      await callApi(t.app, '/api/sys/generator/code', { token, body: { tableName: 'nope' } }),
      404,
      '记录不存在',
    );
    expectCleanError(
      await callApi(t.app, '/api/sys/generator/code', { token, body: { tableName: 'users; drop table users' } }),
      400,
    );
    const refused = await callApi(t.app, '/api/sys/generator/code', {
      token: orgAdminToken,
      body: { tableName: 'users' },
    });
    expect(refused.body.msg).toBe('没有权限，请联系管理员授权');
  });
});
