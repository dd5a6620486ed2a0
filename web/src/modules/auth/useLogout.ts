import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { forgetSessionData } from '../../base/forgetSessionData.ts';
import { useSessionStore } from '../../base/stores/useSessionStore.ts';
import { useTagsViewStore } from '../../base/stores/useTagsViewStore.ts';
import { authApi } from './auth.api.ts';

/**
 * Logout (spec §4): revoke the token on the server, then clear token, user, roles and routes
 * and close all tags; the route guard then shows /login.
 */
export function useLogout(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    useSessionStore.getState().beginLogout();
    try {
      await authApi.logout();
    } catch {
      // The token may already be invalid; signing out locally is what matters.
    }
    useTagsViewStore.getState().deleteAllViews();
    useSessionStore.getState().clearToken('logout');
    forgetSessionData(queryClient);
  }, [queryClient]);
}
