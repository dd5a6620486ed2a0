/**
 * A `token` query parameter in the page URL is adopted (the mobile area and shared links pass
 * it there). Returns the token and the query string without it, or undefined when absent.
 */
export function takeTokenFromSearch(search: string): { token: string; search: string } | undefined {
  const params = new URLSearchParams(search);
  const token = params.get('token');
  if (!token) return undefined;
  params.delete('token');
  const rest = params.toString();
  return { token, search: rest ? `?${rest}` : '' };
}
