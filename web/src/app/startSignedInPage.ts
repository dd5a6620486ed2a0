import type { QueryClient } from '@tanstack/react-query';
import { decideGuard } from './decideGuard.ts';
import { sessionQuery } from './sessionQuery.ts';
import { useSessionStore } from '../base/stores/useSessionStore.ts';
import { takeTokenFromSearch } from '../base/takeTokenFromSearch.ts';

/**
 * Starts a signed-in page's session query and code before React first renders, with the guard's
 * own decision: the first paint waits for both, and they would otherwise start only once the
 * guard has rendered (after adopting a token from the URL, one more navigation).
 */
export function startSignedInPage(
  client: QueryClient,
  { pathname, search }: { pathname: string; search: string },
): void {
  const fromUrl = takeTokenFromSearch(search);
  // The guard adopts the same token on its first render and then drops it from the URL.
  if (fromUrl) useSessionStore.getState().setToken(fromUrl.token);
  const { token, endedByLogout } = useSessionStore.getState();
  const decision = decideGuard({ pathname, search, hasToken: Boolean(token), endedByLogout });
  if (decision.kind !== 'session') return;
  void client.prefetchQuery(sessionQuery(client, decision.withBaseData, pathname));
}
