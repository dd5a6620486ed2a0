import type { Page } from '@zhihang/contract/http/envelope.schema';
import type { Job, JobSummary, JobTreeNode } from '@zhihang/contract/jobs/job.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSession, buildUser } from './factories.ts';
import { createKnowledgeApp, type KnowledgeApp } from './knowledge-app.ts';
import { NOT_FOUND } from './knowledge-test-support.ts';
import { callApi, expectCleanError, testDialects } from './test-app.ts';

describe.each(testDialects())('job API on %s', (dialect) => {
  let k: KnowledgeApp;
  beforeAll(async () => {
    k = await createKnowledgeApp(dialect);
  }, 60_000);
  afterAll(() => k?.t.close());

  const call = <T>(url: string, body?: unknown) =>
    callApi<T>(k.t.app, `/api${url}`, { token: k.token, body: body as object });
  const jobId = async (code: string) =>
    (await k.t.db.selectFrom('jobs').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;

  it.each(['/bdjob/jobTree', '/bdjob/jobMap', '/bdjob/list', '/bdjob/info/1', '/bdjob/getJobListWithMajor'])(
    '%s refuses a call without a token',
    async (url) => {
      expectCleanError(await callApi(k.t.app, `/api${url}`, { body: {} }), 401);
    },
  );

  it('answers the three-level tree and the id map', async () => {
    const tree = await call<JobTreeNode[]>('/bdjob/jobTree');
    expect(tree.body.data.map((node) => node.name)).toEqual(['专业技术人员', '社会生产服务和生活服务人员']);
    expect(tree.body.data[0]?.children[0]?.children[0]).toMatchObject({
      name: '信息和通信工程技术人员',
      level: 3,
      children: [],
    });
    const map = await call<Record<string, JobSummary>>('/bdjob/jobMap');
    const software = await jobId('2-02-10-03');
    expect(map.body.data[String(software)]).toMatchObject({
      name: '计算机软件工程技术人员',
      parentName: '信息和通信工程技术人员',
      grandparentName: '工程技术人员',
    });
    expect(Object.keys(map.body.data)).toHaveLength(6);
  });

  it('lists jobs by name and parent, paged', async () => {
    const page = await call<Page<JobSummary>>('/bdjob/list', { name: '计算机', limit: 1 });
    expect(page.body.data).toMatchObject({ totalCount: 2, totalPage: 2, pageSize: 1, currPage: 1 });
    expect(page.body.data.list[0]?.name).toBe('计算机软件工程技术人员');
    const children = await call<Page<JobSummary>>('/bdjob/list', { parentId: await jobId('2-02-10') });
    expect(children.body.data.list.map((job) => job.code)).toEqual(['2-02-10-03', '2-02-10-04']);
    const grandchildren = await call<Page<JobSummary>>('/bdjob/list', { grandparentId: await jobId('2') });
    expect(grandchildren.body.data.list.map((job) => job.code)).toEqual(['2-02-10']);
    expectCleanError(await call('/bdjob/list', { page: 0 }), 400, /page/);
  });

  it('gives a job under bdJob, and 记录不存在 for an unknown one', async () => {
    const id = await jobId('2-02-10');
    const response = await call<{ bdJob: Job }>(`/bdjob/info/${id}`);
    expect(response.body.data.bdJob).toMatchObject({
      id,
      name: '信息和通信工程技术人员',
      parentName: '工程技术人员',
      grandparentName: '专业技术人员',
      parentId: await jobId('2-02'),
      grandparentId: await jobId('2'),
      jobAbstract: '',
      prospectsDevelopment: '',
    });
    expectCleanError(await call('/bdjob/info/999999'), 404, NOT_FOUND);
  });

  it('lists 专业技术人员 first, then the other occupations by their code', async () => {
    // A 大类 1 occupation sorts before 大类 2 by code; the list puts 专业技术人员 first all the same.
    const insertJob = async (code: string, level: number, parentId: number | null) =>
      (
        await k.t.db
          .insertInto('jobs')
          .values({
            code,
            name: `测试职业 ${code}`,
            level,
            parent_id: parentId,
            top_class_id: null,
            middle_class_id: null,
            small_class_id: null,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const top = await insertJob('1', 1, null);
    const middle = await insertJob('1-01', 2, top);
    const small = await insertJob('1-01-00', 3, middle);
    await insertJob('1-01-00-01', 4, small);
    try {
      const list = await call<Page<JobSummary>>('/bdjob/list', { page: 1, limit: 100, leafOnly: true });
      const codes = list.body.data.list.map((job) => job.code);
      const firstOther = codes.findIndex((code) => !code.startsWith('2'));
      expect(firstOther).toBeGreaterThan(0);
      expect(codes.slice(firstOther).every((code) => !code.startsWith('2'))).toBe(true);
      expect(codes.slice(firstOther)).toEqual([...codes.slice(firstOther)].sort());
      expect(codes.slice(firstOther)[0]).toBe('1-01-00-01');
    } finally {
      await k.t.db.deleteFrom('jobs').where('code', 'like', '1%').execute();
    }
  });

  it('lists the jobs linked to a major', async () => {
    const major = await k.t.db
      .selectFrom('majors')
      .select('id')
      .where('major_code', '=', '080901')
      .executeTakeFirstOrThrow();
    const jobs = await call<JobSummary[]>('/bdjob/getJobListWithMajor', { majorId: major.id });
    expect(jobs.body.data.map((job) => job.code)).toEqual(['2-02-10-03', '2-02-10-04']);
    expectCleanError(await call('/bdjob/getJobListWithMajor', { majorId: 999999 }), 404, NOT_FOUND);
    expectCleanError(await call('/bdjob/getJobListWithMajor', {}), 400, /majorId/);
  });

  it('answers a student token too (the mobile pages read the knowledge base)', async () => {
    const student = await buildUser(k.t.db, { orgId: k.orgId, role: 'student' });
    const token = await buildSession(k.t.db, student);
    const response = await callApi<JobTreeNode[]>(k.t.app, '/api/bdjob/jobTree', { token });
    expect(response.body.code).toBe(0);
    expect(response.body.data).toHaveLength(2);
  });
});
