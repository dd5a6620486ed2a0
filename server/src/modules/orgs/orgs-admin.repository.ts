import { parseAllowedApps } from '@zhihang/contract/qrcodes/qr-apps';
import type { OrgAdminItem, OrgListBody } from '@zhihang/contract/operations/org-admin.schema';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { PageWindow } from '../../http/paging.ts';

export type OrgFields = {
  orgKey: string;
  orgName: string;
  orgLoginTitle: string;
  orgLogo: string;
  filingNumber: string;
  studentTitle: string;
  allowedApps: number[];
};

const appsText = (apps: number[]) => [...new Set(apps)].sort((a, b) => a - b).join(',');

/** Organisations as the platform administrator manages them (every status), platform-wide. */
/** An organisation as 机构管理 lists it, before its accounts are counted (auth owns them). */
export type OrgRow = Omit<OrgAdminItem, 'userCount'>;

export function createOrgsAdminRepository(db: Kysely<Database>) {
  const selectItems = () =>
    db
      .selectFrom('organizations')
      .select([
        'organizations.id',
        'organizations.org_key',
        'organizations.org_name',
        'organizations.org_login_title',
        'organizations.org_logo',
        'organizations.filing_number',
        'organizations.student_title',
        'organizations.allowed_apps',
        'organizations.status',
        'organizations.created_at',
      ]);

  type ItemRow = Awaited<ReturnType<ReturnType<typeof selectItems>['executeTakeFirstOrThrow']>>;
  const toItem = (row: ItemRow): OrgRow => ({
    id: row.id,
    orgKey: row.org_key,
    orgName: row.org_name,
    orgLoginTitle: row.org_login_title,
    orgLogo: row.org_logo,
    filingNumber: row.filing_number,
    studentTitle: row.student_title,
    allowedApps: parseAllowedApps(row.allowed_apps),
    status: row.status,
    createdAt: Number(row.created_at),
  });

  return {
    async list(filter: OrgListBody, window: PageWindow): Promise<{ total: number; rows: OrgRow[] }> {
      let query = db.selectFrom('organizations');
      if (filter.keyword) {
        const pattern = `%${filter.keyword.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
        query = query.where((eb) =>
          eb.or([eb('organizations.org_name', 'like', pattern), eb('organizations.org_key', 'like', pattern)]),
        );
      }
      if (filter.status !== undefined) query = query.where('organizations.status', '=', filter.status);
      const ids = query.select('organizations.id');
      const [rows, count] = await Promise.all([
        selectItems()
          .where('organizations.id', 'in', ids)
          .orderBy('organizations.id')
          .limit(window.limit)
          .offset(window.offset)
          .execute(),
        query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      ]);
      return { total: Number(count.total), rows: rows.map(toItem) };
    },

    async findById(id: number): Promise<OrgRow | undefined> {
      const row = await selectItems().where('organizations.id', '=', id).executeTakeFirst();
      return row ? toItem(row) : undefined;
    },

    async keyTaken(orgKey: string, exceptId = 0): Promise<boolean> {
      const row = await db
        .selectFrom('organizations')
        .select('id')
        .where('org_key', '=', orgKey)
        .where('id', '!=', exceptId)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** The fields a new organisation row does not get from the shared creation (seed). */
    async update(id: number, fields: OrgFields): Promise<boolean> {
      const result = await db
        .updateTable('organizations')
        .set({
          org_key: fields.orgKey,
          org_name: fields.orgName,
          org_login_title: fields.orgLoginTitle,
          org_logo: fields.orgLogo,
          filing_number: fields.filingNumber,
          student_title: fields.studentTitle,
          allowed_apps: appsText(fields.allowedApps),
        })
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async setStatus(id: number, status: number): Promise<boolean> {
      const result = await db.updateTable('organizations').set({ status }).where('id', '=', id).executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** The organisation's status, when it exists. */
    async statusOf(id: number): Promise<number | undefined> {
      const row = await db.selectFrom('organizations').select('status').where('id', '=', id).executeTakeFirst();
      return row?.status;
    },
  };
}
