import { useSyncExternalStore } from 'react';

/** Where the student pages are: the path and the query of the address bar. */
export type MobileLocation = { pathname: string; search: string };

type HistoryState = { mobileDepth?: number } | null;

const listeners = new Set<() => void>();
/** The window scroll of each page when it was left, to restore on the way back. */
const scrollMemory = new Map<string, number>();

let current: MobileLocation = readLocation();

function readLocation(): MobileLocation {
  return { pathname: window.location.pathname, search: window.location.search };
}

function keyOf(location: MobileLocation): string {
  return location.pathname.replace(/\/+$/, '');
}

function notify(): void {
  current = readLocation();
  for (const listener of listeners) listener();
}

/**
 * The student pages' own small router on the History API: in-app links push entries, the
 * browser's (or the messaging app's) back button pops them, and the scroll of a page left is kept.
 */
export const mobileHistory = {
  start(): void {
    current = readLocation();
    window.history.scrollRestoration = 'manual';
    window.addEventListener('popstate', notify);
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  location: (): MobileLocation => current,
  /** Opens `to` in the app, remembering how far the page being left was scrolled. */
  push(to: string): void {
    scrollMemory.set(keyOf(current), window.scrollY);
    const depth = ((window.history.state as HistoryState)?.mobileDepth ?? 0) + 1;
    window.history.pushState({ mobileDepth: depth }, '', to);
    notify();
    window.scrollTo(0, 0);
  },
  /** Shows `to` in place of the current entry (after the session ended, for instance). */
  replace(to: string): void {
    window.history.replaceState(null, '', to);
    notify();
  },
  /** Back in history when we came from an in-app page, else to `fallback` (opened directly). */
  back(fallback: string): void {
    if ((window.history.state as HistoryState)?.mobileDepth) window.history.back();
    else mobileHistory.replace(fallback);
  },
  /** The scroll a page had when it was left (0 for a page not seen yet). */
  savedScroll: (pathname: string): number => scrollMemory.get(pathname.replace(/\/+$/, '')) ?? 0,
  /** Forgets a page's scroll (a new search starts at the top). */
  forgetScroll(pathname: string): void {
    scrollMemory.delete(pathname.replace(/\/+$/, ''));
  },
};

/** The current location, re-rendering on every navigation. */
export function useMobileLocation(): MobileLocation {
  return useSyncExternalStore(mobileHistory.subscribe, mobileHistory.location);
}
