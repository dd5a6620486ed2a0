import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOrganization, buildStudent, buildUser, type BuiltUser } from './factories.ts';
import { callApi, countRows, createTestApp, login, testDialects, type ApiResponse, type TestApp } from './test-app.ts';

const RACERS = 10;

/** Ten identical requests at once: one wins, the others get the business refusal, none 未知异常. */
function expectOneWinner(responses: Array<ApiResponse<unknown>>, refusal: string): void {
  const outcomes = responses.map((response) => `${response.body.code} ${response.body.msg}`).sort();
  expect(outcomes).toEqual(['0 success', ...Array.from({ length: RACERS - 1 }, () => `500 ${refusal}`)]);
}

const race = (call: () => Promise<ApiResponse<unknown>>) => Promise.all(Array.from({ length: RACERS }, call));

describe.each(testDialects())('concurrent duplicates on %s', (dialect) => {
  let t: TestApp;
  let orgId: number;
  let teacher: BuiltUser;
  let adminToken: string;
  let teacherToken: string;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    orgId = (await buildOrganization(t.db, { orgKey: 'default' })).id;
    teacher = await buildUser(t.db, { orgId, role: 'teacher' });
    const orgAdmin = await buildUser(t.db, { orgId, role: 'orgAdmin' });
    adminToken = await login(t.app, orgAdmin.account, orgAdmin.password);
    teacherToken = await login(t.app, teacher.account, teacher.password);
  });
  afterAll(() => t?.close());

  it('saves a system parameter once and tells the others 参数名已存在', async () => {
    const responses = await race(() =>
      callApi(t.app, '/api/sys/config/save', {
        token: adminToken,
        body: { paramKey: 'raceKey', paramValue: 'v', remark: '' },
      }),
    );
    expectOneWinner(responses, '参数名已存在');
    const rows = await t.db.selectFrom('sys_config').select('id').where('param_key', '=', 'raceKey').execute();
    expect(rows).toHaveLength(1);
  });

  it('renames two parameters to one key at once: one wins, the other is told 参数名已存在', async () => {
    const ids: number[] = [];
    for (const paramKey of ['first', 'second']) {
      const saved = await callApi<{ id: number }>(t.app, '/api/sys/config/save', {
        token: adminToken,
        body: { paramKey, paramValue: 'v', remark: '' },
      });
      ids.push(saved.body.data.id);
    }
    const responses = await Promise.all(
      ids.map((id) =>
        callApi(t.app, '/api/sys/config/update', {
          token: adminToken,
          body: { id, paramKey: 'renamed', paramValue: 'v', remark: '' },
        }),
      ),
    );
    expect(responses.map((response) => `${response.body.code} ${response.body.msg}`).sort()).toEqual([
      '0 success',
      '500 参数名已存在',
    ]);
  });

  it('files a student number once and tells the others 学号已存在', async () => {
    const studentsBefore = await countRows(t.db, 'students');
    const responses = await race(() =>
      callApi(t.app, '/api/stuArchive/save', {
        token: teacherToken,
        body: { name: '并发学生', gender: 1, entryYear: 2024, studentNo: 'RACE-2024-1' },
      }),
    );
    expectOneWinner(responses, '学号已存在');
    expect(await countRows(t.db, 'students')).toBe(studentsBefore + 1);
  });

  it('opens a student’s account once and tells the others 该学生已开通账号', async () => {
    const student = await buildStudent(t.db, { orgId, teacherId: teacher.id, entryYear: 2024, name: '开号学生' });
    const usersBefore = await countRows(t.db, 'users');
    const responses = await race(() =>
      callApi(t.app, '/api/stuArchive/createAccount', { token: teacherToken, body: { id: student.id } }),
    );
    expectOneWinner(responses, '该学生已开通账号，如需新密码请重置密码');
    expect(await countRows(t.db, 'users')).toBe(usersBefore + 1);
    const linked = await t.db
      .selectFrom('students')
      .innerJoin('users', 'users.id', 'students.user_id')
      .select('users.account')
      .where('students.id', '=', student.id)
      .executeTakeFirstOrThrow();
    expect(linked.account).toBe(`xs${String(student.id).padStart(6, '0')}`);
  });

  it('registers a phone once from a QR code and tells the others 该手机号已注册', async () => {
    const qr = await callApi<{ code: string }>(t.app, '/api/qrcode/getTeacherQrcode', {
      token: teacherToken,
      body: { appId: 3, teacherId: teacher.id },
    });
    const usersBefore = await countRows(t.db, 'users');
    const responses = await race(() =>
      callApi(t.app, '/api/stuAccount/register', {
        body: {
          code: qr.body.data.code,
          name: '扫码新生',
          phone: '13512345678',
          password: 'mypass88',
          gender: 2,
          grade: 1,
        },
      }),
    );
    expectOneWinner(responses, '该手机号已注册，请直接登录');
    expect(await countRows(t.db, 'users')).toBe(usersBefore + 1);
  });
});
