import { notifyManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';

/**
 * For the tests of a describe block: no request reaches a server (the test hands each query its
 * answer itself), and query updates reach the page at once, inside the test's urgent render.
 */
export function answerQueriesByHand(): void {
  beforeEach(() => {
    vi.stubGlobal('fetch', () => new Promise(() => undefined));
    notifyManager.setScheduler((callback) => callback());
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    notifyManager.setScheduler((callback) => setTimeout(callback, 0));
  });
}

/** A page with its own query client, under a router; the client lets the test answer its queries. */
export function renderWithQueries(Page: ComponentType) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const { container } = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <Page />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { container, queryClient };
}
