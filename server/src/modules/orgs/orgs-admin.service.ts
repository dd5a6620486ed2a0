import { randomInt } from 'node:crypto';
import { ERROR } from '@zhihang/contract/http/error-codes';
import type { Page } from '@zhihang/contract/http/envelope.schema';
import {
  ORG_STATUS,
  type OrgAdminItem,
  type OrgListBody,
  type OrgSaveBody,
  type OrgSaveResult,
  type OrgUpdateBody,
} from '@zhihang/contract/operations/org-admin.schema';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { createOrganization } from './create-organization.ts';
import { withTransaction } from '../../db/transaction.ts';
import { isUniqueViolation, refuseUniqueViolation, UNIQUE_KEYS } from '../../db/unique-violation.ts';
import { AppError } from '../../http/app-error.ts';
import { paginate } from '../../http/paging.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { createOrgsAdminRepository, type OrgFields, type OrgRow } from './orgs-admin.repository.ts';
import { LogoRejected, type LogoStore } from './org-logos.ts';

export const ORG_MESSAGES = {
  keyTaken: { code: 500, msg: '域名标识已被其他机构使用' },
  accountTaken: { code: 500, msg: '管理员账号已存在' },
  orgDisabled: { code: 500, msg: '所在机构已停用，请联系平台管理员' },
  defaultOrg: { code: 500, msg: '默认机构不能停用' },
} as const;

const ORG_KEY = { table: 'organizations', columns: ['org_key'] } as const;

/** Readable yet random: no 0/O or 1/l to misread when it is passed on. */
const PASSWORD_ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
function randomPassword(length = 12): string {
  return Array.from({ length }, () => PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)]).join('');
}

const fieldsOf = (body: Omit<OrgSaveBody, 'admin'> | OrgUpdateBody): OrgFields => ({
  orgKey: body.orgKey,
  orgName: body.orgName,
  orgLoginTitle: body.orgLoginTitle,
  orgLogo: body.orgLogo,
  filingNumber: body.filingNumber,
  studentTitle: body.studentTitle,
  allowedApps: body.allowedApps,
});

type Dependencies = {
  db: Kysely<Database>;
  auth: AuthService;
  logos: LogoStore;
  apiBase: string;
  now?: () => number;
};

/** 机构管理 for platform administrators (the routes' perms are granted to them only). */
export function createOrgsAdminService({ db, auth, logos, apiBase, now = Date.now }: Dependencies) {
  const orgs = createOrgsAdminRepository(db);
  /** The organisations with how many accounts each has (one query for the page). */
  const counted = async (rows: OrgRow[]): Promise<OrgAdminItem[]> => {
    const counts = rows.length ? await auth.userCountsByOrg(rows.map((row) => row.id)) : new Map<number, number>();
    return rows.map((row) => ({ ...row, userCount: counts.get(row.id) ?? 0 }));
  };
  const existing = async (id: number): Promise<OrgRow> => {
    const org = await orgs.findById(id);
    if (!org) throw new AppError(ERROR.recordNotFound);
    return org;
  };

  return {
    list(body: OrgListBody): Promise<Page<OrgAdminItem>> {
      return paginate(body, async (window) => {
        const { total, rows } = await orgs.list(body, window);
        return { total, rows: await counted(rows) };
      });
    },

    info: async (id: number): Promise<OrgAdminItem> => (await counted([await existing(id)]))[0]!,

    /** The organisation, its default parameters and its first administrator, all or nothing. */
    async save(body: OrgSaveBody): Promise<OrgSaveResult> {
      const password = body.admin.password ?? randomPassword();
      const passwordHash = await auth.hashPassword(password);
      const id = await withTransaction(db, async (trx) => {
        const scoped = createOrgsAdminRepository(trx);
        if (await scoped.keyTaken(body.orgKey)) throw new AppError(ORG_MESSAGES.keyTaken);
        const accounts = auth.within(trx);
        if (await accounts.accountTaken(body.admin.account)) throw new AppError(ORG_MESSAGES.accountTaken);
        const orgId = await createOrganization(
          trx,
          {
            orgKey: body.orgKey,
            orgName: body.orgName,
            orgLoginTitle: body.orgLoginTitle,
            orgLogo: body.orgLogo,
            filingNumber: body.filingNumber,
          },
          now(),
        );
        await scoped.update(orgId, fieldsOf(body));
        await refuseUniqueViolation(
          () =>
            accounts.createAccount({
              orgId,
              account: body.admin.account,
              passwordHash,
              name: body.admin.name,
              role: 'orgAdmin',
            }),
          UNIQUE_KEYS.userAccount,
          () => new AppError(ORG_MESSAGES.accountTaken),
        );
        return orgId;
      }).catch((error: unknown) => {
        // Two requests for one key: the loser hears the same message as a pre-checked duplicate.
        if (isUniqueViolation(error, ORG_KEY)) throw new AppError(ORG_MESSAGES.keyTaken);
        throw error;
      });
      return { id, adminAccount: body.admin.account, adminPassword: password };
    },

    async update(body: OrgUpdateBody): Promise<void> {
      await existing(body.id);
      if (await orgs.keyTaken(body.orgKey, body.id)) throw new AppError(ORG_MESSAGES.keyTaken);
      await orgs.update(body.id, fieldsOf(body));
    },

    /** Disabling signs everyone of the organisation out at once; its data stays. */
    async setStatus(id: number, status: number): Promise<void> {
      const org = await existing(id);
      if (status === ORG_STATUS.disabled && org.orgKey === 'default') throw new AppError(ORG_MESSAGES.defaultOrg);
      await withTransaction(db, async (trx) => {
        const scoped = createOrgsAdminRepository(trx);
        await scoped.setStatus(id, status);
        if (status === ORG_STATUS.disabled) await auth.within(trx).signOutOrganisation(id);
      });
    },

    /** Stores an uploaded logo and answers the address the organisation's logo field takes. */
    async uploadLogo(orgId: number, content: string): Promise<{ url: string }> {
      await existing(orgId);
      try {
        const name = await logos.save(orgId, Buffer.from(content, 'base64'));
        return { url: `${apiBase}/sys/org/logo/${name}` };
      } catch (error) {
        if (error instanceof LogoRejected) {
          throw new AppError({ code: ERROR.badRequest.code, msg: `${ERROR.badRequest.msg}：${error.message}` });
        }
        throw error;
      }
    },

    /** The organisation of an account when it is disabled (its logins are refused). */
    async disabledOrgOfAccount(account: string): Promise<number | undefined> {
      const user = (await auth.usersByAccount([account])).get(account);
      if (!user) return undefined;
      return (await orgs.statusOf(user.orgId)) === ORG_STATUS.disabled ? user.orgId : undefined;
    },

    signOutOrg(orgId: number): Promise<void> {
      return withTransaction(db, (trx) => auth.within(trx).signOutOrganisation(orgId));
    },
  };
}

export type OrgsAdminService = ReturnType<typeof createOrgsAdminService>;
