import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../base/stores/useAppStore.ts';
import { useLayoutWatcher } from './useLayoutWatcher.ts';

type Callback = (
  entries: Array<{ borderBoxSize: Array<{ inlineSize: number }>; contentRect: { width: number } }>,
) => void;

/** A ResizeObserver the test drives: it reports the body's width when told to. */
function fakeResizeObserver() {
  const observers: Array<{ callback: Callback; targets: Element[] }> = [];
  class FakeResizeObserver {
    private readonly entry: { callback: Callback; targets: Element[] };
    constructor(callback: Callback) {
      this.entry = { callback, targets: [] };
      observers.push(this.entry);
    }
    observe(target: Element) {
      this.entry.targets.push(target);
    }
    disconnect() {
      observers.splice(observers.indexOf(this.entry), 1);
    }
  }
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  const report = (width: number) =>
    act(() => {
      for (const observer of observers.filter((o) => o.targets.includes(document.body))) {
        observer.callback([{ borderBoxSize: [{ inlineSize: width }], contentRect: { width } }]);
      }
    });
  return { report, count: () => observers.length };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  useAppStore.setState({ device: 'desktop', narrowNavbar: false, sidebar: { opened: true, withoutAnimation: false } });
});

describe('useLayoutWatcher', () => {
  it('follows the body width as laid out, without reading it (and forcing a layout) after the render', () => {
    const { report, count } = fakeResizeObserver();
    const read = vi.spyOn(document.body, 'getBoundingClientRect');
    useAppStore.setState({
      device: 'desktop',
      narrowNavbar: false,
      sidebar: { opened: true, withoutAnimation: false },
    });
    const { unmount } = renderHook(() => useLayoutWatcher());
    expect(read).not.toHaveBeenCalled();

    report(1350);
    expect(useAppStore.getState()).toMatchObject({ device: 'desktop', narrowNavbar: false });
    expect(useAppStore.getState().sidebar.opened).toBe(true);

    // Entering a phone's width shuts the sidebar at once.
    report(390);
    expect(useAppStore.getState()).toMatchObject({ device: 'mobile', narrowNavbar: true });
    expect(useAppStore.getState().sidebar).toEqual({ opened: false, withoutAnimation: true });

    report(950);
    expect(useAppStore.getState()).toMatchObject({ device: 'mobile', narrowNavbar: false });
    report(1200);
    expect(useAppStore.getState().device).toBe('desktop');
    expect(read).not.toHaveBeenCalled();

    unmount();
    expect(count()).toBe(0);
  });
});
