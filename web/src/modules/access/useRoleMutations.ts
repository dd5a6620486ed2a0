import type { RoleUpdateBody } from '@zhihang/contract/access/role.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accessApi, type RoleSaveInput } from './access.api.ts';
import { accessKeys } from './accessKeys.ts';

/** Saving and deleting roles; both refresh the role list and the account form's choices. */
export function useRoleMutations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: accessKeys.all });
  return {
    save: useMutation({
      mutationFn: (body: RoleSaveInput | (RoleSaveInput & RoleUpdateBody)) => accessApi.roleSave(body),
      onSuccess: refresh,
    }),
    remove: useMutation({ mutationFn: (ids: number[]) => accessApi.roleDelete(ids), onSuccess: refresh }),
  };
}
