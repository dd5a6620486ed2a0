import type { Page } from '@zhihang/contract/http/envelope.schema';
import type { StudentNumber } from '@zhihang/contract/dashboard/dashboard.schema';
import type { FileContent, Student, TeacherOption } from '@zhihang/contract/students/student.schema';
import ExcelJS from 'exceljs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  buildOrganization,
  buildPlan,
  buildSession,
  buildStudent,
  buildUser,
  type BuiltOrganization,
  type BuiltUser,
} from './factories.ts';
import { callApi, createTestApp, expectCleanError, login, rowCounts, testDialects, type TestApp } from './test-app.ts';

const NOT_FOUND = '记录不存在';
const FORBIDDEN = '没有权限，请联系管理员授权';

const STUDENT_ROUTES = [
  '/api/stuArchive/list',
  '/api/stuArchive/info/1',
  '/api/stuArchive/save',
  '/api/stuArchive/update',
  '/api/stuArchive/delete',
  '/api/stuArchive/teacherList',
  '/api/stuArchive/template',
  '/api/stuArchive/import',
  '/api/stuArchive/export',
  '/api/stuArchive/createAccount',
  '/api/stuArchive/resetPassword',
];

/** A complete archive: at the test start (school year 2025) entry year 2024 is 高二. */
const fullBody = (overrides: Record<string, unknown> = {}) => ({
  name: '陈思远',
  gender: 1,
  entryYear: 2024,
  className: '3班',
  studentNo: 'S2024001',
  middleSchool: '志航示范高级中学',
  province: '440000',
  phone: '13800138000',
  status: 1,
  nation: '0101',
  language: '0201',
  archiveCard: '0401',
  graduationIntention: '0501',
  specialReportingType: ['0701', '0702'],
  vision: '080101',
  colorWeakness: '080201',
  otherTestType: ['080302'],
  preferType: '0902',
  interestMajorOption: '1501',
  mainSubject: '0604',
  minorSubject1: '0606',
  minorSubject2: '0607',
  remark: '目标：华南理工大学',
  ...overrides,
});

async function sheetOf(file: FileContent): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(file.content, 'base64') as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
  const rows: string[][] = [];
  sheet.eachRow((row) => {
    rows.push((row.values as ExcelJS.CellValue[]).slice(1).map((value) => (value === null ? '' : String(value))));
  });
  return rows;
}

describe.each(testDialects())('student archive API on %s', (dialect) => {
  let t: TestApp;
  let org: BuiltOrganization;
  let otherOrg: BuiltOrganization;
  let teacher: BuiltUser;
  let colleague: BuiltUser;
  let orgAdmin: BuiltUser;
  let otherTeacher: BuiltUser;
  const tokens = { teacher: '', colleague: '', orgAdmin: '', admin: '', otherTeacher: '' };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    org = await buildOrganization(t.db, { orgKey: 'default' });
    otherOrg = await buildOrganization(t.db, { orgKey: 'school2' });
    teacher = await buildUser(t.db, { orgId: org.id, role: 'teacher', name: '王老师' });
    colleague = await buildUser(t.db, { orgId: org.id, role: 'teacher', name: '李老师' });
    orgAdmin = await buildUser(t.db, { orgId: org.id, role: 'orgAdmin', name: '赵主任' });
    const admin = await buildUser(t.db, { orgId: org.id, role: 'admin', name: '平台管理员' });
    otherTeacher = await buildUser(t.db, { orgId: otherOrg.id, role: 'teacher', name: '外校老师' });
    tokens.teacher = await login(t.app, teacher.account, teacher.password);
    tokens.colleague = await login(t.app, colleague.account, colleague.password);
    tokens.orgAdmin = await login(t.app, orgAdmin.account, orgAdmin.password);
    tokens.admin = await login(t.app, admin.account, admin.password);
    tokens.otherTeacher = await login(t.app, otherTeacher.account, otherTeacher.password);
  });
  afterAll(() => t?.close());
  afterEach(() => t.clock.reset());

  const save = (token: string, body: Record<string, unknown>) =>
    callApi<Student>(t.app, '/api/stuArchive/save', { token, body });
  const list = async (token: string, body: Record<string, unknown> = {}) => {
    const response = await callApi<Page<Student>>(t.app, '/api/stuArchive/list', { token, body });
    expect(response.body.code).toBe(0);
    return response.body.data;
  };

  describe.each(STUDENT_ROUTES)('%s', (url) => {
    it('refuses a missing or unknown token', async () => {
      expect((await callApi(t.app, url, { body: {} })).body).toEqual({ code: 401, msg: 'invalid token', data: null });
      expect((await callApi(t.app, url, { token: 'f'.repeat(64), body: {} })).body).toEqual({
        code: 401,
        msg: 'token失效，请重新登录',
        data: null,
      });
    });
  });

  describe('/api/stuArchive/save', () => {
    it('files a complete archive under the teacher, in their organisation, with the grade derived', async () => {
      const { body } = await save(tokens.teacher, fullBody({ orgId: otherOrg.id, studentNo: 'SAVE-1' }));
      expect(body.code).toBe(0);
      expect(body.data).toEqual({
        ...fullBody({ studentNo: 'SAVE-1' }),
        id: body.data.id,
        grade: 2,
        teacherId: teacher.id,
        teacherName: '王老师',
        account: null,
        createdAt: t.clock.now(),
        updatedAt: t.clock.now(),
      });
      const row = await t.db
        .selectFrom('students')
        .selectAll()
        .where('id', '=', body.data.id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        org_id: org.id,
        teacher_id: teacher.id,
        entry_year: 2024,
        special_reporting_type: '0701,0702',
        other_test_type: '080302',
        user_id: null,
      });
    });

    it('keeps optional fields empty when left out', async () => {
      const { body } = await save(tokens.teacher, { name: ' 林一诺 ', gender: 2, entryYear: 2025 });
      expect(body.code).toBe(0);
      expect(body.data).toMatchObject({
        name: '林一诺',
        grade: 1,
        phone: '',
        studentNo: '',
        mainSubject: '',
        specialReportingType: [],
        status: 1,
      });
    });

    it('lets an org admin file a student under a colleague, but not under another school’s teacher', async () => {
      const { body } = await save(tokens.orgAdmin, fullBody({ studentNo: 'SAVE-2', teacherId: colleague.id }));
      expect(body.data).toMatchObject({ teacherId: colleague.id, teacherName: '李老师' });
      const before = await rowCounts(t);
      expectCleanError(
        await save(tokens.orgAdmin, fullBody({ studentNo: 'SAVE-3', teacherId: otherTeacher.id })),
        404,
        NOT_FOUND,
      );
      expect(await rowCounts(t)).toEqual(before);
    });

    it('forbids a teacher to file a student under a colleague', async () => {
      const before = await rowCounts(t);
      expectCleanError(
        await save(tokens.teacher, fullBody({ studentNo: 'SAVE-4', teacherId: colleague.id })),
        403,
        FORBIDDEN,
      );
      expect(await rowCounts(t)).toEqual(before);
    });

    it.each([
      [{ phone: '23800138000' }, '参数错误：phone 请输入正确的手机号码'],
      [{ phone: '1380013800' }, '参数错误：phone 请输入正确的手机号码'],
      [{ name: '  ' }, '参数错误：name 请输入学生姓名'],
      [{ gender: 3 }, '参数错误：gender 请选择性别'],
      [{ studentNo: 'S 1' }, '参数错误：studentNo 学号只能包含字母、数字、下划线和短横线'],
      [{ minorSubject2: '' }, '参数错误：mainSubject 请完整选择首选科目和两门再选科目'],
      [{ minorSubject2: '0606' }, '参数错误：mainSubject 两门再选科目不能相同'],
      [{ mainSubject: '0606' }, /^参数错误：mainSubject /],
      [{ nation: '0201' }, '参数错误：nation 不是有效的民族：0201'],
      [{ vision: '080201' }, '参数错误：vision 不是有效的视力：080201'],
      [{ specialReportingType: ['0701', '0799'] }, '参数错误：specialReportingType 不是有效的特殊报考类型：0799'],
      [{ province: '990000' }, '参数错误：province 不是有效的省份：990000'],
      [{ province: '4400' }, '参数错误：province 省份编码格式不正确'],
      [{ entryYear: 1999 }, /^参数错误：entryYear /],
      [{ status: 2 }, /^参数错误：status /],
    ])('refuses %j with the field named and writes nothing', async (overrides, message) => {
      const before = await rowCounts(t);
      expectCleanError(await save(tokens.teacher, fullBody({ studentNo: 'BAD-1', ...overrides })), 400, message);
      expect(await rowCounts(t)).toEqual(before);
    });

    it('refuses a student number already given in the school, not one given in another school', async () => {
      expect((await save(tokens.teacher, fullBody({ studentNo: 'DUP-1' }))).body.code).toBe(0);
      expectCleanError(await save(tokens.colleague, fullBody({ studentNo: 'DUP-1' })), 500, '学号已存在');
      expect((await save(tokens.otherTeacher, fullBody({ studentNo: 'DUP-1' }))).body.code).toBe(0);
    });
  });

  describe('/api/stuArchive/info/{id}', () => {
    it.each(['GET', 'POST'] as const)('returns an own student by %s', async (method) => {
      const saved = (await save(tokens.teacher, fullBody({ studentNo: `INFO-${method}` }))).body.data;
      const { body } = await callApi<Student>(t.app, `/api/stuArchive/info/${saved.id}`, {
        token: tokens.teacher,
        method,
      });
      expect(body).toEqual({ code: 0, msg: 'success', data: saved });
    });

    it("reads a colleague's student as not found for a teacher, but shows it to the org admin", async () => {
      const { id } = await buildStudent(t.db, { orgId: org.id, teacherId: colleague.id, entryYear: 2025 });
      expectCleanError(await callApi(t.app, `/api/stuArchive/info/${id}`, { token: tokens.teacher }), 404, NOT_FOUND);
      for (const token of [tokens.colleague, tokens.orgAdmin, tokens.admin]) {
        expect((await callApi<Student>(t.app, `/api/stuArchive/info/${id}`, { token })).body.data.id).toBe(id);
      }
    });

    it("reads another organisation's student as not found, even for its admin's peers", async () => {
      const { id } = await buildStudent(t.db, { orgId: otherOrg.id, teacherId: otherTeacher.id, entryYear: 2025 });
      for (const token of [tokens.teacher, tokens.orgAdmin, tokens.admin]) {
        expectCleanError(await callApi(t.app, `/api/stuArchive/info/${id}`, { token }), 404, NOT_FOUND);
      }
      expectCleanError(
        await callApi(t.app, '/api/stuArchive/info/99999999', { token: tokens.teacher }),
        404,
        NOT_FOUND,
      );
    });

    it('refuses an id that is not a positive integer, naming it', async () => {
      expectCleanError(
        await callApi(t.app, '/api/stuArchive/info/abc', { token: tokens.teacher, method: 'GET' }),
        400,
        /^参数错误：id /,
      );
    });

    it('rolls the grade over on 1 September without touching the row', async () => {
      const saved = (await save(tokens.teacher, fullBody({ studentNo: 'ROLL-1', entryYear: 2025 }))).body.data;
      expect(saved.grade).toBe(1);
      t.clock.set(Date.parse('2026-09-01T00:00:01+08:00'));
      const token = await buildSession(t.db, teacher, { now: t.clock.now() });
      const { body } = await callApi<Student>(t.app, `/api/stuArchive/info/${saved.id}`, { token });
      expect(body.data).toMatchObject({ entryYear: 2025, grade: 2 });
    });
  });

  describe('/api/stuArchive/update', () => {
    it('changes an own student', async () => {
      const saved = (await save(tokens.teacher, fullBody({ studentNo: 'UPD-1' }))).body.data;
      t.clock.advance(60_000);
      const { body } = await callApi<Student>(t.app, '/api/stuArchive/update', {
        token: tokens.teacher,
        body: fullBody({ id: saved.id, studentNo: 'UPD-1', className: '5班', phone: '13912345678', status: 0 }),
      });
      expect(body.code).toBe(0);
      expect(body.data).toMatchObject({ id: saved.id, className: '5班', phone: '13912345678', status: 0 });
      expect(body.data.updatedAt).toBe(saved.updatedAt + 60_000);
      expect(body.data.createdAt).toBe(saved.createdAt);
    });

    it("reads another organisation's or (for a teacher) a colleague's student as not found and leaves it", async () => {
      const foreign = await buildStudent(t.db, { orgId: otherOrg.id, teacherId: otherTeacher.id, entryYear: 2025 });
      const colleagues = await buildStudent(t.db, { orgId: org.id, teacherId: colleague.id, entryYear: 2025 });
      const before = await t.db.selectFrom('students').selectAll().orderBy('id').execute();
      for (const [token, id] of [
        [tokens.orgAdmin, foreign.id],
        [tokens.teacher, foreign.id],
        [tokens.teacher, colleagues.id],
      ] as const) {
        expectCleanError(
          await callApi(t.app, '/api/stuArchive/update', { token, body: fullBody({ id, studentNo: '' }) }),
          404,
          NOT_FOUND,
        );
      }
      expect(await t.db.selectFrom('students').selectAll().orderBy('id').execute()).toEqual(before);
    });

    it('lets the org admin move a student to a colleague; the teacher may not', async () => {
      const saved = (await save(tokens.teacher, fullBody({ studentNo: 'UPD-2' }))).body.data;
      expectCleanError(
        await callApi(t.app, '/api/stuArchive/update', {
          token: tokens.teacher,
          body: fullBody({ id: saved.id, studentNo: 'UPD-2', teacherId: colleague.id }),
        }),
        403,
        FORBIDDEN,
      );
      const moved = await callApi<Student>(t.app, '/api/stuArchive/update', {
        token: tokens.orgAdmin,
        body: fullBody({ id: saved.id, studentNo: 'UPD-2', teacherId: colleague.id }),
      });
      expect(moved.body.data).toMatchObject({ teacherId: colleague.id, teacherName: '李老师' });
      expectCleanError(
        await callApi(t.app, `/api/stuArchive/info/${saved.id}`, { token: tokens.teacher }),
        404,
        NOT_FOUND,
      );
    });

    it('refuses to take another student’s number and a missing id', async () => {
      await save(tokens.teacher, fullBody({ studentNo: 'UPD-3' }));
      const saved = (await save(tokens.teacher, fullBody({ studentNo: 'UPD-4' }))).body.data;
      expectCleanError(
        await callApi(t.app, '/api/stuArchive/update', {
          token: tokens.teacher,
          body: fullBody({ id: saved.id, studentNo: 'UPD-3' }),
        }),
        500,
        '学号已存在',
      );
      expectCleanError(
        await callApi(t.app, '/api/stuArchive/update', { token: tokens.teacher, body: fullBody() }),
        400,
        /^参数错误：id /,
      );
    });
  });

  describe('/api/stuArchive/delete', () => {
    it('deletes own students and their accounts', async () => {
      const first = (await save(tokens.teacher, fullBody({ studentNo: 'DEL-1' }))).body.data;
      const second = (await save(tokens.teacher, fullBody({ studentNo: 'DEL-2' }))).body.data;
      const credentials = await callApi<{ account: string }>(t.app, '/api/stuArchive/createAccount', {
        token: tokens.teacher,
        body: { id: first.id },
      });
      const account = credentials.body.data.account;
      const { body } = await callApi(t.app, '/api/stuArchive/delete', {
        token: tokens.teacher,
        body: [first.id, second.id, first.id],
      });
      expect(body).toEqual({ code: 0, msg: 'success', data: null });
      const left = await t.db.selectFrom('students').select('id').where('id', 'in', [first.id, second.id]).execute();
      expect(left).toEqual([]);
      expect(await t.db.selectFrom('users').select('id').where('account', '=', account).execute()).toEqual([]);
    });

    it("deletes nothing when one id is another organisation's or (for a teacher) a colleague's", async () => {
      const own = (await save(tokens.teacher, fullBody({ studentNo: 'DEL-3' }))).body.data;
      const foreign = await buildStudent(t.db, { orgId: otherOrg.id, teacherId: otherTeacher.id, entryYear: 2025 });
      const colleagues = await buildStudent(t.db, { orgId: org.id, teacherId: colleague.id, entryYear: 2025 });
      const before = await rowCounts(t);
      for (const [token, ids] of [
        [tokens.teacher, [own.id, foreign.id]],
        [tokens.orgAdmin, [own.id, foreign.id]],
        [tokens.teacher, [own.id, colleagues.id]],
        [tokens.teacher, [own.id, 99999999]],
      ] as const) {
        expectCleanError(await callApi(t.app, '/api/stuArchive/delete', { token, body: [...ids] }), 404, NOT_FOUND);
      }
      expect(await rowCounts(t)).toEqual(before);
      const orgAdminDelete = await callApi(t.app, '/api/stuArchive/delete', {
        token: tokens.orgAdmin,
        body: [own.id, colleagues.id],
      });
      expect(orgAdminDelete.body.code).toBe(0);
    });

    it.each([
      [{ ids: [1] }, /^参数错误：请求体 /],
      [[], /^参数错误：请求体 /],
      [[0], /^参数错误：0 /],
    ])('refuses the body %j', async (payload, message) => {
      const before = await rowCounts(t);
      expectCleanError(
        await callApi(t.app, '/api/stuArchive/delete', { token: tokens.teacher, body: payload }),
        400,
        message,
      );
      expect(await rowCounts(t)).toEqual(before);
    });
  });

  describe('/api/stuArchive/teacherList', () => {
    it('offers the org admin every staff member of the organisation and a teacher only themselves', async () => {
      const all = await callApi<TeacherOption[]>(t.app, '/api/stuArchive/teacherList', { token: tokens.orgAdmin });
      const names = all.body.data.map((option) => option.name);
      expect(names).toEqual(expect.arrayContaining(['王老师', '李老师', '赵主任', '平台管理员']));
      expect(names).not.toContain('外校老师');
      const own = await callApi<TeacherOption[]>(t.app, '/api/stuArchive/teacherList', { token: tokens.teacher });
      expect(own.body.data).toEqual([{ id: teacher.id, name: '王老师', account: teacher.account }]);
    });
  });

  describe('/api/stuArchive/list and /api/stuArchive/export', () => {
    /** A school of its own, so other tests' students do not show up. */
    let listOrg: BuiltOrganization;
    let physicsTeacher: BuiltUser;
    let historyTeacher: BuiltUser;
    const listTokens = { physics: '', history: '', admin: '' };

    beforeAll(async () => {
      listOrg = await buildOrganization(t.db);
      physicsTeacher = await buildUser(t.db, { orgId: listOrg.id, role: 'teacher', name: '物理组张老师' });
      historyTeacher = await buildUser(t.db, { orgId: listOrg.id, role: 'teacher', name: '历史组刘老师' });
      const listAdmin = await buildUser(t.db, { orgId: listOrg.id, role: 'orgAdmin' });
      const student = (
        owner: BuiltUser,
        name: string,
        entryYear: number,
        extra: Record<string, string | number> = {},
      ) => buildStudent(t.db, { orgId: listOrg.id, teacherId: owner.id, entryYear, name, ...extra });
      await student(physicsTeacher, '张子涵', 2025, { className: '1班', province: '440000' });
      await student(physicsTeacher, '张浩然', 2024, {
        className: '2班',
        province: '440000',
        mainSubject: '0604',
        minorSubject1: '0606',
        minorSubject2: '0607',
      });
      await student(physicsTeacher, '王雨桐', 2024, {
        className: '2班',
        province: '110000',
        mainSubject: '0604',
        minorSubject1: '0607',
        minorSubject2: '0609',
      });
      await student(physicsTeacher, '李%欣怡', 2023, { className: '1班', status: 0 });
      await student(historyTeacher, '赵梓萱', 2023, {
        className: '1班',
        province: '440000',
        mainSubject: '0605',
        minorSubject1: '0608',
        minorSubject2: '0609',
      });
      await student(historyTeacher, 'Zhang Wei', 2022, { className: '3班' });
      listTokens.physics = await login(t.app, physicsTeacher.account, physicsTeacher.password);
      listTokens.history = await login(t.app, historyTeacher.account, historyTeacher.password);
      listTokens.admin = await login(t.app, listAdmin.account, listAdmin.password);
    });

    const names = async (token: string, filter: Record<string, unknown> = {}) =>
      (await list(token, { limit: 100, ...filter })).list.map((student) => student.name).sort();

    it('shows a teacher their own students only and the org admin the whole school', async () => {
      expect(await names(listTokens.physics)).toEqual(['张子涵', '张浩然', '李%欣怡', '王雨桐']);
      expect(await names(listTokens.history)).toEqual(['Zhang Wei', '赵梓萱']);
      expect(await names(listTokens.admin)).toHaveLength(6);
      expect((await list(tokens.orgAdmin, { limit: 500 })).list.some((s) => s.teacherName === '物理组张老师')).toBe(
        false,
      );
    });

    it('filters by name substring, wildcards literally, case-insensitively', async () => {
      expect(await names(listTokens.admin, { name: '张' })).toEqual(['张子涵', '张浩然']);
      expect(await names(listTokens.admin, { name: '%' })).toEqual(['李%欣怡']);
      expect(await names(listTokens.admin, { name: '_' })).toEqual([]);
      expect(await names(listTokens.admin, { name: 'zhang' })).toEqual(['Zhang Wei']);
    });

    it('filters by grade, class, teacher, subjects, province and status', async () => {
      expect(await names(listTokens.admin, { grade: 1 })).toEqual(['张子涵']);
      expect(await names(listTokens.admin, { grade: 2 })).toEqual(['张浩然', '王雨桐']);
      expect(await names(listTokens.admin, { grade: 3 })).toEqual(['李%欣怡', '赵梓萱']);
      expect(await names(listTokens.admin, { className: '1班' })).toEqual(['张子涵', '李%欣怡', '赵梓萱']);
      expect(await names(listTokens.admin, { teacherId: historyTeacher.id })).toEqual(['Zhang Wei', '赵梓萱']);
      expect(await names(listTokens.admin, { mainSubject: '0604' })).toEqual(['张浩然', '王雨桐']);
      expect(await names(listTokens.admin, { minorSubject: '0609' })).toEqual(['王雨桐', '赵梓萱']);
      expect(await names(listTokens.admin, { province: '440000' })).toEqual(['张子涵', '张浩然', '赵梓萱']);
      expect(await names(listTokens.admin, { status: 0 })).toEqual(['李%欣怡']);
      expect(
        await names(listTokens.admin, { grade: 2, mainSubject: '0604', minorSubject: '0606', province: '440000' }),
      ).toEqual(['张浩然']);
      expect(await names(listTokens.admin, { name: '', grade: '', className: null, status: '' })).toHaveLength(6);
      // A teacher filtering by a colleague sees nothing of the colleague's.
      expect(await names(listTokens.physics, { teacherId: historyTeacher.id })).toEqual([]);
    });

    it('pages, newest first, with derived grades and teacher names', async () => {
      const page = await list(listTokens.admin, { page: 2, limit: 4 });
      expect(page).toMatchObject({ totalCount: 6, pageSize: 4, totalPage: 2, currPage: 2 });
      expect(page.list.map((student) => student.name)).toEqual(['张浩然', '张子涵']);
      expect(page.list[0]).toMatchObject({ grade: 2, teacherName: '物理组张老师', account: null });
      const graduate = (await list(listTokens.admin, { name: 'Zhang' })).list[0];
      expect(graduate).toMatchObject({ entryYear: 2022, grade: 4 });
    });

    it.each([
      [{ page: 0 }, /^参数错误：page /],
      [{ limit: 501 }, /^参数错误：limit /],
      [{ grade: 4 }, /^参数错误：grade /],
      [{ mainSubject: '0606' }, /^参数错误：mainSubject /],
      [{ province: 'gd' }, '参数错误：province 省份编码格式不正确'],
      [{ status: 5 }, /^参数错误：status /],
    ])('refuses the filter %j with the field named', async (filter, message) => {
      expectCleanError(
        await callApi(t.app, '/api/stuArchive/list', { token: listTokens.admin, body: filter }),
        400,
        message,
      );
    });

    it('exports the filtered list as an XLSX with names, not codes', async () => {
      const { body } = await callApi<FileContent>(t.app, '/api/stuArchive/export', {
        token: listTokens.admin,
        body: { province: '440000', page: 3 },
      });
      expect(body.code).toBe(0);
      expect(body.data.fileName).toBe('学生档案_2026-03-10.xlsx');
      expect(body.data.contentType).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      const rows = await sheetOf(body.data);
      expect(rows[0]?.slice(0, 4)).toEqual(['姓名', '性别', '年级', '班级']);
      expect(rows[0]).toContain('学生端账号');
      const byName = new Map(rows.slice(1).map((row) => [row[0], row]));
      expect([...byName.keys()].sort()).toEqual(['张子涵', '张浩然', '赵梓萱']);
      const header = rows[0] as string[];
      const cell = (name: string, column: string) => byName.get(name)?.[header.indexOf(column)];
      expect(cell('赵梓萱', '年级')).toBe('高三');
      expect(cell('赵梓萱', '高考省份')).toBe('广东省');
      expect(cell('赵梓萱', '首选科目')).toBe('历史');
      expect(cell('赵梓萱', '再选科目2')).toBe('地理');
      expect(cell('赵梓萱', '指导教师')).toBe('历史组刘老师');
    });

    it("exports a teacher's own students only", async () => {
      const { body } = await callApi<FileContent>(t.app, '/api/stuArchive/export', { token: listTokens.history });
      expect(
        (await sheetOf(body.data))
          .slice(1)
          .map((row) => row[0])
          .sort(),
      ).toEqual(['Zhang Wei', '赵梓萱']);
    });

    it('writes the archive fields as dictionary names', async () => {
      const saved = (await save(tokens.teacher, fullBody({ studentNo: 'EXP-1', name: '导出测试' }))).body.data;
      const { body } = await callApi<FileContent>(t.app, '/api/stuArchive/export', {
        token: tokens.teacher,
        body: { name: '导出测试' },
      });
      const [header, row] = (await sheetOf(body.data)) as [string[], string[]];
      const cell = (column: string) => row[header.indexOf(column)];
      expect(saved.id).toBeGreaterThan(0);
      expect(cell('民族')).toBe('汉族');
      expect(cell('特殊报考类型')).toBe('强基计划、综合评价');
      expect(cell('视力')).toBe('视力正常');
      expect(cell('其他体检')).toBe('口吃');
      expect(cell('手机号')).toBe('13800138000');
      expect(cell('学号')).toBe('EXP-1');
    });
  });

  describe('/api/stuArchive/template', () => {
    it('is an XLSX whose header marks the required columns, with an instruction sheet', async () => {
      const { body } = await callApi<FileContent>(t.app, '/api/stuArchive/template', { token: tokens.teacher });
      expect(body.data.fileName).toBe('学生档案导入模板.xlsx');
      const rows = await sheetOf(body.data);
      expect(rows).toHaveLength(1);
      expect(rows[0]?.slice(0, 5)).toEqual(['姓名*', '性别*', '年级*', '班级', '学号']);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(Buffer.from(body.data.content, 'base64') as unknown as ArrayBuffer);
      expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['学生档案', '选项', '填写说明']);
    });
  });

  describe('/api/dashboard/studentNumber', () => {
    it('counts students created through the API and those with a plan', async () => {
      const school = await buildOrganization(t.db);
      const owner = await buildUser(t.db, { orgId: school.id, role: 'teacher' });
      const token = await login(t.app, owner.account, owner.password);
      const created: Student[] = [];
      for (const [entryYear, status] of [
        [2025, 1],
        [2025, 1],
        [2024, 1],
        [2023, 1],
        [2023, 0],
      ] as const) {
        created.push((await save(token, { name: `学生${entryYear}`, gender: 1, entryYear, status })).body.data);
      }
      await buildPlan(t.db, { orgId: school.id, studentId: created[0]!.id, createdBy: owner.id });
      const { body } = await callApi<StudentNumber>(t.app, '/api/dashboard/studentNumber', { token });
      expect(body.data).toEqual({
        grades: [
          { grade: 1, number: 2 },
          { grade: 2, number: 1 },
          { grade: 3, number: 1 },
        ],
        allNumber: 4,
        serviceNumber: 1,
      });
    });
  });
});
