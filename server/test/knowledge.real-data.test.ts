import { gunzipSync } from 'node:zlib';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RankAnswer } from '@zhihang/contract/enrollment/enrollment.schema';
import type { Page } from '@zhihang/contract/http/envelope.schema';
import type { MajorTree } from '@zhihang/contract/majors/major.schema';
import type { UniversityDetail, UniversityListItem } from '@zhihang/contract/universities/university.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/database.ts';
import { runImport } from '../src/modules/imports/import-engine.ts';
import { buildOrganization, buildUser } from './factories.ts';
import { callApi, createTestApp, login, type TestApp } from './test-app.ts';

/**
 * A few real files of ../shared/data (public data, never committed) imported and read back
 * through the knowledge APIs. Skipped, with a message, where the data set is absent.
 */
const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const sharedData = path.resolve(repositoryRoot, '../shared/data');
const FILES = [
  'universities/moe_regular_higher_schools_2025.csv',
  'majors/undergraduate_major_catalog_2026.csv',
  'admissions/multi_province_group_lines_and_rank_tables_2/yifenyiduan_2023_2026.csv',
].map((file) => path.join(sharedData, file));
const available = FILES.every((file) => fs.existsSync(file));
if (!available) console.warn(`knowledge.real-data.test.ts skipped: ${sharedData} lacks the real data files`);

describe.runIf(available)('knowledge APIs on real data (SQLite)', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    const handle: DatabaseHandle = { ...t.database, destroy: async () => {} };
    const summary = await runImport(handle, FILES);
    expect(summary.failedFiles).toBe(0);
    const org = await buildOrganization(t.db, { orgKey: 'default' });
    const teacher = await buildUser(t.db, { orgId: org.id, role: 'teacher' });
    token = await login(t.app, teacher.account, teacher.password);
  }, 180_000);
  afterAll(() => t?.close());

  const call = <T>(url: string, body?: unknown) => callApi<T>(t.app, `/api${url}`, { token, body: body as object });

  it('finds 北京大学 with code 10001 in 北京', async () => {
    const list = await call<Page<UniversityListItem>>('/bduniversityyif/list', { collegeName: '北京大学', limit: 50 });
    const peking = list.body.data.list.find((item) => item.collegeName === '北京大学');
    expect(peking).toMatchObject({ collegeCode: '10001', provinceCode: '110000' });
    const detail = await call<UniversityDetail[]>(`/bduniversityyif/getUniversityDetail/${peking!.id}`);
    expect(detail.body.data[0]).toMatchObject({ collegeCode: '10001', provinceName: '北京市', collegeLevel: '1' });
  });

  it('sends the whole university list gzipped to clients that accept it, the same bytes unzipped', async () => {
    const body = { page: 1, limit: 5000 };
    const plain = await t.app.inject({
      method: 'POST',
      url: '/api/bduniversityyif/list',
      headers: { token },
      payload: body,
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const listed = plain.json<{ data: Page<UniversityListItem> }>().data;
    expect(listed.list.length).toBe(listed.totalCount);
    expect(listed.totalCount).toBeGreaterThan(2800);
    const zipped = await t.app.inject({
      method: 'POST',
      url: '/api/bduniversityyif/list',
      headers: { token, 'accept-encoding': 'gzip, deflate, br' },
      payload: body,
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/accept-encoding/i);
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
    expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(plain.body);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/bduniversityyif/list',
      headers: { token, 'accept-encoding': 'gzip;q=0, identity' },
      payload: body,
    });
    expect(refused.headers['content-encoding']).toBeUndefined();
  });

  it('places 080901 计算机科学与技术 under 计算机类 under 工学', async () => {
    const tree = await call<MajorTree>('/bdmajoryif/majorTree');
    const engineering = tree.body.data.highMajor.find((node) => node.name === '工学');
    const computing = engineering?.children.find((node) => node.name === '计算机类');
    expect(computing?.children.find((node) => node.code === '080901')?.name).toBe('计算机科学与技术');
  });

  it('gives 江苏 2025 物理类 600 the published cumulative rank 34888', async () => {
    const rank = await call<RankAnswer>('/enEnrollmentMajor/getRank', {
      provinceCode: '320000',
      year: 2025,
      classCode: 15,
      score: 600,
    });
    expect(rank.body.data).toMatchObject({ rank: 34888, countAtScore: 903, merged: false, belowFloor: false });
  });
});
