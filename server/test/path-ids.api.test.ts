import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOrganization, buildStudent, buildUser } from './factories.ts';
import { callApi, createTestApp, expectCleanError, login, testDialects, type TestApp } from './test-app.ts';

/** Spellings `Number()` reads as a number but that are not decimal integers. */
const NOT_DECIMAL = ['0x10', '1e3', '0b1', '1.0', '%207', '+16'];

describe.each(testDialects())('path ids on %s', (dialect) => {
  let t: TestApp;
  let token: string;
  let studentId: number;
  let configId: number;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const org = await buildOrganization(t.db, { orgKey: 'default' });
    const orgAdmin = await buildUser(t.db, { orgId: org.id, role: 'orgAdmin' });
    token = await login(t.app, orgAdmin.account, orgAdmin.password);
    ({ id: studentId } = await buildStudent(t.db, { orgId: org.id, teacherId: orgAdmin.id, entryYear: 2025 }));
    const config = await t.db
      .selectFrom('sys_config')
      .select('id')
      .where('org_id', '=', org.id)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    configId = config.id;
  });
  afterAll(() => t?.close());

  it.each(['/api/sys/config/info', '/api/stuArchive/info', '/api/bduniversityyif/getUniversityDetail'])(
    '%s/{id} accepts decimal integers only, naming the field',
    async (route) => {
      for (const id of NOT_DECIMAL) {
        const response = await callApi(t.app, `${route}/${id}`, { token, method: 'GET' });
        expect({ id, msg: response.body.msg }).toEqual({ id, msg: expect.stringMatching(/^参数错误：id /) });
        expectCleanError(response, 400);
      }
    },
  );

  it('still reads a decimal id', async () => {
    const student = await callApi<{ id: number }>(t.app, `/api/stuArchive/info/${studentId}`, { token });
    expect(student.body).toMatchObject({ code: 0, data: { id: studentId } });
    const config = await callApi<{ id: number }>(t.app, `/api/sys/config/info/${configId}`, { token });
    expect(config.body).toMatchObject({ code: 0, data: { id: configId } });
  });
});
