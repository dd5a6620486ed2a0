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
        // antd-mobile's NavBar wraps its back in a bare div with role=button, out of Tab's reach and
        // without a name: the bar is ours, with a real, named button. Its class names stay NavBar's,
        // as the hooks the journeys find the bar by.
        <header className={`adm-nav-bar ${styles.navBar}`}>
          <button
            type="button"
            className={`adm-nav-bar-back ${styles.backButton}`}
            aria-label={t('mobileKnowledge.back')}
            onClick={() => mobileHistory.back(fallback)}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <div className={styles.navTitle}>{title}</div>
        </header>
      )}
      {children}
    </main>
  );
}
