import { describe, expect, it } from 'vitest';
import {
  addCachedView,
  addVisitedView,
  deleteAllVisitedViews,
  deleteCachedView,
  keepCachedViewsOf,
  deleteOtherVisitedViews,
  deleteVisitedView,
  nextPathAfterClose,
  type TagView,
} from './tagViews.ts';

function buildView(path: string, overrides: Partial<TagView> = {}): TagView {
  return { path, fullPath: path, title: path.slice(1), affix: false, noCache: false, ...overrides };
}

const dashboard = buildView('/dashboard', { affix: true, title: '首页' });
const knowledge = buildView('/edu/knowledge', { title: '知识库' });
const guidance = buildView('/edu/studentGuidance', { title: '规划指导', noCache: true });

describe('visited views', () => {
  it('appends a new view at the end', () => {
    const views = addVisitedView([dashboard], knowledge);
    expect(views.map((view) => view.path)).toEqual(['/dashboard', '/edu/knowledge']);
  });

  it('keeps one tag per path and updates its full path when the query changes', () => {
    const detail = buildView('/edu/universityDetail', { fullPath: '/edu/universityDetail?universityId=1' });
    const first = addVisitedView([dashboard], detail);
    const second = addVisitedView(first, { ...detail, fullPath: '/edu/universityDetail?universityId=2' });
    expect(second).toHaveLength(2);
    expect(second[1]?.fullPath).toBe('/edu/universityDetail?universityId=2');
    expect(first[1]?.fullPath).toBe('/edu/universityDetail?universityId=1');
  });

  it('returns the same list when nothing changed', () => {
    const views = [dashboard, knowledge];
    expect(addVisitedView(views, knowledge)).toBe(views);
  });

  it('deletes one view by path', () => {
    expect(deleteVisitedView([dashboard, knowledge, guidance], '/edu/knowledge').map((view) => view.path)).toEqual([
      '/dashboard',
      '/edu/studentGuidance',
    ]);
  });

  it('close others keeps the affixed dashboard and the chosen tag', () => {
    const views = deleteOtherVisitedViews([dashboard, knowledge, guidance], '/edu/studentGuidance');
    expect(views.map((view) => view.path)).toEqual(['/dashboard', '/edu/studentGuidance']);
  });

  it('close all keeps only affixed tags', () => {
    expect(deleteAllVisitedViews([dashboard, knowledge, guidance])).toEqual([dashboard]);
  });
});

describe('cached views', () => {
  it('caches a view once and never a no-cache view', () => {
    const cached = addCachedView(addCachedView([], knowledge), knowledge);
    expect(cached).toEqual(['/edu/knowledge']);
    expect(addCachedView(cached, guidance)).toEqual(['/edu/knowledge']);
  });

  it('deletes one cached view', () => {
    const cached = ['/dashboard', '/edu/knowledge', '/edu/analyse'];
    expect(deleteCachedView(cached, '/edu/knowledge')).toEqual(['/dashboard', '/edu/analyse']);
  });

  it('keeps alive only the views that still have a tag', () => {
    const cached = ['/dashboard', '/edu/knowledge', '/edu/analyse'];
    expect(keepCachedViewsOf(cached, [dashboard, knowledge])).toEqual(['/dashboard', '/edu/knowledge']);
    expect(keepCachedViewsOf(cached, [])).toEqual([]);
  });
});

describe('nextPathAfterClose', () => {
  it('goes to the last remaining tag with its query', () => {
    const detail = buildView('/edu/majorDetail', { fullPath: '/edu/majorDetail?majorId=7' });
    expect(nextPathAfterClose([dashboard, detail])).toBe('/edu/majorDetail?majorId=7');
  });

  it('falls back to the dashboard when no tag remains', () => {
    expect(nextPathAfterClose([])).toBe('/dashboard');
  });
});
