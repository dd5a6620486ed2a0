import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { authKeys } from '../modules/auth/authKeys.ts';
import { systemKeys } from '../modules/system/systemKeys.ts';
import { bootstrapSession } from './bootstrapSession.ts';

const SESSION_KEYS = [authKeys.userInfo(), systemKeys.configMap(), authKeys.menuTree()].map((key) => key.join('/'));

/** A client whose queries answer at once, recording the order their keys were asked for. */
function recordingClient() {
  const client = new QueryClient();
  const asked: string[] = [];
  vi.spyOn(client, 'ensureQueryData').mockImplementation(((options: { queryKey: readonly unknown[] }) => {
    asked.push(options.queryKey.join('/'));
    return Promise.resolve({ userId: 1 });
  }) as unknown as QueryClient['ensureQueryData']);
  return { client, asked };
}

describe('bootstrapSession', () => {
  it('asks for the user, the parameters and the menu tree first, then the page code, and the base lists only once that code is there', async () => {
    const { client, asked } = recordingClient();
    let arrive = () => {};
    const pageCode = new Promise<void>((resolve) => (arrive = resolve));
    const loadPageCode = vi.fn(() => {
      asked.push('page code');
      return pageCode;
    });

    await expect(bootstrapSession(client, true, vi.fn(), loadPageCode)).resolves.toBe(true);
    expect(asked.slice(0, 3).sort()).toEqual([...SESSION_KEYS].sort());
    expect(asked.slice(3)).toEqual(['page code']);

    // Nothing more until the page's code has arrived; then the ten base lists.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(asked).toHaveLength(4);
    arrive();
    await vi.waitFor(() => expect(asked).toHaveLength(14));
    expect(asked.slice(4).filter((key) => SESSION_KEYS.includes(key))).toEqual([]);
  });

  it('still loads the base lists when the page code fails to load, and skips them on detail pages', async () => {
    const failing = recordingClient();
    await bootstrapSession(failing.client, true, vi.fn(), () => Promise.reject(new Error('chunk')));
    await vi.waitFor(() => expect(failing.asked.length).toBe(13));

    const detail = recordingClient();
    await bootstrapSession(detail.client, false, vi.fn(), () => Promise.resolve());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(detail.asked.length).toBe(3);
  });
});
