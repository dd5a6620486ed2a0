import { sql, type Kysely } from 'kysely';

/**
 * The admission engine's fitted calibrations, one per province, year and level, with the version
 * of the data (and of the model) they were fitted on. A restarted server serves them at once
 * instead of refitting every province (seconds each); an import changes the data version, and the
 * warm-up fits the province again and replaces its row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('engine_calibrations')
    .addColumn('province_code', 'varchar(6)', (column) => column.notNull())
    .addColumn('year', 'integer', (column) => column.notNull())
    /** 'major' | 'group' | 'university'. */
    .addColumn('level', 'varchar(16)', (column) => column.notNull())
    /** The model's version and the data fingerprint the fit read, e.g. `m1|17.42.…`. */
    .addColumn('data_version', 'text', (column) => column.notNull())
    /** The fitted calibration as JSON (parameters and comparable units' spreads). */
    .addColumn('calibration', 'text', (column) => column.notNull())
    .addColumn('fitted_at', 'varchar(32)', (column) => column.notNull())
    .addPrimaryKeyConstraint('engine_calibrations_pk', ['province_code', 'year', 'level'])
    .execute();
  await addEngineDataMenu(db);
}

/**
 * Installations seeded before the 数据说明 page: its menu entry after 规划指导, granted to the
 * roles that hold 规划指导 (a fresh database gets it from the seed).
 */
export async function addEngineDataMenu(db: Kysely<unknown>): Promise<void> {
  const { rows: existing } = await sql<{ id: number }>`select id from menus where url = '/edu/engineData'`.execute(db);
  const { rows: anchors } = await sql<{ id: number; order_num: number }>`
    select id, order_num from menus where url = '/edu/studentGuidance'`.execute(db);
  const anchor = anchors[0];
  if (existing.length > 0 || !anchor) return;
  await sql`
    insert into menus (parent_id, name, url, perms, type, icon, order_num, home_flag, hidden, always_show, keep_alive)
    values (0, '数据说明', '/edu/engineData', 'stu:plan:info', 1, 'chart', ${anchor.order_num}, 0, 0, 1, 1)
  `.execute(db);
  await sql`
    insert into role_menus (role_id, menu_id)
    select role_menus.role_id, menus.id from role_menus, menus
    where role_menus.menu_id = ${anchor.id} and menus.url = '/edu/engineData'
  `.execute(db);
}
