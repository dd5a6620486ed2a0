import type { PlanSaved, PlanSummary } from '@zhihang/contract/plans/plan.schema';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importPlanFixtures } from './admission-fixtures.ts';
import { buildOrganization, buildStudent, buildUser } from './factories.ts';
import { callApi, createTestApp, login, testDialects, type TestApp } from './test-app.ts';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The first sheet's rows as text, the header first. */
async function sheetRows(content: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(content as unknown as ArrayBuffer);
  const rows: string[][] = [];
  workbook.worksheets[0]?.eachRow((row) => {
    rows.push(
      (row.values as unknown[]).slice(1).map((value) => (value === null || value === undefined ? '' : String(value))),
    );
  });
  return rows;
}

describe.each(testDialects())('plan export to Excel on %s', (dialect) => {
  let t: TestApp;
  const tokens = { teacher: '', otherTeacher: '' };
  let studentId: number;
  let hebeiStudentId: number;
  const unit = new Map<string, number>();

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await importPlanFixtures(t);
    const org = await buildOrganization(t.db, { orgKey: 'default' });
    const otherOrg = await buildOrganization(t.db);
    const teacher = await buildUser(t.db, { orgId: org.id, role: 'teacher' });
    const otherTeacher = await buildUser(t.db, { orgId: otherOrg.id, role: 'teacher' });
    tokens.teacher = await login(t.app, teacher.account, teacher.password);
    tokens.otherTeacher = await login(t.app, otherTeacher.account, otherTeacher.password);
    const subjects = { mainSubject: '0604', minorSubject1: '0606', minorSubject2: '0607' };
    const base = { orgId: org.id, teacherId: teacher.id, entryYear: 2023, ...subjects };
    ({ id: studentId } = await buildStudent(t.db, { ...base, name: '张三丰', province: '320000' }));
    ({ id: hebeiStudentId } = await buildStudent(t.db, { ...base, name: '李四', province: '130000' }));
    const rows = await t.db
      .selectFrom('enrollment_plans')
      .select(['id', 'province_code', 'school_code', 'major_name'])
      .execute();
    for (const row of rows) {
      unit.set(`${row.province_code === '130000' ? 'hb|' : ''}${row.school_code}|${row.major_name}`, row.id);
    }
  }, 120_000);
  afterAll(() => t?.close());

  const id = (key: string) => unit.get(key) as number;
  const createPlan = async (stuId: number, name: string, rows: unknown[]) => {
    const created = await callApi<PlanSummary>(t.app, '/api/stuPlan/editOrCreatePlanWithName', {
      token: tokens.teacher,
      body: { stuId, name },
    });
    expect(created.body.code).toBe(0);
    const saved = await callApi<PlanSaved>(t.app, '/api/stuPlan/update', {
      token: tokens.teacher,
      body: { id: created.body.data.id, rows },
    });
    expect(saved.body.code).toBe(0);
    return created.body.data.id;
  };
  const exportPlan = (query: string, token?: string) =>
    t.app.inject({ method: 'GET', url: `/api/stuPlan/exportPlanXlsx?${query}`, headers: token ? { token } : {} });

  it('exports a 院校专业组 plan in slot order: slot, 院校代码, 专业组代码, the majors’ codes, 服从调剂, then the names', async () => {
    const planId = await createPlan(studentId, '稳妥方案', [
      { majorIds: [id('10001|计算机科学与技术'), id('10001|数学与应用数学')], obeysAdjustment: true },
      { majorIds: [id('10286|电子信息工程')], obeysAdjustment: true },
      { collegeCode: '10287', groupCode: '04', majorIds: [id('10287|数学与应用数学')], obeysAdjustment: false },
    ]);
    const response = await exportPlan(`id=${planId}`, tokens.teacher);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(XLSX_TYPE);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="plan-${planId}.xlsx"; filename*=UTF-8''${encodeURIComponent('张三丰_稳妥方案_志愿表.xlsx')}`,
    );
    const rows = await sheetRows(response.rawPayload);
    // 江苏 2026 本科批: 6 majors per group.
    const codes = (values: string[]) => [...values, ...Array<string>(6 - values.length).fill('')];
    expect(rows[0]).toEqual([
      '志愿',
      '院校代码',
      '专业组代码',
      ...['专业1代码', '专业2代码', '专业3代码', '专业4代码', '专业5代码', '专业6代码'],
      '服从调剂',
      '院校名称',
      '专业组名称',
      ...['专业1名称', '专业2名称', '专业3名称', '专业4名称', '专业5名称', '专业6名称'],
    ]);
    expect(rows.slice(1).map((row) => row.slice(0, 10))).toEqual([
      ['1', '10001', '01', ...codes(['080901', '070101']), '是'],
      ['2', '10286', '03', ...codes(['080701']), '是'],
      ['3', '10287', '04', ...codes(['070101']), '否'],
    ]);
    expect(rows[1]?.slice(10, 14)).toEqual(['北京大学', expect.any(String), '计算机科学与技术', '数学与应用数学']);
  });

  it('exports a 专业+院校 plan one major per slot', async () => {
    const planId = await createPlan(hebeiStudentId, '河北方案', [
      { enrollmentPlanId: id('hb|10001|计算机科学与技术') },
    ]);
    const rows = await sheetRows((await exportPlan(`id=${planId}`, tokens.teacher)).rawPayload);
    expect(rows).toEqual([
      ['志愿', '院校代码', '专业代码', '院校名称', '专业名称'],
      ['1', '10001', '080901', '北京大学', '计算机科学与技术'],
    ]);
  });

  it('refuses another school’s plan, an unknown id, a bad id and a missing token with the envelope', async () => {
    const planId = await createPlan(studentId, '别校不可见', []);
    const refusal = async (query: string, token?: string) => {
      const response = await exportPlan(query, token);
      expect(response.headers['content-type']).toContain('application/json');
      return response.json<{ code: number; msg: string; data: null }>();
    };
    expect(await refusal(`id=${planId}`, tokens.otherTeacher)).toEqual({ code: 404, msg: '记录不存在', data: null });
    expect(await refusal('id=999999', tokens.teacher)).toEqual({ code: 404, msg: '记录不存在', data: null });
    expect(await refusal('id=abc', tokens.teacher)).toEqual({
      code: 400,
      msg: '参数错误：id 应为十进制整数',
      data: null,
    });
    expect((await refusal('', tokens.teacher)).code).toBe(400);
    expect((await refusal(`id=${planId}`)).code).toBe(401);
  });
});
