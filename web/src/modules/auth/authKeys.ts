/** Query keys of the auth domain (the signed-in user and what the user may open). */
export const authKeys = {
  all: ['auth'] as const,
  userInfo: () => [...authKeys.all, 'userInfo'] as const,
  menuTree: () => [...authKeys.all, 'menuTree'] as const,
  session: (withBaseData: boolean) => [...authKeys.all, 'session', withBaseData ? 'full' : 'detail'] as const,
};
