import type { Page } from '@zhihang/contract/http/envelope.schema';
import type { QrApplet, QrCode } from '@zhihang/contract/qrcodes/qrcode.schema';
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { keepMiniProgramOfOrg37 } from '../src/db/migrations/0016_data_source_notes.ts';
import { buildOrganization, buildUser, type BuiltOrganization, type BuiltUser } from './factories.ts';
import { callApi, createTestApp, expectCleanError, login, rowCounts, testDialects, type TestApp } from './test-app.ts';

const NOT_FOUND = '记录不存在';
const FORBIDDEN = '没有权限，请联系管理员授权';
const QR_ROUTES = [
  '/api/qrcode/getTeacherQrcode',
  '/api/qrcode/createQrCode',
  '/api/qrcode/getQrList',
  '/api/qrcode/getQrSelectApplet',
];
const HOST = { host: 'school.zhihang.example' };

/** Width and height from a PNG's IHDR chunk. */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

describe.each(testDialects())('QR code API on %s', (dialect) => {
  let t: TestApp;
  let org: BuiltOrganization;
  let otherOrg: BuiltOrganization;
  let teacher: BuiltUser;
  let colleague: BuiltUser;
  let otherTeacher: BuiltUser;
  let appletTeacher: BuiltUser;
  const tokens = { teacher: '', colleague: '', orgAdmin: '', otherTeacher: '', appletTeacher: '' };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    org = await buildOrganization(t.db, { orgKey: 'default' });
    otherOrg = await buildOrganization(t.db, { orgKey: 'school2' });
    teacher = await buildUser(t.db, { orgId: org.id, role: 'teacher', name: '王老师' });
    colleague = await buildUser(t.db, { orgId: org.id, role: 'teacher', name: '李老师' });
    const orgAdmin = await buildUser(t.db, { orgId: org.id, role: 'orgAdmin' });
    otherTeacher = await buildUser(t.db, { orgId: otherOrg.id, role: 'teacher' });
    // Organisation 37 as an installation before migration 0016 had it: the mini-program was its by a
    // rule in code (spec §6), with no stored setting; the migration stores it.
    await t.db
      .insertInto('organizations')
      .values({
        id: 37,
        org_key: 'applet',
        org_name: '小程序学校',
        org_login_title: '',
        org_logo: '',
        filing_number: '',
        status: 1,
        created_at: t.clock.now(),
      })
      .execute();
    await keepMiniProgramOfOrg37(t.db as unknown as Kysely<unknown>);
    appletTeacher = await buildUser(t.db, { orgId: 37, role: 'teacher' });
    tokens.teacher = await login(t.app, teacher.account, teacher.password);
    tokens.colleague = await login(t.app, colleague.account, colleague.password);
    tokens.orgAdmin = await login(t.app, orgAdmin.account, orgAdmin.password);
    tokens.otherTeacher = await login(t.app, otherTeacher.account, otherTeacher.password);
    tokens.appletTeacher = await login(t.app, appletTeacher.account, appletTeacher.password);
  });
  afterAll(() => t?.close());

  const teacherQr = (token: string, body: Record<string, unknown>) =>
    callApi<QrCode>(t.app, '/api/qrcode/getTeacherQrcode', { token, body, headers: HOST });

  describe.each(QR_ROUTES)('%s', (url) => {
    it('refuses a missing or unknown token', async () => {
      expect((await callApi(t.app, url, { body: {} })).body).toEqual({ code: 401, msg: 'invalid token', data: null });
      expect((await callApi(t.app, url, { token: 'e'.repeat(64), body: {} })).body.code).toBe(401);
    });
  });

  describe('/api/qrcode/getTeacherQrcode', () => {
    it('answers the PNG path in msg and the binding link in data, the same code every time', async () => {
      const first = await teacherQr(tokens.teacher, { appId: 3, teacherId: teacher.id });
      expect(first.body.code).toBe(0);
      const code = first.body.data.code;
      expect(code).toMatch(/^[A-Za-z0-9]{16}$/);
      expect(first.body.msg).toBe(`/api/qrcode/image/${code}.png`);
      expect(first.body.data).toEqual({
        id: first.body.data.id,
        appId: 3,
        appName: '学生端绑定页',
        teacherId: teacher.id,
        teacherName: '王老师',
        code,
        link: `http://school.zhihang.example/mp-student/bind?code=${code}`,
        path: `/api/qrcode/image/${code}.png`,
        remark: '',
        createdAt: t.clock.now(),
      });
      const again = await teacherQr(tokens.teacher, { appId: 3, teacherId: teacher.id });
      expect(again.body.data.code).toBe(code);
      const row = await t.db.selectFrom('qr_codes').selectAll().where('code', '=', code).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ org_id: org.id, teacher_id: teacher.id, app_id: 3, status: 1 });
    });

    it('serves the PNG without a token, encoding the binding link at the requested address', async () => {
      const { body } = await teacherQr(tokens.teacher, { appId: 3, teacherId: teacher.id });
      const response = await t.app.inject({ method: 'GET', url: body.msg, headers: HOST });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      const png = response.rawPayload;
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      expect(pngSize(png)).toEqual({ width: 600, height: 600 });
      const expected = await QRCode.toBuffer(body.data.link, {
        type: 'png',
        width: 600,
        margin: 2,
        errorCorrectionLevel: 'M',
        color: { dark: '#1f2d3dff', light: '#ffffffff' },
      });
      expect(png.equals(expected)).toBe(true);
    });

    it('answers an unknown or malformed image name with the envelope', async () => {
      for (const url of ['/api/qrcode/image/AAAAAAAAAAAAAAAA.png', '/api/qrcode/image/nope.gif']) {
        const response = await t.app.inject({ method: 'GET', url });
        expect(response.json()).toEqual({ code: 404, msg: '二维码已失效，请联系老师重新获取', data: null });
      }
    });

    it("forbids a teacher another teacher's code; the org admin may fetch a colleague's", async () => {
      expectCleanError(await teacherQr(tokens.teacher, { appId: 3, teacherId: colleague.id }), 403, FORBIDDEN);
      const { body } = await teacherQr(tokens.orgAdmin, { appId: 3, teacherId: colleague.id });
      expect(body.data).toMatchObject({ teacherId: colleague.id, teacherName: '李老师' });
    });

    it("reads another organisation's teacher as not found and writes nothing", async () => {
      const before = await rowCounts(t);
      expectCleanError(await teacherQr(tokens.orgAdmin, { appId: 3, teacherId: otherTeacher.id }), 404, NOT_FOUND);
      expect(await rowCounts(t)).toEqual(before);
    });

    it.each<[Record<string, unknown>, string | RegExp]>([
      [{ teacherId: 'self' }, /^参数错误：appId /],
      [{ appId: 3 }, /^参数错误：teacherId /],
      [{ appId: '3', teacherId: 'self' }, /^参数错误：appId /],
      [{ appId: 99, teacherId: 'self' }, '参数错误：appId 不支持的应用'],
      [{ appId: 1, teacherId: 'self' }, '参数错误：appId 不支持的应用'],
    ])('refuses %j', async (body, message) => {
      const withTeacher = body.teacherId === 'self' ? { ...body, teacherId: teacher.id } : body;
      expectCleanError(await teacherQr(tokens.teacher, withTeacher), 400, message);
    });
  });

  describe('/api/qrcode/getQrSelectApplet', () => {
    it('offers the mini-program to organisation 37, as migration 0016 keeps it, and not to others', async () => {
      const ordinary = await callApi<QrApplet[]>(t.app, '/api/qrcode/getQrSelectApplet', { token: tokens.teacher });
      expect(ordinary.body.data).toEqual([{ appId: 3, appName: '学生端绑定页', appType: 'h5' }]);
      const applet = await callApi<QrApplet[]>(t.app, '/api/qrcode/getQrSelectApplet', { token: tokens.appletTeacher });
      expect(applet.body.data).toEqual([
        { appId: 3, appName: '学生端绑定页', appType: 'h5' },
        { appId: 1, appName: '志航学生端小程序', appType: 'miniProgram' },
      ]);
      const code = await teacherQr(tokens.appletTeacher, { appId: 1, teacherId: appletTeacher.id });
      expect(code.body.data).toMatchObject({ appId: 1, appName: '志航学生端小程序', teacherId: appletTeacher.id });
    });

    it('follows each organisation’s stored setting, not its id', async () => {
      const allow = (orgId: number, apps: string) =>
        t.db.updateTable('organizations').set({ allowed_apps: apps }).where('id', '=', orgId).execute();
      const appIdsOf = async (token: string) =>
        (await callApi<QrApplet[]>(t.app, '/api/qrcode/getQrSelectApplet', { token })).body.data?.map(
          (applet) => applet.appId,
        );
      const appletOrg = await buildOrganization(t.db, { orgKey: 'applet2' });
      const appletTeacher2 = await buildUser(t.db, { orgId: appletOrg.id, role: 'teacher' });
      const token = await login(t.app, appletTeacher2.account, appletTeacher2.password);
      expect(await appIdsOf(token)).toEqual([3]);
      try {
        await allow(appletOrg.id, '1,3');
        await allow(37, '3');
        expect(await appIdsOf(token)).toEqual([3, 1]);
        const granted = await teacherQr(token, { appId: 1, teacherId: appletTeacher2.id });
        expect(granted.body.data).toMatchObject({
          appId: 1,
          appName: '志航学生端小程序',
          teacherId: appletTeacher2.id,
        });

        expect(await appIdsOf(tokens.appletTeacher)).toEqual([3]);
        const before = await rowCounts(t);
        expectCleanError(
          await callApi(t.app, '/api/qrcode/createQrCode', { token: tokens.appletTeacher, body: { appId: 1 } }),
          400,
          '参数错误：appId 不支持的应用',
        );
        expect(await rowCounts(t)).toEqual(before);
        // The migration's step leaves a saved setting alone.
        await keepMiniProgramOfOrg37(t.db as unknown as Kysely<unknown>);
        expect(await appIdsOf(tokens.appletTeacher)).toEqual([3]);
      } finally {
        await allow(37, '1');
      }
    });
  });

  describe('/api/qrcode/createQrCode and /api/qrcode/getQrList', () => {
    it('adds codes next to the current one and lists them in the caller’s scope', async () => {
      const created = await callApi<QrCode>(t.app, '/api/qrcode/createQrCode', {
        token: tokens.colleague,
        body: { remark: '高二3班家长会' },
        headers: HOST,
      });
      expect(created.body.data).toMatchObject({ appId: 3, teacherId: colleague.id, remark: '高二3班家长会' });
      expectCleanError(
        await callApi(t.app, '/api/qrcode/createQrCode', { token: tokens.colleague, body: { teacherId: teacher.id } }),
        403,
        FORBIDDEN,
      );
      expectCleanError(
        await callApi(t.app, '/api/qrcode/createQrCode', {
          token: tokens.orgAdmin,
          body: { teacherId: otherTeacher.id },
        }),
        404,
        NOT_FOUND,
      );
      const own = await callApi<Page<QrCode>>(t.app, '/api/qrcode/getQrList', { token: tokens.colleague });
      expect(own.body.data.list.every((code) => code.teacherId === colleague.id)).toBe(true);
      expect(own.body.data.list[0]?.code).toBe(created.body.data.code);
      const all = await callApi<Page<QrCode>>(t.app, '/api/qrcode/getQrList', {
        token: tokens.orgAdmin,
        body: { page: 1, limit: 50 },
      });
      const teachers = new Set(all.body.data.list.map((code) => code.teacherId));
      expect(teachers.has(teacher.id) && teachers.has(colleague.id)).toBe(true);
      expect(teachers.has(otherTeacher.id)).toBe(false);
      const filtered = await callApi<Page<QrCode>>(t.app, '/api/qrcode/getQrList', {
        token: tokens.orgAdmin,
        body: { teacherId: teacher.id },
      });
      expect(filtered.body.data.list.map((code) => code.teacherId)).toEqual([teacher.id]);
      const foreign = await callApi<Page<QrCode>>(t.app, '/api/qrcode/getQrList', { token: tokens.otherTeacher });
      expect(foreign.body.data.totalCount).toBe(0);
      expectCleanError(
        await callApi(t.app, '/api/qrcode/getQrList', { token: tokens.orgAdmin, body: { page: 0 } }),
        400,
        /^参数错误：page /,
      );
    });
  });
});
