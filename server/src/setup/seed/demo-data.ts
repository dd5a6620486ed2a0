import { BATCH_CODE, TRACK_CODE } from '@zhihang/contract/admissions/admission-codes';
import type { Kysely } from 'kysely';
import { hashPassword } from '../../modules/auth/password-hash.ts';
import { DEFAULT_ORG_KEY } from '../../modules/orgs/domain-key.ts';
import { entryYearOfGrade } from '../../modules/students/school-calendar.ts';
import type { Database } from '../../db/schema.ts';
import { seedDemoKnowledgeBase } from './demo-knowledge/index.ts';
import { createOrganization } from '../../modules/orgs/create-organization.ts';

export const DEMO_ACCOUNTS = [
  { account: 'admin', password: 'admin123', role: 'admin', orgKey: DEFAULT_ORG_KEY, name: '平台管理员' },
  { account: 'teacher', password: 'teacher123', role: 'teacher', orgKey: DEFAULT_ORG_KEY, name: '王老师' },
  { account: 'teacher2', password: 'teacher123', role: 'teacher', orgKey: 'school2', name: '李老师' },
] as const;

export const DEFAULT_ORGANIZATION = {
  orgKey: DEFAULT_ORG_KEY,
  orgName: '志航示范高级中学',
  orgLoginTitle: '志航示范高级中学',
  orgLogo: '/logo.svg',
  filingNumber: '京ICP备00000000号（演示站点）',
};

const SECOND_ORGANIZATION = {
  orgKey: 'school2',
  orgName: '第二实验中学',
  orgLoginTitle: '第二实验中学生涯规划中心',
  orgLogo: '/logo.svg',
  filingNumber: '沪ICP备00000000号（演示站点）',
};

const SURNAMES = '张王李赵刘陈杨黄周吴徐孙马朱胡郭何林罗高';
const GIVEN_NAMES = [
  '子涵',
  '雨桐',
  '浩然',
  '欣怡',
  '宇轩',
  '梓萱',
  '俊杰',
  '思远',
  '一诺',
  '嘉怡',
  '明轩',
  '诗琪',
  '博文',
  '可馨',
  '天佑',
];

/** Small deterministic generator so every fresh demo database looks the same. */
function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** Subject choices (首选 + two 再选) the demo's 高二 and 高三 students made, in turn. */
const SUBJECT_CHOICES = [
  ['0604', '0606', '0607'],
  ['0604', '0606', '0609'],
  ['0605', '0608', '0609'],
  ['0604', '0607', '0609'],
  ['0605', '0606', '0608'],
  ['0604', '0606', '0608'],
] as const;

async function insertDemoStudents(
  db: Kysely<Database>,
  scope: { orgId: number; teacherId: number; province: string },
  perGrade: readonly [number, number, number],
  seed: number,
  now: number,
) {
  const random = seededRandom(seed);
  for (const [index, count] of perGrade.entries()) {
    const entryYear = entryYearOfGrade(index + 1, now);
    for (let n = 0; n < count; n += 1) {
      const name = `${SURNAMES[Math.floor(random() * SURNAMES.length)]}${GIVEN_NAMES[Math.floor(random() * GIVEN_NAMES.length)]}`;
      // 高一 students have not chosen their subjects yet.
      const choice = index > 0 ? SUBJECT_CHOICES[n % SUBJECT_CHOICES.length]! : (['', '', ''] as const);
      const { id } = await db
        .insertInto('students')
        .values({
          org_id: scope.orgId,
          teacher_id: scope.teacherId,
          name,
          gender: random() < 0.5 ? 1 : 2,
          entry_year: entryYear,
          class_name: `${Math.floor(random() * 8) + 1}班`,
          status: 1,
          // Derived without drawing from the generator, so names and counts stay as they were.
          student_no: `${entryYear}${String(n + 1).padStart(3, '0')}`,
          province: scope.province,
          main_subject: choice[0],
          minor_subject1: choice[1],
          minor_subject2: choice[2],
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      // Seniors are the ones most often already in guidance.
      if (random() < [0.15, 0.35, 0.7][index]!) {
        await db
          .insertInto('guidance_records')
          .values({
            org_id: scope.orgId,
            student_id: id,
            teacher_id: scope.teacherId,
            kind: 'interview',
            created_at: now,
          })
          .execute();
        // Served (spec §3) means a plan exists: an empty first plan for the teacher to fill.
        await db
          .insertInto('plans')
          .values({
            org_id: scope.orgId,
            student_id: id,
            name: '志愿方案一',
            province_code: scope.province,
            year: entryYear + 3,
            track_code: TRACK_CODE.comprehensive,
            batch_code: BATCH_CODE.undergraduate,
            batch_name: '本科批',
            filling_mode: '院校专业组',
            created_by: scope.teacherId,
            created_at: now,
            updated_by: scope.teacherId,
            updated_at: now,
          })
          .execute();
      }
    }
  }
}

export async function hasOrganizations(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('organizations').select('id').limit(1).executeTakeFirst();
  return row !== undefined;
}

/** The default organisation only: what a production installation starts with. */
export async function seedProductionStart(db: Kysely<Database>, now: number): Promise<void> {
  if (await hasOrganizations(db)) return;
  await createOrganization(db, DEFAULT_ORGANIZATION, now);
}

/** Two schools, the demo accounts and their students; runs only on an empty database. */
export async function seedDemoData(db: Kysely<Database>, now: number): Promise<boolean> {
  if (await hasOrganizations(db)) return false;
  const hashes = new Map<string, string>();
  for (const account of DEMO_ACCOUNTS) hashes.set(account.account, await hashPassword(account.password));
  await db.transaction().execute(async (trx) => {
    const orgIds = new Map<string, number>([
      [DEFAULT_ORGANIZATION.orgKey, await createOrganization(trx, DEFAULT_ORGANIZATION, now)],
      [SECOND_ORGANIZATION.orgKey, await createOrganization(trx, SECOND_ORGANIZATION, now)],
    ]);
    const userIds = new Map<string, number>();
    for (const account of DEMO_ACCOUNTS) {
      const { id } = await trx
        .insertInto('users')
        .values({
          org_id: orgIds.get(account.orgKey) as number,
          account: account.account,
          password_hash: hashes.get(account.account) as string,
          user_name: account.account,
          name: account.name,
          introduction: account.role === 'teacher' ? '高三年级生涯规划指导教师' : '',
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const role = await trx
        .selectFrom('roles')
        .select('id')
        .where('role_code', '=', account.role)
        .executeTakeFirstOrThrow();
      await trx.insertInto('user_roles').values({ user_id: id, role_id: role.id }).execute();
      userIds.set(account.account, id);
    }
    await insertDemoStudents(
      trx,
      { orgId: orgIds.get(DEFAULT_ORG_KEY) as number, teacherId: userIds.get('teacher') as number, province: '110000' },
      [42, 38, 45],
      20260607,
      now,
    );
    await insertDemoStudents(
      trx,
      { orgId: orgIds.get('school2') as number, teacherId: userIds.get('teacher2') as number, province: '310000' },
      [12, 10, 15],
      20260608,
      now,
    );
    await seedDemoKnowledgeBase(trx, now);
  });
  return true;
}
