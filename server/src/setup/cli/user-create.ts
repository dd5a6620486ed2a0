import { parseArgs } from 'node:util';
import { PASSWORD_MIN_LENGTH } from '@zhihang/contract/auth/password-policy';
import { loadConfig } from '../../config.ts';
import { databaseOptionsFromConfig, openDatabase } from '../../db/database.ts';
import { prepareDatabase } from '../prepare.ts';
import { hashPassword } from '../../modules/auth/password-hash.ts';
import { DEFAULT_ORG_KEY } from '../../modules/orgs/domain-key.ts';

const USAGE = `用法: npm run user:create -- --account 账号 --password 密码 --role admin|orgAdmin|teacher [--org 机构标识] [--name 姓名]`;
const ROLES = ['admin', 'orgAdmin', 'teacher'] as const;

function fail(message: string): never {
  process.stderr.write(`${message}\n${USAGE}\n`);
  process.exit(1);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      account: { type: 'string' },
      password: { type: 'string' },
      role: { type: 'string' },
      org: { type: 'string', default: DEFAULT_ORG_KEY },
      name: { type: 'string' },
    },
    strict: true,
  });
  const account = values.account?.trim();
  if (!account || !/^[A-Za-z0-9_.@-]{2,64}$/.test(account)) fail('账号须为 2–64 位字母、数字或 _ . @ -');
  if (!values.password || values.password.length < PASSWORD_MIN_LENGTH) fail(`密码至少 ${PASSWORD_MIN_LENGTH} 位`);
  const role = values.role as (typeof ROLES)[number];
  if (!ROLES.includes(role)) fail(`角色须为 ${ROLES.join(' / ')}`);

  const config = loadConfig();
  const database = openDatabase(databaseOptionsFromConfig(config));
  try {
    await prepareDatabase(database, config);
    const { db } = database;
    const org = await db
      .selectFrom('organizations')
      .select(['id', 'org_name'])
      .where('org_key', '=', values.org as string)
      .executeTakeFirst();
    if (!org) fail(`机构 ${values.org} 不存在`);
    const existing = await db.selectFrom('users').select('id').where('account', '=', account).executeTakeFirst();
    if (existing) fail(`账号 ${account} 已存在`);
    const passwordHash = await hashPassword(values.password);
    const now = Date.now();
    await db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto('users')
        .values({
          org_id: org.id,
          account,
          password_hash: passwordHash,
          user_name: account,
          name: values.name ?? account,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const roleRow = await trx
        .selectFrom('roles')
        .select('id')
        .where('role_code', '=', role)
        .executeTakeFirstOrThrow();
      await trx.insertInto('user_roles').values({ user_id: id, role_id: roleRow.id }).execute();
    });
    process.stdout.write(`已创建账号 ${account}（${role}，${org.org_name}）\n`);
  } finally {
    await database.destroy();
  }
}

main().catch((error: unknown) => {
  fail(error instanceof Error ? error.message : String(error));
});
