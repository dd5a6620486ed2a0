import { useQuery } from '@tanstack/react-query';
import { authQueries } from './authQueries.ts';

/** The signed-in user (loaded by the route guard before any console page renders). */
export function useUserInfo() {
  return useQuery(authQueries.userInfo());
}
