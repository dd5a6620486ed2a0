import { useSessionStore } from '../base/stores/useSessionStore.ts';
import { takeTokenFromSearch } from '../base/takeTokenFromSearch.ts';

/**
 * Spec §4: a token in the page URL is adopted: stored as the session and removed from the
 * address bar (and history), so it is not bookmarked or shared by accident.
 */
export function adoptTokenFromUrl(location: Location, history: History): void {
  const taken = takeTokenFromSearch(location.search);
  if (!taken) return;
  useSessionStore.getState().setToken(taken.token);
  history.replaceState(history.state, '', `${location.pathname}${taken.search}${location.hash}`);
}
