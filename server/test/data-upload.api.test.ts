import fs from 'node:fs';
import type { ImportJob } from '@zhihang/contract/imports/import-job.schema';
import type { Page } from '@zhihang/contract/http/envelope.schema';
import type { UniversityListItem } from '@zhihang/contract/universities/university.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOrganization, buildUser } from './factories.ts';
import { contentCounts, csv, UNIVERSITY_HEADER, UNIVERSITY_ROWS } from './import-test-support.ts';
import { callApi, createTestApp, expectCleanError, login, rowCounts, testDialects, type TestApp } from './test-app.ts';

const UPLOAD = '/api/dataImport/upload';
const universitiesCsv = (rows: string[][]) => csv([UNIVERSITY_HEADER, ...rows]);

describe.each(testDialects())('data upload API on %s', (dialect) => {
  let t: TestApp;
  let adminToken: string;
  let orgAdminToken: string;
  let teacherToken: string;

  beforeAll(async () => {
    // 1 MB uploads at most, so the size limit is testable without a large body.
    t = await createTestApp(dialect, { env: { IMPORT_UPLOAD_MAX_MB: '1' } });
    const org = await buildOrganization(t.db, { orgKey: 'default' });
    const admin = await buildUser(t.db, { orgId: org.id, role: 'admin' });
    const orgAdmin = await buildUser(t.db, { orgId: org.id, role: 'orgAdmin' });
    const teacher = await buildUser(t.db, { orgId: org.id, role: 'teacher' });
    adminToken = await login(t.app, admin.account, admin.password);
    orgAdminToken = await login(t.app, orgAdmin.account, orgAdmin.password);
    teacherToken = await login(t.app, teacher.account, teacher.password);
  }, 60_000);
  afterAll(() => t?.close());

  const upload = (query: string, body: string | Buffer, token = adminToken) =>
    callApi<ImportJob>(t.app, `${UPLOAD}?${query}`, {
      token,
      body,
      headers: { 'content-type': 'application/octet-stream' },
    });

  /** Polls the job until its import process has ended. */
  const finished = async (id: string): Promise<ImportJob> => {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const { body } = await callApi<ImportJob>(t.app, `/api/dataImport/status/${id}`, { token: adminToken });
      expect(body.code).toBe(0);
      if (body.data.state !== 'running') return body.data;
      if (Date.now() > deadline) throw new Error(`import ${id} still running`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  const knowledgeVersion = async () =>
    (await t.db.selectFrom('data_versions').select('version').where('name', '=', 'knowledge').executeTakeFirstOrThrow())
      .version;

  it('needs a token and the platform administrator’s permission', async () => {
    const anonymous = await callApi(t.app, `${UPLOAD}?fileName=a.csv`, {
      body: 'x',
      headers: { 'content-type': 'application/octet-stream' },
    });
    expectCleanError(anonymous, 401);
    for (const token of [teacherToken, orgAdminToken]) {
      expectCleanError(await upload('fileName=a.csv', 'x', token), 403);
      expectCleanError(await callApi(t.app, '/api/dataImport/list', { token }), 403);
    }
    expect(fs.existsSync(`${t.config.dataDir}/uploads`) ? fs.readdirSync(`${t.config.dataDir}/uploads`) : []).toEqual(
      [],
    );
  });

  it('refuses bad requests before writing anything', async () => {
    const before = await rowCounts(t.database);
    expectCleanError(await upload('', 'x'), 400);
    expectCleanError(await upload('fileName=notes.docx', 'x'), 400, /\.csv/);
    expectCleanError(await upload('fileName=a.csv&kind=nonsense', 'x'), 400);
    expectCleanError(await upload('fileName=a.csv', ''), 400, '上传的文件是空的');
    const json = await callApi(t.app, `${UPLOAD}?fileName=a.csv`, { token: adminToken, body: { rows: [] } });
    expectCleanError(json, 415);
    // 1 MB limit in this app: a 1.5 MB body is refused and leaves no file behind.
    expectCleanError(await upload('fileName=big.csv', Buffer.alloc(1_500_000, 'a')), 413);
    expectCleanError(await callApi(t.app, '/api/dataImport/status/zzzz', { token: adminToken }), 400);
    expectCleanError(await callApi(t.app, '/api/dataImport/status/0123456789abcdef', { token: adminToken }), 404);
    expect(await rowCounts(t.database)).toEqual(before);
    expect(fs.readdirSync(`${t.config.dataDir}/uploads`)).toEqual([]);
  }, 60_000);

  it('imports an uploaded file in the background, one at a time, and caches see the change', async () => {
    const versionBefore = await knowledgeVersion();
    const started = await upload('fileName=moe-universities.csv', universitiesCsv(UNIVERSITY_ROWS));
    expect(started.body.code).toBe(0);
    expect(started.body.data).toMatchObject({ fileName: 'moe-universities.csv', state: 'running', dryRun: false });

    // A second upload while the first runs is refused, and the server keeps answering.
    const second = await upload('fileName=other.csv', universitiesCsv(UNIVERSITY_ROWS.slice(0, 1)));
    expectCleanError(second, 500, '已有数据导入正在进行，请等它结束后再上传');
    const health = await callApi<{ status: string }>(t.app, '/api/health', { method: 'GET' });
    expect(health.body.data.status).toBe('ok');

    const job = await finished(started.body.data.id);
    expect(job.error).toBeNull();
    expect(job.state).toBe('finished');
    expect(job.summary?.totals).toMatchObject({ rows: 4, inserted: 4, rejected: 0 });
    expect(job.files).toHaveLength(1);
    expect(job.files[0]).toMatchObject({ kind: 'university', status: 'imported' });
    expect(await knowledgeVersion()).toBeGreaterThan(versionBefore);
    const list = await callApi<Page<UniversityListItem>>(t.app, '/api/bduniversityyif/list', {
      token: teacherToken,
      body: { collegeName: '南京大学' },
    });
    expect(list.body.data.list[0]).toMatchObject({ collegeCode: '10284', cityName: '南京市' });

    const cityInCachedList = async () => {
      const page = await callApi<Page<UniversityListItem>>(t.app, '/api/bduniversityyif/list', {
        token: teacherToken,
        body: { page: 1, limit: 5000 },
      });
      return page.body.data.list.find((item) => item.collegeName === '南京大学')?.cityName;
    };
    expect(await cityInCachedList()).toBe('南京市');

    // The same file again changes nothing; a corrected value is updated in place.
    const again = await finished(
      (await upload('fileName=moe-universities.csv', universitiesCsv(UNIVERSITY_ROWS))).body.data.id,
    );
    expect(again.summary?.totals).toMatchObject({ inserted: 0, updated: 0, unchanged: 4 });
    const changed = UNIVERSITY_ROWS.map((row) =>
      row[1] === '南京大学' ? row.map((cell) => (cell === '南京市' ? '苏州市' : cell)) : row,
    );
    const versionBeforeUpdate = await knowledgeVersion();
    const updated = await finished(
      (await upload('fileName=moe-universities.csv', universitiesCsv(changed))).body.data.id,
    );
    expect(updated.summary?.totals).toMatchObject({ updated: 1, unchanged: 3 });
    expect(await knowledgeVersion()).toBeGreaterThan(versionBeforeUpdate);
    // The cached whole list (same counts, one value changed in place) is rebuilt once the data
    // fingerprint, trusted for one second of the app's clock, is read again.
    expect(await cityInCachedList()).toBe('南京市');
    t.clock.advance(1000);
    expect(await cityInCachedList()).toBe('苏州市');

    const jobs = await callApi<ImportJob[]>(t.app, '/api/dataImport/list', { token: adminToken });
    expect(jobs.body.data.map((each) => each.id).slice(0, 3)).toEqual([updated.id, again.id, job.id]);
    // Uploaded files are removed once imported.
    expect(fs.readdirSync(`${t.config.dataDir}/uploads`)).toEqual([]);
  }, 120_000);

  it('reports every bad row with file, row, column and reason, and writes nothing', async () => {
    const before = await contentCounts(t.database);
    const rows = [
      ['1', '测试大学甲', '4199990001', '教育部', '北京市', '北京市', '本科', '公办', '', '1', '1', '1', ''],
      ['2', '', '4199990002', '教育部', '北京市', '北京市', '本科', '公办', '', '0', '0', '0', ''],
      ['3', '测试大学丙', '4199990003', '教育部', '北京市', '北京市', '研究所', '公办', '', '0', '0', '0', ''],
    ];
    const job = await finished((await upload('fileName=bad.csv', universitiesCsv(rows))).body.data.id);
    expect(job.state).toBe('finished');
    expect(job.summary?.failedFiles).toBe(1);
    const report = job.files[0];
    expect(report?.status).toBe('failed');
    expect(report?.errors.length).toBeGreaterThanOrEqual(1);
    for (const error of report?.errors ?? []) {
      expect(error.file).toBe('bad.csv');
      expect(error.row).toBeGreaterThan(1);
      expect(error.reason).not.toBe('');
    }
    expect(report?.errors.some((error) => error.row === 3)).toBe(true);
    expect(await contentCounts(t.database)).toEqual(before);
  }, 120_000);

  it('checks a file without writing it on a dry run', async () => {
    const before = await contentCounts(t.database);
    const rows = [
      ['1', '测试大学丁', '4199990004', '教育部', '江苏省', '南京市', '本科', '公办', '', '0', '0', '0', ''],
    ];
    const job = await finished((await upload('fileName=check.csv&dryRun=1', universitiesCsv(rows))).body.data.id);
    expect(job).toMatchObject({ dryRun: true, state: 'finished' });
    expect(job.summary).toMatchObject({ dryRun: true, failedFiles: 0 });
    expect(job.summary?.totals.inserted).toBe(1);
    expect(await contentCounts(t.database)).toEqual(before);
  }, 120_000);
});

describe('data upload when the server stops', () => {
  it('stops the running import with it; the file being written is rolled back', async () => {
    const t = await createTestApp('sqlite');
    try {
      const org = await buildOrganization(t.db, { orgKey: 'default' });
      const admin = await buildUser(t.db, { orgId: org.id, role: 'admin' });
      const token = await login(t.app, admin.account, admin.password);
      const before = await contentCounts(t.database);
      const started = await callApi<ImportJob>(t.app, `${UPLOAD}?fileName=moe.csv`, {
        token,
        body: universitiesCsv(UNIVERSITY_ROWS),
        headers: { 'content-type': 'application/octet-stream' },
      });
      expect(started.body.data.state).toBe('running');
      await t.app.close();
      expect(await contentCounts(t.database)).toEqual(before);
    } finally {
      await t.close();
    }
  }, 60_000);
});
