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
export function seesWholeOrg(auth: Pick<AuthContext, 'roles'>): boolean {
  return auth.roles.includes('admin') || auth.roles.includes('orgAdmin');
}

/**
 * The `perm` of a route that every signed-in user of its audience may call (their own info,
 * knowledge reads): a decision written out, so that no route is left open by forgetting one.
 */
export const ANY_SIGNED_IN_USER = 'any-signed-in-user';

/** Who may call a route once signed in: console staff (default), students, or both. */
export type RouteAudience = 'staff' | 'student' | 'everyone';

const STAFF_ROLES: readonly RoleCode[] = ['admin', 'orgAdmin', 'teacher'];

export function isStaff(roles: readonly string[]): boolean {
  return roles.some((role) => (STAFF_ROLES as readonly string[]).includes(role));
}

/**
 * Console routes need a staff role, student routes the student role: a student's token never
 * opens a teacher endpoint, whatever permissions a menu might grant.
 */
export function admits(audience: RouteAudience, roles: readonly string[]): boolean {
  if (audience === 'everyone') return true;
  if (audience === 'student') return roles.includes('student');
  return isStaff(roles);
}
