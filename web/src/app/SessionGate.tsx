import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { authKeys } from '../modules/auth/authKeys.ts';
import { PageLoading } from '../components/PageLoading.tsx';
import { bootstrapSession } from './bootstrapSession.ts';
import { feedback } from './feedback.ts';
import { forgetSessionData } from './forgetSessionData.ts';
import { i18n } from './i18n/i18n.ts';
import { loadConsoleLayout } from './loadConsoleLayout.ts';
import { useSessionStore } from './stores/useSessionStore.ts';

export type SessionGateProps = { withBaseData: boolean; children: ReactNode };

/**
 * Renders its children once the signed-in session is ready. On failure the token is reset and
 * the error shown; the guard then sends the visitor to /login?redirect=….
 */
export function SessionGate({ withBaseData, children }: SessionGateProps) {
  const queryClient = useQueryClient();
  const session = useQuery({
    queryKey: authKeys.session(withBaseData),
    queryFn: () => bootstrapSession(queryClient, withBaseData),
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
    if (!session.isError) return;
    feedback.error(session.error.message || i18n.t('errors.hasError'));
    forgetSessionData(queryClient);
    useSessionStore.getState().clearToken('invalid');
  }, [session.isError, session.error, queryClient]);

  if (session.isSuccess) return children;
  return <PageLoading />;
}
