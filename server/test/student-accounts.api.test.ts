import type { LoginResult } from '@zhihang/contract/auth/auth.schema';
import type { Page } from '@zhihang/contract/http/envelope.schema';
import type { QrCode } from '@zhihang/contract/qrcodes/qrcode.schema';
import type { BindInfo, StudentCredentials, StudentSelf } from '@zhihang/contract/students/student-account.schema';
import type { Student } from '@zhihang/contract/students/student.schema';
import type * as FastifyModule from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildOrganization, buildStudent, buildUser, type BuiltOrganization, type BuiltUser } from './factories.ts';
import { callApi, createTestApp, expectCleanError, login, rowCounts, testDialects, type TestApp } from './test-app.ts';

/** Every route Fastify registers, seen by an onRoute hook added before buildApp adds any. */
const registered = vi.hoisted(
  () => [] as Array<{ method: string | string[]; url: string; audience?: string; public?: boolean }>,
);
vi.mock('fastify', async (importOriginal) => {
  const actual = await importOriginal<typeof FastifyModule>();
  const withRouteCollector = ((options: Parameters<typeof actual.default>[0]) => {
    const app = actual.default(options);
    app.addHook('onRoute', (route) => {
      const config = route.config as { audience?: string; public?: boolean } | undefined;
      registered.push({ method: route.method, url: route.url, audience: config?.audience, public: config?.public });
    });
    return app;
  }) as typeof actual.default;
  return { ...actual, default: withRouteCollector };
});

const NOT_FOUND = '记录不存在';
const FORBIDDEN = { code: 403, msg: '没有权限，请联系管理员授权', data: null };
const LOGIN_FAILED = '账号或密码不正确';
/** Routes a student's token opens besides the knowledge base; everything else is the console's. */
const STUDENT_ROUTES = [
  '/api/stuAccount/info',
  // The 高考 province the student pages open on (null for staff).
  '/api/stuAccount/homeProvince',
  '/api/sys/logout',
  // The page parameters (current year, data year, exam date): the score tabs offer their years.
  '/api/sys/config/values',
  '/api/stuPlan/myPlans',
  '/api/stuPlan/myPlan/:id',
  // The student confirms the plan shared with them, and reads the teacher's reminders.
  '/api/stuPlan/confirmMyPlan',
  '/api/classBoard/myReminders',
  '/api/evaluation/instruments',
  '/api/evaluation/instrument/:key',
  '/api/evaluation/report/:id',
  '/api/evaluation/my',
  '/api/evaluation/attempt/start/:id',
  '/api/evaluation/attempt/answer',
  '/api/evaluation/attempt/submit/:id',
];
/** The knowledge base (universities, majors, jobs, enrolment data) is read by students too. */
const KNOWLEDGE_PREFIXES = [
  '/api/bduniversityyif/',
  '/api/bdmajoryif/',
  '/api/bdjob/',
  '/api/bdmidschool/',
  '/api/bdReportData/',
  '/api/enEnrollment',
];

const concreteUrl = (url: string) => url.replace(/:[A-Za-z]+/g, '1');

describe.each(testDialects())('student accounts API on %s', (dialect) => {
  let t: TestApp;
  let org: BuiltOrganization;
  let otherOrg: BuiltOrganization;
  let teacher: BuiltUser;
  let colleague: BuiltUser;
  let otherTeacher: BuiltUser;
  const tokens = { teacher: '', colleague: '', orgAdmin: '', otherTeacher: '' };
  let routes: Array<{ method: string; url: string; audience: string; public: boolean }>;

  beforeAll(async () => {
    registered.length = 0;
    t = await createTestApp(dialect);
    routes = registered.flatMap((route) =>
      (Array.isArray(route.method) ? route.method : [route.method])
        .filter((method) => method !== 'HEAD')
        .map((method) => ({
          method,
          url: route.url,
          audience: route.audience ?? 'staff',
          public: route.public ?? false,
        })),
    );
    org = await buildOrganization(t.db, { orgKey: 'default', orgName: '志航示范高级中学', orgLogo: '/logo.svg' });
    otherOrg = await buildOrganization(t.db, { orgKey: 'school2' });
    teacher = await buildUser(t.db, { orgId: org.id, role: 'teacher', name: '王老师' });
    colleague = await buildUser(t.db, { orgId: org.id, role: 'teacher', name: '李老师' });
    const orgAdmin = await buildUser(t.db, { orgId: org.id, role: 'orgAdmin' });
    otherTeacher = await buildUser(t.db, { orgId: otherOrg.id, role: 'teacher', name: '外校老师' });
    tokens.teacher = await login(t.app, teacher.account, teacher.password);
    tokens.colleague = await login(t.app, colleague.account, colleague.password);
    tokens.orgAdmin = await login(t.app, orgAdmin.account, orgAdmin.password);
    tokens.otherTeacher = await login(t.app, otherTeacher.account, otherTeacher.password);
  });
  afterAll(() => t?.close());

  const studentLogin = (body: Record<string, unknown>) =>
    callApi<LoginResult>(t.app, '/api/stuAccount/login', { body, headers: { 'login-type': '0' } });
  const openAccount = (token: string, id: number) =>
    callApi<StudentCredentials>(t.app, '/api/stuArchive/createAccount', { token, body: { id } });
  const codeOf = async (token: string, teacherId: number) =>
    (await callApi<QrCode>(t.app, '/api/qrcode/getTeacherQrcode', { token, body: { appId: 3, teacherId } })).body.data
      .code;
  const newStudent = async (owner: BuiltUser, name = '开号学生') =>
    buildStudent(t.db, { orgId: owner.orgId, teacherId: owner.id, entryYear: 2024, name });
  /** A student of the teacher with an opened account, signed in. */
  const signedInStudent = async (owner: BuiltUser, ownerToken: string) => {
    const { id } = await newStudent(owner);
    const credentials = (await openAccount(ownerToken, id)).body.data;
    const session = await studentLogin({ account: credentials.account, password: credentials.password });
    expect(session.body.code).toBe(0);
    return { id, credentials, token: session.body.data.token };
  };

  describe('/api/stuArchive/createAccount', () => {
    it('opens an account once and shows the initial password only in that answer', async () => {
      const { id } = await newStudent(teacher);
      const { body } = await openAccount(tokens.teacher, id);
      expect(body.code).toBe(0);
      expect(body.data).toEqual({
        studentId: id,
        account: `xs${String(id).padStart(6, '0')}`,
        password: expect.stringMatching(/^[a-z2-9]{8}$/),
      });
      const user = await t.db
        .selectFrom('users')
        .innerJoin('user_roles', 'user_roles.user_id', 'users.id')
        .innerJoin('roles', 'roles.id', 'user_roles.role_id')
        .select(['users.org_id', 'users.name', 'users.password_hash', 'roles.role_code'])
        .where('users.account', '=', body.data.account)
        .executeTakeFirstOrThrow();
      expect(user).toMatchObject({ org_id: org.id, name: '开号学生', role_code: 'student' });
      expect(user.password_hash).not.toContain(body.data.password);
      const info = await callApi<Student>(t.app, `/api/stuArchive/info/${id}`, { token: tokens.teacher });
      expect(info.body.data.account).toBe(body.data.account);
      expect(info.raw).not.toContain(body.data.password);
      expectCleanError(await openAccount(tokens.teacher, id), 500, '该学生已开通账号，如需新密码请重置密码');
    });

    it("reads a colleague's (for a teacher) or another school's student as not found", async () => {
      const colleagues = await newStudent(colleague);
      const foreign = await newStudent(otherTeacher);
      const before = await rowCounts(t);
      expectCleanError(await openAccount(tokens.teacher, colleagues.id), 404, NOT_FOUND);
      expectCleanError(await openAccount(tokens.orgAdmin, foreign.id), 404, NOT_FOUND);
      expect(await rowCounts(t)).toEqual(before);
      expect((await openAccount(tokens.orgAdmin, colleagues.id)).body.code).toBe(0);
    });

    it.each([[{}], [{ id: 0 }], [{ id: 'x' }]])('refuses %j', async (body) => {
      expectCleanError(
        await callApi(t.app, '/api/stuArchive/createAccount', { token: tokens.teacher, body }),
        400,
        /^参数错误：id /,
      );
    });
  });

  describe('student login and tokens', () => {
    it('signs a student in to their own record; the token also works as a query parameter', async () => {
      const { id, credentials, token } = await signedInStudent(teacher, tokens.teacher);
      const self: StudentSelf = {
        id,
        name: '开号学生',
        gender: expect.any(Number) as unknown as number,
        grade: 2,
        className: expect.any(String) as unknown as string,
        account: credentials.account,
        orgName: '志航示范高级中学',
        teacherName: '王老师',
      };
      expect((await callApi<StudentSelf>(t.app, '/api/stuAccount/info', { token })).body.data).toEqual(self);
      const viaQuery = await t.app.inject({ method: 'POST', url: `/api/stuAccount/info?token=${token}`, payload: {} });
      expect(viaQuery.json<{ data: StudentSelf }>().data).toEqual(self);
    });

    it("answers a student's 高考 province from their archive, and none for staff or an archive without one", async () => {
      const { id, token } = await signedInStudent(teacher, tokens.teacher);
      const homeProvince = async (caller: string) =>
        (await callApi<{ provinceCode: string | null }>(t.app, '/api/stuAccount/homeProvince', { token: caller })).body;
      expect(await homeProvince(token)).toMatchObject({ code: 0, data: { provinceCode: null } });
      await t.db.updateTable('students').set({ province: '440000' }).where('id', '=', id).execute();
      expect((await homeProvince(token)).data).toEqual({ provinceCode: '440000' });
      expect((await homeProvince(tokens.teacher)).data).toEqual({ provinceCode: null });
      expectCleanError(await callApi(t.app, '/api/stuAccount/homeProvince', {}), 401);
    });

    it('gives a student token code 403 on every console endpoint', async () => {
      const { token } = await signedInStudent(teacher, tokens.teacher);
      // Every signed-in route is the console's unless registered for students or everyone.
      const consoleRoutes = routes.filter(
        (route) =>
          route.url.startsWith('/api/') &&
          !route.url.startsWith('/api/docs') &&
          !route.public &&
          route.audience === 'staff',
      );
      expect(consoleRoutes.length).toBeGreaterThanOrEqual(30);
      for (const route of consoleRoutes) {
        const response = await t.app.inject({
          method: route.method as 'GET' | 'POST',
          url: concreteUrl(route.url),
          headers: { token },
          ...(route.method === 'POST' ? { payload: {} } : {}),
        });
        expect({ route: `${route.method} ${route.url}`, body: response.json<unknown>() }).toEqual({
          route: `${route.method} ${route.url}`,
          body: FORBIDDEN,
        });
      }
      // And a teacher's token does not open the student's own routes.
      expect((await callApi(t.app, '/api/stuAccount/info', { token: tokens.teacher })).body).toEqual(FORBIDDEN);
      // Logging out is for everyone.
      expect((await callApi(t.app, '/api/sys/logout', { token })).body.code).toBe(0);
      expect((await callApi(t.app, '/api/stuAccount/info', { token })).body.code).toBe(401);
    });

    it('opens to students only their own routes and the knowledge base', () => {
      const forStudents = [
        ...new Set(routes.filter((route) => !route.public && route.audience !== 'staff').map((route) => route.url)),
      ];
      expect(forStudents).toEqual(expect.arrayContaining(STUDENT_ROUTES));
      const unexpected = forStudents.filter(
        (url) => !STUDENT_ROUTES.includes(url) && !KNOWLEDGE_PREFIXES.some((prefix) => url.startsWith(prefix)),
      );
      expect(unexpected).toEqual([]);
      expect([...new Set(routes.filter((route) => route.audience === 'student').map((route) => route.url))]).toEqual([
        '/api/stuAccount/info',
        '/api/stuPlan/myPlans',
        '/api/stuPlan/myPlan/:id',
        '/api/stuPlan/confirmMyPlan',
        '/api/evaluation/my',
        '/api/evaluation/attempt/start/:id',
        '/api/evaluation/attempt/answer',
        '/api/evaluation/attempt/submit/:id',
        '/api/classBoard/myReminders',
      ]);
    });

    it('keeps the console and the student pages apart at login', async () => {
      const { credentials } = await signedInStudent(teacher, tokens.teacher);
      expectCleanError(
        await callApi(t.app, '/api/sys/teacherLogin', {
          body: { account: credentials.account, password: credentials.password },
        }),
        500,
        LOGIN_FAILED,
      );
      expectCleanError(await studentLogin({ account: teacher.account, password: teacher.password }), 500, LOGIN_FAILED);
      expectCleanError(await studentLogin({ account: credentials.account, password: 'wrong-pass' }), 500, LOGIN_FAILED);
      expectCleanError(await studentLogin({ account: '', password: 'x' }), 400, '参数错误：account 请输入账号');
    });
  });

  describe('/api/stuArchive/resetPassword', () => {
    it('sets a new password and ends the student’s sessions', async () => {
      const { id, credentials, token } = await signedInStudent(teacher, tokens.teacher);
      const { body } = await callApi<StudentCredentials>(t.app, '/api/stuArchive/resetPassword', {
        token: tokens.teacher,
        body: { id },
      });
      expect(body.data).toEqual({ studentId: id, account: credentials.account, password: expect.any(String) });
      expect(body.data.password).not.toBe(credentials.password);
      expect((await callApi(t.app, '/api/stuAccount/info', { token })).body.msg).toBe('token失效，请重新登录');
      expectCleanError(
        await studentLogin({ account: credentials.account, password: credentials.password }),
        500,
        LOGIN_FAILED,
      );
      expect((await studentLogin({ account: credentials.account, password: body.data.password })).body.code).toBe(0);
    });

    it('refuses a student without an account, and others’ students', async () => {
      const { id } = await newStudent(teacher);
      expectCleanError(
        await callApi(t.app, '/api/stuArchive/resetPassword', { token: tokens.teacher, body: { id } }),
        500,
        '该学生尚未开通账号',
      );
      const { id: foreignId } = await signedInStudent(otherTeacher, tokens.otherTeacher);
      expectCleanError(
        await callApi(t.app, '/api/stuArchive/resetPassword', { token: tokens.orgAdmin, body: { id: foreignId } }),
        404,
        NOT_FOUND,
      );
    });
  });

  describe('binding from a teacher’s QR code', () => {
    it('describes the code without a token, and refuses an unknown one', async () => {
      const code = await codeOf(tokens.teacher, teacher.id);
      expect((await callApi<BindInfo>(t.app, '/api/stuAccount/bindInfo', { body: { code } })).body).toEqual({
        code: 0,
        msg: 'success',
        data: { orgName: '志航示范高级中学', orgLogo: '/logo.svg', teacherName: '王老师' },
      });
      expectCleanError(
        await callApi(t.app, '/api/stuAccount/bindInfo', { body: { code: 'ZZZZZZZZZZZZZZZZ' } }),
        404,
        '二维码已失效，请联系老师重新获取',
      );
      expectCleanError(
        await callApi(t.app, '/api/stuAccount/bindInfo', { body: { code: '../x' } }),
        400,
        '参数错误：code 二维码无效',
      );
    });

    it('registers a new student under the code’s teacher and organisation, phone as account', async () => {
      const code = await codeOf(tokens.colleague, colleague.id);
      const body = { code, name: '扫码新生', phone: '13512345678', password: 'mypass88', gender: 2, grade: 1 };
      const { body: result } = await callApi<LoginResult>(t.app, '/api/stuAccount/register', { body });
      expect(result.code).toBe(0);
      const self = await callApi<StudentSelf>(t.app, '/api/stuAccount/info', { token: result.data.token });
      expect(self.body.data).toMatchObject({
        name: '扫码新生',
        grade: 1,
        account: '13512345678',
        teacherName: '李老师',
      });
      const listed = await callApi<Page<Student>>(t.app, '/api/stuArchive/list', {
        token: tokens.colleague,
        body: { name: '扫码新生' },
      });
      expect(listed.body.data.list).toEqual([
        expect.objectContaining({ phone: '13512345678', gender: 2, entryYear: 2025, account: '13512345678' }),
      ]);
      expect(
        (await callApi(t.app, '/api/stuArchive/list', { token: tokens.teacher, body: { name: '扫码新生' } })).body,
      ).toMatchObject({ data: { totalCount: 0 } });
      const before = await rowCounts(t);
      expectCleanError(
        await callApi(t.app, '/api/stuAccount/register', { body: { ...body, name: '重复注册' } }),
        500,
        '该手机号已注册，请直接登录',
      );
      expect(await rowCounts(t)).toEqual(before);
    });

    it.each([
      [{ phone: '23512345678' }, '参数错误：phone 请输入正确的手机号码'],
      [{ password: '123' }, '参数错误：password 密码至少 6 位'],
      [{ name: '' }, '参数错误：name 请输入姓名'],
      [{ grade: 4 }, '参数错误：grade 请选择年级'],
      [{ code: 'ZZZZZZZZZZZZZZZZ' }, '二维码已失效，请联系老师重新获取'],
    ])('refuses a registration with %j and writes nothing', async (overrides, message) => {
      const code = await codeOf(tokens.teacher, teacher.id);
      const before = await rowCounts(t);
      const response = await callApi(t.app, '/api/stuAccount/register', {
        body: { code, name: '新生', phone: '13600000001', password: 'secret88', gender: 1, grade: 2, ...overrides },
      });
      expectCleanError(response, response.body.code, message);
      expect([400, 404]).toContain(response.body.code);
      expect(await rowCounts(t)).toEqual(before);
    });

    it('moves a signed-in student to the code’s teacher within the school, never across schools', async () => {
      const { id, credentials } = await signedInStudent(teacher, tokens.teacher);
      const colleagueCode = await codeOf(tokens.colleague, colleague.id);
      const moved = await studentLogin({ ...credentials, code: colleagueCode });
      expect(moved.body.code).toBe(0);
      const info = await callApi<Student>(t.app, `/api/stuArchive/info/${id}`, { token: tokens.colleague });
      expect(info.body.data.teacherId).toBe(colleague.id);

      const foreignCode = await codeOf(tokens.otherTeacher, otherTeacher.id);
      expectCleanError(
        await studentLogin({ ...credentials, code: foreignCode }),
        500,
        '该账号不属于此二维码所在的学校',
      );
      expect(
        (await callApi<Student>(t.app, `/api/stuArchive/info/${id}`, { token: tokens.colleague })).body.data.teacherId,
      ).toBe(colleague.id);
      expectCleanError(
        await studentLogin({ ...credentials, code: 'ZZZZZZZZZZZZZZZZ' }),
        404,
        '二维码已失效，请联系老师重新获取',
      );
    });

    it('invalidates the codes of a teacher whose account is locked', async () => {
      const leaver = await buildUser(t.db, { orgId: org.id, role: 'teacher' });
      const code = await codeOf(await login(t.app, leaver.account, leaver.password), leaver.id);
      await t.db.updateTable('users').set({ status: 0 }).where('id', '=', leaver.id).execute();
      expectCleanError(
        await callApi(t.app, '/api/stuAccount/bindInfo', { body: { code } }),
        404,
        '二维码已失效，请联系老师重新获取',
      );
    });
  });

  it('deletes the account with the student', async () => {
    const { id, credentials } = await signedInStudent(teacher, tokens.teacher);
    expect((await callApi(t.app, '/api/stuArchive/delete', { token: tokens.teacher, body: [id] })).body.code).toBe(0);
    expectCleanError(await studentLogin(credentials), 500, LOGIN_FAILED);
  });
});
