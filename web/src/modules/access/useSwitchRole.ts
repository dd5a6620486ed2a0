import { useMutation, useQueryClient } from '@tanstack/react-query';
import { forgetSessionData } from '../../base/forgetSessionData.ts';
import { navigation } from '../../base/navigation.ts';
import { useSessionStore } from '../../base/stores/useSessionStore.ts';
import { useTagsViewStore } from '../../base/stores/useTagsViewStore.ts';
import { accessApi } from './access.api.ts';

/**
 * Role switching (spec §4): a token acting as the chosen role replaces the current one; the user
 * info and the menu are loaded again, so the routes regenerate, and the console starts over at
 * the dashboard, since the pages that were open may not belong to the new role.
 */
export function useSwitchRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (roleId: number) => accessApi.switchRole(roleId),
    onSuccess: (result) => {
      useTagsViewStore.getState().deleteAllViews();
      forgetSessionData(queryClient);
      useSessionStore.getState().setToken(result.token, result.expire);
      navigation.go('/dashboard');
    },
  });
}
