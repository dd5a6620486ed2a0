import { useState } from 'react';
import { mobileHistory } from '../router/mobileHistory.ts';
import { useScrollRestore } from '../router/useScrollRestore.ts';

/**
 * The search a kept-alive list shows. Coming back to the list restores its scroll; a new search
 * starts again at the top, so the saved scroll of the old rows is forgotten.
 */
export function useListSearch<S>(pathname: string, initial: S | (() => S)): [S, (next: S) => void] {
  const [applied, setApplied] = useState<S>(initial);
  useScrollRestore(pathname);
  const search = (next: S) => {
    setApplied(next);
    mobileHistory.forgetScroll(pathname);
    window.scrollTo(0, 0);
  };
  return [applied, search];
}
