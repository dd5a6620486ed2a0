import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/** Where log lines go: stdout unless the caller (a test, a host) passes a stream. */
export type LogStream = { write: (line: string) => void };

export const REDACTED = '[Redacted]';

/** Query parameters whose values are credentials (the student pages pass their token so). */
const SECRET_QUERY_PARAMETERS = new Set(['token', 'password']);

/** Credentials wherever an object with them is logged: headers, bodies, nested fields. */
const SECRET_PATHS = [
  'req.headers.token',
  'req.headers.authorization',
  'req.headers.cookie',
  ...['password', 'newPassword'].flatMap((field) => [field, `*.${field}`, `*.*.${field}`]),
];

/** The name as the query parser reads it, so `%74oken=` is caught like `token=`. */
function decodedName(raw: string): string {
  try {
    return decodeURIComponent(raw.replaceAll('+', ' '));
  } catch {
    return raw;
  }
}

/** The URL with the values of its credential query parameters replaced by `[Redacted]`. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const pairs = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const separator = pair.indexOf('=');
      const name = separator === -1 ? pair : pair.slice(0, separator);
      return SECRET_QUERY_PARAMETERS.has(decodedName(name).toLowerCase()) ? `${name}=${REDACTED}` : pair;
    });
  return `${url.slice(0, queryStart)}?${pairs.join('&')}`;
}

/** pino options for the app: JSON lines, no credential in any of them. */
export function loggerOptions(
  level: string,
  stream?: LogStream,
): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: { paths: SECRET_PATHS, censor: REDACTED },
    serializers: {
      // Fastify's own request serializer, with the URL's credentials removed.
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
}
