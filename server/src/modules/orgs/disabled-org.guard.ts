import type { FastifyInstance } from 'fastify';
import { ORG_MESSAGES, type OrgsAdminService } from './orgs-admin.service.ts';

/** The routes that sign someone in, relative to the API prefix. */
const LOGIN_PATHS = ['/sys/teacherLogin', '/stuAccount/login'];

/**
 * A disabled organisation's accounts cannot sign in (disabling already ended their sessions).
 * Judged on the login's answer: a wrong password still hears the usual failure, so the message
 * never tells a stranger that an account exists; a right one gets its token withdrawn at once.
 */
export function registerDisabledOrgGuard(api: FastifyInstance, orgs: OrgsAdminService): void {
  const paths = new Set(LOGIN_PATHS.map((path) => `${api.prefix}${path}`));
  api.addHook('onSend', async (request, _reply, payload) => {
    if (!paths.has(request.routeOptions.url ?? '') || typeof payload !== 'string') return payload;
    if (!payload.startsWith('{"code":0,')) return payload;
    const account = (request.body as { account?: unknown } | undefined)?.account;
    if (typeof account !== 'string') return payload;
    const orgId = await orgs.disabledOrgOfAccount(account.trim());
    if (orgId === undefined) return payload;
    await orgs.signOutOrg(orgId);
    return JSON.stringify({ code: ORG_MESSAGES.orgDisabled.code, msg: ORG_MESSAGES.orgDisabled.msg, data: null });
  });
}
