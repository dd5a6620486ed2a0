import type { Role, PermissionNode } from '@zhihang/contract/access/role.schema';
import type { StaffUser, UserSaveResult } from '@zhihang/contract/access/user-admin.schema';
import type { LoginResult, UserInfo } from '@zhihang/contract/auth/auth.schema';
import type { Page } from '@zhihang/contract/http/envelope.schema';
import type { Student } from '@zhihang/contract/students/student.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOrganization, buildStudent, buildUser, type BuiltOrganization, type BuiltUser } from './factories.ts';
import {
  callApi,
  countRows,
  createTestApp,
  expectCleanError,
  login,
  rowCounts,
  testDialects,
  type TestApp,
} from './test-app.ts';

const FORBIDDEN = { code: 403, msg: '没有权限，请联系管理员授权', data: null };
const NOT_FOUND = { code: 404, msg: '记录不存在', data: null };

/** Row counts without the system log, which records refused writes too (that is its job). */
async function countsWithoutLog(t: TestApp): Promise<Record<string, number>> {
  const counts = await rowCounts(t);
  delete counts.sys_logs;
  return counts;
}

describe.each(testDialects())('users and roles API on %s', (dialect) => {
  let t: TestApp;
  let school: BuiltOrganization;
  let otherSchool: BuiltOrganization;
  let platformAdmin: BuiltUser;
  let orgAdmin: BuiltUser;
  let teacher: BuiltUser;
  let otherAdmin: BuiltUser;
  const tokens = { platform: '', admin: '', teacher: '', other: '' };
  const roleIds = { admin: 0, orgAdmin: 0, teacher: 0, student: 0 };

  const call = <T>(token: string, url: string, body?: unknown) =>
    callApi<T>(t.app, `/api${url}`, { token, ...(body === undefined ? {} : { body: body as object }) });

  /** The permission tree's node ids whose perms include one of `perms`. */
  const menuIdsWith = async (perms: string[]): Promise<number[]> => {
    const rows = await t.db.selectFrom('menus').select(['id', 'perms']).execute();
    return rows.filter((row) => row.perms.split(',').some((perm) => perms.includes(perm))).map((row) => row.id);
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const platform = await buildOrganization(t.db, { orgKey: 'default', orgName: '志航平台' });
    school = await buildOrganization(t.db, { orgName: '第一实验中学' });
    otherSchool = await buildOrganization(t.db, { orgName: '第二实验中学' });
    platformAdmin = await buildUser(t.db, { orgId: platform.id, role: 'admin', name: '平台管理员' });
    orgAdmin = await buildUser(t.db, { orgId: school.id, role: 'orgAdmin', name: '一中管理员' });
    teacher = await buildUser(t.db, { orgId: school.id, role: 'teacher', name: '王老师' });
    otherAdmin = await buildUser(t.db, { orgId: otherSchool.id, role: 'orgAdmin', name: '二中管理员' });
    await buildUser(t.db, { orgId: otherSchool.id, role: 'teacher', name: '二中李老师' });
    tokens.platform = await login(t.app, platformAdmin.account, platformAdmin.password);
    tokens.admin = await login(t.app, orgAdmin.account, orgAdmin.password);
    tokens.teacher = await login(t.app, teacher.account, teacher.password);
    tokens.other = await login(t.app, otherAdmin.account, otherAdmin.password);
    for (const row of await t.db.selectFrom('roles').select(['id', 'role_code']).execute()) {
      if (row.role_code in roleIds) roleIds[row.role_code as keyof typeof roleIds] = row.id;
    }
  });
  afterAll(() => t?.close());

  describe('guards', () => {
    it('needs a token on every account and role call', async () => {
      for (const url of ['/sys/user/list', '/sys/user/save', '/sys/role/list', '/sys/role/menuTree']) {
        expect((await callApi(t.app, `/api${url}`, { body: {} })).body).toEqual({
          code: 401,
          msg: 'invalid token',
          data: null,
        });
      }
    });

    it('refuses a teacher, who holds no sys:user or sys:role perm, and writes nothing', async () => {
      const before = await countsWithoutLog(t);
      const body = { account: 'sneaky', name: '某人', roleIdList: [roleIds.orgAdmin] };
      expect((await call(tokens.teacher, '/sys/user/save', body)).body).toEqual(FORBIDDEN);
      expect((await call(tokens.teacher, '/sys/user/list', {})).body).toEqual(FORBIDDEN);
      expect(
        (await call(tokens.teacher, '/sys/role/save', { roleName: 'x', dataScope: 2, menuIdList: [] })).body,
      ).toEqual(FORBIDDEN);
      expect(await countsWithoutLog(t)).toEqual(before);
    });
  });

  describe('/sys/user/list', () => {
    it("shows an org admin their organisation's staff only, never students or another school's", async () => {
      const { body } = await call<Page<StaffUser>>(tokens.admin, '/sys/user/list', { page: 1, limit: 50 });
      expect(body.code).toBe(0);
      const names = body.data.list.map((user) => user.name);
      expect(names).toContain('王老师');
      expect(names).toContain('一中管理员');
      expect(names).not.toContain('二中管理员');
      expect(names).not.toContain('二中李老师');
      expect(body.data.list.every((user) => user.orgId === school.id && user.orgName === '第一实验中学')).toBe(true);
      const wang = body.data.list.find((user) => user.name === '王老师');
      expect(wang).toMatchObject({ roleIdList: [roleIds.teacher], roleNames: ['教师'], status: 1, studentCount: 0 });
      expect(JSON.stringify(body)).not.toMatch(/password|hash/i);
      // Asking for another organisation changes nothing for an org admin.
      const asked = await call<Page<StaffUser>>(tokens.admin, '/sys/user/list', { orgId: otherSchool.id });
      expect(asked.body.data.list.every((user) => user.orgId === school.id)).toBe(true);
    });

    it('searches by account, name, role and status, with the renren page shape', async () => {
      const { body } = await call<Page<StaffUser>>(tokens.admin, '/sys/user/list', { name: '王', limit: 5 });
      expect(body.data).toMatchObject({ totalCount: 1, pageSize: 5, totalPage: 1, currPage: 1 });
      expect(body.data.list[0]?.account).toBe(teacher.account);
      const byAccount = await call<Page<StaffUser>>(tokens.admin, '/sys/user/list', { account: teacher.account });
      expect(byAccount.body.data.list.map((user) => user.id)).toEqual([teacher.id]);
      const byRole = await call<Page<StaffUser>>(tokens.admin, '/sys/user/list', { roleId: roleIds.orgAdmin });
      expect(byRole.body.data.list.map((user) => user.id)).toEqual([orgAdmin.id]);
      const locked = await call<Page<StaffUser>>(tokens.admin, '/sys/user/list', { status: 0 });
      expect(locked.body.data.totalCount).toBe(0);
    });

    it("keeps a platform admin's account out of an org admin's reach, even in the same organisation", async () => {
      const sameOrgAdmin = await buildUser(t.db, { orgId: platformAdmin.orgId, role: 'orgAdmin' });
      const token = await login(t.app, sameOrgAdmin.account, sameOrgAdmin.password);
      const { body } = await call<Page<StaffUser>>(token, '/sys/user/list', { limit: 50 });
      expect(body.data.list.map((user) => user.id)).toEqual([sameOrgAdmin.id]);
      const before = await countsWithoutLog(t);
      expect((await call(token, `/sys/user/info/${platformAdmin.id}`)).body).toEqual(NOT_FOUND);
      expect((await call(token, '/sys/user/status', { ids: [platformAdmin.id], status: 0 })).body).toEqual(NOT_FOUND);
      expect((await call(token, '/sys/user/delete', [platformAdmin.id])).body).toEqual(NOT_FOUND);
      expect(await countsWithoutLog(t)).toEqual(before);
    });

    it('lets a platform admin look into any organisation', async () => {
      const { body } = await call<Page<StaffUser>>(tokens.platform, '/sys/user/list', { orgId: otherSchool.id });
      expect(body.data.list.map((user) => user.name).sort()).toEqual(['二中李老师', '二中管理员']);
    });
  });

  describe('/sys/user/save, info, update', () => {
    it('opens an account with a generated password shown once, which signs in', async () => {
      const { body } = await call<UserSaveResult>(tokens.admin, '/sys/user/save', {
        account: 'zhao.teacher',
        name: '赵老师',
        mobile: '13800000001',
        email: 'zhao@school.cn',
        roleIdList: [roleIds.teacher],
      });
      expect(body.code).toBe(0);
      expect(body.data.user).toMatchObject({
        orgId: school.id,
        account: 'zhao.teacher',
        name: '赵老师',
        mobile: '13800000001',
        email: 'zhao@school.cn',
        status: 1,
        roleNames: ['教师'],
      });
      expect(body.data.password).toMatch(/^[A-Za-z0-9]{12}$/);
      await login(t.app, 'zhao.teacher', body.data.password as string);
      const info = await call<StaffUser>(tokens.admin, `/sys/user/info/${body.data.user.id}`);
      expect(info.body.data.account).toBe('zhao.teacher');
      expect(JSON.stringify(info.body)).not.toMatch(/password/i);
    });

    it('takes a password the admin sets, and does not echo it', async () => {
      const { body } = await call<UserSaveResult>(tokens.admin, '/sys/user/save', {
        account: 'qian.teacher',
        name: '钱老师',
        roleIdList: [roleIds.teacher],
        password: 'chosen-123',
      });
      expect(body.data.password).toBeNull();
      await login(t.app, 'qian.teacher', 'chosen-123');
    });

    it('refuses a taken account, malformed bodies and foreign or platform roles, writing nothing', async () => {
      const before = await countsWithoutLog(t);
      const taken = await call(tokens.admin, '/sys/user/save', {
        account: teacher.account,
        name: '重名',
        roleIdList: [roleIds.teacher],
      });
      expectCleanError(taken, 500, '账号已存在');
      for (const bad of [
        { name: '无账号', roleIdList: [roleIds.teacher] },
        { account: 'x y', name: '空格', roleIdList: [roleIds.teacher] },
        { account: 'norole', name: '无角色', roleIdList: [] },
        { account: 'badmobile', name: '手机', mobile: '12345', roleIdList: [roleIds.teacher] },
        { account: 'bademail', name: '邮箱', email: 'not-mail', roleIdList: [roleIds.teacher] },
        { account: 'short', name: '短密码', roleIdList: [roleIds.teacher], password: '123' },
        [1, 2],
      ]) {
        expectCleanError(await call(tokens.admin, '/sys/user/save', bad), 400);
      }
      // The platform role and the student role are not an org admin's to give.
      expectCleanError(
        await call(tokens.admin, '/sys/user/save', { account: 'climber', name: '越权', roleIdList: [roleIds.admin] }),
        404,
        '记录不存在',
      );
      expectCleanError(
        await call(tokens.admin, '/sys/user/save', { account: 'pupil', name: '学生', roleIdList: [roleIds.student] }),
        404,
        '记录不存在',
      );
      expect(await countsWithoutLog(t)).toEqual(before);
    });

    it("answers another organisation's account as not found, for every call", async () => {
      const foreign = await buildUser(t.db, { orgId: otherSchool.id, role: 'teacher' });
      const before = await countsWithoutLog(t);
      expect((await call(tokens.admin, `/sys/user/info/${foreign.id}`)).body).toEqual(NOT_FOUND);
      const update = { id: foreign.id, name: '改名', roleIdList: [roleIds.teacher] };
      expect((await call(tokens.admin, '/sys/user/update', update)).body).toEqual(NOT_FOUND);
      expect((await call(tokens.admin, '/sys/user/delete', [foreign.id])).body).toEqual(NOT_FOUND);
      expect((await call(tokens.admin, '/sys/user/resetPassword', { userId: foreign.id })).body).toEqual(NOT_FOUND);
      expect((await call(tokens.admin, '/sys/user/status', { ids: [foreign.id], status: 0 })).body).toEqual(NOT_FOUND);
      const transfer = { fromUserId: foreign.id, toUserId: teacher.id };
      expect((await call(tokens.admin, '/sys/user/transferStudents', transfer)).body).toEqual(NOT_FOUND);
      expect(await countsWithoutLog(t)).toEqual(before);
      // The platform admin reaches it.
      expect((await call<StaffUser>(tokens.platform, `/sys/user/info/${foreign.id}`)).body.data.orgId).toBe(
        otherSchool.id,
      );
    });

    it('lets a platform admin open an org admin account in another organisation', async () => {
      const { body } = await call<UserSaveResult>(tokens.platform, '/sys/user/save', {
        account: 'third.admin',
        name: '三中管理员',
        roleIdList: [roleIds.orgAdmin],
        orgId: otherSchool.id,
      });
      expect(body.data.user).toMatchObject({
        orgId: otherSchool.id,
        orgName: '第二实验中学',
        roleNames: ['机构管理员'],
      });
    });

    it('edits name, contacts and roles', async () => {
      const user = await buildUser(t.db, { orgId: school.id, role: 'teacher' });
      const { body } = await call<StaffUser>(tokens.admin, '/sys/user/update', {
        id: user.id,
        name: '孙老师',
        mobile: '13900000002',
        email: 'sun@school.cn',
        roleIdList: [roleIds.teacher, roleIds.orgAdmin],
        status: 1,
      });
      expect(body.data).toMatchObject({
        name: '孙老师',
        mobile: '13900000002',
        roleIdList: [roleIds.orgAdmin, roleIds.teacher].sort((a, b) => a - b),
      });
    });
  });

  describe('lock, reset password, last org admin, delete and transfer', () => {
    it('locks an account: its sessions end and it cannot sign in until unlocked', async () => {
      const user = await buildUser(t.db, { orgId: school.id, role: 'teacher' });
      const token = await login(t.app, user.account, user.password);
      expect((await call(tokens.admin, '/sys/user/status', { ids: [user.id], status: 0 })).body.code).toBe(0);
      expect((await call(token, '/sys/user/info')).body.code).toBe(401);
      const refused = await callApi(t.app, '/api/sys/teacherLogin', {
        body: { account: user.account, password: user.password },
      });
      expect(refused.body.msg).toBe('账号已被锁定,请联系管理员');
      expect((await call(tokens.admin, '/sys/user/status', { ids: [user.id], status: 1 })).body.code).toBe(0);
      await login(t.app, user.account, user.password);
    });

    it('resets a password to a new random one shown once; the old sessions and password die', async () => {
      const user = await buildUser(t.db, { orgId: school.id, role: 'teacher' });
      const token = await login(t.app, user.account, user.password);
      const { body } = await call<{ password: string }>(tokens.admin, '/sys/user/resetPassword', { userId: user.id });
      expect(body.data.password).toMatch(/^[A-Za-z0-9]{12}$/);
      expect((await call(token, '/sys/user/info')).body.code).toBe(401);
      await expect(login(t.app, user.account, user.password)).rejects.toThrow(/账号或密码不正确/);
      await login(t.app, user.account, body.data.password);
    });

    it('never deletes or locks oneself', async () => {
      expectCleanError(await call(tokens.admin, '/sys/user/delete', [orgAdmin.id]), 500, '不能删除当前登录的账号');
      expectCleanError(
        await call(tokens.admin, '/sys/user/status', { ids: [orgAdmin.id], status: 0 }),
        500,
        '不能锁定当前登录的账号',
      );
    });

    it('keeps the last enabled org admin: not deleted, demoted or locked', async () => {
      const lone = await buildOrganization(t.db);
      const admin = await buildUser(t.db, { orgId: lone.id, role: 'orgAdmin' });
      const before = await countsWithoutLog(t);
      const message = '机构至少需要保留一位启用的机构管理员';
      expectCleanError(await call(tokens.platform, '/sys/user/delete', [admin.id]), 500, message);
      const demote = { id: admin.id, name: '降级', roleIdList: [roleIds.teacher] };
      expectCleanError(await call(tokens.platform, '/sys/user/update', demote), 500, message);
      const lock = { id: admin.id, name: '锁定', roleIdList: [roleIds.orgAdmin], status: 0 };
      expectCleanError(await call(tokens.platform, '/sys/user/update', lock), 500, message);
      expectCleanError(await call(tokens.platform, '/sys/user/status', { ids: [admin.id], status: 0 }), 500, message);
      expect(await countsWithoutLog(t)).toEqual(before);
      // With a second admin the first may go.
      await buildUser(t.db, { orgId: lone.id, role: 'orgAdmin' });
      expect((await call(tokens.platform, '/sys/user/update', demote)).body.code).toBe(0);
    });

    it("moves a leaving teacher's students in one step, then deletes the account", async () => {
      const leaving = await buildUser(t.db, { orgId: school.id, role: 'teacher', name: '离职老师' });
      for (let index = 0; index < 3; index += 1) {
        await buildStudent(t.db, { orgId: school.id, teacherId: leaving.id, entryYear: 2024 });
      }
      expectCleanError(
        await call(tokens.admin, '/sys/user/delete', [leaving.id]),
        500,
        '该账号名下还有学生，请先将学生转移给其他老师',
      );
      expectCleanError(
        await call(tokens.admin, '/sys/user/transferStudents', { fromUserId: leaving.id, toUserId: leaving.id }),
        500,
        '请选择另一位老师接收学生',
      );
      const moved = await call<{ moved: number }>(tokens.admin, '/sys/user/transferStudents', {
        fromUserId: leaving.id,
        toUserId: teacher.id,
      });
      expect(moved.body.data).toEqual({ moved: 3 });
      const students = await call<Page<Student>>(tokens.teacher, '/stuArchive/list', { page: 1, limit: 50 });
      expect(students.body.data.totalCount).toBe(3);
      const users = await countRows(t.db, 'users');
      expect((await call(tokens.admin, '/sys/user/delete', [leaving.id])).body.code).toBe(0);
      expect(await countRows(t.db, 'users')).toBe(users - 1);
    });
  });

  describe('roles', () => {
    it("lists the built-in roles beside the organisation's own, never the platform or student role", async () => {
      const { body } = await call<Page<Role>>(tokens.admin, '/sys/role/list', { limit: 50 });
      const builtins = body.data.list.filter((role) => role.builtin === 1).map((role) => role.roleName);
      expect(builtins).toEqual(['机构管理员', '教师']);
      const platform = await call<Page<Role>>(tokens.platform, '/sys/role/list', { limit: 50 });
      expect(platform.body.data.list.map((role) => role.roleName)).toContain('平台管理员');
    });

    it('offers only what the caller holds in the permission tree', async () => {
      const { body } = await call<PermissionNode[]>(tokens.admin, '/sys/role/menuTree');
      const perms = JSON.stringify(body.data);
      expect(perms).toContain('stu:archive:export');
      expect(perms).toContain('sys:user:save');
      expect(perms).not.toContain('sys:data:import');
      const full = await call<PermissionNode[]>(tokens.platform, '/sys/role/menuTree');
      expect(JSON.stringify(full.body.data)).toContain('sys:data:import');
    });

    it('gives a teacher with a role lacking export no export, until the admin grants it', async () => {
      const withoutExport = (await menuIdsWith(['stu:archive:list', 'stu:archive:info', 'stu:archive:save'])).concat();
      const saved = await call<Role>(tokens.admin, '/sys/role/save', {
        roleName: '班主任',
        remark: '不含导出',
        dataScope: 1,
        menuIdList: withoutExport,
      });
      expect(saved.body.code).toBe(0);
      expect(saved.body.data).toMatchObject({ orgId: school.id, builtin: 0, dataScope: 1, roleName: '班主任' });
      const created = await call<UserSaveResult>(tokens.admin, '/sys/user/save', {
        account: 'banzhuren',
        name: '周老师',
        roleIdList: [saved.body.data.id],
      });
      const token = await login(t.app, 'banzhuren', created.body.data.password as string);
      const info = await call<UserInfo>(token, '/sys/user/info');
      expect(info.body.data).toMatchObject({ roles: [expect.stringMatching(/^r[0-9a-f]{12}$/)], roleName: '班主任' });
      expect(info.body.data.perms).toEqual(['stu:archive:info', 'stu:archive:list', 'stu:archive:save']);
      expect((await call<string[]>(token, '/sys/user/authList')).body.data).toEqual(info.body.data.perms);
      expect((await call(token, '/stuArchive/export', {})).body).toEqual(FORBIDDEN);
      expect((await call(token, '/stuArchive/list', {})).body.code).toBe(0);

      const granted = await call<Role>(tokens.admin, '/sys/role/update', {
        id: saved.body.data.id,
        roleName: '班主任',
        remark: '含导出',
        dataScope: 1,
        menuIdList: [...withoutExport, ...(await menuIdsWith(['stu:archive:export']))],
      });
      expect(granted.body.code).toBe(0);
      // The same token: permissions are read from the role on every request.
      expect((await call(token, '/stuArchive/export', {})).body.code).toBe(0);
    });

    it('honours the data scope: own students, or the whole organisation', async () => {
      const colleague = await buildUser(t.db, { orgId: school.id, role: 'teacher' });
      await buildStudent(t.db, { orgId: school.id, teacherId: colleague.id, entryYear: 2024, name: '同事的学生' });
      const menus = await menuIdsWith(['stu:archive:list']);
      const scoped = async (dataScope: number, account: string) => {
        const role = await call<Role>(tokens.admin, '/sys/role/save', {
          roleName: `范围${dataScope}`,
          dataScope,
          menuIdList: menus,
        });
        const user = await call<UserSaveResult>(tokens.admin, '/sys/user/save', {
          account,
          name: account,
          roleIdList: [role.body.data.id],
        });
        const token = await login(t.app, account, user.body.data.password as string);
        const list = await call<Page<Student>>(token, '/stuArchive/list', { page: 1, limit: 100 });
        return list.body.data.list.map((student) => student.name);
      };
      expect(await scoped(1, 'scope.own')).toEqual([]);
      expect(await scoped(2, 'scope.org')).toContain('同事的学生');
    });

    it('refuses grants the caller does not hold, taken names and bad scopes, writing nothing', async () => {
      const before = await countsWithoutLog(t);
      const importMenus = await menuIdsWith(['sys:data:import']);
      expect(
        (await call(tokens.admin, '/sys/role/save', { roleName: '越权', dataScope: 1, menuIdList: importMenus })).body,
      ).toEqual(FORBIDDEN);
      expectCleanError(
        await call(tokens.admin, '/sys/role/save', { roleName: '教师', dataScope: 1, menuIdList: [] }),
        500,
        '角色名称已存在',
      );
      expectCleanError(
        await call(tokens.admin, '/sys/role/save', { roleName: '全平台', dataScope: 3, menuIdList: [] }),
        400,
      );
      expectCleanError(await call(tokens.admin, '/sys/role/save', { dataScope: 1, menuIdList: [] }), 400);
      const malformed = await callApi(t.app, '/api/sys/role/save', {
        token: tokens.admin,
        body: '{"roleName":',
        headers: { 'content-type': 'application/json' },
      });
      expectCleanError(malformed, 400);
      expect(await countsWithoutLog(t)).toEqual(before);
    });

    it('lets a platform admin create a role in an existing organisation only', async () => {
      const before = await countsWithoutLog(t);
      const missingOrgId = Math.max(school.id, otherSchool.id) + 1000;
      const body = { roleName: '无主角色', dataScope: 1, menuIdList: [], orgId: missingOrgId };
      expect((await call(tokens.platform, '/sys/role/save', body)).body).toEqual(NOT_FOUND);
      // The account form refuses it the same way.
      const account = { account: 'nowhere', name: '无机构', roleIdList: [roleIds.teacher], orgId: missingOrgId };
      expect((await call(tokens.platform, '/sys/user/save', account)).body).toEqual(NOT_FOUND);
      expect(await countsWithoutLog(t)).toEqual(before);

      const saved = await call<Role>(tokens.platform, '/sys/role/save', { ...body, orgId: otherSchool.id });
      expect(saved.body.data).toMatchObject({ orgId: otherSchool.id, roleName: '无主角色', builtin: 0 });
      await call(tokens.platform, '/sys/role/delete', [saved.body.data.id]);
    });

    it('keeps built-in roles: undeletable, and read-only to an org admin', async () => {
      const before = await countsWithoutLog(t);
      expectCleanError(await call(tokens.admin, '/sys/role/delete', [roleIds.teacher]), 500, '内置角色不能删除');
      expectCleanError(
        await call(tokens.admin, '/sys/role/update', {
          id: roleIds.teacher,
          roleName: '教师',
          dataScope: 2,
          menuIdList: [],
        }),
        403,
        '内置角色只能由平台管理员修改',
      );
      expect((await call(tokens.admin, '/sys/role/delete', [roleIds.admin])).body).toEqual(NOT_FOUND);
      expect(await countsWithoutLog(t)).toEqual(before);
    });

    it("answers another organisation's role as not found and refuses to give it", async () => {
      const foreign = await call<Role>(tokens.other, '/sys/role/save', {
        roleName: '二中角色',
        dataScope: 1,
        menuIdList: [],
      });
      const id = foreign.body.data.id;
      const before = await countsWithoutLog(t);
      expect((await call(tokens.admin, `/sys/role/info/${id}`)).body).toEqual(NOT_FOUND);
      expect((await call(tokens.admin, '/sys/role/delete', [id])).body).toEqual(NOT_FOUND);
      const update = { id, roleName: '改', dataScope: 1, menuIdList: [] };
      expect((await call(tokens.admin, '/sys/role/update', update)).body).toEqual(NOT_FOUND);
      const give = { id: teacher.id, name: '王老师', roleIdList: [id] };
      expect((await call(tokens.admin, '/sys/user/update', give)).body).toEqual(NOT_FOUND);
      const list = await call<Page<Role>>(tokens.admin, '/sys/role/list', { limit: 100 });
      expect(list.body.data.list.map((role) => role.roleName)).not.toContain('二中角色');
      expect(await countsWithoutLog(t)).toEqual(before);
    });

    it('refuses to delete a role an account still holds, and deletes an unused one', async () => {
      const role = await call<Role>(tokens.admin, '/sys/role/save', { roleName: '临时', dataScope: 1, menuIdList: [] });
      const user = await buildUser(t.db, { orgId: school.id, role: 'teacher' });
      await call(tokens.admin, '/sys/user/update', { id: user.id, name: '临时工', roleIdList: [role.body.data.id] });
      expectCleanError(
        await call(tokens.admin, '/sys/role/delete', [role.body.data.id]),
        500,
        '该角色下还有账号，请先为这些账号更换角色',
      );
      await call(tokens.admin, '/sys/user/update', { id: user.id, name: '临时工', roleIdList: [roleIds.teacher] });
      expect((await call(tokens.admin, '/sys/role/delete', [role.body.data.id])).body.code).toBe(0);
    });
  });

  describe('role switching', () => {
    it('switches between org admin and teacher with a new token; the old one dies', async () => {
      const both = await buildUser(t.db, { orgId: school.id, role: 'teacher', name: '双角色老师' });
      await t.db.insertInto('user_roles').values({ user_id: both.id, role_id: roleIds.orgAdmin }).execute();
      await buildStudent(t.db, { orgId: school.id, teacherId: teacher.id, entryYear: 2024, name: '别人的学生' });
      const first = await login(t.app, both.account, both.password);
      const asAdmin = await call<UserInfo>(first, '/sys/user/info');
      // A fresh login acts as the broadest role.
      expect(asAdmin.body.data).toMatchObject({
        roles: ['orgAdmin'],
        roleId: roleIds.orgAdmin,
        roleName: '机构管理员',
      });
      expect(asAdmin.body.data.roleOptions.map((option) => option.roleName).sort()).toEqual(['教师', '机构管理员']);
      expect((await call(first, '/sys/user/list', {})).body.code).toBe(0);

      const switched = await call<LoginResult>(first, '/sys/user/switchRole', { roleId: roleIds.teacher });
      expect(switched.body.code).toBe(0);
      const second = switched.body.data.token;
      expect(second).not.toBe(first);
      expect((await call(first, '/sys/user/info')).body.code).toBe(401);
      const asTeacher = await call<UserInfo>(second, '/sys/user/info');
      expect(asTeacher.body.data).toMatchObject({ roles: ['teacher'], roleId: roleIds.teacher });
      expect((await call(second, '/sys/user/list', {})).body).toEqual(FORBIDDEN);
      const own = await call<Page<Student>>(second, '/stuArchive/list', { page: 1, limit: 100 });
      expect(own.body.data.list.map((student) => student.name)).not.toContain('别人的学生');

      const back = await call<LoginResult>(second, '/sys/user/switchRole', { roleId: roleIds.orgAdmin });
      expect((await call(back.body.data.token, '/sys/user/list', {})).body.code).toBe(0);
    });

    it('refuses a role the account does not hold, or a malformed body', async () => {
      expect((await call(tokens.teacher, '/sys/user/switchRole', { roleId: roleIds.orgAdmin })).body).toEqual(
        NOT_FOUND,
      );
      expect((await call(tokens.teacher, '/sys/user/switchRole', { roleId: roleIds.student })).body).toEqual(NOT_FOUND);
      expectCleanError(await call(tokens.teacher, '/sys/user/switchRole', { roleId: 'x' }), 400);
      expect((await call(tokens.teacher, '/sys/user/info')).body.code).toBe(0);
    });
  });
});
