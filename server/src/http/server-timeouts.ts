import type http from 'node:http';
import type { FastifyHttpOptions } from 'fastify';
import type { ServerTimeouts } from '../config.ts';

/** Node checks header and request deadlines on a timer, every 30 s unless told otherwise. */
const NODE_CHECK_INTERVAL_MS = 30_000;

/**
 * Server options that keep any request from hanging: the headers must arrive within
 * `headersMs` (a client trickling them byte by byte is cut off), the whole request within
 * `requestMs`, and a connection with no traffic either way is closed after `connectionMs`
 * (which also ends a handler that never answers).
 */
export function serverTimeoutOptions(
  timeouts: ServerTimeouts,
): Pick<FastifyHttpOptions<http.Server>, 'connectionTimeout' | 'keepAliveTimeout' | 'requestTimeout' | 'http'> {
  return {
    connectionTimeout: timeouts.connectionMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    requestTimeout: timeouts.requestMs,
    http: {
      headersTimeout: timeouts.headersMs,
      // Checked twice per header deadline, so a slow client goes at most 1.5 deadlines after it came.
      connectionsCheckingInterval: Math.min(NODE_CHECK_INTERVAL_MS, Math.ceil(timeouts.headersMs / 2)),
    },
  };
}
