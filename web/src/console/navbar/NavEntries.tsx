import { useEffect, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { MenuIcon } from '../../components/MenuIcon.tsx';
import type { NavEntry } from '../navEntriesOf.ts';
import { useRouteTitle } from '../useRouteTitle.ts';
import styles from './Navbar.module.css';

export type NavEntriesProps = { entries: NavEntry[]; textOnly: boolean; className?: string };

/** Which ends of a scrolling row hide entries (a pixel of slack for rounding). */
function hiddenEnds(row: HTMLElement): { start: boolean; end: boolean } {
  return {
    start: row.scrollLeft > 1,
    end: row.scrollLeft + row.clientWidth < row.scrollWidth - 1,
  };
}

/**
 * The navbar's quick entries: icon and text, text only on narrow screens. When they do not fit
 * (a phone), the row scrolls sideways: the end that hides entries fades out so the cut entry
 * reads as "more this way", and the current page's entry is scrolled into view.
 */
export function NavEntries({ entries, textOnly, className }: NavEntriesProps) {
  const titleOf = useRouteTitle();
  const location = useLocation();
  const row = useRef<HTMLElement>(null);
  const [ends, setEnds] = useState({ start: false, end: false });

  // Measured only where the browser has just laid the row out (a ResizeObserver's first call
  // comes after layout, and scroll events after scrolling): measuring right after a render would
  // force a layout of the whole page while it first appears.
  useEffect(() => {
    const element = row.current;
    if (!element) return undefined;
    const update = () =>
      setEnds((current) => {
        const next = hiddenEnds(element);
        return next.start === current.start && next.end === current.end ? current : next;
      });
    element.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    if (observer) observer.observe(element);
    else update();
    return () => {
      element.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, [entries.length, textOnly]);

  // Only a row that does not fit (a phone) scrolls its current entry into view.
  const overflows = ends.start || ends.end;
  useEffect(() => {
    const element = row.current;
    const active = element?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!overflows || !element || !active) return;
    // Centre the current entry without scrolling the page itself.
    element.scrollLeft = active.offsetLeft - (element.clientWidth - active.offsetWidth) / 2;
  }, [location.pathname, entries.length, textOnly, overflows]);

  const fade = [ends.start ? styles.fadeStart : '', ends.end ? styles.fadeEnd : ''].filter(Boolean).join(' ');
  return (
    <nav ref={row} className={[className, fade].filter(Boolean).join(' ')}>
      {entries.map((entry) => (
        <NavLink
          key={entry.path}
          to={entry.path}
          className={({ isActive }) => `${styles.entry} ${isActive ? styles.entryActive : ''}`}
        >
          {textOnly ? null : <MenuIcon name={entry.icon} />}
          <span>{titleOf(entry)}</span>
        </NavLink>
      ))}
    </nav>
  );
}
