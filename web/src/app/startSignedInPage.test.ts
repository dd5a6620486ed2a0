import { afterEach, describe, expect, it } from 'vitest';
import { adoptTokenFromAddress } from './startSignedInPage.ts';
import { useSessionStore } from '../base/stores/useSessionStore.ts';

/** A window's address and history as far as the adoption reads and writes them. */
function addressAt(href: string) {
  const url = new URL(href);
  const replaced: string[] = [];
  const location = { pathname: url.pathname, search: url.search, hash: url.hash } as Location;
  const history = {
    state: { idx: 0 },
    replaceState: (_state: unknown, _unused: string, next: string) => replaced.push(next),
  } as unknown as History;
  return { window: { location, history }, replaced };
}

describe('adoptTokenFromAddress', () => {
  afterEach(() => useSessionStore.getState().clearToken('invalid'));

  it('starts the session with the token and keeps the rest of the address', () => {
    const { window, replaced } = addressAt('http://school.test/edu/universityDetail?token=abc&universityId=7#majors');
    adoptTokenFromAddress(window);
    expect(useSessionStore.getState().token).toBe('abc');
    expect(replaced).toEqual(['/edu/universityDetail?universityId=7#majors']);
  });

  it('leaves an address without a token alone', () => {
    useSessionStore.getState().setToken('kept');
    const { window, replaced } = addressAt('http://school.test/dashboard?tab=1');
    adoptTokenFromAddress(window);
    expect(useSessionStore.getState().token).toBe('kept');
    expect(replaced).toEqual([]);
  });
});
