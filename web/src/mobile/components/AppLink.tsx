import type { MouseEvent, ReactNode } from 'react';
import { mobileHistory } from '../router/mobileHistory.ts';

export type AppLinkProps = { href: string; className?: string; children: ReactNode; 'aria-label'?: string };

/** A real link that opens the page inside the app (keeping the lists alive). */
export function AppLink({ href, className, children, ...rest }: AppLinkProps) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    mobileHistory.push(href);
  };
  return (
    <a href={href} className={className} onClick={handleClick} {...rest}>
      {children}
    </a>
  );
}
