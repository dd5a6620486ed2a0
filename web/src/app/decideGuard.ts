import { postLoginTarget } from '../base/postLoginTarget.ts';

/** Pages anyone may open without a token (spec §6). */
export const PUBLIC_PATHS: readonly string[] = ['/login', '/stu/enroll/trace/report'];
export const LOGIN_PATH = '/login';

export function isPublicPath(pathname: string): boolean {
  return PUBLIC_PATHS.includes(pathname);
}

/** Detail, print and report pages skip loading the base data (dictionaries, areas, …). */
export function isDetailPath(pathname: string): boolean {
  return /Detail$/.test(pathname) || pathname === '/edu/pdf' || pathname.endsWith('/report');
}

/** `/login?redirect=<path with query>`. */
export function loginPathFor(pathname: string, search: string): string {
  return `${LOGIN_PATH}?${new URLSearchParams({ redirect: `${pathname}${search}` }).toString()}`;
}

export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string }
  /** Signed in: make sure user, config, base data and menu routes are loaded first. */
  | { kind: 'session'; withBaseData: boolean };

export type GuardInput = {
  pathname: string;
  search: string;
  hasToken: boolean;
  /** The user logged out on purpose: go to the plain login page. */
  endedByLogout: boolean;
};

/** The route guard's decision for one navigation (spec §4). */
export function decideGuard({ pathname, search, hasToken, endedByLogout }: GuardInput): GuardDecision {
  if (hasToken) {
    // Signed in already (or just now): leave the login page for its redirect target, else `/`.
    if (pathname === LOGIN_PATH) return { kind: 'redirect', to: postLoginTarget(search) };
    if (isPublicPath(pathname)) return { kind: 'allow' };
    return { kind: 'session', withBaseData: !isDetailPath(pathname) };
  }
  if (isPublicPath(pathname)) return { kind: 'allow' };
  return { kind: 'redirect', to: endedByLogout ? LOGIN_PATH : loginPathFor(pathname, search) };
}
