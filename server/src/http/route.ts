import { envelopeSchema } from '@zhihang/contract/http/envelope.schema';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AuthContext, RouteAudience } from './auth-context.ts';
import { attachmentDisposition } from './attachment.ts';
import { SerialisedEnvelope, successEnvelope, WithMessage } from './envelope.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Answers without a token. Everything else is denied by default. */
    public?: boolean;
    /**
     * Menu permission string the caller must hold, e.g. `sys:config:save`, or ANY_SIGNED_IN_USER;
     * every API route that is not public must say which (checked when the route is added).
     */
    perm?: string;
    /** Who may call it once signed in; console staff when left out. */
    audience?: RouteAudience;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

type HandlerContext<TBody, TParams> = {
  body: TBody;
  params: TParams;
  auth: AuthContext;
  request: FastifyRequest;
  reply: FastifyReply;
};

/**
 * Who may call the route: public, or signed in with `perm` — a menu permission string or, for
 * routes every signed-in user of the audience may call, ANY_SIGNED_IN_USER. Leaving out both is
 * a type error, so a new route cannot forget its permission.
 */
type RouteAccess =
  { public: true; perm?: never; audience?: never } | { public?: false; perm: string; audience?: RouteAudience };

type RouteDefinition<TBody extends z.ZodType, TParams extends z.ZodType, TData extends z.ZodType> = RouteAccess & {
  path: string;
  /** Defaults: GET and POST when the path carries an id, otherwise POST. */
  methods?: Array<'GET' | 'POST'>;
  summary: string;
  tag: string;
  body?: TBody;
  params?: TParams;
  data: TData;
  /** Larger body limit in bytes (file uploads); the server's default otherwise. */
  bodyLimit?: number;
  handler: (
    context: HandlerContext<z.infer<TBody>, z.infer<TParams>>,
  ) => Promise<z.input<TData> | WithMessage<z.input<TData>> | SerialisedEnvelope<z.input<TData>>>;
};

/** One API route as defineRoute registered it, with its access decision. */
export type RegisteredRoute = {
  methods: Array<'GET' | 'POST'>;
  /** The full URL pattern, prefix included (`/api/sys/user/info/:id`). */
  url: string;
  public: boolean;
  perm: string | undefined;
  audience: RouteAudience | undefined;
};

/** Routes per server: every encapsulated plugin of one app shares its `server`. */
const registries = new WeakMap<object, RegisteredRoute[]>();

/**
 * Every route defineRoute registered on the app, with its perm: what the permission walk test
 * calls and what a write log can name its action after.
 */
export function registeredRoutes(app: FastifyInstance): readonly RegisteredRoute[] {
  return registries.get(app.server) ?? [];
}

/** Whether the client takes gzip (`Accept-Encoding: gzip`, not refused with q=0). */
function acceptsGzip(request: FastifyRequest): boolean {
  const header = request.headers['accept-encoding'];
  if (typeof header !== 'string') return false;
  return header.split(',').some((part) => {
    const [name = '', ...parameters] = part.trim().split(';');
    const refused = parameters.some((parameter) => /^\s*q=0(\.0*)?\s*$/.test(parameter));
    return (name.trim() === 'gzip' || name.trim() === '*') && !refused;
  });
}

/**
 * Registers one API route the way the spec's contract wants it: POST, or GET and POST when the
 * path carries an id; the body and params validated by zod; the result wrapped in the envelope.
 */
export function defineRoute<
  TBody extends z.ZodType = z.ZodUndefined,
  TParams extends z.ZodType = z.ZodUndefined,
  TData extends z.ZodType = z.ZodType,
>(app: FastifyInstance, definition: RouteDefinition<TBody, TParams, TData>): void {
  const hasPathParameter = definition.path.includes(':');
  const methods = definition.methods ?? (hasPathParameter ? ['GET', 'POST'] : ['POST']);
  const registry = registries.get(app.server) ?? [];
  registries.set(app.server, registry);
  registry.push({
    methods,
    url: `${app.prefix}${definition.path}`,
    public: definition.public ?? false,
    perm: definition.perm,
    audience: definition.audience,
  });
  app.route({
    method: methods,
    url: definition.path,
    config: { public: definition.public ?? false, perm: definition.perm, audience: definition.audience },
    ...(definition.bodyLimit ? { bodyLimit: definition.bodyLimit } : {}),
    schema: {
      summary: definition.summary,
      tags: [definition.tag],
      ...(definition.body ? { body: definition.body } : {}),
      ...(definition.params ? { params: definition.params } : {}),
      ...(definition.public ? {} : { security: [{ token: [] }] }),
      response: { 200: envelopeSchema(definition.data) },
    },
    // A POST without a body means "no filters": validate it as an empty object.
    preValidation: async (request) => {
      if (definition.body && (request.body === undefined || request.body === null)) {
        request.body = {};
      }
    },
    handler: async (request, reply) => {
      const result = await definition.handler({
        body: request.body as z.infer<TBody>,
        params: request.params as z.infer<TParams>,
        auth: request.auth as AuthContext,
        request,
        reply,
      });
      if (result instanceof SerialisedEnvelope) {
        // Bytes with a content type set are sent as they are; a 304 sends no body anyway.
        reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
        const gzipped = acceptsGzip(request) ? result.gzip() : undefined;
        if (gzipped) return reply.header('content-encoding', 'gzip').send(gzipped);
        return reply.send(result.json);
      }
      return result instanceof WithMessage ? successEnvelope(result.data, result.msg) : successEnvelope(result);
    },
  });
}

/** A file a download route answers with: its name, a plain ASCII name for old clients, the bytes. */
export type FileAnswer = { fileName: string; asciiFileName: string; contentType: string; content: Buffer };

/**
 * A signed-in GET route that answers a file itself, not the envelope, so that the browser saves
 * it under its Chinese name (`Content-Disposition` with `filename*=UTF-8''…`). The query is
 * validated by zod; refusals (bad query, not found, no permission) answer the envelope as
 * everywhere. Kept in the same registry as defineRoute's, so the permission walk covers it.
 */
export function defineFileRoute<TQuery extends z.ZodType>(
  app: FastifyInstance,
  definition: {
    path: string;
    summary: string;
    description: string;
    tag: string;
    perm: string;
    query: TQuery;
    handler: (context: { query: z.infer<TQuery>; auth: AuthContext }) => Promise<FileAnswer>;
  },
): void {
  const registry = registries.get(app.server) ?? [];
  registries.set(app.server, registry);
  registry.push({
    methods: ['GET'],
    url: `${app.prefix}${definition.path}`,
    public: false,
    perm: definition.perm,
    audience: undefined,
  });
  app.route({
    method: ['GET'],
    url: definition.path,
    config: { public: false, perm: definition.perm },
    schema: {
      summary: definition.summary,
      description: definition.description,
      tags: [definition.tag],
      querystring: definition.query,
      security: [{ token: [] }],
    },
    handler: async (request, reply) => {
      const file = await definition.handler({
        query: request.query as z.infer<TQuery>,
        auth: request.auth as AuthContext,
      });
      return reply
        .type(file.contentType)
        .header('cache-control', 'no-store')
        .header('content-disposition', attachmentDisposition(file.fileName, file.asciiFileName))
        .send(file.content);
    },
  });
}
