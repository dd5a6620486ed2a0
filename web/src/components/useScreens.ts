import { theme } from 'antd';
import type { Breakpoint } from 'antd';
import { useCallback, useMemo, useSyncExternalStore } from 'react';

type ScreenToken = ReturnType<typeof theme.useToken>['token'];

/** antd's media query of each breakpoint, from the theme's screen sizes (as its `Grid` reads them). */
function queriesOf(token: ScreenToken): Record<Breakpoint, string> {
  return {
    xs: `(max-width: ${token.screenXSMax}px)`,
    sm: `(min-width: ${token.screenSM}px)`,
    md: `(min-width: ${token.screenMD}px)`,
    lg: `(min-width: ${token.screenLG}px)`,
    xl: `(min-width: ${token.screenXL}px)`,
    xxl: `(min-width: ${token.screenXXL}px)`,
    xxxl: `(min-width: ${token.screenXXXL}px)`,
  };
}

/**
 * The breakpoints the window matches now, read while rendering. antd's `Grid.useBreakpoint` learns
 * them in an effect and renders the table a second time; a media query's answer needs no layout,
 * so reading it at once costs nothing and the first render is already the right one.
 * `enabled` false skips the queries (a table without responsive columns).
 */
export function useScreens(enabled: boolean): ReadonlySet<Breakpoint> {
  const { token } = theme.useToken();
  const lists = useMemo(() => {
    if (!enabled || typeof window === 'undefined' || !window.matchMedia) return [];
    return Object.entries(queriesOf(token)).map(
      ([breakpoint, query]) => [breakpoint as Breakpoint, window.matchMedia(query)] as const,
    );
  }, [enabled, token]);
  const subscribe = useCallback(
    (changed: () => void) => {
      for (const [, list] of lists) list.addEventListener('change', changed);
      return () => {
        for (const [, list] of lists) list.removeEventListener('change', changed);
      };
    },
    [lists],
  );
  // A string snapshot, so an unchanged answer is the same value and renders nothing.
  const matched = useSyncExternalStore(subscribe, () =>
    lists
      .filter(([, list]) => list.matches)
      .map(([breakpoint]) => breakpoint)
      .join(' '),
  );
  return useMemo(() => new Set(matched ? (matched.split(' ') as Breakpoint[]) : []), [matched]);
}
