import type { FastifyInstance } from 'fastify';

/**
 * A 304 (a cached route's answer to a client that holds the current ETag) carries no body;
 * Fastify would otherwise send the payload the handler returned.
 */
export function registerEmptyNotModified(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => (reply.statusCode === 304 ? '' : payload));
}
