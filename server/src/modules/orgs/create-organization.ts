import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { startOrganisationConfig } from '../system/config.service.ts';

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
  await startOrganisationConfig(db, id, now);
  return id;
}
