import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { createOrgsRepository } from './orgs.repository.ts';
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
  const id = await createOrgsRepository(db).insert({ ...org, now });
  await startOrganisationConfig(db, id, now);
  return id;
}
