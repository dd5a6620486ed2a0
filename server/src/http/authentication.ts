import { ERROR } from '@zhihang/contract/http/error-codes';
import { TOKEN_HEADER } from '@zhihang/contract/constants';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';
import { admits, ANY_SIGNED_IN_USER, type AuthContext } from './auth-context.ts';

function presentedToken(request: FastifyRequest): string | undefined {
  const header = request.headers[TOKEN_HEADER];
  if (typeof header === 'string' && header) return header;
  // The mobile area receives its token in the page URL and passes it on as a query parameter.
  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery = query?.[TOKEN_HEADER];
  return typeof fromQuery === 'string' && fromQuery ? fromQuery : undefined;
}

/** A signed-in caller may use the route: the one permission it names, or any caller at all. */
function holdsPermission(perm: string | undefined, auth: AuthContext): boolean {
  if (perm === ANY_SIGNED_IN_USER) return true;
  return perm !== undefined && auth.perms.has(perm);
}

/**
 * Default deny: every route needs a valid token unless it was registered `public`; the caller's
 * roles must fit the route's audience (staff unless said otherwise), and the caller must hold the
 * route's `perm`. A route that is neither public nor says its `perm` stops the server from
 * starting. Unknown paths fall through to the 404 handler.
 */
export function registerAuthentication(
  app: FastifyInstance,
  authenticate: (token: string) => Promise<AuthContext | undefined>,
): void {
  app.decorateRequest('auth', null);
  app.addHook('onRoute', (route) => {
    if (!route.config?.public && route.config?.perm === undefined) {
      throw new Error(`${route.url}: a signed-in route must declare its perm (or ANY_SIGNED_IN_USER)`);
    }
  });
  app.addHook('onRequest', async (request) => {
    if (request.is404) return;
    const config = request.routeOptions.config;
    if (config.public) return;
    const token = presentedToken(request);
    if (!token) throw new AppError(ERROR.tokenMissing);
    if (token.length > 256) throw new AppError(ERROR.tokenInvalid);
    const auth = await authenticate(token);
    if (!auth) throw new AppError(ERROR.tokenInvalid);
    if (!admits(config.audience ?? 'staff', auth.roles)) throw new AppError(ERROR.forbidden);
    if (!holdsPermission(config.perm, auth)) throw new AppError(ERROR.forbidden);
    request.auth = auth;
  });
}
