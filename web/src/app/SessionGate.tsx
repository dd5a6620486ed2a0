import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { authKeys } from '../modules/auth/authKeys.ts';
import { PageLoading } from '../components/PageLoading.tsx';
import { bootstrapSession } from './bootstrapSession.ts';
import { feedback } from './feedback.ts';
import { forgetSessionData } from './forgetSessionData.ts';
import { i18n } from './i18n/i18n.ts';
import { loadConsoleLayout } from './loadConsoleLayout.ts';
import { queryClient as appQueryClient } from './queryClient.ts';
import { useSessionStore } from './stores/useSessionStore.ts';

export type SessionGateProps = { withBaseData: boolean; children: ReactNode };

/**
 * A session that could not load what every page needs ends: the error is shown, the session's
 * data forgotten and the token reset, so the guard sends the visitor to /login?redirect=….
 */
function endSession(error: unknown): void {
  feedback.error((error instanceof Error && error.message) || i18n.t('errors.hasError'));
  forgetSessionData(appQueryClient);
  useSessionStore.getState().clearToken('invalid');
}

/**
 * Renders its children once the signed-in session is ready. On failure the token is reset and
 * the error shown; the guard then sends the visitor to /login?redirect=….
 */
export function SessionGate({ withBaseData, children }: SessionGateProps) {
  const queryClient = useQueryClient();
  const session = useQuery({
    queryKey: authKeys.session(withBaseData),
    queryFn: () => bootstrapSession(queryClient, withBaseData, endSession),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
    // Moving between detail and other pages changes the key; keep the shell (and its kept-alive
    // views) on screen while the missing base data loads.
    placeholderData: keepPreviousData,
  });

  useEffect(() => {
    void loadConsoleLayout();
  }, []);

  useEffect(() => {
    if (session.isError) endSession(session.error);
  }, [session.isError, session.error]);

  if (session.isSuccess) return children;
  return <PageLoading />;
}
