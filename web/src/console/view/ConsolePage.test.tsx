import { act, render, screen } from '@testing-library/react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { ConsoleRoute } from '../consoleRoutes.ts';
import { ConsolePage } from './ConsolePage.tsx';
import { PageHeadExtra } from './RoutePageHeader.tsx';

/** The 学生测评 page's code, held until the test lets it arrive. */
let deliverEvaluationPage: () => void = () => undefined;

vi.mock('./consolePageCode.ts', () => ({
  CONSOLE_PAGE_CODE: {
    '/dashboard': () => Promise.resolve({ DashboardPage: () => <p>首页内容</p> }),
    '/edu/studentEvaluation': () =>
      new Promise((resolve) => {
        deliverEvaluationPage = () =>
          resolve({
            StudentEvaluationPage: () => (
              <div>
                <PageHeadExtra>
                  <button type="button">布置测评</button>
                </PageHeadExtra>
                <p>测评列表</p>
              </div>
            ),
          });
      }),
  },
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

  it('draws the page’s title row from the first frame and keeps that very row when the page arrives', async () => {
    const evaluations: ConsoleRoute = { ...dashboard, path: '/edu/studentEvaluation', title: '学生测评', affix: false };
    render(
      <MemoryRouter initialEntries={['/edu/studentEvaluation']}>
        <ConsolePage route={evaluations} />
      </MemoryRouter>,
    );
    const heading = screen.getByRole('heading', { level: 1 });
    const description = screen.getByText(/布置霍兰德、性格类型/);
    expect(heading.textContent).toBe('学生测评');
    expect(screen.queryByText('测评列表')).toBeNull();

    await act(async () => deliverEvaluationPage());
    await screen.findByText('测评列表');
    // The same elements, not a second row drawn by the page: painted once, they never move.
    expect(screen.getAllByRole('heading', { level: 1 })).toEqual([heading]);
    expect(screen.getByText(/布置霍兰德、性格类型/)).toBe(description);
    // The page's own action sits on the row's right end.
    expect(heading.parentElement!.parentElement!.contains(screen.getByRole('button', { name: '布置测评' }))).toBe(true);
  });
});
