import { parseAllowedApps } from '@zhihang/contract/qrcodes/qr-apps';
import type { Kysely } from 'kysely';
import type { Organization } from '@zhihang/contract/orgs/organization.schema';
import type { Database } from '../../db/schema.ts';
import { DEFAULT_ORG_KEY, orgKeyFromDomain, orgKeyNamed } from './domain-key.ts';
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

    /**
     * The organisation a page's host names by its own key; undefined when the host falls back to
     * the default organisation (an IP address, localhost, www or an unknown label).
     */
    async namedByDomain(domain: string): Promise<Organization | undefined> {
      const key = orgKeyFromDomain(domain);
      if (key === DEFAULT_ORG_KEY && !orgKeyNamed(domain)) return undefined;
      return orgs.findByKey(key);
    },

    findById(orgId: number): Promise<Organization | undefined> {
      return orgs.findById(orgId);
    },

    /** The app ids the organisation's settings allow (none for an unknown organisation). */
    async allowedApps(orgId: number): Promise<number[]> {
      return parseAllowedApps(await orgs.allowedAppsText(orgId));
    },

    /** Names of organisations by id, disabled ones included (account lists name every account's). */
    orgNames(ids: readonly number[]): Promise<Map<number, string>> {
      return orgs.namesOf(ids);
    },
  };
}

export type OrgsService = ReturnType<typeof createOrgsService>;
