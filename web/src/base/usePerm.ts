import { useCallback } from 'react';
import { useUserInfo } from '../modules/auth/useUserInfo.ts';

/**
 * Whether the signed-in role holds a permission (`sys:user:save`), for hiding the buttons it
 * lacks; the server refuses the call anyway.
 */
export function usePerm(): (perm: string) => boolean {
  const perms = useUserInfo().data?.perms;
  return useCallback((perm: string) => perms?.includes(perm) ?? false, [perms]);
}
