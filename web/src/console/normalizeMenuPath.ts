/**
 * A menu `url` as a route path: leading slash, no trailing slash, no query. External links and
 * empty urls (directories) give undefined.
 */
export function normalizeMenuPath(url: string): string | undefined {
  const trimmed = url.trim().split(/[?#]/)[0] ?? '';
  if (!trimmed || /^[a-z][a-z0-9+.-]*:/i.test(trimmed) || trimmed.startsWith('//')) return undefined;
  const withSlash = trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
  return withSlash.length > 1 ? withSlash.replace(/\/+$/, '') : withSlash;
}
