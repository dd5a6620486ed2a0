import type { RoleCode } from '@zhihang/contract/auth/auth.schema';

/** Who is calling; services take it as their first argument. */
export type AuthContext = {
  userId: number;
  orgId: number;
  roles: RoleCode[];
  perms: ReadonlySet<string>;
  tokenHash: string;
};

export function isPlatformAdmin(auth: AuthContext): boolean {
  return auth.roles.includes('admin');
}

/** Org admins and platform admins see every student of their org; teachers only their own. */
export function seesWholeOrg(auth: AuthContext): boolean {
  return auth.roles.includes('admin') || auth.roles.includes('orgAdmin');
}
