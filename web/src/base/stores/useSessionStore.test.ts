import { afterEach, describe, expect, it } from 'vitest';
import { useSessionStore } from './useSessionStore.ts';

describe('useSessionStore', () => {
  afterEach(() => useSessionStore.setState({ token: null, endedByLogout: false, logoutPending: false }));

  it('a 401 answered while a logout revokes the token still ends the session by logout', () => {
    useSessionStore.getState().setToken('t');
    useSessionStore.getState().beginLogout();
    // Another call of the page answers 401 once the server has revoked the token.
    useSessionStore.getState().clearToken('invalid');
    expect(useSessionStore.getState()).toMatchObject({ token: null, endedByLogout: true, logoutPending: false });
    useSessionStore.getState().clearToken('logout');
    expect(useSessionStore.getState().endedByLogout).toBe(true);
  });

  it('a 401 without a logout ends the session as invalid, and a new sign-in forgets the logout', () => {
    useSessionStore.getState().setToken('t');
    useSessionStore.getState().clearToken('invalid');
    expect(useSessionStore.getState().endedByLogout).toBe(false);
    useSessionStore.getState().beginLogout();
    useSessionStore.getState().setToken('u');
    expect(useSessionStore.getState()).toMatchObject({ token: 'u', endedByLogout: false, logoutPending: false });
  });
});
