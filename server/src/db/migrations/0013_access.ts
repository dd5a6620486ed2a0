import { sql, type Kysely } from 'kysely';

/**
 * Roles per organisation (org_id 0: the built-in roles every organisation shares) with their data
 * scope (1 own students, 2 the whole organisation, 3 every organisation), a contact e-mail on
 * accounts, and the role a token was issued for (role switching).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('roles')
    .addColumn('org_id', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('roles')
    .addColumn('builtin', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('roles')
    .addColumn('data_scope', 'integer', (column) => column.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('roles')
    .addColumn('created_at', 'bigint', (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('roles_org_id_index').on('roles').column('org_id').execute();
  await db.schema
    .alterTable('users')
    .addColumn('email', 'varchar(128)', (column) => column.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('user_tokens')
    .addColumn('role_id', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('user_roles_role_id_index').on('user_roles').column('role_id').execute();

  // Installations seeded before this migration: their four roles are the built-in ones.
  await sql`update roles set builtin = 1 where role_code in ('admin', 'orgAdmin', 'teacher', 'student')`.execute(db);
  await sql`update roles set data_scope = 3 where role_code = 'admin'`.execute(db);
  await sql`update roles set data_scope = 2 where role_code = 'orgAdmin'`.execute(db);
  await upgradeMenus(db);
}

type MenuRow = { id: number; parent_id: number; name: string; url: string; perms: string; type: number };
type MenuEntry = { name: string; url: string; perms: string; type: number; icon: string };

const button = (name: string, perms: string): MenuEntry => ({ name, url: '', perms, type: 2, icon: '' });

/** 学生管理's actions as buttons of their own, so a role can have the list without the export. */
const STUDENT_BUTTONS = [
  button('新增', 'stu:archive:save'),
  button('修改', 'stu:archive:update'),
  button('删除', 'stu:archive:delete'),
  button('导入', 'stu:archive:import'),
  button('导出', 'stu:archive:export'),
  button('学生账号', 'stu:archive:account'),
];

const ACCESS_PAGES: Array<{ page: MenuEntry; buttons: MenuEntry[] }> = [
  {
    page: { name: '用户管理', url: '/sys/user', perms: 'sys:user:list,sys:user:info', type: 1, icon: 'user' },
    buttons: [
      button('新增', 'sys:user:save,sys:role:select'),
      button('修改', 'sys:user:update,sys:role:select'),
      button('删除', 'sys:user:delete'),
      button('重置密码', 'sys:user:resetPwd'),
      button('转移学生', 'sys:user:transfer'),
    ],
  },
  {
    page: { name: '角色管理', url: '/sys/role', perms: 'sys:role:list,sys:role:info', type: 1, icon: 'peoples' },
    buttons: [button('新增', 'sys:role:save'), button('修改', 'sys:role:update'), button('删除', 'sys:role:delete')],
  },
];

async function insertMenu(db: Kysely<unknown>, parentId: number, order: number, entry: MenuEntry, roleIds: number[]) {
  const { rows } = await sql<{ id: number }>`
    insert into menus (parent_id, name, url, perms, type, icon, order_num)
    values (${parentId}, ${entry.name}, ${entry.url}, ${entry.perms}, ${entry.type}, ${entry.icon}, ${order})
    returning id`.execute(db);
  const id = Number(rows[0]?.id);
  for (const roleId of roleIds)
    await sql`insert into role_menus (role_id, menu_id) values (${roleId}, ${id})`.execute(db);
  return id;
}

async function grantedRoles(db: Kysely<unknown>, menuId: number): Promise<number[]> {
  const { rows } = await sql<{ role_id: number }>`select role_id from role_menus where menu_id = ${menuId}`.execute(db);
  return rows.map((row) => Number(row.role_id));
}

/**
 * Installations seeded before this migration: their menus gain what the seed now writes for a
 * new one (a fresh database has no menus yet; the seed fills it after the migrations).
 */
export async function upgradeMenus(db: Kysely<unknown>): Promise<void> {
  const { rows: menus } = await sql<MenuRow>`select id, parent_id, name, url, perms, type from menus`.execute(db);
  if (!menus.length) return;
  const students = menus.find((menu) => menu.url === '/edu/studentManage' && menu.type === 1);
  if (students && students.perms.includes('stu:archive:export')) {
    const roleIds = await grantedRoles(db, students.id);
    await sql`update menus set perms = 'stu:archive:list,stu:archive:info' where id = ${students.id}`.execute(db);
    for (const [index, entry] of STUDENT_BUTTONS.entries())
      await insertMenu(db, students.id, index + 1, entry, roleIds);
  }
  const system = menus.find((menu) => menu.type === 0 && menu.name === '系统管理');
  if (system && !menus.some((menu) => menu.url === '/sys/user')) {
    const { rows } = await sql<{ id: number }>`select id from roles where role_code in ('admin', 'orgAdmin')`.execute(
      db,
    );
    const admins = rows.map((row) => Number(row.id));
    for (const [index, { page, buttons }] of ACCESS_PAGES.entries()) {
      const pageId = await insertMenu(db, system.id, 2 + index, page, admins);
      for (const [order, entry] of buttons.entries()) await insertMenu(db, pageId, order + 1, entry, admins);
    }
  }
}
