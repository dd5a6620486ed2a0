import { sql, type Kysely } from 'kysely';

export const DATA_IMPORT_PERM = 'sys:data:import';
export const KNOWLEDGE_VERSION_NAME = 'knowledge';

/**
 * A version counter per body of shared data, bumped by every import that commits, so caches
 * in any server instance see an import even when it only changed values in place; and the
 * permission to upload data files, for platform administrators.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('data_versions')
    .addColumn('name', 'varchar(32)', (column) => column.primaryKey())
    .addColumn('version', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await sql`insert into data_versions (name, version) values (${KNOWLEDGE_VERSION_NAME}, 0)`.execute(db);

  // Installations seeded before this migration get the button under 系统管理; fresh ones get it
  // from the menu seed, which runs after the migrations on empty tables.
  const { rows: parents } = await sql<{ id: number }>`
    select id from menus where type = 0 and name = '系统管理' order by id limit 1
  `.execute(db);
  const parent = parents[0];
  if (!parent) return;
  await sql`
    insert into menus (parent_id, name, url, perms, type, icon, order_num, home_flag, hidden, always_show, keep_alive)
    values (${parent.id}, '数据导入', '', ${DATA_IMPORT_PERM}, 2, '', 99, 0, 0, 0, 1)
  `.execute(db);
  await sql`
    insert into role_menus (role_id, menu_id)
    select roles.id, menus.id from roles, menus
    where roles.role_code = 'admin' and menus.perms = ${DATA_IMPORT_PERM} and menus.type = 2
  `.execute(db);
}
