import fs from 'node:fs';
import path from 'node:path';
import type { DataSourceItem } from '@zhihang/contract/imports/data-source.schema';
import type { ImportJob } from '@zhihang/contract/imports/import-job.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noteStarterPackSources, parseAttribution, sourceNameOf } from '../src/setup/seed/starter-pack-sources.ts';
import { sourceUrlOf, yearsFromFileName } from '../src/modules/imports/file-sources.ts';
import { buildOrganization, buildUser } from './factories.ts';
import { csv, UNIVERSITY_HEADER, UNIVERSITY_ROWS } from './import-test-support.ts';
import { callApi, createTestApp, expectCleanError, login, rowCounts, testDialects, type TestApp } from './test-app.ts';

const PACK_DIR = path.resolve(import.meta.dirname, '../../data/starter');
const SOURCES = '/api/dataImport/sourceList';

describe('the starter pack’s manifest of sources', () => {
  const entries = parseAttribution(fs.readFileSync(path.join(PACK_DIR, 'ATTRIBUTION.md'), 'utf8'));

  it('names a source and a licence for every pack file', () => {
    const packFiles = fs
      .readdirSync(PACK_DIR, { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.gz'))
      .map((name) => name.split(path.sep).join('/'))
      .sort();
    expect(entries.map((entry) => entry.packFile).sort()).toEqual(packFiles);
    for (const entry of entries) {
      expect(sourceNameOf(entry.source)).not.toBe('');
      expect(entry.licence).not.toBe('');
    }
  });

  it('reads names, addresses and years the way the list shows them', () => {
    const moe = entries.find((entry) => entry.packFile.includes('moe_regular_higher_schools_2025'));
    expect(sourceNameOf(moe?.source ?? '')).toBe('《全国普通高等学校名单》');
    expect(sourceUrlOf(moe?.source ?? '')).toMatch(/^https:\/\/www\.moe\.gov\.cn\/.+\.xls$/);
    const guangdong = entries.find((entry) => entry.packFile.includes('guangdong_undergrad_group_admissions_2025'));
    expect(sourceNameOf(guangdong?.source ?? '')).toBe('insensible104/GaokaoAgent');
    expect(sourceUrlOf(guangdong?.source ?? '')).toBe('https://github.com/insensible104/GaokaoAgent');
    expect(guangdong?.licence).toBe('Apache-2.0');
    expect(yearsFromFileName('enrollment_plans_2024_2026.csv')).toBe('2024–2026');
    expect(yearsFromFileName('hebei_yifenyidang_2016_2026.csv')).toBe('2016–2026');
    expect(yearsFromFileName('occupation_classification_2022_flat.csv')).toBe('2022');
    // 2956 is a count of schools, not a year.
    expect(yearsFromFileName('school_profiles_chsi_2956.csv')).toBe('');
  });
});

describe.each(testDialects())('data sources of the import centre on %s', (dialect) => {
  let t: TestApp;
  let adminToken: string;
  let orgAdminToken: string;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const org = await buildOrganization(t.db, { orgKey: 'default' });
    const admin = await buildUser(t.db, { orgId: org.id, role: 'admin' });
    const orgAdmin = await buildUser(t.db, { orgId: org.id, role: 'orgAdmin' });
    adminToken = await login(t.app, admin.account, admin.password);
    orgAdminToken = await login(t.app, orgAdmin.account, orgAdmin.password);
  }, 60_000);
  afterAll(() => t?.close());

  const sources = async () => {
    const { body } = await callApi<DataSourceItem[]>(t.app, SOURCES, { token: adminToken });
    expect(body.code).toBe(0);
    return body.data;
  };

  const uploadAndWait = async (query: Record<string, string>, body: string): Promise<ImportJob> => {
    const started = await callApi<ImportJob>(t.app, `/api/dataImport/upload?${new URLSearchParams(query).toString()}`, {
      token: adminToken,
      body,
      headers: { 'content-type': 'application/octet-stream' },
    });
    expect(started.body.code).toBe(0);
    const deadline = Date.now() + 60_000;
    for (;;) {
      const { body: status } = await callApi<ImportJob>(t.app, `/api/dataImport/status/${started.body.data.id}`, {
        token: adminToken,
      });
      if (status.data.state !== 'running') return status.data;
      if (Date.now() > deadline) throw new Error('import still running');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  it('is the platform administrator’s', async () => {
    expectCleanError(await callApi(t.app, SOURCES, { token: orgAdminToken }), 403, '没有权限，请联系管理员授权');
  });

  it('lists an uploaded file with the source, years and licence its upload declared, its rows and time', async () => {
    const dry = await uploadAndWait(
      { fileName: 'schools_2025.csv', dryRun: 'true', sourceName: '某省教育考试院', licence: '官方公开发布' },
      csv([UNIVERSITY_HEADER, ...UNIVERSITY_ROWS]),
    );
    expect(dry.state).toBe('finished');
    // A dry run writes nothing, so it lists nothing.
    expect(await sources()).toEqual([]);

    const before = Date.now();
    const job = await uploadAndWait(
      {
        fileName: 'schools_2025.csv',
        sourceName: '某省教育考试院',
        sourceUrl: 'https://example.gov.cn/list.xls',
        years: '2024-2025',
        licence: '官方公开发布',
      },
      csv([UNIVERSITY_HEADER, ...UNIVERSITY_ROWS]),
    );
    expect(job.state).toBe('finished');
    const [item] = await sources();
    expect(item).toMatchObject({
      fileName: 'schools_2025.csv',
      kind: 'university',
      sourceName: '某省教育考试院',
      attribution: 'https://example.gov.cn/list.xls',
      sourceUrl: 'https://example.gov.cn/list.xls',
      years: '2024–2025',
      licence: '官方公开发布',
      rowCount: UNIVERSITY_ROWS.length,
    });
    expect(item?.importedAt).toBeGreaterThanOrEqual(before - 1000);

    // Without source fields: the file is still listed, its years read from its name.
    await uploadAndWait(
      { fileName: 'more_schools_2023.csv' },
      csv([UNIVERSITY_HEADER, ...UNIVERSITY_ROWS.slice(0, 2)]),
    );
    const more = (await sources()).find((entry) => entry.fileName === 'more_schools_2023.csv');
    expect(more).toMatchObject({ sourceName: '', licence: '', years: '2023', rowCount: 2 });
  }, 180_000);

  it('refuses malformed source fields and writes nothing', async () => {
    const before = await rowCounts(t.database);
    const refused = await callApi(t.app, '/api/dataImport/upload?fileName=a_2025.csv&years=last%20year', {
      token: adminToken,
      body: 'x',
      headers: { 'content-type': 'application/octet-stream' },
    });
    expectCleanError(refused, 400, /年份格式/);
    expect(await rowCounts(t.database)).toEqual(before);
  });

  it('gives the starter pack’s files the source and licence ATTRIBUTION.md states, once', async () => {
    // The pack's files as the importer registered them (the rows themselves do not matter here).
    await t.db
      .insertInto('import_files')
      .values([
        { file_name: 'guangdong_undergrad_group_admissions_2025.csv', kind: 'major_admission' },
        { file_name: 'undergraduate_major_catalog_2026.csv', kind: 'major' },
      ])
      .execute();
    expect(await noteStarterPackSources(t.db, PACK_DIR)).toBe(2);
    const listed = await sources();
    expect(listed.find((entry) => entry.fileName === 'guangdong_undergrad_group_admissions_2025.csv')).toMatchObject({
      sourceName: 'insensible104/GaokaoAgent',
      sourceUrl: 'https://github.com/insensible104/GaokaoAgent',
      years: '2025',
      licence: 'Apache-2.0',
    });
    expect(listed.find((entry) => entry.fileName === 'undergraduate_major_catalog_2026.csv')).toMatchObject({
      sourceName: '《普通高等学校本科专业目录（2026年）》',
      years: '2026',
      licence: 'Official publication',
      rowCount: null,
    });
    // A second start changes nothing.
    expect(await noteStarterPackSources(t.db, PACK_DIR)).toBe(0);
  });
});
