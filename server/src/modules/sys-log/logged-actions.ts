import { LOGIN_ACTION } from '@zhihang/contract/operations/sys-log.schema';

/** Routes that sign someone in; logged with the account they named, success or failure. */
const LOGIN_PATHS = new Set(['/sys/teacherLogin', '/stuAccount/login']);

/** Writes open to every signed-in user: no menu permission names them, so they get one here. */
const SIGNED_IN_WRITES: Readonly<Record<string, string>> = {
  '/sys/user/password': 'sys:user:password',
  '/sys/logout': 'logout',
};

/** A permission's last part that only reads. */
const READ_PERMS = /:(list|info|tree|view|query)$/;
/** A path's last part that only reads, under a permission that also writes (lists, comparisons). */
const READ_PATH = /^(list|info|tree|diffPlan|get[A-Z].*|.*List)$/;
/** Reads named one by one: an import's progress, polled every half second. */
const READ_PATHS = new Set(['/dataImport/status/:id']);

function lastSegment(path: string): string {
  const parts = path.split('/').filter((part) => part && !part.startsWith(':'));
  return parts[parts.length - 1] ?? '';
}

/**
 * The action a request is logged under, or undefined when it is not logged: every login, every
 * write (its permission is the action), and bulk reads of personal data (exports).
 */
export function loggedAction(path: string, perm: string | undefined): string | undefined {
  if (LOGIN_PATHS.has(path)) return LOGIN_ACTION;
  const signedIn = SIGNED_IN_WRITES[path];
  if (signedIn) return signedIn;
  if (!perm || !perm.includes(':')) return undefined;
  if (perm.endsWith(':export')) return perm;
  if (READ_PERMS.test(perm) || READ_PATHS.has(path) || READ_PATH.test(lastSegment(path))) return undefined;
  return perm;
}
