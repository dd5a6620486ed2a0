import type { DailySentence, StudentNumber } from '@zhihang/contract/dashboard/dashboard.schema';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DAILY_SENTENCES } from '../src/modules/dashboard/daily-sentences.ts';
import {
  buildOrganization,
  buildPlan,
  buildSession,
  buildStudent,
  buildUser,
  type BuiltOrganization,
  type BuiltUser,
} from './factories.ts';
import { callApi, countRows, createTestApp, login, testDialects, type TestApp } from './test-app.ts';

const DASHBOARD_ROUTES = [
  '/api/dashboard/dailySentence',
  '/api/dashboard/countDownDays',
  '/api/dashboard/studentNumber',
];
const HOUR = 3_600_000;

/** Instant of a China (UTC+8) wall-clock time. */
const chinaTime = (date: string, time = '12:00') => Date.parse(`${date}T${time}:00+08:00`);

describe.each(testDialects())('dashboard API on %s', (dialect) => {
  let t: TestApp;
  let org: BuiltOrganization;
  let otherOrg: BuiltOrganization;
  let teacher: BuiltUser;
  let colleague: BuiltUser;
  let otherTeacher: BuiltUser;
  const tokens: Record<'teacher' | 'colleague' | 'orgAdmin' | 'admin' | 'otherTeacher', string> = {
    teacher: '',
    colleague: '',
    orgAdmin: '',
    admin: '',
    otherTeacher: '',
  };

  /**
   * At the start time (2026-03-10, school year 2025) grade 1 entered in 2025, grade 2 in 2024,
   * grade 3 in 2023; 2022 entrants have graduated.
   */
  beforeAll(async () => {
    t = await createTestApp(dialect);
    org = await buildOrganization(t.db, { orgKey: 'default' });
    otherOrg = await buildOrganization(t.db, { orgKey: 'school2' });
    teacher = await buildUser(t.db, { orgId: org.id, role: 'teacher' });
    colleague = await buildUser(t.db, { orgId: org.id, role: 'teacher' });
    const orgAdmin = await buildUser(t.db, { orgId: org.id, role: 'orgAdmin' });
    const admin = await buildUser(t.db, { orgId: org.id, role: 'admin' });
    otherTeacher = await buildUser(t.db, { orgId: otherOrg.id, role: 'teacher' });

    const students = async (owner: BuiltUser, entryYear: number, count: number, status = 1) => {
      const ids: number[] = [];
      for (let n = 0; n < count; n += 1) {
        ids.push((await buildStudent(t.db, { orgId: owner.orgId, teacherId: owner.id, entryYear, status })).id);
      }
      return ids;
    };
    // Served (spec §3): students with at least one plan.
    const guide = (owner: BuiltUser, studentId: number) =>
      buildPlan(t.db, { orgId: owner.orgId, studentId, createdBy: owner.id });

    const [firstYearA] = await students(teacher, 2025, 3);
    await students(teacher, 2024, 2);
    const [seniorA] = await students(teacher, 2023, 1);
    const [graduate] = await students(teacher, 2022, 1);
    await students(teacher, 2025, 1, 0);
    await guide(teacher, firstYearA!);
    await guide(teacher, firstYearA!);
    await guide(teacher, seniorA!);
    await guide(teacher, graduate!);

    await students(colleague, 2025, 1);
    const [seniorB] = await students(colleague, 2023, 2);
    await guide(colleague, seniorB!);

    const foreign = await students(otherTeacher, 2025, 4);
    await guide(otherTeacher, foreign[0]!);
    await guide(otherTeacher, foreign[1]!);

    tokens.teacher = await login(t.app, teacher.account, teacher.password);
    tokens.colleague = await login(t.app, colleague.account, colleague.password);
    tokens.orgAdmin = await login(t.app, orgAdmin.account, orgAdmin.password);
    tokens.admin = await login(t.app, admin.account, admin.password);
    tokens.otherTeacher = await login(t.app, otherTeacher.account, otherTeacher.password);
  });
  afterAll(() => t?.close());
  afterEach(() => t.clock.reset());

  describe.each(DASHBOARD_ROUTES)('%s', (url) => {
    it('refuses a missing, unknown or expired token', async () => {
      expect((await callApi(t.app, url)).body).toEqual({ code: 401, msg: 'invalid token', data: null });
      expect((await callApi(t.app, url, { token: 'a'.repeat(64) })).body).toEqual({
        code: 401,
        msg: 'token失效，请重新登录',
        data: null,
      });
      t.clock.advance(12 * HOUR);
      expect((await callApi(t.app, url, { token: tokens.teacher })).body).toEqual({
        code: 401,
        msg: 'token失效，请重新登录',
        data: null,
      });
    });
  });

  describe('/api/dashboard/studentNumber', () => {
    const studentNumber = async (token: string) => {
      const { body } = await callApi<StudentNumber>(t.app, '/api/dashboard/studentNumber', { token });
      expect(body.code).toBe(0);
      return body.data;
    };

    it("counts a teacher's own active students per grade and those already served", async () => {
      expect(await studentNumber(tokens.teacher)).toEqual({
        grades: [
          { grade: 1, number: 3 },
          { grade: 2, number: 2 },
          { grade: 3, number: 1 },
        ],
        allNumber: 6,
        serviceNumber: 2,
      });
      expect(await studentNumber(tokens.colleague)).toEqual({
        grades: [
          { grade: 1, number: 1 },
          { grade: 2, number: 0 },
          { grade: 3, number: 2 },
        ],
        allNumber: 3,
        serviceNumber: 1,
      });
    });

    it.each(['orgAdmin', 'admin'] as const)(
      'shows the %s the whole organisation and nothing of another',
      async (role) => {
        expect(await studentNumber(tokens[role])).toEqual({
          grades: [
            { grade: 1, number: 4 },
            { grade: 2, number: 2 },
            { grade: 3, number: 3 },
          ],
          allNumber: 9,
          serviceNumber: 3,
        });
      },
    );

    it("shows another organisation's teacher only their students", async () => {
      expect(await studentNumber(tokens.otherTeacher)).toEqual({
        grades: [
          { grade: 1, number: 4 },
          { grade: 2, number: 0 },
          { grade: 3, number: 0 },
        ],
        allNumber: 4,
        serviceNumber: 2,
      });
    });

    it('moves everyone up a grade when the school year starts on 1 September (China time)', async () => {
      t.clock.set(chinaTime('2026-08-31', '23:59'));
      expect(
        (await studentNumber(await buildSession(t.db, teacher, { now: t.clock.now() }))).grades.map(
          (grade) => grade.number,
        ),
      ).toEqual([3, 2, 1]);

      t.clock.set(chinaTime('2026-09-01', '00:01'));
      expect(await studentNumber(await buildSession(t.db, teacher, { now: t.clock.now() }))).toEqual({
        grades: [
          { grade: 1, number: 0 },
          { grade: 2, number: 3 },
          { grade: 3, number: 2 },
        ],
        allNumber: 5,
        serviceNumber: 1,
      });
    });
  });

  describe('/api/dashboard/countDownDays', () => {
    /** A session issued at the clock's current time, so the token is valid wherever the clock is. */
    const countDown = async (user: BuiltUser = teacher) => {
      const token = await buildSession(t.db, user, { now: t.clock.now() });
      const { body } = await callApi<number>(t.app, '/api/dashboard/countDownDays', { token });
      expect(body.code).toBe(0);
      return body.data;
    };

    it('counts whole days from the China date to the configured exam date', async () => {
      expect(await countDown()).toBe(89);
      t.clock.set(chinaTime('2026-03-10', '23:59'));
      expect(await countDown()).toBe(89);
      t.clock.set(chinaTime('2026-03-11', '00:00'));
      expect(await countDown()).toBe(88);
      t.clock.set(chinaTime('2026-06-06', '23:59'));
      expect(await countDown()).toBe(1);
      t.clock.set(chinaTime('2026-06-07', '00:00'));
      expect(await countDown()).toBe(0);
      t.clock.set(chinaTime('2026-06-20'));
      expect(await countDown()).toBe(0);
    });

    it('follows the organisation’s own exam date', async () => {
      await t.db
        .updateTable('sys_config')
        .set({ param_value: '2026-06-10' })
        .where('org_id', '=', otherOrg.id)
        .where('param_key', '=', 'universityExamination')
        .execute();
      expect(await countDown(otherTeacher)).toBe(92);
      expect(await countDown(teacher)).toBe(89);
    });

    it('falls back to the next 7 June when the organisation has no exam date', async () => {
      const before = await countRows(t.db, 'sys_config');
      await t.db
        .deleteFrom('sys_config')
        .where('org_id', '=', otherOrg.id)
        .where('param_key', '=', 'universityExamination')
        .execute();
      expect(await countDown(otherTeacher)).toBe(89);
      t.clock.set(chinaTime('2026-06-08'));
      expect(await countDown(otherTeacher)).toBe(364);
      await t.db
        .insertInto('sys_config')
        .values({ org_id: otherOrg.id, param_key: 'universityExamination', param_value: '2026-06-07', remark: '' })
        .execute();
      expect(await countRows(t.db, 'sys_config')).toBe(before);
    });
  });

  describe('/api/dashboard/dailySentence', () => {
    const sentence = async () => {
      const token = await buildSession(t.db, teacher, { now: t.clock.now() });
      const { body } = await callApi<DailySentence>(t.app, '/api/dashboard/dailySentence', { token });
      expect(body.code).toBe(0);
      return body.data;
    };

    it('gives one sentence per China day, the same all day', async () => {
      t.clock.set(chinaTime('2026-03-10', '00:00'));
      const morning = await sentence();
      expect(DAILY_SENTENCES).toContain(morning.content);
      expect(morning.author).toBe('志航');
      t.clock.set(chinaTime('2026-03-10', '23:59'));
      expect(await sentence()).toEqual(morning);
      t.clock.set(chinaTime('2026-03-11', '00:00'));
      const nextDay = await sentence();
      expect(DAILY_SENTENCES).toContain(nextDay.content);
      expect(nextDay.content).not.toBe(morning.content);
    });
  });
});
