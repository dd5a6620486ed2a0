import { useDeferredValue } from 'react';

/**
 * False on the first render, then true from a render React runs right after the first commit in
 * the background, yielding to the browser every few milliseconds. A page commits its frame first
 * and mounts its heavy part (a large table) in that second render: together they were one task of
 * several hundred milliseconds on an older office PC, which kept the page from answering input.
 */
export function useBackgroundMount(): boolean {
  return useDeferredValue(true, false);
}
