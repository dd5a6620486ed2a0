import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../database.ts';
import { withIdColumn } from './column-helpers.ts';

/** Administration menus this migration adds to installations seeded before it (fresh ones get them from the seed). */
const OPERATIONS_MENUS: Array<{
  name: string;
  url: string;
  icon: string;
  perms: string;
  order: number;
  orgAdmins: boolean;
}> = [
  {
    name: '菜单管理',
    url: '/sys/menu',
    icon: 'menu',
    perms: 'sys:menu:list,sys:menu:info,sys:menu:save,sys:menu:update,sys:menu:delete',
    order: 3,
    orgAdmins: false,
  },
  {
    name: '机构管理',
    url: '/sys/org',
    icon: 'bank',
    perms: 'sys:org:list,sys:org:info,sys:org:save,sys:org:update,sys:org:disable',
    order: 4,
    orgAdmins: false,
  },
  {
    name: '系统日志',
    url: '/sys/log',
    icon: 'documentation',
    perms: 'sys:log:list,sys:log:export',
    order: 6,
    orgAdmins: true,
  },
  {
    name: '定时任务',
    url: '/sys/schedule',
    icon: 'schedule',
    perms: 'sys:schedule:list,sys:schedule:update,sys:schedule:pause,sys:schedule:resume,sys:schedule:run',
    order: 7,
    orgAdmins: false,
  },
  {
    name: 'SQL监控',
    url: '/sys/sql',
    icon: 'database',
    perms: 'sys:sql:list,sys:sql:reset',
    order: 8,
    orgAdmins: false,
  },
  {
    name: '代码生成',
    url: '/sys/generator',
    icon: 'code',
    perms: 'sys:generator:list,sys:generator:code',
    order: 9,
    orgAdmins: false,
  },
];

/**
 * The system log, scheduled jobs with their lease and run log, and the organisation fields the
 * organisation page edits.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  await withIdColumn(db.schema.createTable('sys_logs'), dialect)
    // 0 for a login with an unknown account: only platform administrators see those.
    .addColumn('org_id', 'integer', (column) => column.notNull())
    .addColumn('user_id', 'integer')
    .addColumn('account', 'varchar(64)', (column) => column.notNull().defaultTo(''))
    .addColumn('action', 'varchar(64)', (column) => column.notNull())
    .addColumn('path', 'varchar(256)', (column) => column.notNull())
    .addColumn('target', 'varchar(256)', (column) => column.notNull().defaultTo(''))
    .addColumn('params', 'varchar(4000)', (column) => column.notNull().defaultTo(''))
    // 0 success, 1 failure.
    .addColumn('result', 'integer', (column) => column.notNull())
    .addColumn('message', 'varchar(512)', (column) => column.notNull().defaultTo(''))
    .addColumn('duration_ms', 'integer', (column) => column.notNull())
    .addColumn('address', 'varchar(64)', (column) => column.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .execute();
  // The list always filters by organisation and sorts by time; the other indexes serve its filters.
  await db.schema.createIndex('sys_logs_org_time_index').on('sys_logs').columns(['org_id', 'created_at']).execute();
  await db.schema
    .createIndex('sys_logs_org_action_time_index')
    .on('sys_logs')
    .columns(['org_id', 'action', 'created_at'])
    .execute();
  await db.schema
    .createIndex('sys_logs_org_account_time_index')
    .on('sys_logs')
    .columns(['org_id', 'account', 'created_at'])
    .execute();
  await db.schema
    .createIndex('sys_logs_org_result_time_index')
    .on('sys_logs')
    .columns(['org_id', 'result', 'created_at'])
    .execute();
  // Platform administrators read across organisations: the same filters without the org.
  await db.schema.createIndex('sys_logs_time_index').on('sys_logs').column('created_at').execute();
  await db.schema.createIndex('sys_logs_action_time_index').on('sys_logs').columns(['action', 'created_at']).execute();
  await db.schema
    .createIndex('sys_logs_account_time_index')
    .on('sys_logs')
    .columns(['account', 'created_at'])
    .execute();
  await db.schema.createIndex('sys_logs_result_time_index').on('sys_logs').columns(['result', 'created_at']).execute();

  await withIdColumn(db.schema.createTable('schedule_jobs'), dialect)
    .addColumn('job_name', 'varchar(64)', (column) => column.notNull().unique())
    .addColumn('cron', 'varchar(64)', (column) => column.notNull())
    // 0 running normally, 1 paused.
    .addColumn('status', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('next_run_at', 'bigint', (column) => column.notNull())
    .addColumn('lease_owner', 'varchar(64)', (column) => column.notNull().defaultTo(''))
    .addColumn('lease_until', 'bigint', (column) => column.notNull().defaultTo(0))
    .addColumn('updated_at', 'bigint', (column) => column.notNull())
    .execute();

  await withIdColumn(db.schema.createTable('schedule_job_runs'), dialect)
    .addColumn('job_name', 'varchar(64)', (column) => column.notNull())
    .addColumn('instance', 'varchar(64)', (column) => column.notNull())
    // The cron slot the run was for; 0 when started by hand.
    .addColumn('scheduled_for', 'bigint', (column) => column.notNull())
    .addColumn('started_at', 'bigint', (column) => column.notNull())
    .addColumn('finished_at', 'bigint')
    // 0 success, 1 failure, 2 still running.
    .addColumn('result', 'integer', (column) => column.notNull())
    .addColumn('message', 'varchar(2000)', (column) => column.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createIndex('schedule_job_runs_job_time_index')
    .on('schedule_job_runs')
    .columns(['job_name', 'started_at'])
    .execute();

  await db.schema
    .alterTable('organizations')
    .addColumn('student_title', 'varchar(128)', (column) => column.notNull().defaultTo(''))
    .execute();
  // Comma-separated app ids of contract/src/qrcodes/qr-apps.ts; empty means the defaults.
  await db.schema
    .alterTable('organizations')
    .addColumn('allowed_apps', 'varchar(128)', (column) => column.notNull().defaultTo(''))
    .execute();

  await addMenus(db);
}

async function addMenus(db: Kysely<unknown>): Promise<void> {
  const { rows: parents } = await sql<{ id: number }>`
    select id from menus where type = 0 and name = '系统管理' order by id limit 1
  `.execute(db);
  const parent = parents[0];
  if (!parent) return;
  for (const menu of OPERATIONS_MENUS) {
    await sql`
      insert into menus (parent_id, name, url, perms, type, icon, order_num, home_flag, hidden, always_show, keep_alive)
      values (${parent.id}, ${menu.name}, ${menu.url}, ${menu.perms}, 1, ${menu.icon}, ${menu.order}, 0, 0, 0, 1)
    `.execute(db);
    const roles = menu.orgAdmins ? ['admin', 'orgAdmin'] : ['admin'];
    for (const role of roles) {
      await sql`
        insert into role_menus (role_id, menu_id)
        select roles.id, menus.id from roles, menus
        where roles.role_code = ${role} and menus.url = ${menu.url} and menus.type = 1
      `.execute(db);
    }
  }
  // The data import button becomes the import centre page.
  await sql`
    update menus set type = 1, url = '/sys/dataImport', icon = 'upload', order_num = 10,
      perms = 'sys:data:import,sys:dataImport:list'
    where perms = 'sys:data:import' and type = 2
  `.execute(db);
}
