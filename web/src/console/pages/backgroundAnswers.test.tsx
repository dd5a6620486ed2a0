import { notifyManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DataHealthPage } from './dataHealth/DataHealthPage.tsx';
import { EngineDataPage } from './engine/EngineDataPage.tsx';

const pages: Array<[string, ComponentType, object, string]> = [
  ['数据说明', EngineDataPage, { years: [], command: 'npm run backtest' }, '暂无回测数据'],
  ['数据体检', DataHealthPage, { provinces: [] }, '暂无招生录取数据'],
];

describe('pages that draw their answer in a background render', () => {
  beforeEach(() => {
    // No answer from the server: the test hands the page its answer itself.
    vi.stubGlobal('fetch', () => new Promise(() => undefined));
    // Query updates reach the page at once, inside the test's urgent render.
    notifyManager.setScheduler((callback) => callback());
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    notifyManager.setScheduler((callback) => setTimeout(callback, 0));
  });

  it.each(pages)('%s draws its answer after the update that brings it', async (...args) => {
    const [, Page, answer, drawnText] = args;
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { container } = render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <Page />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const [query] = queryClient.getQueryCache().getAll();
    expect(query).toBeDefined();

    // The answer arrives as an update React renders at once and cannot slice: the page's tables
    // drawn there were one long task on an older office PC.
    flushSync(() => queryClient.setQueryData(query!.queryKey, answer));
    expect(container.textContent).not.toContain(drawnText);

    await act(async () => {});
    expect(container.textContent).toContain(drawnText);
  });
});
