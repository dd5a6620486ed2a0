import type { TransferStudentsBody, UserStatusBody, UserUpdateBody } from '@zhihang/contract/access/user-admin.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accessApi, type UserSaveInput } from './access.api.ts';
import { accessKeys } from './accessKeys.ts';

/** Every change to accounts, each refreshing the list (and role counts) when it succeeds. */
export function useStaffUserMutations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: accessKeys.all });
  return {
    save: useMutation({
      mutationFn: (body: UserSaveInput | UserUpdateBody) =>
        'id' in body ? accessApi.userUpdate(body).then((user) => ({ user, password: null })) : accessApi.userSave(body),
      onSuccess: refresh,
    }),
    setStatus: useMutation({ mutationFn: (body: UserStatusBody) => accessApi.userStatus(body), onSuccess: refresh }),
    remove: useMutation({ mutationFn: (ids: number[]) => accessApi.userDelete(ids), onSuccess: refresh }),
    resetPassword: useMutation({ mutationFn: (userId: number) => accessApi.resetPassword(userId) }),
    transfer: useMutation({
      mutationFn: (body: TransferStudentsBody) => accessApi.transferStudents(body),
      onSuccess: refresh,
    }),
  };
}
