import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The Content-Security-Policy of every response. Scripts come only from our own origin, so a
 * script slipped into a knowledge-base text or a name cannot run even if an escape were missed.
 * Styles may be inline because antd, antd-mobile and ECharts write their styles at run time.
 * Images may also come from https sites (university logos and pictures in knowledge-base texts);
 * an image cannot run code.
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  formAction: ["'self'"],
  // Only our own pages may frame ours. The messaging app opens the student pages as a page of
  // its own web view, not inside a frame, so they need no exception.
  frameAncestors: ["'self'"],
};

/**
 * Security headers on every response, pages and API alike: the policy above, no framing by
 * others, no MIME sniffing, no referrer (a student page's URL carries its token).
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    referrerPolicy: { policy: 'no-referrer' },
    // Strict-Transport-Security is for whoever ends HTTPS (the proxy in front) to decide: the
    // default would pin every subdomain of a school's domain to HTTPS for a year.
    strictTransportSecurity: false,
  });
}
