import type { ReactNode } from 'react';
import styles from './PageHeader.module.css';

export type PageHeaderProps = {
  title: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  extra?: ReactNode;
};

/** Title row of a console page: icon, title, one-line description, actions on the right. */
export function PageHeader({ title, description, icon, extra }: PageHeaderProps) {
  return (
    <div className={styles.header}>
      {icon ? <span className={styles.icon}>{icon}</span> : null}
      <div className={styles.text}>
        <h1 className={styles.title}>{title}</h1>
        {description ? <p className={styles.description}>{description}</p> : null}
      </div>
      {extra ? <div className={styles.extra}>{extra}</div> : null}
    </div>
  );
}
