import { Tabs, type TabsProps } from 'antd-mobile';
import type { KeyboardEvent } from 'react';

/** The tab whose key `key` chooses from `current` (Home, End), or null for keys antd-mobile handles. */
function tabForKey(key: string, current: HTMLElement): HTMLElement | null {
  if (key === 'Enter' || key === ' ') return current;
  const tabs = [...(current.closest('[role="tablist"]')?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])];
  if (key === 'Home') return tabs[0] ?? null;
  if (key === 'End') return tabs[tabs.length - 1] ?? null;
  return null;
}

/** Enter and Space choose the focused tab (Space would otherwise scroll the page); Home and End the first and last. */
function chooseByKey(event: KeyboardEvent<HTMLDivElement>) {
  const current = event.target as HTMLElement;
  if (current.getAttribute('role') !== 'tab') return;
  const tab = tabForKey(event.key, current);
  if (!tab) return;
  event.preventDefault();
  tab.click();
  tab.focus();
}

/**
 * antd-mobile's tabs, operable by keyboard: the chosen tab is in the Tab order and the arrow keys
 * move between tabs (antd-mobile's own), Enter, Space, Home and End as above. The wrapper draws
 * no box, so the tabs keep their sticky place.
 */
export function KeyboardTabs(props: TabsProps) {
  return (
    <div style={{ display: 'contents' }} onKeyDown={chooseByKey}>
      <Tabs {...props} />
    </div>
  );
}
