import type { DialectName } from '../src/db/database.ts';
import { buildOrganization, buildUser } from './factories.ts';
import {
  importFixtures,
  JOB_MAJOR_ROWS,
  JOB_ROWS,
  MAJOR_ADMISSION_ROWS,
  MAJOR_CATALOGUE,
  MAJOR_RANKING_ROWS,
  UNIVERSITY_ADMISSION_ROWS,
} from './knowledge-test-support.ts';
import { UNIVERSITY_HEADER, UNIVERSITY_ROWS } from './import-test-support.ts';
import { createTestApp, login, type TestApp } from './test-app.ts';

export type KnowledgeApp = { t: TestApp; token: string; orgId: number; otherToken: string; otherOrgId: number };

/** A test app with two organisations and the generated knowledge fixtures imported. */
export async function createKnowledgeApp(dialect: DialectName): Promise<KnowledgeApp> {
  const t = await createTestApp(dialect);
  const org = await buildOrganization(t.db, { orgKey: 'default' });
  const otherOrg = await buildOrganization(t.db, { orgKey: 'school2' });
  const teacher = await buildUser(t.db, { orgId: org.id, role: 'teacher' });
  const otherTeacher = await buildUser(t.db, { orgId: otherOrg.id, role: 'teacher' });
  await importFixtures(t, [
    { name: 'moe.csv', rows: [UNIVERSITY_HEADER, ...UNIVERSITY_ROWS], kind: 'university' },
    { name: 'catalogue.csv', rows: MAJOR_CATALOGUE, kind: 'major' },
    { name: 'jobs.csv', rows: JOB_ROWS, kind: 'job' },
    { name: 'job_majors.csv', rows: JOB_MAJOR_ROWS, kind: 'job-major' },
    { name: 'major_rankings_2025.csv', rows: MAJOR_RANKING_ROWS, kind: 'major-ranking' },
    { name: 'school_lines.csv', rows: UNIVERSITY_ADMISSION_ROWS, kind: 'university-admission' },
    { name: 'major_lines.csv', rows: MAJOR_ADMISSION_ROWS, kind: 'major-admission' },
  ]);
  return {
    t,
    orgId: org.id,
    otherOrgId: otherOrg.id,
    token: await login(t.app, teacher.account, teacher.password),
    otherToken: await login(t.app, otherTeacher.account, otherTeacher.password),
  };
}
