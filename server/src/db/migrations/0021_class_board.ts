import type { Kysely } from 'kysely';
import { addMenuBesideGuidance } from './menu-entries.ts';

/** The class board's menu entry (班级看板) for installations seeded before it. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await addClassBoardMenu(db);
}

/**
 * Installations seeded before the 班级看板 page: its menu entry beside 规划指导, granted to the
 * roles that hold 规划指导 (a fresh database gets it from the seed).
 */
export async function addClassBoardMenu(db: Kysely<unknown>): Promise<void> {
  await addMenuBesideGuidance(db, { name: '班级看板', url: '/edu/classBoard', perms: 'stu:plan:list', icon: 'team' });
}
