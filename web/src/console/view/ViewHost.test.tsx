import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTagsViewStore } from '../../base/stores/useTagsViewStore.ts';
import type { ConsoleRoute } from '../consoleRoutes.ts';
import { ViewHost } from './ViewHost.tsx';

const dashboard = vi.hoisted(() => ({ renders: 0 }));

// The dashboard's code stands in for every page: it counts its renders.
vi.mock('./consolePageCode.ts', () => ({
  CONSOLE_PAGE_CODE: {
    '/dashboard': () =>
      Promise.resolve({
        DashboardPage: () => {
          dashboard.renders += 1;
          return <p>首页内容</p>;
        },
      }),
  },
}));

const routes: ConsoleRoute[] = [
  { path: '/dashboard', title: '首页', icon: 'home', hidden: false, affix: true, keepAlive: true },
];

describe('ViewHost', () => {
  afterEach(() => useTagsViewStore.setState({ visitedViews: [], cachedViews: [] }));

  it('does not render the open page again when only the tags change', async () => {
    render(
      <MemoryRouter initialEntries={['/dashboard']}>
        <ViewHost routes={routes} />
      </MemoryRouter>,
    );
    await screen.findByText('首页内容');
    expect(useTagsViewStore.getState().visitedViews.map((view) => view.path)).toEqual(['/dashboard']);
    const rendersBefore = dashboard.renders;

    act(() =>
      useTagsViewStore.getState().addAffixTag({
        path: '/edu/knowledge',
        fullPath: '/edu/knowledge',
        title: '知识库',
        affix: true,
        noCache: true,
      }),
    );

    expect(useTagsViewStore.getState().visitedViews).toHaveLength(2);
    expect(dashboard.renders).toBe(rendersBefore);
  });
});
