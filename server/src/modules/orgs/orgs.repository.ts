import type { Kysely } from 'kysely';
import type { Organization } from '@zhihang/contract/orgs/organization.schema';
import type { Database } from '../../db/schema.ts';

export function createOrgsRepository(db: Kysely<Database>) {
  const selectOrg = () =>
    db
      .selectFrom('organizations')
      .select(['id', 'org_key', 'org_name', 'org_login_title', 'org_logo', 'filing_number'])
      .where('status', '=', 1);

  const toOrganization = (row: {
    id: number;
    org_key: string;
    org_name: string;
    org_login_title: string;
    org_logo: string;
    filing_number: string;
  }): Organization => ({
    id: row.id,
    orgKey: row.org_key,
    orgName: row.org_name,
    orgLoginTitle: row.org_login_title,
    orgLogo: row.org_logo,
    logo: row.org_logo,
    filingNumber: row.filing_number,
  });

  return {
    async findByKey(orgKey: string): Promise<Organization | undefined> {
      const row = await selectOrg().where('org_key', '=', orgKey).executeTakeFirst();
      return row ? toOrganization(row) : undefined;
    },

    async findById(orgId: number): Promise<Organization | undefined> {
      const row = await selectOrg().where('id', '=', orgId).executeTakeFirst();
      return row ? toOrganization(row) : undefined;
    },

    /** The app ids an organisation's settings allow, whatever its status; '' for an unknown one. */
    async allowedAppsText(orgId: number): Promise<string> {
      const row = await db
        .selectFrom('organizations')
        .select('allowed_apps')
        .where('id', '=', orgId)
        .executeTakeFirst();
      return row?.allowed_apps ?? '';
    },

    /** The name of each existing organisation of `ids`, whatever its status. */
    async namesOf(ids: readonly number[]): Promise<Map<number, string>> {
      if (!ids.length) return new Map();
      const rows = await db
        .selectFrom('organizations')
        .select(['id', 'org_name'])
        .where('id', 'in', [...new Set(ids)])
        .execute();
      return new Map(rows.map((row) => [row.id, row.org_name]));
    },

    async insert(org: {
      orgKey: string;
      orgName: string;
      orgLoginTitle: string;
      orgLogo: string;
      filingNumber: string;
      now: number;
    }): Promise<number> {
      const row = await db
        .insertInto('organizations')
        .values({
          org_key: org.orgKey,
          org_name: org.orgName,
          org_login_title: org.orgLoginTitle,
          org_logo: org.orgLogo,
          filing_number: org.filingNumber,
          status: 1,
          created_at: org.now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
  };
}
