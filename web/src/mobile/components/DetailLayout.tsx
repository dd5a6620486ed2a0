import { NavBar } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { mobileHistory } from '../router/mobileHistory.ts';
import styles from './detail.module.css';

export type DetailLayoutProps = {
  title: string;
  /** Inside the messaging app its own bar has the back button, so ours is not shown. */
  iswx: boolean;
  /** Where back leads when the page was opened directly. */
  fallback: string;
  children: ReactNode;
};

/** A detail page: a back bar (outside the messaging app) above the content. */
export function DetailLayout({ title, iswx, fallback, children }: DetailLayoutProps) {
  const { t } = useTranslation();
  return (
    <main className={styles.page}>
      {iswx ? null : (
        <NavBar
          className={styles.navBar}
          backIcon
          backArrow={<span aria-label={t('mobileKnowledge.back')}>‹</span>}
          onBack={() => mobileHistory.back(fallback)}
        >
          {title}
        </NavBar>
      )}
      {children}
    </main>
  );
}
