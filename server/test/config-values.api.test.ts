import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOrganization, buildSession, buildUser } from './factories.ts';
import { callApi, createTestApp, testDialects, type TestApp } from './test-app.ts';

describe.each(testDialects())('page parameters for the student pages on %s', (dialect) => {
  let t: TestApp;
  let studentToken: string;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const org = await buildOrganization(t.db, { orgKey: 'default' });
    await t.db
      .insertInto('sys_config')
      .values({ org_id: org.id, param_key: 'secretKey', param_value: 'hidden', remark: '' })
      .execute();
    studentToken = await buildSession(t.db, await buildUser(t.db, { orgId: org.id, role: 'student' }));
  });
  afterAll(() => t?.close());

  it('gives a signed-in student the parameters pages read (the current year), and nothing more', async () => {
    const { body } = await callApi<Record<string, string>>(t.app, '/api/sys/config/values', { token: studentToken });
    expect(body.code).toBe(0);
    expect(Object.keys(body.data).sort()).toEqual(['currentYear', 'dataYear', 'universityExamination']);
  });

  it('still refuses the parameter list to a student', async () => {
    const { body } = await callApi(t.app, '/api/sys/config/list', { token: studentToken, body: {} });
    expect(body.code).toBe(403);
  });
});
