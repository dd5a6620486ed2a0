import type { FastifyRequest } from 'fastify';

/**
 * Scheme and host the page was requested with (behind a proxy, with TRUST_PROXY, the forwarded
 * ones): links that leave the site, such as QR codes, must name the address the school uses.
 */
export function originOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}
