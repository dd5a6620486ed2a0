import type { Area } from '@zhihang/contract/system/area.schema';
import type {
  DictionaryBundle,
  DictionaryEntry,
  EvaluationDictionaryEntry,
} from '@zhihang/contract/system/dictionary.schema';
import type { MenuItem } from '@zhihang/contract/system/menu.schema';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildOrganization, buildUser } from './factories.ts';
import { callApi, createTestApp, expectCleanError, login, rowCounts, testDialects, type TestApp } from './test-app.ts';

const SYSTEM_ROUTES = [
  '/api/sys/menu/loginMenuTree',
  '/api/sys/dataDictionary/tree',
  '/api/sys/data/list',
  '/api/sys/data/fetch',
  '/api/evevaluationdictionary/allList',
  '/api/sysArea/all',
];

const codesOf = (entries: Array<{ dataCode: string }>) => entries.map((entry) => entry.dataCode);
const pairsOf = (entries: DictionaryEntry[]) => entries.map((entry) => [entry.dataCode, entry.dataName]);

describe.each(testDialects())('system reference data API on %s', (dialect) => {
  let t: TestApp;
  let teacherToken: string;
  let orgAdminToken: string;
  let otherOrgToken: string;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const org = await buildOrganization(t.db, { orgKey: 'default' });
    const otherOrg = await buildOrganization(t.db);
    const teacher = await buildUser(t.db, { orgId: org.id, role: 'teacher' });
    const orgAdmin = await buildUser(t.db, { orgId: org.id, role: 'orgAdmin' });
    const otherTeacher = await buildUser(t.db, { orgId: otherOrg.id, role: 'teacher' });
    teacherToken = await login(t.app, teacher.account, teacher.password);
    orgAdminToken = await login(t.app, orgAdmin.account, orgAdmin.password);
    otherOrgToken = await login(t.app, otherTeacher.account, otherTeacher.password);
  });
  afterAll(() => t?.close());
  afterEach(() => t.clock.reset());

  describe.each(SYSTEM_ROUTES)('%s', (url) => {
    it('refuses a missing token', async () => {
      expect((await callApi(t.app, url)).body).toEqual({ code: 401, msg: 'invalid token', data: null });
    });

    it('refuses an unknown token', async () => {
      expect((await callApi(t.app, url, { token: '0'.repeat(64) })).body).toEqual({
        code: 401,
        msg: 'token失效，请重新登录',
        data: null,
      });
    });

    it('refuses an expired token', async () => {
      t.clock.advance(12 * 3_600_000);
      expect((await callApi(t.app, url, { token: teacherToken })).body).toEqual({
        code: 401,
        msg: 'token失效，请重新登录',
        data: null,
      });
    });
  });

  describe('/api/sysArea/all', () => {
    it('lists the 31 provinces with their prefecture-level cities', async () => {
      const { body } = await callApi<Area[]>(t.app, '/api/sysArea/all', { token: teacherToken });
      expect(body.code).toBe(0);
      expect(body.data).toHaveLength(31);
      expect(body.data[0]).toMatchObject({ code: '110000', name: '北京市' });
      const guangdong = body.data.find((province) => province.code === '440000');
      expect(guangdong?.name).toBe('广东省');
      expect(guangdong?.children).toHaveLength(21);
      expect(guangdong?.children[0]).toEqual({ code: '440100', name: '广州市', children: [] });
      expect(guangdong?.children.find((city) => city.code === '440300')?.name).toBe('深圳市');
      for (const province of body.data) {
        expect(province.code).toMatch(/^\d{2}0000$/);
        for (const city of province.children) expect(city.code.slice(0, 2)).toBe(province.code.slice(0, 2));
      }
    });

    it('is served from memory with an ETag: 304 when the client holds it', async () => {
      const first = await callApi<Area[]>(t.app, '/api/sysArea/all', { token: teacherToken });
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^".+"$/);
      const again = await t.app.inject({
        method: 'POST',
        url: '/api/sysArea/all',
        headers: { token: teacherToken, 'if-none-match': etag },
      });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    });
  });

  describe('/api/sys/dataDictionary/tree', () => {
    it('holds the top-level codes in order with their children', async () => {
      const { body } = await callApi<DictionaryEntry[]>(t.app, '/api/sys/dataDictionary/tree', { token: teacherToken });
      expect(body.code).toBe(0);
      expect(codesOf(body.data)).toEqual([
        '01',
        '02',
        '03',
        '04',
        '05',
        '06',
        '07',
        '08',
        '09',
        '10',
        '11',
        '12',
        '13',
        '15',
        '21',
      ]);
      const byCode = new Map(body.data.map((entry) => [entry.dataCode, entry]));
      expect(byCode.get('01')?.children).toHaveLength(56);
      expect(byCode.get('01')?.children[0]?.dataName).toBe('汉族');
      expect(pairsOf(byCode.get('06')?.children ?? []).slice(3)).toEqual([
        ['0604', '物理'],
        ['0605', '历史'],
        ['0606', '化学'],
        ['0607', '生物'],
        ['0608', '政治'],
        ['0609', '地理'],
      ]);
      const bodyTests = byCode.get('08')?.children ?? [];
      expect(pairsOf(bodyTests)).toEqual([
        ['0801', '视力'],
        ['0802', '色弱'],
        ['0803', '其他'],
      ]);
      expect(codesOf(bodyTests[0]?.children ?? [])).toEqual(['080101', '080102', '080103', '080104']);
      expect(pairsOf(byCode.get('13')?.children ?? [])).toEqual([
        ['1301', 'hol'],
        ['1302', 'mbti'],
        ['1303', 'intelligence'],
        ['1304', 'anchor'],
        ['1305', 'pf'],
      ]);
    });

    it('is the same platform-wide for every organisation', async () => {
      const mine = await callApi(t.app, '/api/sys/dataDictionary/tree', { token: teacherToken });
      const theirs = await callApi(t.app, '/api/sys/dataDictionary/tree', { token: otherOrgToken });
      expect(theirs.body).toEqual(mine.body);
    });
  });

  describe('/api/sys/data/list', () => {
    it('gives the tree, code → name and code → children', async () => {
      const tree = await callApi<DictionaryEntry[]>(t.app, '/api/sys/dataDictionary/tree', { token: teacherToken });
      const { body } = await callApi<DictionaryBundle>(t.app, '/api/sys/data/list', { token: teacherToken });
      expect(body.code).toBe(0);
      expect(body.data.default).toEqual(tree.body.data);
      expect(body.data.simple['06']).toBe('科目');
      expect(body.data.simple['0604']).toBe('物理');
      expect(body.data.simple['0802']).toBe('色弱');
      expect(body.data.simple['1305']).toBe('pf');
      expect(codesOf(body.data.listMap['06'] ?? [])).toEqual([
        '0601',
        '0602',
        '0603',
        '0604',
        '0605',
        '0606',
        '0607',
        '0608',
        '0609',
      ]);
      expect(codesOf(body.data.listMap['08'] ?? [])).toEqual(['0801', '0802', '0803']);
      expect(codesOf(body.data.listMap['0802'] ?? [])).toEqual(['080201', '080202', '080203']);
      expect(body.data.listMap['0604']).toBeUndefined();
    });
  });

  describe('/api/sys/data/fetch', () => {
    it('returns the children of the requested codes only', async () => {
      const { body } = await callApi<Record<string, DictionaryEntry[]>>(t.app, '/api/sys/data/fetch', {
        token: teacherToken,
        body: { data: ['13', '08', '99'] },
      });
      expect(body.code).toBe(0);
      expect(Object.keys(body.data).sort()).toEqual(['08', '13', '99']);
      expect(codesOf(body.data['13'] ?? [])).toEqual(['1301', '1302', '1303', '1304', '1305']);
      expect(codesOf(body.data['08'] ?? [])).toEqual(['0801', '0802', '0803']);
      expect(body.data['99']).toEqual([]);
    });

    it('returns every list when no code is named', async () => {
      const { body } = await callApi<Record<string, DictionaryEntry[]>>(t.app, '/api/sys/data/fetch', {
        token: teacherToken,
      });
      expect(body.code).toBe(0);
      expect(body.data['06']?.find((entry) => entry.dataCode === '0605')?.dataName).toBe('历史');
      expect(Object.keys(body.data)).toEqual(expect.arrayContaining(['01', '06', '08', '0801', '13', '21']));
    });

    it.each([
      [{ data: '06' }, /^参数错误：data /],
      [{ data: ['06', 'x6'] }, /^参数错误：data\.1 字典编码格式不正确$/],
      [{ data: Array.from({ length: 101 }, () => '06') }, /^参数错误：data /],
    ])('refuses %j with the field named', async (payload, message) => {
      const before = await rowCounts(t);
      expectCleanError(
        await callApi(t.app, '/api/sys/data/fetch', { token: teacherToken, body: payload }),
        400,
        message,
      );
      expect(await rowCounts(t)).toEqual(before);
    });
  });

  describe('/api/evevaluationdictionary/allList', () => {
    it('lists the five evaluations keyed by evaluationKey with their result codes', async () => {
      const { body } = await callApi<{ list: EvaluationDictionaryEntry[] }>(
        t.app,
        '/api/evevaluationdictionary/allList',
        {
          token: teacherToken,
        },
      );
      expect(body.code).toBe(0);
      expect(body.data.list.map((entry) => [entry.evaluationKey, entry.testResultCode, entry.evaluationName])).toEqual([
        ['hol', '1301', '霍兰德职业兴趣测评'],
        ['mbti', '1302', 'MBTI性格测评'],
        ['intelligence', '1303', '多元智能测评'],
        ['anchor', '1304', '职业锚测评'],
        ['pf', '1305', '卡特尔16PF人格测评'],
      ]);
      for (const entry of body.data.list) expect(entry.description.length).toBeGreaterThan(10);
    });
  });

  describe('/api/sys/menu/loginMenuTree', () => {
    it('gives a teacher the console pages in order and no system menu', async () => {
      const { body } = await callApi<MenuItem[]>(t.app, '/api/sys/menu/loginMenuTree', { token: teacherToken });
      expect(body.code).toBe(0);
      expect(body.data.map((item) => item.url)).toEqual([
        '/dashboard',
        '/edu/studentManage',
        '/edu/studentGuidance',
        '/edu/classBoard',
        '/edu/engineData',
        '/edu/dataHealth',
        '/edu/knowledge',
        '/edu/studentEvaluation',
        '/edu/analyse',
        '/edu/universityDetail',
        '/edu/majorDetail',
        '/edu/jobDetail',
        '/edu/evaluateDetail',
        '/test',
        '/edu/pdf',
      ]);
      expect(body.data[0]).toMatchObject({
        name: '首页',
        homeFlag: 1,
        alwaysShow: 1,
        hidden: 0,
        parentId: 0,
        orderNum: 1,
        children: [],
      });
      expect(body.data.find((item) => item.url === '/edu/universityDetail')).toMatchObject({
        hidden: 1,
        alwaysShow: 0,
      });
      // The guidance workspace is kept alive: its tabs and an unsaved plan survive a look elsewhere.
      expect(body.data.find((item) => item.url === '/edu/studentGuidance')?.keepAlive).toBe(1);
      expect(JSON.stringify(body.data)).not.toContain('perms');
    });

    it('gives an org admin the system directory with the parameter page nested', async () => {
      const { body } = await callApi<MenuItem[]>(t.app, '/api/sys/menu/loginMenuTree', { token: orgAdminToken });
      const system = body.data.find((item) => item.name === '系统管理');
      expect(system).toMatchObject({ type: 0, url: '', parentId: 0 });
      // 参数管理 first, then the other pages an org admin is granted (用户管理, 角色管理, …).
      expect(system?.children.map((child) => child.name).slice(0, 3)).toEqual(['参数管理', '用户管理', '角色管理']);
      expect(system?.children[0]).toMatchObject({
        name: '参数管理',
        url: '/sys/config',
        type: 1,
        parentId: system?.id,
      });
      expect(body.data.at(-1)?.name).toBe('系统管理');
    });
  });
});
