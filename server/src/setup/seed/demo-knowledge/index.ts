import type { Kysely } from 'kysely';
import { defaultExaminationDate } from '../../../modules/system/config-values.ts';
import { chinaDate } from '../../../modules/students/school-calendar.ts';
import type { Database } from '../../../db/schema.ts';
import { seedDemoKnowledge } from './seed-knowledge.ts';

export { DEMO_FILE_PREFIX, DEMO_SOURCE, deleteDemoRows } from './seed-knowledge.ts';

/** The exam year the organisations' config starts with (their dataYear is one less). */
export function demoExamYear(now: number): number {
  return Number(defaultExaminationDate(chinaDate(now)).slice(0, 4));
}

/**
 * The demo knowledge base, unless the knowledge tables already hold data (imported before the
 * first start): demo rows never mix into a database that has real universities.
 */
export async function seedDemoKnowledgeBase(db: Kysely<Database>, now: number): Promise<boolean> {
  const existing = await db.selectFrom('universities').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  await seedDemoKnowledge(db, demoExamYear(now));
  return true;
}
