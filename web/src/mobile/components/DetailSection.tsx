import type { ReactNode } from 'react';
import styles from './detail.module.css';

export type DetailSectionProps = { title?: string; extra?: ReactNode; children: ReactNode };

/** A white card with a title on a detail page: a second-level heading under the page's title. */
export function DetailSection({ title, extra, children }: DetailSectionProps) {
  return (
    <section className={styles.section}>
      {title ? (
        <h2 className={styles.sectionTitle}>
          {title}
          {extra}
        </h2>
      ) : null}
      {children}
    </section>
  );
}
