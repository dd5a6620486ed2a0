import type { Page } from '@zhihang/contract/http/envelope.schema';
import type {
  MajorDetail,
  MajorListItem,
  MajorListPage,
  MajorRankRow,
  MajorTree,
  MajorTreeNode,
} from '@zhihang/contract/majors/major.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKnowledgeApp, type KnowledgeApp } from './knowledge-app.ts';
import { NOT_FOUND } from './knowledge-test-support.ts';
import { callApi, expectCleanError, testDialects } from './test-app.ts';

describe.each(testDialects())('major API on %s', (dialect) => {
  let k: KnowledgeApp;
  beforeAll(async () => {
    k = await createKnowledgeApp(dialect);
  }, 60_000);
  afterAll(() => k?.t.close());

  const call = <T>(url: string, body?: unknown, headers?: Record<string, string>) =>
    callApi<T>(k.t.app, `/api${url}`, { token: k.token, body: body as object, headers });
  const majorId = async (code: string) => {
    const row = await k.t.db.selectFrom('majors').select('id').where('major_code', '=', code).executeTakeFirstOrThrow();
    return row.id;
  };
  const universityId = async (name: string) => {
    const row = await k.t.db
      .selectFrom('universities')
      .select('id')
      .where('college_name', '=', name)
      .executeTakeFirstOrThrow();
    return row.id;
  };

  it.each([
    '/bdmajoryif/majorTree',
    '/bdmajoryif/getMajorDetail/1',
    '/bdmajoryif/getMajorRank',
    '/bdmajoryif/list',
    '/bdmajoryif/getLevel1HighMajorDetailList',
    '/bdmajoryif/getLevel1LowMajorDetailList',
    '/bdmajoryif/getCurrentYearPlanMajor',
    '/bdmajoryif/getMajorOverviewCeolList',
  ])('%s refuses a call without a token', async (url) => {
    expectCleanError(await callApi(k.t.app, `/api${url}`, { body: {} }), 401);
  });

  it('answers the tree of each education level and a map of every major', async () => {
    const response = await call<MajorTree>('/bdmajoryif/majorTree');
    expect(response.body.code).toBe(0);
    const { highMajor, lowMajor, midMajor, majorMap } = response.body.data;
    const names = (nodes: MajorTreeNode[]): unknown =>
      nodes.map((node) => (node.children.length ? { [node.name]: names(node.children) } : node.name));
    expect(names(highMajor)).toEqual([
      { 理学: [{ 数学类: ['数学与应用数学'] }] },
      { 工学: [{ 电子信息类: ['电子信息工程'] }, { 计算机类: ['计算机科学与技术', '软件工程'] }] },
    ]);
    expect(names(lowMajor)).toEqual([{ 电子与信息大类: [{ 计算机类: ['计算机应用技术'] }] }]);
    expect(midMajor).toEqual([]);
    const cs = await majorId('080901');
    expect(majorMap[String(cs)]).toMatchObject({
      id: cs,
      name: '计算机科学与技术',
      code: '080901',
      level: 3,
      educationLevel: '1',
    });
    expect(Object.keys(majorMap)).toHaveLength(5 + 3 + 4);
  });

  it('serves the tree with an ETag and answers 304 when the client holds it', async () => {
    const first = await call('/bdmajoryif/majorTree');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await k.t.app.inject({
      method: 'POST',
      url: '/api/bdmajoryif/majorTree',
      headers: { token: k.token, 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('gives a major’s detail with its parent path', async () => {
    const id = await majorId('080901');
    const response = await call<MajorDetail[]>(`/bdmajoryif/getMajorDetail/${id}`);
    expect(response.body.data[0]).toMatchObject({
      id,
      dataSource: 'imported',
      name: '计算机科学与技术',
      code: '080901',
      pName: '计算机类',
      gpName: '工学',
      dataLevel: 3,
      educationLevel: '1',
      eduBg: '1',
      degree: '工学',
      isWhat: '',
      jobPost: '',
    });
    expectCleanError(await call('/bdmajoryif/getMajorDetail/999999'), 404, NOT_FOUND);
    expectCleanError(await call('/bdmajoryif/getMajorDetail/0'), 400, /id/);
  });

  it('flattens the list with headings kept only above matching majors, paged', async () => {
    const filtered = await call<MajorListPage>('/bdmajoryif/list', { level: 1, name: '计算机' });
    expect(filtered.body.data.list.map((item) => [item.majorLevel, item.majorName])).toEqual([
      [1, '工学'],
      [2, '计算机类'],
      [3, '计算机科学与技术'],
    ]);
    // Paging counts the headings; the number shown to people counts majors only.
    expect(filtered.body.data).toMatchObject({ totalCount: 3, majorCount: 1 });
    expect(filtered.body.data.list[2]).toMatchObject({
      majorCode: '080901',
      limitYear: '四年',
      degree: '工学',
      genderRatio: '',
    });
    const page = await call<MajorListPage>('/bdmajoryif/list', { level: 1, page: 2, limit: 4 });
    expect(page.body.data).toMatchObject({ totalCount: 9, totalPage: 3, currPage: 2, pageSize: 4, majorCount: 4 });
    const byClass = await call<Page<MajorListItem>>('/bdmajoryif/list', { level: 1, class: '07' });
    expect(byClass.body.data.list.map((item) => item.majorName)).toEqual(['理学', '数学类', '数学与应用数学']);
    const junior = await call<Page<MajorListItem>>('/bdmajoryif/list', { level: 2 });
    expect(junior.body.data.totalCount).toBe(3);
    expectCleanError(await call('/bdmajoryif/list', { level: 3 }), 400, /level/);
    expectCleanError(await call('/bdmajoryif/list', { limit: 501 }), 400, /limit/);
  });

  it('lists the categories of each education level with their classes', async () => {
    const high = await call<MajorTreeNode[]>('/bdmajoryif/getLevel1HighMajorDetailList');
    expect(high.body.data.map((node) => [node.name, node.children.map((child) => child.name)])).toEqual([
      ['理学', ['数学类']],
      ['工学', ['电子信息类', '计算机类']],
    ]);
    const low = await call<MajorTreeNode[]>('/bdmajoryif/getLevel1LowMajorDetailList');
    expect(low.body.data.map((node) => node.name)).toEqual(['电子与信息大类']);
  });

  it('ranks majors by university or by major', async () => {
    const cs = await majorId('080901');
    const byMajor = await call<MajorRankRow[]>('/bdmajoryif/getMajorRank', { majorId: cs });
    expect(
      byMajor.body.data.map((row) => [row.universityName, row.majorRank, row.majorLevel, row.collegeCode]),
    ).toEqual([
      ['清华大学', 1, 'A+', '10003'],
      ['北京大学', 2, 'A+', '10001'],
    ]);
    const nju = await call<MajorRankRow[]>('/bdmajoryif/getMajorRank', {
      universityId: await universityId('南京大学'),
    });
    expect(nju.body.data).toHaveLength(1);
    expect(nju.body.data[0]).toMatchObject({ majorName: '数学与应用数学', majorRank: 5 });
    expectCleanError(await call('/bdmajoryif/getMajorRank', {}), 400, /universityId/);
  });

  it('answers the current-year plan majors and the offering universities', async () => {
    const ids = await call<number[]>('/bdmajoryif/getCurrentYearPlanMajor');
    expect(ids.body).toMatchObject({ code: 0, data: [] });
    const overview = await call<Page<unknown>>('/bdmajoryif/getMajorOverviewCeolList', {
      majorId: await majorId('080901'),
    });
    expect(overview.body.data).toMatchObject({ totalCount: 0, list: [] });
    expectCleanError(await call('/bdmajoryif/getMajorOverviewCeolList', { majorId: 999999 }), 404, NOT_FOUND);
    expectCleanError(await call('/bdmajoryif/getMajorOverviewCeolList', {}), 400, /majorId/);
  });
});
