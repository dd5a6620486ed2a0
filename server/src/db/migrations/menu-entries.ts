import { sql, type Kysely } from 'kysely';

/** A top-level console page added after installations were seeded. */
export type MenuEntry = { name: string; url: string; perms: string; icon: string };

/**
 * Adds a page's menu entry beside 规划指导 on an installation seeded before the page existed, and
 * grants it to the roles that hold 规划指导 (a fresh database gets it from the seed). Does nothing
 * when the entry is there already or 规划指导 is gone.
 */
export async function addMenuBesideGuidance(db: Kysely<unknown>, entry: MenuEntry): Promise<void> {
  const { rows: existing } = await sql<{ id: number }>`select id from menus where url = ${entry.url}`.execute(db);
  const { rows: anchors } = await sql<{ id: number; order_num: number }>`
    select id, order_num from menus where url = '/edu/studentGuidance'`.execute(db);
  const anchor = anchors[0];
  if (existing.length > 0 || !anchor) return;
  await sql`
    insert into menus (parent_id, name, url, perms, type, icon, order_num, home_flag, hidden, always_show, keep_alive)
    values (0, ${entry.name}, ${entry.url}, ${entry.perms}, 1, ${entry.icon}, ${anchor.order_num}, 0, 0, 1, 1)
  `.execute(db);
  await sql`
    insert into role_menus (role_id, menu_id)
    select role_menus.role_id, menus.id from role_menus, menus
    where role_menus.menu_id = ${anchor.id} and menus.url = ${entry.url}
  `.execute(db);
}
