import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { PageLoading } from '../components/PageLoading.tsx';
import { isPageBeingLeft } from './pageLeaving.ts';
import { endSession, sessionQuery } from './sessionQuery.ts';

export type SessionGateProps = { withBaseData: boolean; children: ReactNode };

/**
 * Renders its children once the signed-in session is ready. On failure the token is reset and
 * the error shown; the guard then sends the visitor to /login?redirect=….
 */
export function SessionGate({ withBaseData, children }: SessionGateProps) {
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const session = useQuery({
    ...sessionQuery(queryClient, withBaseData, pathname),
    // Moving between detail and other pages changes the key; keep the shell (and its kept-alive
    // views) on screen while the missing base data loads.
    placeholderData: keepPreviousData,
  });

  useEffect(() => {
    if (session.isError && !isPageBeingLeft()) endSession(queryClient, session.error);
  }, [session.isError, session.error, queryClient]);

  if (session.isSuccess) return children;
  return <PageLoading />;
}
