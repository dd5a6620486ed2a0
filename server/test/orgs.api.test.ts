import type { Organization } from '@zhihang/contract/orgs/organization.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOrganization, type BuiltOrganization } from './factories.ts';
import { callApi, countRows, createTestApp, expectCleanError, testDialects, type TestApp } from './test-app.ts';

type OrgLookup = { organization: Organization };

describe.each(testDialects())('/api/home/org on %s', (dialect) => {
  let t: TestApp;
  let defaultOrg: BuiltOrganization;
  let school2: BuiltOrganization;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    defaultOrg = await buildOrganization(t.db, {
      orgKey: 'default',
      orgName: '志航示范高级中学',
      orgLoginTitle: '志航示范高级中学',
    });
    school2 = await buildOrganization(t.db, {
      orgKey: 'school2',
      orgName: '第二实验中学',
      orgLoginTitle: '第二实验中学生涯规划中心',
      orgLogo: '/logos/school2.png',
      filingNumber: '沪ICP备00000002号',
    });
    await buildOrganization(t.db, { orgKey: 'closed', status: 0 });
  });
  afterAll(() => t?.close());

  const lookUp = (domain?: string) =>
    callApi<OrgLookup>(t.app, '/api/home/org', domain === undefined ? {} : { body: { domain } });

  it('resolves a school from the first host label, without a token', async () => {
    const { status, body } = await lookUp('school2.x.cn');
    expect(status).toBe(200);
    expect(body).toEqual({
      code: 0,
      msg: 'success',
      data: {
        organization: {
          id: school2.id,
          orgKey: 'school2',
          orgName: '第二实验中学',
          orgLoginTitle: '第二实验中学生涯规划中心',
          orgLogo: '/logos/school2.png',
          logo: '/logos/school2.png',
          filingNumber: '沪ICP备00000002号',
        },
      },
    });
  });

  it('accepts the URL-encoded host with a port', async () => {
    const { body } = await lookUp(encodeURIComponent('School2.x.cn:8443'));
    expect(body.data.organization.orgKey).toBe('school2');
  });

  it.each([['www.x.cn'], ['unknown.x.cn'], ['localhost:5173'], ['127.0.0.1:8080'], ['']])(
    'maps %j to the default organisation',
    async (domain) => {
      const { body } = await lookUp(domain);
      expect(body.code).toBe(0);
      expect(body.data.organization).toMatchObject({
        id: defaultOrg.id,
        orgKey: 'default',
        orgName: '志航示范高级中学',
      });
    },
  );

  it('uses the default organisation when the body is missing', async () => {
    const { body } = await lookUp();
    expect(body.data.organization.orgKey).toBe('default');
  });

  it('does not serve a disabled organisation; its domain falls back to the default', async () => {
    const { body } = await lookUp('closed.x.cn');
    expect(body.data.organization.orgKey).toBe('default');
  });

  it('refuses a domain that is not a string or too long, naming the field, and writes nothing', async () => {
    const before = await countRows(t.db, 'organizations');
    expectCleanError(await lookUp(42 as unknown as string), 400, /^参数错误：domain /);
    expectCleanError(await lookUp('a'.repeat(513)), 400, /^参数错误：domain /);
    expect(await countRows(t.db, 'organizations')).toBe(before);
  });
});
