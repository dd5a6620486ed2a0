import { DATA_SCOPE, type DataScope } from '@zhihang/contract/access/data-scope';

/**
 * Who is calling; services take it as their first argument. A token acts as one of its user's
 * roles (role switching): `roles` holds that role's code, `perms` and `dataScope` come from that
 * role's row and menus, never from its name.
 */
export type AuthContext = {
  userId: number;
  orgId: number;
  roles: string[];
  /** The role the token acts as. */
  roleId: number;
  dataScope: DataScope;
  perms: ReadonlySet<string>;
  tokenHash: string;
};

/** A role with the platform scope reaches every organisation (accounts, roles, organisations). */
export function isPlatformAdmin(auth: Pick<AuthContext, 'dataScope'>): boolean {
  return auth.dataScope === DATA_SCOPE.platform;
}

/** Roles scoped to the organisation (or the platform) see every student of it; others their own. */
export function seesWholeOrg(auth: Pick<AuthContext, 'dataScope'>): boolean {
  return auth.dataScope === DATA_SCOPE.org || auth.dataScope === DATA_SCOPE.platform;
}

/**
 * The `perm` of a route that every signed-in user of its audience may call (their own info,
 * knowledge reads): a decision written out, so that no route is left open by forgetting one.
 */
export const ANY_SIGNED_IN_USER = 'any-signed-in-user';

/** Who may call a route once signed in: console staff (default), students, or both. */
export type RouteAudience = 'staff' | 'student' | 'everyone';

/** Every role but the student's is a console role: the built-in staff roles and an organisation's own. */
export function isStaff(roles: readonly string[]): boolean {
  return roles.some((role) => role !== 'student');
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
