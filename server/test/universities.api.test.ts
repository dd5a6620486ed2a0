import type { Page } from '@zhihang/contract/http/envelope.schema';
import type {
  MajorPlanRow,
  UniversityDetail,
  UniversityListItem,
  UniversityPlanRow,
} from '@zhihang/contract/universities/university.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKnowledgeApp, type KnowledgeApp } from './knowledge-app.ts';
import { NOT_FOUND } from './knowledge-test-support.ts';
import { callApi, expectCleanError, testDialects } from './test-app.ts';

describe.each(testDialects())('university API on %s', (dialect) => {
  let k: KnowledgeApp;
  beforeAll(async () => {
    k = await createKnowledgeApp(dialect);
  }, 60_000);
  afterAll(() => k?.t.close());

  const call = <T>(url: string, body?: unknown) =>
    callApi<T>(k.t.app, `/api${url}`, { token: k.token, body: body as object });
  const idOf = async (name: string) => {
    const row = await k.t.db
      .selectFrom('universities')
      .select('id')
      .where('college_name', '=', name)
      .executeTakeFirstOrThrow();
    return row.id;
  };

  it.each([
    '/bduniversityyif/list',
    '/bduniversityyif/getUniversityDetail/1',
    '/bduniversityyif/getUniversityPlanListInfo',
    '/bdmajoryif/getMajorPlanListInfo',
  ])('%s refuses a call without a token', async (url) => {
    const response = await callApi(k.t.app, `/api${url}`, { body: { universityId: 1 } });
    expect(response.status).toBe(200);
    expectCleanError(response, 401);
  });

  it('serves the whole list from memory with an ETag, 304 when unchanged', async () => {
    const first = await callApi<Page<UniversityListItem>>(k.t.app, '/api/bduniversityyif/list', {
      token: k.token,
      body: { page: 1, limit: 5000 },
    });
    expect(first.body.data).toMatchObject({ totalCount: 4, pageSize: 5000, currPage: 1 });
    expect(first.body.data.list.map((item) => item.collegeName)).toEqual([
      '北京大学',
      '中国人民大学',
      '清华大学',
      '南京大学',
    ]);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await k.t.app.inject({
      method: 'POST',
      url: '/api/bduniversityyif/list',
      headers: { token: k.token, 'if-none-match': etag },
      payload: { page: 1, limit: 5000 },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // Filtered requests are answered from the database, with the same item shape.
    const filtered = await call<Page<UniversityListItem>>('/bduniversityyif/list', {
      limit: 5000,
      collegeName: '大学',
    });
    expect(filtered.body.data.list).toEqual(first.body.data.list);
    const tooMany = await call('/bduniversityyif/list', { limit: 5001 });
    expectCleanError(tooMany, 400);
  });

  it('keeps only the whole list in memory: other pages and sizes are read from the database', async () => {
    // Only cached answers carry an ETag; a sweep of page sizes and pages gets none of them.
    for (let limit = 1; limit <= 300; limit += 1) {
      const page = await call<Page<UniversityListItem>>('/bduniversityyif/list', { page: 1, limit });
      expect(page.body.data.list).toHaveLength(Math.min(limit, 4));
      expect(page.headers.etag).toBeUndefined();
    }
    const second = await call<Page<UniversityListItem>>('/bduniversityyif/list', { page: 2, limit: 5000 });
    expect(second.body.data).toMatchObject({ totalCount: 4, currPage: 2, list: [] });
    expect(second.headers.etag).toBeUndefined();
    const whole = await call<Page<UniversityListItem>>('/bduniversityyif/list', { page: 1, limit: 5000 });
    expect(whole.headers.etag).toMatch(/^".+"$/);
  });

  it('opens on 985, 211 and 双一流 schools, then 本科 before 专科, each by MOE code', async () => {
    const tags = (
      code: string,
      values: { is_985: number; is_211: number; is_double_first_class: number; level: string },
    ) =>
      k.t.db
        .updateTable('universities')
        .set({
          is_985: values.is_985,
          is_211: values.is_211,
          is_double_first_class: values.is_double_first_class,
          college_level: values.level,
        })
        .where('college_code', '=', code)
        .execute();
    const all = { is_985: 1, is_211: 1, is_double_first_class: 1, level: '1' };
    try {
      await tags('10001', { is_985: 0, is_211: 0, is_double_first_class: 0, level: '2' });
      await tags('10002', { is_985: 0, is_211: 0, is_double_first_class: 0, level: '1' });
      await tags('10003', { is_985: 0, is_211: 1, is_double_first_class: 1, level: '1' });
      await tags('10284', all);
      const page = await call<Page<UniversityListItem>>('/bduniversityyif/list', { page: 1, limit: 10 });
      expect(page.body.data.list.map((item) => item.collegeCode)).toEqual(['10284', '10003', '10002', '10001']);
    } finally {
      for (const code of ['10001', '10002', '10003', '10284']) await tags(code, all);
    }
  });

  it('lists universities with paging and filters', async () => {
    const all = await call<Page<UniversityListItem>>('/bduniversityyif/list', { page: 1, limit: 3 });
    expect(all.body.code).toBe(0);
    expect(all.body.data).toMatchObject({ totalCount: 4, pageSize: 3, totalPage: 2, currPage: 1 });
    expect(all.body.data.list.map((item) => item.collegeCode)).toEqual(['10001', '10002', '10003']);
    expect(all.body.data.list[0]).toMatchObject({
      collegeName: '北京大学',
      collegeLevel: '1',
      provinceCode: '110000',
      provinceName: '北京市',
      nature: '公办',
    });
    const second = await call<Page<UniversityListItem>>('/bduniversityyif/list', { page: 2, limit: 3 });
    expect(second.body.data.list.map((item) => item.collegeName)).toEqual(['南京大学']);

    const jiangsu = await call<Page<UniversityListItem>>('/bduniversityyif/list', { provinceCode: '320000,110000' });
    expect(jiangsu.body.data.totalCount).toBe(4);
    const onlyJiangsu = await call<Page<UniversityListItem>>('/bduniversityyif/list', { provinceCode: ['320000'] });
    expect(onlyJiangsu.body.data.list.map((item) => item.collegeName)).toEqual(['南京大学']);
    const byName = await call<Page<UniversityListItem>>('/bduniversityyif/list', {
      collegeName: '清华',
      tags: ['985'],
    });
    expect(byName.body.data.list.map((item) => item.collegeName)).toEqual(['清华大学']);
    const literal = await call<Page<UniversityListItem>>('/bduniversityyif/list', { collegeName: '%' });
    expect(literal.body.data.totalCount).toBe(0);
    const junior = await call<Page<UniversityListItem>>('/bduniversityyif/list', { collegeLevel: '2' });
    expect(junior.body.data.totalCount).toBe(0);
  });

  it('refuses bad list input naming the field', async () => {
    expectCleanError(await call('/bduniversityyif/list', { limit: 0 }), 400, /limit/);
    expectCleanError(await call('/bduniversityyif/list', { collegeLevel: '3' }), 400, /collegeLevel/);
    expectCleanError(await call('/bduniversityyif/list', { tags: ['C9'] }), 400, /tags/);
  });

  it('answers the detail as a list whose first item has every spec field', async () => {
    const id = await idOf('北京大学');
    const response = await call<UniversityDetail[]>(`/bduniversityyif/getUniversityDetail/${id}`);
    expect(response.body.code).toBe(0);
    const [detail] = response.body.data;
    expect(detail).toMatchObject({
      id,
      collegeName: '北京大学',
      collegeCode: '10001',
      dataSource: 'imported',
      provinceCode: '110000',
      province_code: '110000',
      provinceName: '北京市',
      college_logo: '',
      nation_feature: '',
      doctorNum: 0,
      masterNum2: 0,
      build_year: null,
    });
    expect(detail?.collegeTag).toContain('985');
    const viaGet = await callApi(k.t.app, `/api/bduniversityyif/getUniversityDetail/${id}`, {
      token: k.token,
      method: 'GET',
    });
    expect(viaGet.body.code).toBe(0);
  });

  it('answers 记录不存在 for an unknown university and 400 for a bad id', async () => {
    expectCleanError(await call('/bduniversityyif/getUniversityDetail/999999'), 404, NOT_FOUND);
    expectCleanError(await call('/bduniversityyif/getUniversityDetail/abc'), 400, /id/);
    expectCleanError(
      await call('/bduniversityyif/getUniversityPlanListInfo', { universityId: 999999 }),
      404,
      NOT_FOUND,
    );
    expectCleanError(await call('/bduniversityyif/getUniversityPlanListInfo', {}), 400, /universityId/);
  });

  it('lists a university’s admission lines with their data source, filtered by year and track', async () => {
    const id = await idOf('北京大学');
    const all = await call<UniversityPlanRow[]>('/bduniversityyif/getUniversityPlanListInfo', { universityId: id });
    expect(all.body.data).toHaveLength(3);
    const physics2025 = await call<UniversityPlanRow[]>('/bduniversityyif/getUniversityPlanListInfo', {
      universityId: id,
      planYear: 2025,
      classCode: 15,
    });
    expect(physics2025.body.data).toEqual([
      {
        plan_year: 2025,
        province_code: '320000',
        college_exam_code: '10001',
        exam_class_name: '物理类',
        exam_batch_name: '本科批',
        college_exam_code_type: expect.any(String),
        college_name: '北京大学',
        school_low_score: 689,
        school_low_ranking: 95,
        dataSource: expect.any(String),
        line_origin: 'school',
        line_unit: '',
        source_id: expect.any(String),
        source_url: expect.any(String),
      },
    ]);
    const elsewhere = await call<UniversityPlanRow[]>('/bduniversityyif/getUniversityPlanListInfo', {
      universityId: id,
      provinceCode: '440000',
    });
    expect(elsewhere.body.data).toEqual([]);
    expectCleanError(
      await call('/bduniversityyif/getUniversityPlanListInfo', { universityId: id, provinceCode: 'JS' }),
      400,
      /provinceCode/,
    );
  });

  it('lists a university’s major lines by year, track and batch', async () => {
    const id = await idOf('北京大学');
    const rows = await call<MajorPlanRow[]>('/bdmajoryif/getMajorPlanListInfo', {
      universityId: id,
      planYear: 2025,
      classCode: 15,
      batchCode: 3,
    });
    expect(rows.body.code).toBe(0);
    expect(
      rows.body.data.map((row) => [row.major_exam_code, row.major_name, row.major_low_score, row.major_low_ranking]),
    ).toEqual([
      ['080901', '计算机科学与技术', 690, 80],
      ['070101', '数学与应用数学', 688, 101],
    ]);
    expect(rows.body.data[0]).toMatchObject({ plan_year: 2025, exam_class_name: '物理类', exam_batch_name: '本科批' });
    const early = await call<MajorPlanRow[]>('/bdmajoryif/getMajorPlanListInfo', { universityId: id, batchCode: 1 });
    expect(early.body.data).toEqual([]);
  });
});
