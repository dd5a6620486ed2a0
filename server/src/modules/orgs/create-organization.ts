import { CONFIG_KEYS } from '@zhihang/contract/constants';
import type { Kysely } from 'kysely';
import { chinaDate } from '@zhihang/contract/students/school-calendar';
import type { Database } from '../../db/schema.ts';
import { defaultExaminationDate } from '../system/config-values.ts';

export type OrganizationSeed = {
  orgKey: string;
  orgName: string;
  orgLoginTitle: string;
  orgLogo: string;
  filingNumber: string;
};

/** Creates an organisation with the system parameters the pages read. */
export async function createOrganization(db: Kysely<Database>, org: OrganizationSeed, now: number): Promise<number> {
  const { id } = await db
    .insertInto('organizations')
    .values({
      org_key: org.orgKey,
      org_name: org.orgName,
      org_login_title: org.orgLoginTitle,
      org_logo: org.orgLogo,
      filing_number: org.filingNumber,
      status: 1,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const today = chinaDate(now);
  const examinationDate = defaultExaminationDate(today);
  await db
    .insertInto('sys_config')
    .values([
      {
        org_id: id,
        param_key: CONFIG_KEYS.universityExamination,
        param_value: examinationDate,
        remark: '高考首日，用于首页倒计时',
      },
      {
        org_id: id,
        param_key: CONFIG_KEYS.currentYear,
        param_value: examinationDate.slice(0, 4),
        remark: '当前填报年份',
      },
      {
        org_id: id,
        param_key: CONFIG_KEYS.dataYear,
        param_value: String(Number(examinationDate.slice(0, 4)) - 1),
        remark: '最新录取数据年份',
      },
    ])
    .execute();
  return id;
}
