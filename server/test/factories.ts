import type { RoleCode } from '@zhihang/contract/auth/auth.schema';
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../src/db/schema.ts';
import { createOrganization, type OrganizationSeed } from '../src/modules/orgs/create-organization.ts';
import { hashToken } from '../src/modules/auth/auth.service.ts';
import { hashPassword } from '../src/modules/auth/password-hash.ts';
import { TEST_START } from './test-app.ts';

let sequence = 0;
const nextNumber = () => {
  sequence += 1;
  return sequence;
};

/** scrypt costs ~50 ms; users sharing a password share one hash. */
const hashes = new Map<string, Promise<string>>();
function cachedHash(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}

export type BuiltOrganization = OrganizationSeed & { id: number };

/** An organisation with the system parameters every org starts with (exam date, years). */
export async function buildOrganization(
  db: Kysely<Database>,
  overrides: Partial<OrganizationSeed> & { now?: number; status?: number } = {},
): Promise<BuiltOrganization> {
  const n = nextNumber();
  const { now = TEST_START, status, ...fields } = overrides;
  const seed: OrganizationSeed = {
    orgKey: `school${n}x`,
    orgName: `测试中学${n}`,
    orgLoginTitle: `测试中学${n}生涯规划中心`,
    orgLogo: `/logos/${n}.png`,
    filingNumber: `京ICP备${String(n).padStart(8, '0')}号`,
    ...fields,
  };
  const id = await createOrganization(db, seed, now);
  if (status !== undefined) await db.updateTable('organizations').set({ status }).where('id', '=', id).execute();
  return { id, ...seed };
}

export type BuiltUser = { id: number; orgId: number; account: string; password: string; name: string; role: RoleCode };

export async function buildUser(
  db: Kysely<Database>,
  options: { orgId: number; role?: RoleCode; password?: string; status?: number; account?: string; name?: string },
): Promise<BuiltUser> {
  const n = nextNumber();
  const role = options.role ?? 'teacher';
  const password = options.password ?? 'secret-123';
  const account = options.account ?? `${role.toLowerCase()}${n}`;
  const name = options.name ?? `用户${n}`;
  const { id } = await db
    .insertInto('users')
    .values({
      org_id: options.orgId,
      account,
      password_hash: await cachedHash(password),
      user_name: account,
      name,
      status: options.status ?? 1,
      created_at: TEST_START,
      updated_at: TEST_START,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const roleRow = await db.selectFrom('roles').select('id').where('role_code', '=', role).executeTakeFirstOrThrow();
  await db.insertInto('user_roles').values({ user_id: id, role_id: roleRow.id }).execute();
  return { id, orgId: options.orgId, account, password, name, role };
}

export async function buildStudent(
  db: Kysely<Database>,
  options: {
    orgId: number;
    teacherId: number;
    entryYear: number;
    name?: string;
    status?: number;
    className?: string;
    studentNo?: string;
    province?: string;
    mainSubject?: string;
    minorSubject1?: string;
    minorSubject2?: string;
  },
): Promise<{ id: number }> {
  const n = nextNumber();
  return db
    .insertInto('students')
    .values({
      org_id: options.orgId,
      teacher_id: options.teacherId,
      name: options.name ?? `学生${n}`,
      gender: n % 2 === 0 ? 1 : 2,
      entry_year: options.entryYear,
      class_name: options.className ?? `${(n % 8) + 1}班`,
      status: options.status ?? 1,
      student_no: options.studentNo ?? '',
      province: options.province ?? '',
      main_subject: options.mainSubject ?? '',
      minor_subject1: options.minorSubject1 ?? '',
      minor_subject2: options.minorSubject2 ?? '',
      created_at: TEST_START,
      updated_at: TEST_START,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export async function buildGuidanceRecord(
  db: Kysely<Database>,
  options: { orgId: number; studentId: number; teacherId: number; kind?: string },
): Promise<void> {
  await db
    .insertInto('guidance_records')
    .values({
      org_id: options.orgId,
      student_id: options.studentId,
      teacher_id: options.teacherId,
      kind: options.kind ?? 'interview',
      created_at: TEST_START,
    })
    .execute();
}

/** A plan of a student (no rows): enough for the served count; API tests make real ones through the calls. */
export async function buildPlan(
  db: Kysely<Database>,
  options: { orgId: number; studentId: number; createdBy: number; name?: string },
): Promise<{ id: number }> {
  const n = nextNumber();
  return db
    .insertInto('plans')
    .values({
      org_id: options.orgId,
      student_id: options.studentId,
      name: options.name ?? `方案${n}`,
      province_code: '320000',
      year: 2026,
      track_code: 15,
      batch_code: 3,
      batch_name: '本科批',
      filling_mode: '院校专业组',
      created_by: options.createdBy,
      created_at: TEST_START,
      updated_by: options.createdBy,
      updated_at: TEST_START,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** Reads an org's config entries straight from the table (id and value by key). */
export async function configEntries(
  db: Kysely<Database>,
  orgId: number,
): Promise<Map<string, { id: number; value: string }>> {
  const rows = await db
    .selectFrom('sys_config')
    .select(['id', 'param_key', 'param_value'])
    .where('org_id', '=', orgId)
    .execute();
  return new Map(rows.map((row) => [row.param_key, { id: row.id, value: row.param_value }]));
}

/**
 * A session stored the way login stores one, issued at any instant without a login (which
 * would also sweep every token expired by then). Returns the raw token.
 */
export async function buildSession(
  db: Kysely<Database>,
  user: Pick<BuiltUser, 'id' | 'orgId'>,
  options: { now?: number; ttlMs?: number } = {},
): Promise<string> {
  const now = options.now ?? TEST_START;
  const token = randomBytes(32).toString('hex');
  await db
    .insertInto('user_tokens')
    .values({
      user_id: user.id,
      org_id: user.orgId,
      token_hash: hashToken(token),
      login_type: '0',
      created_at: now,
      expires_at: now + (options.ttlMs ?? 12 * 3_600_000),
    })
    .execute();
  return token;
}
