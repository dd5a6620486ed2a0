import type { ReactNode } from 'react';
import styles from './knowledgeList.module.css';

/** One titled group of a filter drawer; the fieldset names the group for the options inside. */
export function FilterGroupSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.groupTitle}>{title}</legend>
      {children}
    </fieldset>
  );
}
