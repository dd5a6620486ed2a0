import { sql, type Kysely } from 'kysely';

/** The class board's menu entry (班级看板) for installations seeded before it. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await addClassBoardMenu(db);
}

/**
 * Installations seeded before the 班级看板 page: its menu entry beside 规划指导, granted to the
 * roles that hold 规划指导 (a fresh database gets it from the seed).
 */
export async function addClassBoardMenu(db: Kysely<unknown>): Promise<void> {
  const { rows: existing } = await sql<{ id: number }>`select id from menus where url = '/edu/classBoard'`.execute(db);
  const { rows: anchors } = await sql<{ id: number; order_num: number }>`
    select id, order_num from menus where url = '/edu/studentGuidance'`.execute(db);
  const anchor = anchors[0];
  if (existing.length > 0 || !anchor) return;
  await sql`
    insert into menus (parent_id, name, url, perms, type, icon, order_num, home_flag, hidden, always_show, keep_alive)
    values (0, '班级看板', '/edu/classBoard', 'stu:plan:list', 1, 'team', ${anchor.order_num}, 0, 0, 1, 1)
  `.execute(db);
  await sql`
    insert into role_menus (role_id, menu_id)
    select role_menus.role_id, menus.id from role_menus, menus
    where role_menus.menu_id = ${anchor.id} and menus.url = '/edu/classBoard'
  `.execute(db);
}
