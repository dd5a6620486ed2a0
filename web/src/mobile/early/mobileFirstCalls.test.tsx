import { LOGIN_TYPE_HEADER, LOGIN_TYPE_TEACHER, TOKEN_HEADER } from '@zhihang/contract/constants';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_CALL_PROTOCOL, MOBILE_FIRST_CALLS } from '../../../build/mobileRoutePreload.ts';
import { API_BASE_PATH } from '../../base/apiBase.ts';
import { useSessionStore } from '../../base/stores/useSessionStore.ts';
import { MobileApp } from '../MobileApp.tsx';
import { mobileHistory } from '../router/mobileHistory.ts';
import { EARLY_ANSWERS_GLOBAL, earlyAnswerKey, takeEarlyAnswer } from './earlyAnswers.ts';

const IDS: Record<string, string> = { universityId: '7', majorId: '8', jobId: '9' };

/** The calls a page makes when opened, as `[path, body]` under the API base. */
async function firstCallsOf(pathname: string, count: number): Promise<[string, string][]> {
  const calls: [string, string][] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      calls.push([url.slice(API_BASE_PATH.length), String(init.body)]);
      return new Promise<Response>(() => undefined);
    }),
  );
  const search = new URLSearchParams(IDS).toString();
  window.history.replaceState(null, '', `${pathname}?${search}`);
  mobileHistory.start();
  useSessionStore.setState({ token: 'token-1' });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MobileApp />
    </QueryClientProvider>,
  );
  await waitFor(() => expect(calls.length).toBeGreaterThanOrEqual(count), { timeout: 5000 });
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the document's early calls", () => {
  for (const [pathname, expected] of Object.entries(MOBILE_FIRST_CALLS)) {
    it(`are the first calls of ${pathname}`, async () => {
      const withIds = expected.map(([path, body]) => [
        path.replace(/\{(\w+)\}/g, (_, name: string) => IDS[name] ?? ''),
        body,
      ]);
      const calls = await firstCallsOf(pathname, expected.length);
      expect(calls.slice(0, expected.length).sort()).toEqual([...withIds].sort());
    });
  }

  it('are sent as the API client sends its calls', () => {
    expect(EARLY_CALL_PROTOCOL).toEqual({
      apiBase: API_BASE_PATH,
      tokenHeader: TOKEN_HEADER,
      loginTypeHeader: LOGIN_TYPE_HEADER,
      loginType: LOGIN_TYPE_TEACHER,
      answersGlobal: EARLY_ANSWERS_GLOBAL,
    });
  });
});

describe('an early answer', () => {
  const init = (token: string): RequestInit => ({ method: 'POST', body: '{}', headers: { [TOKEN_HEADER]: token } });

  it('answers the same call with the same token, once', async () => {
    const answer = new Response('{"code":0}');
    const scope = { [EARLY_ANSWERS_GLOBAL]: { [earlyAnswerKey('/api/x', '{}', 't')]: Promise.resolve(answer) } };
    expect(takeEarlyAnswer('/api/x', init('other'), scope)).toBeUndefined();
    expect(takeEarlyAnswer('/api/y', init('t'), scope)).toBeUndefined();
    await expect(takeEarlyAnswer('/api/x', init('t'), scope)).resolves.toBe(answer);
    expect(takeEarlyAnswer('/api/x', init('t'), scope)).toBeUndefined();
  });

  it('that failed is asked for again', async () => {
    const again = new Response('{"code":0}');
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(again)),
    );
    const scope = {
      [EARLY_ANSWERS_GLOBAL]: { [earlyAnswerKey('/api/x', '{}', 't')]: Promise.reject(new Error('offline')) },
    };
    await expect(takeEarlyAnswer('/api/x', init('t'), scope)).resolves.toBe(again);
  });
});
