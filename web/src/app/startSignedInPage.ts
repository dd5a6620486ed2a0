import type { QueryClient } from '@tanstack/react-query';
import { decideGuard } from './decideGuard.ts';
import { sessionQuery } from './sessionQuery.ts';
import { useSessionStore } from '../base/stores/useSessionStore.ts';
import { takeTokenFromSearch } from '../base/takeTokenFromSearch.ts';

/**
 * Adopts a `token` in the address before the router reads it, and takes it out of the address
 * without a navigation. The guard adopts one too, but only after the first render, and its
 * navigation then rendered the whole app a second time on arrival.
 */
export function adoptTokenFromAddress({ location, history }: Pick<Window, 'location' | 'history'>): void {
  const fromUrl = takeTokenFromSearch(location.search);
  if (!fromUrl) return;
  useSessionStore.getState().setToken(fromUrl.token);
  history.replaceState(history.state, '', `${location.pathname}${fromUrl.search}${location.hash}`);
}

/**
 * Starts a signed-in page's session query and code before React first renders, with the guard's
 * own decision: the first paint waits for both, and they would otherwise start only once the
 * guard has rendered. Runs after `adoptTokenFromAddress`, so a token the address carried is the
 * session's already.
 */
export function startSignedInPage(
  client: QueryClient,
  { pathname, search }: { pathname: string; search: string },
): void {
  const { token, endedByLogout } = useSessionStore.getState();
  const decision = decideGuard({ pathname, search, hasToken: Boolean(token), endedByLogout });
  if (decision.kind !== 'session') return;
  void client.prefetchQuery(sessionQuery(client, decision.withBaseData, pathname));
}
