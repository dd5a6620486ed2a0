import type { Kysely } from 'kysely';
import type { Organization } from '@zhihang/contract/orgs/organization.schema';
import type { Database } from '../../db/schema.ts';
import { DEFAULT_ORG_KEY, orgKeyFromDomain } from './domain-key.ts';
import { createOrgsRepository } from './orgs.repository.ts';

export function createOrgsService({ db }: { db: Kysely<Database> }) {
  const orgs = createOrgsRepository(db);

  return {
    /** Unknown keys fall back to the default organisation (spec §1). */
    async resolveByDomain(domain: string): Promise<Organization> {
      const key = orgKeyFromDomain(domain);
      const org = (await orgs.findByKey(key)) ?? (await orgs.findByKey(DEFAULT_ORG_KEY));
      if (!org) throw new Error('The default organisation is missing; run the seed.');
      return org;
    },

    findById(orgId: number): Promise<Organization | undefined> {
      return orgs.findById(orgId);
    },
  };
}

export type OrgsService = ReturnType<typeof createOrgsService>;
