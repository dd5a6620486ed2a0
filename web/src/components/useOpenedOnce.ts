import { useState } from 'react';

/**
 * True from the first render where `open` is true on: a dialog whose code loads on first use
 * mounts then and stays mounted, so it still plays its closing animation and keeps its state.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
