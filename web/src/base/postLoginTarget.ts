/**
 * Where the login page goes after signing in: the `redirect` query parameter (a local path,
 * possibly with its own query) or `/`, keeping the login page's other query parameters.
 */
export function postLoginTarget(loginSearch: string): string {
  const params = new URLSearchParams(loginSearch);
  const redirect = params.get('redirect') ?? '';
  params.delete('redirect');
  const isLocalPath = redirect.startsWith('/') && !redirect.startsWith('//') && !redirect.startsWith('/\\');
  const target = new URL(isLocalPath ? redirect : '/', 'http://local');
  for (const [key, value] of params) {
    if (!target.searchParams.has(key)) target.searchParams.append(key, value);
  }
  return `${target.pathname}${target.search}${target.hash}`;
}
