import { useDeferredValue } from 'react';

/*
 * A page that commits its frame first and renders its heavy part (a table and its rows) in a
 * background render: React runs that render right after, yielding to the browser every few
 * milliseconds. Together they were one task of several hundred milliseconds on an older office
 * PC, which kept the page from answering input while it loaded.
 */

const NOT_YET = Symbol('not yet');

/** False on the first render, then true from a background render right after the first commit. */
export function useBackgroundMount(): boolean {
  return useDeferredValue(true, false);
}

/**
 * A query's answer, handed on in a background render: undefined on the first render, then each
 * new answer one background render after it arrives. `shown !== answer` while one is pending.
 */
export function useBackgroundValue<T>(value: T | undefined): T | undefined {
  const shown = useDeferredValue<T | undefined | typeof NOT_YET>(value, NOT_YET);
  return shown === NOT_YET ? undefined : shown;
}
