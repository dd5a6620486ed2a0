import { afterEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../base/stores/useSessionStore.ts';
import { adoptTokenFromUrl } from './adoptTokenFromUrl.ts';

describe('adoptTokenFromUrl', () => {
  afterEach(() => {
    useSessionStore.getState().clearToken('logout');
    window.history.replaceState(null, '', '/');
  });

  it('stores the token and removes it from the address, keeping the rest', () => {
    window.history.replaceState(null, '', '/mp-student/university?token=abc123&from=bind#top');
    adoptTokenFromUrl(window.location, window.history);
    expect(useSessionStore.getState().token).toBe('abc123');
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/mp-student/university?from=bind#top',
    );
  });

  it('leaves the session alone when the URL has no token', () => {
    useSessionStore.getState().setToken('kept');
    window.history.replaceState(null, '', '/mp-student/university');
    adoptTokenFromUrl(window.location, window.history);
    expect(useSessionStore.getState().token).toBe('kept');
  });
});
