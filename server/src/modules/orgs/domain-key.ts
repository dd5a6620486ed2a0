export const DEFAULT_ORG_KEY = 'default';

/**
 * The organisation key a page's host names: its first label, lower-cased; `www`, bare IP
 * addresses and `localhost` mean the default organisation.
 */
export function orgKeyFromDomain(encodedDomain: string): string {
  let host: string;
  try {
    host = decodeURIComponent(encodedDomain);
  } catch {
    return DEFAULT_ORG_KEY;
  }
  host =
    host
      .trim()
      .toLowerCase()
      .replace(/^[a-z]+:\/\//, '')
      .split('/')[0] ?? '';
  host = host.startsWith('[') ? '' : (host.split(':')[0] ?? '');
  if (!host || /^\d{1,3}(\.\d{1,3}){3}$/.test(host)) return DEFAULT_ORG_KEY;
  const firstLabel = host.split('.')[0] ?? '';
  if (!firstLabel || firstLabel === 'www' || firstLabel === 'localhost') return DEFAULT_ORG_KEY;
  return firstLabel;
}

/** Whether the host names the default organisation by its own key (default.example.cn), not by falling back. */
export function orgKeyNamed(encodedDomain: string): boolean {
  let host: string;
  try {
    host = decodeURIComponent(encodedDomain);
  } catch {
    return false;
  }
  return (
    host
      .trim()
      .toLowerCase()
      .replace(/^[a-z]+:\/\//, '')
      .split(/[.:/]/)[0] === DEFAULT_ORG_KEY
  );
}
