import type { ReactNode, Ref } from 'react';
import styles from './PageHeader.module.css';

export type PageHeaderProps = {
  title: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  extra?: ReactNode;
  /** An element for actions the page adds later (through a portal); empty, it takes no room. */
  extraSlot?: Ref<HTMLDivElement>;
};

/** Title row of a console page: icon, title, one-line description, actions on the right. */
export function PageHeader({ title, description, icon, extra, extraSlot }: PageHeaderProps) {
  return (
    <div className={styles.header}>
      {icon ? <span className={styles.icon}>{icon}</span> : null}
      <div className={styles.text}>
        <h1 className={styles.title}>{title}</h1>
        {description ? <p className={styles.description}>{description}</p> : null}
      </div>
      {extra || extraSlot ? (
        <div className={styles.extra} ref={extraSlot}>
          {extra}
        </div>
      ) : null}
    </div>
  );
}
