import { useQuery } from '@tanstack/react-query';
import { accessApi } from './access.api.ts';
import { accessKeys } from './accessKeys.ts';

/** The menus and buttons the signed-in role may grant, as a tree. */
export function usePermissionTree(enabled = true) {
  return useQuery({ queryKey: accessKeys.permissionTree(), queryFn: accessApi.permissionTree, enabled });
}
