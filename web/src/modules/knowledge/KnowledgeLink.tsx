import type { MouseEvent, ReactNode } from 'react';
import { Link, type NavigateFunction } from 'react-router';
import styles from './knowledge.module.css';

export type KnowledgeLinkProps = { to: string; children: ReactNode };

/**
 * The name of a university, major or job in a table: a real link, so it is reached with Tab,
 * opened with Enter, and opened in a new tab with a middle or modified click.
 */
export function KnowledgeLink({ to, children }: KnowledgeLinkProps) {
  return (
    <Link to={to} className={styles.nameLink}>
      {children}
    </Link>
  );
}

/**
 * Row props that open `to` when the mouse clicks anywhere else in the row: a bigger target than
 * the name. A click on a link or button inside the row is theirs (a middle click on the name
 * opens a new tab and must not also navigate this one).
 */
export function openOnRowClick(navigate: NavigateFunction, to: string | null) {
  return {
    onClick: (event: MouseEvent<HTMLElement>) => {
      if (!to || (event.target as Element).closest('a, button')) return;
      void navigate(to);
    },
  };
}
