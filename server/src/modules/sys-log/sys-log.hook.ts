import type { FastifyInstance } from 'fastify';
import { loggedAction } from './logged-actions.ts';
import { envelopeOutcome, logParams, logTarget } from './log-params.ts';
import type { SysLogWriter } from './sys-log-writer.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The envelope a logged request answered with, read on its way out. */
    sysLogOutcome?: { code: number; msg: string };
  }
}

/**
 * Logs every login and every write of the API once its answer is sent: who, organisation,
 * action (the route's permission), target, masked parameters, result, duration and address.
 * Paths are read relative to the API prefix the hook is registered under.
 */
export function registerSysLogHook(api: FastifyInstance, writer: SysLogWriter, { now }: { now: () => number }): void {
  const prefix = api.prefix;
  const actionOf = (url: string | undefined, perm: string | undefined) =>
    url === undefined ? undefined : loggedAction(url.startsWith(prefix) ? url.slice(prefix.length) : url, perm);

  api.addHook('onSend', async (request, _reply, payload) => {
    if (actionOf(request.routeOptions.url, request.routeOptions.config.perm)) {
      request.sysLogOutcome = envelopeOutcome(payload);
    }
    return payload;
  });

  api.addHook('onResponse', async (request, reply) => {
    const action = actionOf(request.routeOptions.url, request.routeOptions.config.perm);
    if (!action) return;
    const auth = request.auth;
    const body = request.body as Record<string, unknown> | undefined;
    const loginAccount = typeof body?.account === 'string' ? body.account.slice(0, 64) : '';
    // A write refused before the caller was known (no or a dead token) names nobody: not logged.
    if (!auth && action !== 'login') return;
    const outcome = request.sysLogOutcome;
    const succeeded = outcome ? outcome.code === 0 : reply.statusCode < 400;
    writer.add({
      orgId: auth?.orgId ?? null,
      userId: auth?.userId ?? null,
      account: auth ? '' : loginAccount,
      action,
      path: (request.routeOptions.url ?? '').slice(prefix.length, prefix.length + 256),
      target: logTarget(request.params, body),
      params: logParams(body),
      result: succeeded ? 0 : 1,
      message: succeeded ? '' : (outcome?.msg ?? `HTTP ${reply.statusCode}`),
      durationMs: Math.round(reply.elapsedTime),
      address: request.ip.slice(0, 64),
      createdAt: now(),
    });
  });
}
