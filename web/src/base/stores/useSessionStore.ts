import Cookies from 'js-cookie';
import { create } from 'zustand';

const TOKEN_COOKIE = 'token';
const SECONDS_PER_DAY = 86_400;

type SessionState = {
  token: string | null;
  /** True after the user logged out on purpose: the next login page carries no redirect. */
  endedByLogout: boolean;
  /**
   * A logout is under way: the server is revoking the token, and another call answered 401 in
   * the meantime still ends the session by logout (no redirect back to the page left).
   */
  logoutPending: boolean;
  beginLogout: () => void;
  setToken: (token: string, expiresInSeconds?: number) => void;
  clearToken: (reason: 'logout' | 'invalid') => void;
};

/** The login token, mirrored in a cookie so it survives reloads and reaches the mobile area. */
export const useSessionStore = create<SessionState>()((set, get) => ({
  token: Cookies.get(TOKEN_COOKIE) || null,
  endedByLogout: false,
  logoutPending: false,
  beginLogout: () => set({ logoutPending: true }),
  setToken: (token, expiresInSeconds) => {
    Cookies.set(TOKEN_COOKIE, token, {
      sameSite: 'lax',
      ...(expiresInSeconds ? { expires: expiresInSeconds / SECONDS_PER_DAY } : {}),
    });
    set({ token, endedByLogout: false, logoutPending: false });
  },
  clearToken: (reason) => {
    Cookies.remove(TOKEN_COOKIE);
    set({ token: null, endedByLogout: reason === 'logout' || get().logoutPending, logoutPending: false });
  },
}));
