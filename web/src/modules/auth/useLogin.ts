import type { TeacherLoginBody } from '@zhihang/contract/auth/auth.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { forgetSessionData } from '../../base/forgetSessionData.ts';
import { useSessionStore } from '../../base/stores/useSessionStore.ts';
import { authApi } from './auth.api.ts';

/** Teacher login: stores the token (cookie) and forgets any earlier user's data. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TeacherLoginBody) => authApi.login(body),
    onSuccess: (result) => {
      forgetSessionData(queryClient);
      useSessionStore.getState().setToken(result.token, result.expire);
    },
  });
}
