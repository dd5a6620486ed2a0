import { isCancelledError, queryOptions, type QueryClient } from '@tanstack/react-query';
import { authKeys } from '../modules/auth/authKeys.ts';
import { bootstrapSession } from './bootstrapSession.ts';
import { feedback } from '../base/feedback.ts';
import { forgetSessionData } from '../base/forgetSessionData.ts';
import { i18n } from '../base/i18n/i18n.ts';
import { loadConsoleLayout } from './loadConsoleLayout.ts';
import { isPageBeingLeft } from './pageLeaving.ts';
import { useSessionStore } from '../base/stores/useSessionStore.ts';

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
 * Whether a failed session load should end the session. It should not when the failure is not
 * the server's answer to this session: the page is being left (the browser fails its open
 * requests), the load was cancelled because its data was dropped on purpose (a role switch, a
 * sign-out), or the token it was loaded with is no longer the current one.
 */
export function failureEndsSession(error: unknown, loadedWithToken: string | null): boolean {
  if (isPageBeingLeft() || isCancelledError(error)) return false;
  return useSessionStore.getState().token === loadedWithToken;
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
    queryFn: () => {
      const token = useSessionStore.getState().token;
      return bootstrapSession(
        client,
        withBaseData,
        (error) => {
          // Decided a task later: the browser fails a left page's requests while it dispatches
          // `pagehide`, before every listener of it (ours among them) has run.
          setTimeout(() => {
            if (failureEndsSession(error, token)) endSession(client, error);
          }, 0);
        },
        () => loadConsoleCode(pathname),
      );
    },
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
    retryOnMount: false,
  });
}
