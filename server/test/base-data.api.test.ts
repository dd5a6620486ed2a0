import type { MiddleSchool, ReportDataRow } from '@zhihang/contract/base-data/base-data.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKnowledgeApp, type KnowledgeApp } from './knowledge-app.ts';
import { importFixtures } from './knowledge-test-support.ts';
import { callApi, expectCleanError, testDialects } from './test-app.ts';

describe.each(testDialects())('base data API on %s', (dialect) => {
  let k: KnowledgeApp;
  beforeAll(async () => {
    k = await createKnowledgeApp(dialect);
    await importFixtures(k.t, [
      {
        name: 'middle_schools.csv',
        kind: 'middle-school',
        rows: [
          ['中学名称', '省份', '城市', '区县'],
          ['南京外国语学校', '江苏', '南京市', '玄武区'],
          ['金陵中学', '江苏', '南京市', '鼓楼区'],
          ['北京四中', '北京', '北京市', '西城区'],
        ],
      },
      {
        name: 'filling_rules.csv',
        kind: 'filling-rule',
        rows: [
          ['province', 'year', 'filling_mode', 'volunteer_count', 'majors_per_group', 'batches'],
          ['江苏', '2025', '院校专业组', '40', '6', '本科批'],
          ['浙江', '2025', '专业+院校', '80', '', '普通类一段'],
        ],
      },
    ]);
    const schools = await k.t.db.selectFrom('middle_schools').select(['id', 'name']).execute();
    const idOf = (name: string) => schools.find((school) => school.name === name)!.id;
    await k.t.db
      .insertInto('org_middle_schools')
      .values([
        { org_id: k.orgId, middle_school_id: idOf('金陵中学'), created_at: 1 },
        { org_id: k.otherOrgId, middle_school_id: idOf('北京四中'), created_at: 1 },
      ])
      .execute();
  }, 60_000);
  afterAll(() => k?.t.close());

  const call = <T>(url: string, token = k.token) => callApi<T>(k.t.app, `/api${url}`, { token });

  it.each(['/bdmidschool/allList', '/bdmidschool/hasUsedList', '/bdReportData/all'])(
    '%s refuses a call without a token',
    async (url) => {
      expectCleanError(await callApi(k.t.app, `/api${url}`, {}), 401);
    },
  );

  it('maps every high school by id', async () => {
    const response = await call<Record<string, MiddleSchool>>('/bdmidschool/allList');
    const schools = Object.values(response.body.data);
    expect(schools.map((school) => school.name).sort()).toEqual(['北京四中', '南京外国语学校', '金陵中学'].sort());
    for (const [id, school] of Object.entries(response.body.data)) expect(school.id).toBe(Number(id));
    expect(schools.find((school) => school.name === '金陵中学')).toMatchObject({
      provinceCode: '320000',
      cityName: '南京市',
      district: '鼓楼区',
    });
  });

  it('lists only the calling organisation’s used schools', async () => {
    const own = await call<Record<string, MiddleSchool>>('/bdmidschool/hasUsedList');
    expect(Object.values(own.body.data).map((school) => school.name)).toEqual(['金陵中学']);
    const other = await call<Record<string, MiddleSchool>>('/bdmidschool/hasUsedList', k.otherToken);
    expect(Object.values(other.body.data).map((school) => school.name)).toEqual(['北京四中']);
  });

  it('lists the provinces’ filling rules', async () => {
    const response = await call<ReportDataRow[]>('/bdReportData/all');
    expect(response.body.data.map((row) => [row.provinceName, row.year, row.fillingMode, row.volunteerCount])).toEqual([
      ['江苏省', 2025, '院校专业组', 40],
      ['浙江省', 2025, '专业+院校', 80],
    ]);
    expect(response.body.data[0]).toMatchObject({ provinceCode: '320000', majorsPerGroup: 6, batches: '本科批' });
  });

  it('rebuilds the cached list after an import changes the data', async () => {
    const before = await call<ReportDataRow[]>('/bdReportData/all');
    await importFixtures(k.t, [
      {
        name: 'more_rules.csv',
        kind: 'filling-rule',
        rows: [
          ['province', 'year', 'filling_mode', 'volunteer_count'],
          ['河北', '2025', '专业+院校', '96'],
        ],
      },
    ]);
    // The data fingerprint is trusted for one second of the app's clock.
    const stale = await call<ReportDataRow[]>('/bdReportData/all');
    expect(stale.body.data).toHaveLength(before.body.data.length);
    k.t.clock.advance(1000);
    const after = await call<ReportDataRow[]>('/bdReportData/all');
    expect(after.body.data).toHaveLength(before.body.data.length + 1);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });
});
