import { useQuery } from '@tanstack/react-query';
import { authQueries } from './authQueries.ts';

/** The menu tree the server grants the user; console routes are generated from it. */
export function useMenuTree() {
  return useQuery(authQueries.menuTree());
}
