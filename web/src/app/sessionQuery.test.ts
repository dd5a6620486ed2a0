import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../base/ApiError.ts';
import { followPageLeaving } from './pageLeaving.ts';
import { failureEndsSession } from './sessionQuery.ts';
import { useSessionStore } from '../base/stores/useSessionStore.ts';

const refused = new ApiError(500, '500:服务器错误');

/** The error a base list's load rejects with when the session's data is dropped mid-flight. */
async function errorOfDroppedLoad(): Promise<unknown> {
  const client = new QueryClient();
  const load = client.ensureQueryData({ queryKey: ['dict'], queryFn: () => new Promise<never>(() => {}) });
  client.removeQueries({ queryKey: ['dict'] });
  return load.then(
    () => undefined,
    (error: unknown) => error,
  );
}

describe('failureEndsSession', () => {
  const page = new EventTarget();
  followPageLeaving(page);
  afterEach(() => {
    page.dispatchEvent(new Event('pageshow'));
    useSessionStore.getState().clearToken('invalid');
  });

  it('ends the session the failed load was made for', () => {
    useSessionStore.getState().setToken('t-1');
    expect(failureEndsSession(refused, 't-1')).toBe(true);
  });

  it('keeps the session when the page is being left, until the page is shown again', () => {
    useSessionStore.getState().setToken('t-1');
    page.dispatchEvent(new Event('pagehide'));
    expect(failureEndsSession(new ApiError(0, '网络异常'), 't-1')).toBe(false);
    page.dispatchEvent(new Event('pageshow'));
    expect(failureEndsSession(new ApiError(0, '网络异常'), 't-1')).toBe(true);
  });

  it('keeps the session when its data was dropped on purpose while loading (a role switch)', async () => {
    useSessionStore.getState().setToken('t-2');
    const error = await errorOfDroppedLoad();
    expect(error).toBeDefined();
    expect(failureEndsSession(error, 't-2')).toBe(false);
  });

  it('keeps a newer session when a load of the previous token fails', () => {
    useSessionStore.getState().setToken('t-3');
    expect(failureEndsSession(refused, 't-2')).toBe(false);
  });
});
