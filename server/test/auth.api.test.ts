import { createHash } from 'node:crypto';
import type { LoginResult, UserInfo } from '@zhihang/contract/auth/auth.schema';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildOrganization, buildSession, buildUser, type BuiltOrganization, type BuiltUser } from './factories.ts';
import {
  callApi,
  countRows,
  createTestApp,
  expectCleanError,
  login,
  rowCounts,
  TEST_START,
  testDialects,
  type TestApp,
} from './test-app.ts';

const HOUR = 3_600_000;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe.each(testDialects())('auth API on %s', (dialect) => {
  let t: TestApp;
  let org: BuiltOrganization;
  let otherOrg: BuiltOrganization;
  let teacher: BuiltUser;
  let orgAdmin: BuiltUser;
  let locked: BuiltUser;
  let otherTeacher: BuiltUser;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    org = await buildOrganization(t.db, { orgKey: 'default', orgName: '志航示范高级中学' });
    otherOrg = await buildOrganization(t.db, { orgKey: 'school2', orgName: '第二实验中学' });
    teacher = await buildUser(t.db, { orgId: org.id, role: 'teacher', account: 'wang', name: '王老师' });
    orgAdmin = await buildUser(t.db, { orgId: org.id, role: 'orgAdmin' });
    locked = await buildUser(t.db, { orgId: org.id, status: 0 });
    otherTeacher = await buildUser(t.db, { orgId: otherOrg.id });
  });
  afterAll(() => t?.close());
  afterEach(() => t.clock.reset());

  const tokensOf = (userId: number) =>
    t.db.selectFrom('user_tokens').selectAll().where('user_id', '=', userId).execute();

  describe('/api/sys/teacherLogin', () => {
    it('returns a 256-bit random token that is stored only as its hash', async () => {
      const before = await tokensOf(teacher.id);
      const { status, body } = await callApi<LoginResult>(t.app, '/api/sys/teacherLogin', {
        body: { account: 'wang', password: teacher.password },
        headers: { 'login-type': '0' },
      });
      expect(status).toBe(200);
      expect(body.code).toBe(0);
      expect(body.msg).toBe('success');
      expect(body.data.expire).toBe(12 * 3600);
      expect(body.data.token).toMatch(/^[0-9a-f]{64}$/);

      const after = await tokensOf(teacher.id);
      expect(after).toHaveLength(before.length + 1);
      const stored = after.find((row) => !before.some((old) => old.id === row.id));
      expect(stored).toMatchObject({
        org_id: org.id,
        token_hash: sha256(body.data.token),
        login_type: '0',
        created_at: TEST_START,
        expires_at: TEST_START + 12 * HOUR,
      });
      const everything = JSON.stringify(await t.db.selectFrom('user_tokens').selectAll().execute());
      expect(everything).not.toContain(body.data.token);
    });

    it('signs in on a school’s own page only that school’s accounts and platform administrators', async () => {
      const platformAdmin = await buildUser(t.db, { orgId: org.id, role: 'admin' });
      const signIn = (account: string, password: string, host: string) =>
        callApi<LoginResult>(t.app, '/api/sys/teacherLogin', {
          body: { account, password },
          headers: { 'login-type': '0', host },
        });
      const before = await tokensOf(teacher.id);
      // 王老师 of 志航示范高级中学 on 第二实验中学's page: refused, naming no school.
      expectCleanError(
        await signIn('wang', teacher.password, 'school2.example.cn'),
        500,
        '该账号不属于本校，请在本校的登录页面登录',
      );
      expect(await tokensOf(teacher.id)).toHaveLength(before.length);
      expect((await signIn('wang', teacher.password, 'school2.example.cn:8080')).body.msg).not.toContain(
        '第二实验中学',
      );
      // His own school's page, named or by the default address, and the other school's teacher on hers.
      expect((await signIn('wang', teacher.password, 'default.example.cn')).body.code).toBe(0);
      expect((await signIn('wang', teacher.password, 'www.example.cn')).body.code).toBe(0);
      expect((await signIn('wang', teacher.password, '127.0.0.1:8080')).body.code).toBe(0);
      expect((await signIn(otherTeacher.account, otherTeacher.password, 'school2.example.cn')).body.code).toBe(0);
      expect((await signIn(otherTeacher.account, otherTeacher.password, 'default.example.cn')).body.msg).toBe(
        '该账号不属于本校，请在本校的登录页面登录',
      );
      // A platform administrator signs in anywhere; a wrong password still reads as one.
      expect((await signIn(platformAdmin.account, platformAdmin.password, 'school2.example.cn')).body.code).toBe(0);
      expect((await signIn('wang', 'wrong-password', 'school2.example.cn')).body.msg).toBe('账号或密码不正确');
    });

    it('gives a different token on every login', async () => {
      const tokens = new Set([
        await login(t.app, 'wang', teacher.password),
        await login(t.app, 'wang', teacher.password),
      ]);
      expect(tokens.size).toBe(2);
    });

    it('trims the account before looking it up', async () => {
      const { body } = await callApi<LoginResult>(t.app, '/api/sys/teacherLogin', {
        body: { account: '  wang  ', password: teacher.password },
      });
      expect(body.code).toBe(0);
    });

    it('answers an unknown account and a wrong password with the same message and no token', async () => {
      const tokensBefore = await countRows(t.db, 'user_tokens');
      const unknown = await callApi(t.app, '/api/sys/teacherLogin', {
        body: { account: 'nobody', password: teacher.password },
      });
      const wrong = await callApi(t.app, '/api/sys/teacherLogin', {
        body: { account: 'wang', password: 'not-the-password' },
      });
      expectCleanError(unknown, 500, '账号或密码不正确');
      expectCleanError(wrong, 500, '账号或密码不正确');
      expect(await countRows(t.db, 'user_tokens')).toBe(tokensBefore);
    });

    it('refuses a disabled account even with the right password', async () => {
      const response = await callApi(t.app, '/api/sys/teacherLogin', {
        body: { account: locked.account, password: locked.password },
      });
      expectCleanError(response, 500, '账号已被锁定,请联系管理员');
      expect(await tokensOf(locked.id)).toHaveLength(0);
    });

    it('refuses empty fields with the field named', async () => {
      expectCleanError(
        await callApi(t.app, '/api/sys/teacherLogin', { body: { account: '   ', password: 'x' } }),
        400,
        '参数错误：account 请检查用户名',
      );
      expectCleanError(
        await callApi(t.app, '/api/sys/teacherLogin', { body: { account: 'wang', password: '' } }),
        400,
        '参数错误：password 请检查密码',
      );
    });
  });

  describe.each(['/api/sys/user/info', '/api/sys/logout', '/api/sys/user/password'])('%s', (url) => {
    it('refuses a missing, unknown or expired token and changes nothing', async () => {
      const token = await buildSession(t.db, teacher);
      const before = await rowCounts(t);
      const body = { password: teacher.password, newPassword: 'brand-new-0' };
      expect((await callApi(t.app, url, { body })).body).toEqual({ code: 401, msg: 'invalid token', data: null });
      expect(
        (await callApi(t.app, url, { token: `${token.slice(0, -1)}${token.endsWith('0') ? '1' : '0'}`, body })).body,
      ).toEqual({
        code: 401,
        msg: 'token失效，请重新登录',
        data: null,
      });
      t.clock.advance(12 * HOUR);
      expect((await callApi(t.app, url, { token, body })).body).toEqual({
        code: 401,
        msg: 'token失效，请重新登录',
        data: null,
      });
      expect(await rowCounts(t)).toEqual(before);
    });
  });

  describe('token checks on authenticated routes', () => {
    it('answers a request without a token with invalid token', async () => {
      const { status, body } = await callApi(t.app, '/api/sys/user/info');
      expect(status).toBe(200);
      expect(body).toEqual({ code: 401, msg: 'invalid token', data: null });
    });

    it('answers an unknown token with token失效', async () => {
      const { body } = await callApi(t.app, '/api/sys/user/info', { token: 'f'.repeat(64) });
      expect(body).toEqual({ code: 401, msg: 'token失效，请重新登录', data: null });
    });

    it('answers an over-long token without looking it up', async () => {
      const { body } = await callApi(t.app, '/api/sys/user/info', { token: 'a'.repeat(300) });
      expect(body).toEqual({ code: 401, msg: 'token失效，请重新登录', data: null });
    });

    it('keeps a token for 12 hours and refuses it afterwards', async () => {
      const token = await login(t.app, 'wang', teacher.password);
      t.clock.advance(12 * HOUR - 1000);
      expect((await callApi(t.app, '/api/sys/user/info', { token })).body.code).toBe(0);
      t.clock.advance(1000);
      const { body } = await callApi(t.app, '/api/sys/user/info', { token });
      expect(body).toEqual({ code: 401, msg: 'token失效，请重新登录', data: null });
    });

    it('refuses the token of an account disabled after login', async () => {
      const user = await buildUser(t.db, { orgId: org.id });
      const token = await buildSession(t.db, user);
      await t.db.updateTable('users').set({ status: 0 }).where('id', '=', user.id).execute();
      expect((await callApi(t.app, '/api/sys/user/info', { token })).body).toEqual({
        code: 401,
        msg: 'token失效，请重新登录',
        data: null,
      });
    });

    it('accepts the token as a query parameter like the header', async () => {
      const token = await buildSession(t.db, teacher);
      const { body } = await callApi<UserInfo>(t.app, `/api/sys/user/info?token=${token}`);
      expect(body.code).toBe(0);
      expect(body.data.account).toBe('wang');
    });
  });

  describe('/api/sys/user/info', () => {
    it('describes the caller with roles and permissions and no secrets', async () => {
      const token = await login(t.app, 'wang', teacher.password);
      const { body, raw } = await callApi<UserInfo>(t.app, '/api/sys/user/info', { token });
      expect(body.code).toBe(0);
      const teacherRole = await t.db
        .selectFrom('roles')
        .select('id')
        .where('role_code', '=', 'teacher')
        .executeTakeFirstOrThrow();
      const granted = await t.db
        .selectFrom('role_menus')
        .innerJoin('menus', 'menus.id', 'role_menus.menu_id')
        .select('menus.perms')
        .where('role_menus.role_id', '=', teacherRole.id)
        .execute();
      const teacherPerms = [...new Set(granted.flatMap((row) => row.perms.split(',').filter(Boolean)))].sort();
      expect(teacherPerms).toEqual(expect.arrayContaining(['stu:archive:export', 'stu:archive:list', 'stu:plan:info']));
      expect(body.data).toEqual({
        id: teacher.id,
        account: 'wang',
        userName: 'wang',
        name: '王老师',
        orgId: org.id,
        orgName: '志航示范高级中学',
        avatar: '',
        introduction: '',
        roles: ['teacher'],
        // Exactly the permission strings of the menus granted to the teacher role.
        perms: teacherPerms,
        roleId: teacherRole.id,
        roleName: '教师',
        roleOptions: [{ id: teacherRole.id, roleName: '教师' }],
      });
      expect(raw).not.toMatch(/password|hash|scrypt/i);
    });

    it('gives an org admin the system parameter permissions', async () => {
      const token = await login(t.app, orgAdmin.account, orgAdmin.password);
      const { body, raw } = await callApi<UserInfo>(t.app, '/api/sys/user/info', { token });
      expect(body.data.roles).toEqual(['orgAdmin']);
      expect(body.data.perms).toEqual(
        expect.arrayContaining(['sys:config:save', 'sys:config:update', 'sys:config:delete']),
      );
      expect(raw).not.toMatch(/password|hash|scrypt/i);
    });

    it('shows a teacher of another org that org, never this one', async () => {
      const token = await login(t.app, otherTeacher.account, otherTeacher.password);
      const { body } = await callApi<UserInfo>(t.app, '/api/sys/user/info', {
        token,
        body: { id: teacher.id, orgId: org.id },
      });
      expect(body.data).toMatchObject({ id: otherTeacher.id, orgId: otherOrg.id, orgName: '第二实验中学' });
    });
  });

  describe('/api/sys/logout', () => {
    it('needs a token', async () => {
      expect((await callApi(t.app, '/api/sys/logout')).body).toEqual({ code: 401, msg: 'invalid token', data: null });
      expect((await callApi(t.app, '/api/sys/logout', { token: 'nope' })).body).toEqual({
        code: 401,
        msg: 'token失效，请重新登录',
        data: null,
      });
    });

    it('kills the current token only', async () => {
      const current = await login(t.app, 'wang', teacher.password);
      const other = await buildSession(t.db, teacher);
      const { body } = await callApi(t.app, '/api/sys/logout', { token: current });
      expect(body).toEqual({ code: 0, msg: 'success', data: null });
      expect(
        await t.db.selectFrom('user_tokens').select('id').where('token_hash', '=', sha256(current)).execute(),
      ).toEqual([]);
      expect((await callApi(t.app, '/api/sys/user/info', { token: current })).body.code).toBe(401);
      expect((await callApi(t.app, '/api/sys/user/info', { token: other })).body.code).toBe(0);
    });
  });

  describe('/api/sys/user/password', () => {
    it('needs a token and writes nothing without one', async () => {
      const user = await buildUser(t.db, { orgId: org.id });
      const hashBefore = await passwordHashOf(user.id);
      expect(
        (
          await callApi(t.app, '/api/sys/user/password', {
            body: { password: user.password, newPassword: 'brand-new-1' },
          })
        ).body,
      ).toEqual({
        code: 401,
        msg: 'invalid token',
        data: null,
      });
      expect(await passwordHashOf(user.id)).toBe(hashBefore);
    });

    it('refuses a wrong old password and changes nothing', async () => {
      const user = await buildUser(t.db, { orgId: org.id });
      const token = await buildSession(t.db, user);
      const hashBefore = await passwordHashOf(user.id);
      const countsBefore = await rowCounts(t);
      const response = await callApi(t.app, '/api/sys/user/password', {
        token,
        body: { password: 'wrong-old', newPassword: 'brand-new-1' },
      });
      expectCleanError(response, 500, '原密码不正确');
      expect(await passwordHashOf(user.id)).toBe(hashBefore);
      expect(await rowCounts(t)).toEqual(countsBefore);
    });

    it('refuses a new password shorter than 6 characters, naming the field', async () => {
      const user = await buildUser(t.db, { orgId: org.id });
      const token = await buildSession(t.db, user);
      const hashBefore = await passwordHashOf(user.id);
      const response = await callApi(t.app, '/api/sys/user/password', {
        token,
        body: { password: user.password, newPassword: '12345' },
      });
      expectCleanError(response, 400, '参数错误：newPassword 新密码至少 6 位');
      expect(await passwordHashOf(user.id)).toBe(hashBefore);
    });

    it('switches to the new password and signs out the other sessions but not this one', async () => {
      const user = await buildUser(t.db, { orgId: org.id });
      const current = await login(t.app, user.account, user.password);
      const elsewhere = await buildSession(t.db, user);
      const colleague = await buildSession(t.db, teacher);

      const { body } = await callApi(t.app, '/api/sys/user/password', {
        token: current,
        body: { password: user.password, newPassword: 'brand-new-1' },
      });
      expect(body).toEqual({ code: 0, msg: 'success', data: null });

      expect((await callApi(t.app, '/api/sys/user/info', { token: current })).body.code).toBe(0);
      expect((await callApi(t.app, '/api/sys/user/info', { token: elsewhere })).body).toEqual({
        code: 401,
        msg: 'token失效，请重新登录',
        data: null,
      });
      expect((await callApi(t.app, '/api/sys/user/info', { token: colleague })).body.code).toBe(0);
      expect(await tokensOf(user.id)).toHaveLength(1);

      expectCleanError(
        await callApi(t.app, '/api/sys/teacherLogin', { body: { account: user.account, password: user.password } }),
        500,
        '账号或密码不正确',
      );
      await expect(login(t.app, user.account, 'brand-new-1')).resolves.toMatch(/^[0-9a-f]{64}$/);
    });

    it('changes only the caller, whatever ids the body carries', async () => {
      const user = await buildUser(t.db, { orgId: org.id });
      const token = await buildSession(t.db, user);
      const otherHash = await passwordHashOf(otherTeacher.id);
      const { body } = await callApi(t.app, '/api/sys/user/password', {
        token,
        body: { password: user.password, newPassword: 'brand-new-2', userId: otherTeacher.id, orgId: otherOrg.id },
      });
      expect(body.code).toBe(0);
      expect(await passwordHashOf(otherTeacher.id)).toBe(otherHash);
      await expect(login(t.app, otherTeacher.account, otherTeacher.password)).resolves.toBeTruthy();
    });
  });

  async function passwordHashOf(userId: number): Promise<string> {
    const row = await t.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    return row.password_hash;
  }
});
