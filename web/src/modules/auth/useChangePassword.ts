import type { PasswordChangeBody } from '@zhihang/contract/auth/auth.schema';
import { useMutation } from '@tanstack/react-query';
import { authApi } from './auth.api.ts';

export function useChangePassword() {
  return useMutation({ mutationFn: (body: PasswordChangeBody) => authApi.changePassword(body) });
}
