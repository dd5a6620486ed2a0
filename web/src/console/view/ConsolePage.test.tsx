import { act, render, screen } from '@testing-library/react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { ConsoleRoute } from '../consoleRoutes.ts';
import { ConsolePage } from './ConsolePage.tsx';

vi.mock('./consolePageCode.ts', () => ({
  CONSOLE_PAGE_CODE: { '/dashboard': () => Promise.resolve({ DashboardPage: () => <p>首页内容</p> }) },
}));

const dashboard: ConsoleRoute = {
  path: '/dashboard',
  title: '首页',
  icon: 'home',
  hidden: false,
  affix: true,
  keepAlive: true,
};

const page = () => (
  <MemoryRouter initialEntries={['/dashboard']}>
    <ConsolePage route={dashboard} />
  </MemoryRouter>
);

describe('ConsolePage', () => {
  it('mounts the page in a background render after its frame, even when its code has loaded', async () => {
    // A first visit loads the page's code.
    const first = render(page());
    await screen.findByText('首页内容');
    first.unmount();

    // An urgent render (a store update during a commit is one) shows the frame only: the page,
    // hundreds of components on a list page, must not be drawn in a render React cannot slice.
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    flushSync(() => root.render(page()));
    expect(container.textContent).not.toContain('首页内容');

    await act(async () => {});
    expect(container.textContent).toContain('首页内容');
    act(() => root.unmount());
    container.remove();
  });
});
