import { NavLink } from 'react-router';
import { MenuIcon } from '../../components/MenuIcon.tsx';
import type { NavEntry } from '../navEntriesOf.ts';
import { useRouteTitle } from '../useRouteTitle.ts';
import styles from './Navbar.module.css';

export type NavEntriesProps = { entries: NavEntry[]; textOnly: boolean; className?: string };

/** The navbar's quick entries: icon and text, text only on narrow screens. */
export function NavEntries({ entries, textOnly, className }: NavEntriesProps) {
  const titleOf = useRouteTitle();
  return (
    <nav className={className}>
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
