import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { authKeys } from '../modules/auth/authKeys.ts';
import { bootstrapSession } from './bootstrapSession.ts';
import { feedback } from './feedback.ts';
import { forgetSessionData } from './forgetSessionData.ts';
import { i18n } from './i18n/i18n.ts';
import { loadConsoleLayout } from './loadConsoleLayout.ts';
import { useSessionStore } from './stores/useSessionStore.ts';

/**
 * A session that could not load what every page needs ends: the error is shown, the session's
 * data forgotten and the token reset, so the guard sends the visitor to /login?redirect=….
 */
export function endSession(client: QueryClient, error: unknown): void {
  feedback.error((error instanceof Error && error.message) || i18n.t('errors.hasError'));
  forgetSessionData(client);
  useSessionStore.getState().clearToken('invalid');
}

/**
 * The console shell's code and then the code of the page at `pathname`, fetched beside the
 * session calls: otherwise the shell's chunk waits for the session and the page's chunk for the
 * shell to render it.
 */
export function loadConsoleCode(pathname: string): Promise<unknown> {
  return loadConsoleLayout().then((shell) => shell.preloadConsolePageCode(pathname));
}

/**
 * The signed-in session (user, system parameters, menu tree, and the base data beside them) as
 * one query, so the guard and the start of the app (`startSignedInPage`) share one load.
 * A failed load is not repeated when the guard mounts: the guard ends the session instead.
 */
export function sessionQuery(client: QueryClient, withBaseData: boolean, pathname: string) {
  return queryOptions({
    queryKey: authKeys.session(withBaseData),
    queryFn: () =>
      bootstrapSession(
        client,
        withBaseData,
        (error) => endSession(client, error),
        () => loadConsoleCode(pathname),
      ),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
    retryOnMount: false,
  });
}
