import type { Page } from '@zhihang/contract/http/envelope.schema';
import type { JobSummary } from '@zhihang/contract/jobs/job.schema';
import type { MajorListItem } from '@zhihang/contract/majors/major.schema';
import type { UniversityListItem } from '@zhihang/contract/universities/university.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKnowledgeApp, type KnowledgeApp } from './knowledge-app.ts';
import { callApi, expectCleanError, testDialects } from './test-app.ts';

/** The list filters of the student pages: multi-select groups and job classes. */
describe.each(testDialects())('knowledge list filters on %s', (dialect) => {
  let k: KnowledgeApp;
  beforeAll(async () => {
    k = await createKnowledgeApp(dialect);
    // Give the fixture universities different profiles: one 专科 民办 without tags, one 211 only.
    await k.t.db
      .updateTable('universities')
      .set({
        college_level: '2',
        ownership: '民办',
        is_985: 0,
        is_211: 0,
        is_double_first_class: 0,
        college_type: '理工',
      })
      .where('college_name', '=', '南京大学')
      .execute();
    await k.t.db
      .updateTable('universities')
      .set({ is_985: 0, college_type: '财经' })
      .where('college_name', '=', '中国人民大学')
      .execute();
    await k.t.db
      .updateTable('universities')
      .set({ college_type: '综合' })
      .where('college_name', 'in', ['北京大学', '清华大学'])
      .execute();
  }, 60_000);
  afterAll(() => k?.t.close());

  const call = <T>(url: string, body?: unknown) =>
    callApi<T>(k.t.app, `/api${url}`, { token: k.token, body: body as object });
  const names = async (body: object) =>
    (await call<Page<UniversityListItem>>('/bduniversityyif/list', body)).body.data.list.map(
      (item) => item.collegeName,
    );
  const jobId = async (code: string) =>
    (await k.t.db.selectFrom('jobs').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;

  it('keeps a university matching any chosen 院校层次', async () => {
    expect(await names({ levels: ['985'] })).toEqual(['北京大学', '清华大学']);
    // 985 schools first (the list's order), then the rest by code.
    expect(await names({ levels: ['211'] })).toEqual(['北京大学', '清华大学', '中国人民大学']);
    expect(await names({ levels: ['985', '专科'] })).toEqual(['北京大学', '清华大学', '南京大学']);
    expect(await names({ levels: ['本科'] })).toEqual(['北京大学', '清华大学', '中国人民大学']);
    expect(await names({ levels: [] })).toHaveLength(4);
  });

  it('takes several types, natures and education levels, any of each', async () => {
    expect(await names({ collegeType: ['财经', '理工'] })).toEqual(['中国人民大学', '南京大学']);
    expect(await names({ collegeType: '综合' })).toEqual(['北京大学', '清华大学']);
    expect(await names({ nature: ['民办'] })).toEqual(['南京大学']);
    expect(await names({ nature: ['公办', '民办'] })).toHaveLength(4);
    expect(await names({ collegeLevel: ['1'] })).toEqual(['北京大学', '清华大学', '中国人民大学']);
    expect(await names({ collegeLevel: '2', provinceCode: ['320000'] })).toEqual(['南京大学']);
    // Groups combine: every group must hold.
    expect(await names({ levels: ['211'], collegeType: ['综合'], provinceCode: '110000' })).toEqual([
      '北京大学',
      '清华大学',
    ]);
  });

  it('refuses unknown choices naming the field', async () => {
    expectCleanError(await call('/bduniversityyif/list', { levels: ['C9'] }), 400, /levels/);
    expectCleanError(await call('/bduniversityyif/list', { nature: ['国营'] }), 400, /nature/);
    expectCleanError(await call('/bduniversityyif/list', { collegeLevel: ['3'] }), 400, /collegeLevel/);
  });

  it('lists the occupations below a job class', async () => {
    const below = await call<Page<JobSummary>>('/bdjob/list', { ancestorId: await jobId('2'), leafOnly: true });
    expect(below.body.data.list.map((job) => job.code)).toEqual(['2-02-10-03', '2-02-10-04']);
    const everything = await call<Page<JobSummary>>('/bdjob/list', { ancestorId: await jobId('2') });
    expect(everything.body.data.list.map((job) => job.code)).toEqual(['2-02', '2-02-10', '2-02-10-03', '2-02-10-04']);
    const middle = await call<Page<JobSummary>>('/bdjob/list', { ancestorId: await jobId('2-02'), name: '网络' });
    expect(middle.body.data.list.map((job) => job.name)).toEqual(['计算机网络工程技术人员']);
    const leaves = await call<Page<JobSummary>>('/bdjob/list', { leafOnly: true });
    expect(leaves.body.data.list.map((job) => job.code)).toEqual(['2-02-10-03', '2-02-10-04', '4']);
    const none = await call<Page<JobSummary>>('/bdjob/list', { ancestorId: await jobId('4') });
    expect(none.body.data.totalCount).toBe(0);
    expectCleanError(await call('/bdjob/list', { ancestorId: 'x' }), 400, /ancestorId/);
  });

  it('keeps major headings only above a matching major', async () => {
    const all = await call<Page<MajorListItem>>('/bdmajoryif/list', { limit: 500 });
    const levels = all.body.data.list.map((item) => item.majorLevel);
    expect(levels[0]).toBe(1);
    expect(levels).toContain(3);
    const major = all.body.data.list.find((item) => item.majorLevel === 3);
    const filtered = await call<Page<MajorListItem>>('/bdmajoryif/list', { name: major?.majorName, limit: 500 });
    const list = filtered.body.data.list;
    expect(
      list.filter((item) => item.majorLevel === 3).every((item) => item.majorName.includes(major?.majorName ?? '')),
    ).toBe(true);
    expect(list.slice(0, 2).map((item) => item.majorLevel)).toEqual([1, 2]);
    const nothing = await call<Page<MajorListItem>>('/bdmajoryif/list', { name: '不存在的专业名' });
    expect(nothing.body.data).toMatchObject({ totalCount: 0, list: [] });
  });
});
