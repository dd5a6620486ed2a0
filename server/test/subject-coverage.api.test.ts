import type { EnrollmentPlanRow } from '@zhihang/contract/enrollment/enrollment.schema';
import type { Page } from '@zhihang/contract/http/envelope.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrollmentPlanFile, JIANGSU } from './admission-fixtures.ts';
import { createKnowledgeApp, type KnowledgeApp } from './knowledge-app.ts';
import { importFixtures } from './knowledge-test-support.ts';
import { callApi, expectCleanError, testDialects } from './test-app.ts';

/** 江苏 2026 物理类 本科批 rows of one school, one major per 选科 requirement ('': none printed). */
const REQUIREMENTS = ['物理+化学', '物理+生物', '物理', '不限', ''] as const;

/**
 * 学科选择's 选科覆盖率 asks the plan search, per combination, how many 本科批 majors it may apply
 * to: the figures must follow the combination, and a major whose requirement no source gives is
 * counted apart instead of fitting every combination alike.
 */
describe.each(testDialects())('选科 coverage through the plan search on %s', (dialect) => {
  let k: KnowledgeApp;
  beforeAll(async () => {
    k = await createKnowledgeApp(dialect);
    await importFixtures(k.t, [
      enrollmentPlanFile(
        'enrollment_plans_2026.csv',
        REQUIREMENTS.map((subjects, index) => ({
          ...JIANGSU,
          year: '2026',
          school: '10284',
          name: '南京大学',
          group: `0${index + 1}`,
          code: `08090${index + 1}`,
          major: `专业${index + 1}`,
          plan: '2',
          subjects,
        })),
      ),
    ]);
  }, 60_000);
  afterAll(() => k?.t.close());

  /** The count the page reads for a combination: the first page of one row, its total. */
  const count = async (body: object) => {
    const answer = await callApi<Page<EnrollmentPlanRow>>(k.t.app, '/api/enEnrollmentMajor/getEnrollmentMajorList', {
      token: k.token,
      body: { page: 1, limit: 1, provinceCode: '320000', year: 2026, classCode: 15, batchCode: 3, ...body },
    });
    expect(answer.body.code).toBe(0);
    return answer.body.data.totalCount;
  };

  it('counts each combination by its own subjects, among the majors whose requirement is known', async () => {
    const physicsChemistryBiology = await count({ subjects: ['0604', '0606', '0607'], subjectKnown: true });
    const physicsChemistryPolitics = await count({ subjects: ['0604', '0606', '0608'], subjectKnown: true });
    const physicsPoliticsGeography = await count({ subjects: ['0604', '0608', '0609'], subjectKnown: true });
    expect([physicsChemistryBiology, physicsChemistryPolitics, physicsPoliticsGeography]).toEqual([4, 3, 2]);
  });

  it('answers the majors of unknown requirement apart, and the whole track', async () => {
    expect(await count({ subjectKnown: false })).toBe(1);
    expect(await count({ subjectKnown: true })).toBe(4);
    expect(await count({})).toBe(5);
    // Without the flag a combination still takes the unknown one, as the search always has.
    expect(await count({ subjects: ['0604', '0608', '0609'] })).toBe(3);
  });

  it('refuses a flag that is not a boolean', async () => {
    const answer = await callApi(k.t.app, '/api/enEnrollmentMajor/getEnrollmentMajorList', {
      token: k.token,
      body: { provinceCode: '320000', subjectKnown: 'yes' },
    });
    expectCleanError(answer, 400, /subjectKnown/);
  });
});
